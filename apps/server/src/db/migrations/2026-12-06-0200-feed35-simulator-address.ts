// The sandbox's TRADE360 simulator (adapters/sports/lsports/simulator) runs on the scheduler's
// leader only; where it serves its Snapshot API and with which credentials is kept here, so
// the consumer on whichever instance is active recovers from it. Production refuses the
// simulator, so the table stays empty there. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('feed_simulators')
    .addColumn('feed', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('instance', 'varchar(64)', (c) => c.notNull())
    .addColumn('snapshot_url', 'varchar(200)', (c) => c.notNull())
    .addColumn('package_id', 'bigint', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('password', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
