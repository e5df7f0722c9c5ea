// What support staff do to a conversation: assign it, answer (the player sees the answer in
// the app: at once over the live stream, else on the next poll), close or reopen it, and
// write internal notes the player never sees. Each answers before and after for the audit.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { userChannel } from '../../../ledger/ledger.ts';
import { addMessage } from '../../../modules/support/support.ts';
import type { Services } from '../../../services.ts';
import { requireConversation } from './inbox.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** An active staff member's canonical name, or an error naming the field. */
export async function activeStaffName(db: Db, name: string, errorKey: string) {
  const row = await db
    .selectFrom('staff')
    .select('name')
    .where('name', '=', name.trim().toLowerCase())
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new AppError(errorKey);
  return row.name;
}

export async function assign(db: Kysely<DB>, userId: number, assignee: string | null) {
  const before = await requireConversation(db, userId);
  const name = assignee
    ? await activeStaffName(db, assignee, 'errors.boSupport.staffNotFound')
    : null;
  await db
    .updateTable('support_conversations')
    .set({ assignee: name, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .execute();
  return { before: { assignee: before.assignee }, after: { assignee: name } };
}

export async function setState(db: Kysely<DB>, userId: number, state: 'open' | 'closed') {
  const before = await requireConversation(db, userId);
  await db
    .updateTable('support_conversations')
    .set({ state, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .execute();
  return { before: { state: before.state }, after: { state } };
}

/** A staff answer; takes the conversation for the answering staff member if nobody has it. */
export async function reply(
  services: Pick<Services, 'db' | 'cache'>,
  input: { userId: number; content: string; close: boolean },
  staffName: string,
) {
  const before = await requireConversation(services.db, input.userId);
  const message = await addMessage(services.db, {
    userId: input.userId,
    author: 'staff',
    staffName,
    content: input.content,
  });
  await services.db
    .updateTable('support_conversations')
    .set({
      assignee: before.assignee ?? staffName,
      ...(input.close ? { state: 'closed' as const } : {}),
    })
    .where('user_id', '=', input.userId)
    .execute();
  // The player's open app hears it at once; a closed one finds it on the next poll. The CLI
  // without Redis has no cache: the running servers' players see it on their next poll.
  const event = { type: 'support', messageId: message.messageId };
  const cache = services.cache as Services['cache'] | undefined;
  await cache?.publish(userChannel(input.userId), JSON.stringify(event)).catch(() => {});
  const after = await requireConversation(services.db, input.userId);
  return {
    message,
    before: { state: before.state, assignee: before.assignee, waitingSince: before.waitingSince },
    after: { state: after.state, assignee: after.assignee, messageId: message.messageId },
  };
}

export async function addSupportNote(
  db: Kysely<DB>,
  userId: number,
  body: string,
  staffName: string,
) {
  await requireConversation(db, userId);
  const row = await db
    .insertInto('support_notes')
    .values({ user_id: userId, staff_name: staffName, body, created_at: Date.now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { noteId: Number(row.id), staffName, body, createdAt: Number(row.created_at) };
}
