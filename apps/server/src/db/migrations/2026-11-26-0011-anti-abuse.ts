// Anti-abuse: a referral found to come from the inviter themselves (the same device, IP or
// bank account) stays on record, but is marked with why, and earns the inviter nothing.
// Frozen: later changes go in new dated files.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('referral_void_reason', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('referral_voided_at', 'bigint').execute();
}
