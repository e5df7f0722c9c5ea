// Back-office reports: the history of reconcile runs (who or what ran it, and each
// check's result), and a per-minute counter of the provider wallet's ERROR answers, which
// nothing recorded before (the live panel shows them). Frozen: later changes go in new files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('reconcile_runs'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint', (c) => c.notNull())
    // 'cli' (talih reconcile), 'staff' (the back-office "run now"), ...
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    // The staff member's name, or the CLI's operator; null when nobody is named.
    .addColumn('actor', 'varchar(64)')
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('violations', 'integer', (c) => c.notNull())
    .addColumn('check_count', 'integer', (c) => c.notNull())
    // JSON: [{ name, ok, violations, sample }] as `talih reconcile --json` prints them.
    .addColumn('checks', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reconcile_runs_started')
    .on('reconcile_runs')
    .column('started_at')
    .execute();

  // One row per minute, provider and code: a counter, so a storm of errors stays small.
  await db.schema
    .createTable('wallet_error_minutes')
    .addColumn('minute', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_error_minutes_pk', ['minute', 'provider', 'code'])
    .execute();
}
