// The odds feed's health as its active consumer last reported it (the instance, its state,
// the last heartbeat, lag, markets suspended for feed health, recoveries), one row per feed,
// so the back-office shows it whichever instance answers. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('feed_health')
    .addColumn('feed', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('instance', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('last_heartbeat_at', 'bigint')
    .addColumn('last_lag_ms', 'bigint')
    .addColumn('suspended_markets', 'bigint', (c) => c.notNull())
    .addColumn('recoveries', 'bigint', (c) => c.notNull())
    .addColumn('recovery_failures', 'bigint', (c) => c.notNull())
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
