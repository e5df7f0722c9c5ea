// Money integrity: risk alerts for staff (a win above the cap, money that arrived
// for a failed deposit order, ...), and the client's request id of a withdrawal, so a retried
// request answers the first withdrawal instead of creating a second one. Frozen: later
// changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('risk_alerts'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    // The event an alert is about (e.g. a studio transaction): raised once however often it
    // repeats. Null for alerts that may repeat.
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('risk_alerts_status')
    .on('risk_alerts')
    .columns(['status', 'id'])
    .execute();

  await db.schema.alterTable('withdrawals').addColumn('request_id', 'varchar(64)').execute();
  await db.schema.alterTable('withdrawals').addColumn('request_hash', 'varchar(64)').execute();
  await db.schema
    .createIndex('withdrawals_request_once')
    .on('withdrawals')
    .columns(['user_id', 'request_id'])
    .unique()
    .execute();
}
