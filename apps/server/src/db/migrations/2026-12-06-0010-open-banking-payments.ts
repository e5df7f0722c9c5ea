// Trustly and paysafecard: every notification a provider sends is kept (the order's history,
// and what makes a replay change nothing: one row per provider and notification id); the bank
// accounts Trustly reports for a player (its `account` notification) are what payouts go to; a
// deposit order remembers the provider's own state (Trustly's `pending`) and what a reversal
// (`debit` after `credit`) took back; a withdrawal names the provider account it is paid to.
// Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('notification_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)')
    .addColumn('provider_order', 'varchar(128)')
    .addColumn('amount_minor', 'bigint')
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_notifications_id')
    .on('payment_notifications')
    .columns(['provider', 'notification_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_notifications_order')
    .on('payment_notifications')
    .columns(['order_no', 'received_at'])
    .execute();

  await withId(db, db.schema.createTable('payment_accounts'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('bank', 'varchar(100)', (c) => c.notNull())
    .addColumn('descriptor', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_digits', 'varchar(16)', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_accounts_user')
    .on('payment_accounts')
    .columns(['provider', 'user_id', 'account_id'])
    .unique()
    .execute();

  await db.schema.alterTable('deposit_orders').addColumn('provider_state', 'varchar(24)').execute();
  await db.schema
    .alterTable('deposit_orders')
    .addColumn('reversed_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('payout_account', 'varchar(128)').execute();
}
