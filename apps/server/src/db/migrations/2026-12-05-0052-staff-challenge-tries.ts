// Codes tried against a staff sign-in challenge: the password step already counted one attempt
// against the lockout, so the first code tried for its challenge spends no second one, and each
// later code does. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('challenge_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
