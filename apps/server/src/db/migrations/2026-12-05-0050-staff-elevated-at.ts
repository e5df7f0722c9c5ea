// When a staff account last gained power: its role changed, or its sign-in was reset (whoever
// holds the new enrolment link holds the account). A four-eyes request filed before an account
// was created or elevated cannot be approved by it, so one admin cannot invite or promote a
// second account to approve their own request. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('staff').addColumn('elevated_at', 'bigint').execute();
}
