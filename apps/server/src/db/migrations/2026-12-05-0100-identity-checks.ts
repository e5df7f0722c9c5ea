// Identity checks through the identity vendor (Onfido): one row per attempt, the vendor's
// applicant (one per player, reused), its capture run, and the check whose result decides the
// attempt. The vendor's own ids are unique, so a replayed webhook finds the attempt it already
// decided. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('identity_checks'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // 'onfido'
    .addColumn('vendor', 'varchar(16)', (c) => c.notNull())
    .addColumn('applicant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('run_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('check_id', 'varchar(64)')
    // 'started' | 'processing' | 'clear' | 'review' | 'retry' | 'approved' | 'declined'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The vendor's result as read back ('clear' | 'consider'), and the reasons as a JSON list.
    .addColumn('result', 'varchar(16)')
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('capture_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('reviewed_by', 'varchar(64)')
    .addColumn('review_note', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('identity_checks_run')
    .on('identity_checks')
    .columns(['vendor', 'run_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('identity_checks_check')
    .on('identity_checks')
    .columns(['vendor', 'check_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('identity_checks_user')
    .on('identity_checks')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('identity_checks_status')
    .on('identity_checks')
    .columns(['status', 'updated_at'])
    .execute();
}
