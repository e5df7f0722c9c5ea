// PGSI self-test results a player chose to keep (the test is scored in the browser and sent only
// with consent): the nine answers, the score and band, and when consent was given. Deleted when
// the player withdraws consent or erases the account. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('self_tests'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // The nine answers 0-3 as digits in question order ("012301230").
    .addColumn('answers', 'varchar(16)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('band', 'varchar(16)', (c) => c.notNull())
    .addColumn('consented_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_tests_user').on('self_tests').column('user_id').execute();
}
