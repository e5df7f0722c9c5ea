// Customer service: the operator's channels and each player's conversation with support.
// Players write from the app (rate limited); staff answer from the back-office or the CLI.
import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@talih/contracts/i18n.ts';
import type { SupportMessage } from '@talih/contracts/support.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { Cache } from '../../cache/cache.ts';
import type { DB, SupportMessagesTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { touchConversation } from './conversations.ts';

const LISTED_MESSAGES = 100;
const SEND_LIMITS = [
  { name: 'support:send:minute', max: 10, windowMs: 60 * 1000 },
  { name: 'support:send:hour', max: 60, windowMs: 60 * 60 * 1000 },
];
const SUFFIX = { tk: 'tk', en: 'en', 'zh-CN': 'zh' } as const;

export async function channels(db: Kysely<DB>, lang: Language) {
  const rows = await db
    .selectFrom('support_channels')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    label: r[`label_${SUFFIX[lang]}`],
    value: r.value,
    href: r.href,
    hours: r[`hours_${SUFFIX[lang]}`],
  }));
}

export function messageView(r: Selectable<SupportMessagesTable>): SupportMessage {
  return {
    messageId: r.id,
    from: r.author,
    staffName: r.staff_name,
    content: r.content,
    createdAt: r.created_at,
  };
}

/** The last messages of a player's conversation, oldest first, with the staff names. */
export async function conversation(db: Kysely<DB>, userId: number, limit = LISTED_MESSAGES) {
  const rows = await db
    .selectFrom('support_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(messageView);
}

/**
 * The conversation as the player reads it: staff answer as the support team, their account
 * names stay inside (the back-office and the audit log show them).
 */
export async function playerConversation(db: Kysely<DB>, userId: number) {
  const messages = await conversation(db, userId);
  return messages.map((m) => ({ ...m, staffName: null }));
}

export async function addMessage(
  db: Kysely<DB>,
  input: { userId: number; author: 'player' | 'staff'; staffName?: string; content: string },
  now = Date.now(),
) {
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('support_messages')
      .values({
        user_id: input.userId,
        author: input.author,
        staff_name: input.staffName ?? null,
        content: input.content,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchConversation(trx, inserted);
    return inserted;
  });
  return messageView(row);
}

export async function playerSend(
  deps: { db: Kysely<DB>; cache: Cache },
  userId: number,
  content: string,
) {
  if (await hitRateLimits(deps.cache, String(userId), SEND_LIMITS)) {
    throw new AppError('errors.rateLimited');
  }
  return addMessage(deps.db, { userId, author: 'player', content });
}

/** Conversations, those whose last message is the player's (waiting for an answer) first. */
export async function threads(db: Kysely<DB>, limit = 50) {
  const last = await db
    .selectFrom('support_messages')
    .select((eb) => ['user_id', eb.fn.max('id').as('last_id'), eb.fn.countAll().as('n')])
    .groupBy('user_id')
    .orderBy('last_id', 'desc')
    .limit(limit)
    .execute();
  const ids = last.map((l) => Number(l.last_id));
  const rows = ids.length
    ? await db
        .selectFrom('support_messages')
        .innerJoin('users', 'users.id', 'support_messages.user_id')
        .select([
          'support_messages.user_id',
          'support_messages.author',
          'support_messages.content',
          'support_messages.created_at',
          'users.nickname',
        ])
        .where('support_messages.id', 'in', ids)
        .execute()
    : [];
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  return last
    .map((l) => {
      const r = byUser.get(Number(l.user_id));
      return {
        userId: Number(l.user_id),
        nickname: r?.nickname ?? '',
        messages: Number(l.n),
        waiting: r?.author === 'player',
        lastAt: r?.created_at ?? 0,
        last: r?.content ?? '',
      };
    })
    .sort((a, b) => Number(b.waiting) - Number(a.waiting) || b.lastAt - a.lastAt);
}
