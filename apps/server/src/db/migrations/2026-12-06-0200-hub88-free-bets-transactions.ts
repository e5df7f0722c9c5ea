// Hub88's free bets and daily transaction lists (docs/hub88.md "Free bets", "Daily
// reconciliation"): the reward Hub88 created for each free spins award, the free bets Hub88
// placed with them (they move no cash, so the ledger has no entry to key them by), and the
// transaction lists fetched per UTC day, which reconcile compares with the ledger. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('hub88_rewards')
    .addColumn('award_id', 'bigint', (c) => c.primaryKey())
    .addColumn('reward_uuid', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hub88_free_bets')
    .addColumn('transaction_uuid', 'varchar(256)', (c) => c.primaryKey())
    .addColumn('award_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('round', 'varchar(256)', (c) => c.notNull())
    .addColumn('amount_units', 'bigint', (c) => c.notNull())
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    // The one win that settles it, claimed before the round is paid (a rollback then refuses).
    .addColumn('win_transaction_uuid', 'varchar(256)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hub88_listed_transactions')
    .addColumn('transaction_uuid', 'varchar(256)', (c) => c.primaryKey())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // 'bet' | 'win' | 'rollback'
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('user', 'varchar(64)', (c) => c.notNull())
    .addColumn('round', 'varchar(256)', (c) => c.notNull())
    .addColumn('amount_units', 'bigint', (c) => c.notNull())
    .addColumn('reference_transaction_uuid', 'varchar(256)')
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('hub88_listed_transactions_day')
    .on('hub88_listed_transactions')
    .column('day')
    .execute();
  await db.schema
    .createTable('hub88_listed_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('listed', 'integer', (c) => c.notNull())
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .execute();
}
