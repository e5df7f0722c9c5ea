// Level transitions: none -> basic (the player's details), basic -> verified (an approved
// identity document and an approved proof of address, whichever comes last).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Moves a basic player with both documents approved to verified; answers whether it did. */
export async function promoteIfComplete(
  trx: Transaction<DB> | Kysely<DB>,
  userId: number,
  now: number,
): Promise<boolean> {
  const kinds = await trx
    .selectFrom('kyc_documents')
    .select('kind')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('kind', 'in', ['identity', 'address'])
    .groupBy('kind')
    .execute();
  if (kinds.length < 2) return false;
  const moved = await trx
    .updateTable('kyc_profiles')
    .set({ level: 'verified', verified_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('level', '=', 'basic')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
