// The protection history of a player: every change, by whom and why, shown to staff.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function recordEvent(
  db: Kysely<DB> | Transaction<DB>,
  e: { userId: number; action: string; actor: string; detail: Record<string, unknown>; at: number },
) {
  await db
    .insertInto('protection_events')
    .values({
      user_id: e.userId,
      action: e.action,
      detail: JSON.stringify(e.detail),
      actor: e.actor,
      created_at: e.at,
    })
    .execute();
}
