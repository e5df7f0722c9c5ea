// The state of each player's conversation with support, kept beside the messages: open or
// closed, who handles it, and since when it waits for an answer (the inbox sorts on that).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, SupportConversationsTable, SupportMessagesTable } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
const PREVIEW_CHARS = 200;

/**
 * Folds a new message into its conversation: a player's message reopens it and starts the
 * wait (if none runs), a staff answer ends the wait.
 */
export async function touchConversation(db: Db, m: Selectable<SupportMessagesTable>) {
  const fromPlayer = m.author === 'player';
  const preview = m.content.slice(0, PREVIEW_CHARS);
  await db
    .insertInto('support_conversations')
    .values({
      user_id: m.user_id,
      state: 'open',
      assignee: null,
      waiting_since: fromPlayer ? m.created_at : null,
      last_message_at: m.created_at,
      last_author: m.author,
      last_preview: preview,
      message_count: 1,
      created_at: m.created_at,
      updated_at: m.created_at,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        state: fromPlayer ? 'open' : sql<'open'>`support_conversations.state`,
        waiting_since: fromPlayer
          ? sql<number>`coalesce(support_conversations.waiting_since, ${m.created_at})`
          : null,
        last_message_at: m.created_at,
        last_author: m.author,
        last_preview: preview,
        message_count: sql<number>`support_conversations.message_count + 1`,
        updated_at: m.created_at,
      }),
    )
    .execute();
}

export function conversationView(
  r: Selectable<SupportConversationsTable> & { nickname: string; lang: string },
) {
  return {
    userId: Number(r.user_id),
    nickname: r.nickname,
    lang: r.lang,
    state: r.state,
    assignee: r.assignee,
    waitingSince: r.waiting_since === null ? null : Number(r.waiting_since),
    lastMessageAt: Number(r.last_message_at),
    lastAuthor: r.last_author,
    lastPreview: r.last_preview,
    messageCount: Number(r.message_count),
  };
}

export function conversationQuery(db: Db) {
  return db
    .selectFrom('support_conversations')
    .innerJoin('users', 'users.id', 'support_conversations.user_id')
    .selectAll('support_conversations')
    .select(['users.nickname', 'users.lang']);
}

export async function conversationOf(db: Db, userId: number) {
  const row = await conversationQuery(db)
    .where('support_conversations.user_id', '=', userId)
    .executeTakeFirst();
  return row ? conversationView(row) : null;
}
