// The support inbox: conversations waiting for an answer first (the longest waiting on top),
// then the others by their last message; and one conversation with staff's internal notes.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import {
  conversationOf,
  conversationQuery,
  conversationView,
} from '../../../modules/support/conversations.ts';
import { messageView } from '../../../modules/support/support.ts';

export interface InboxFilter {
  state: 'waiting' | 'open' | 'closed' | 'all';
  /** 'me', 'none', a staff name, or '' for anyone. */
  assignee: string;
  lang?: string;
  page: number;
  pageSize: number;
}

const CONVERSATION_MESSAGES = 200;
const CONVERSATION_NOTES = 100;

function filtered(db: Kysely<DB>, f: InboxFilter, me: string) {
  let q = conversationQuery(db);
  if (f.state === 'waiting') {
    q = q
      .where('support_conversations.state', '=', 'open')
      .where('support_conversations.waiting_since', 'is not', null);
  } else if (f.state !== 'all') q = q.where('support_conversations.state', '=', f.state);
  const who = f.assignee === 'me' ? me : f.assignee;
  if (who === 'none') q = q.where('support_conversations.assignee', 'is', null);
  else if (who) q = q.where('support_conversations.assignee', '=', who.toLowerCase());
  if (f.lang) q = q.where('users.lang', '=', f.lang);
  return q;
}

export async function inbox(db: Kysely<DB>, f: InboxFilter, me: string) {
  const [rows, count] = await Promise.all([
    filtered(db, f, me)
      .orderBy(sql`case when support_conversations.waiting_since is null then 1 else 0 end`)
      .orderBy('support_conversations.waiting_since', 'asc')
      .orderBy('support_conversations.last_message_at', 'desc')
      .orderBy('support_conversations.user_id', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    filtered(db, f, me)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(conversationView), total: Number(count.n) };
}

export async function requireConversation(db: Kysely<DB>, userId: number) {
  const conversation = await conversationOf(db, userId);
  if (!conversation) throw new AppError('errors.boSupport.notFound');
  return conversation;
}

export async function conversationDetail(db: Kysely<DB>, userId: number) {
  const conversation = await requireConversation(db, userId);
  const [messages, notes] = await Promise.all([
    db
      .selectFrom('support_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(CONVERSATION_MESSAGES)
      .execute(),
    db
      .selectFrom('support_notes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(CONVERSATION_NOTES)
      .execute(),
  ]);
  return {
    conversation,
    messages: messages.reverse().map(messageView),
    notes: notes.map((n) => ({
      noteId: Number(n.id),
      staffName: n.staff_name,
      body: n.body,
      createdAt: Number(n.created_at),
    })),
  };
}
