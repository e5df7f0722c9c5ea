// Payments: the operator's bank accounts, deposit orders, the webhooks providers sent, the
// players' bank cards and withdrawals. Money itself lives in the journal; these tables hold
// the orders' states. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  // Where players send a havale/EFT; one is picked at random per order.
  await withId(db, db.schema.createTable('payment_bank_accounts'))
    .addColumn('bank_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('holder', 'varchar(100)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // A deposit order: created by the player, settled once by a webhook or the operator.
  await withId(db, db.schema.createTable('deposit_orders'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(32)', (c) => c.notNull())
    .addColumn('bank_account_id', 'bigint', (c) => c.references('payment_bank_accounts.id'))
    .addColumn('coin_network', 'varchar(16)')
    .addColumn('coin_address', 'varchar(128)')
    .addColumn('coin_amount', 'varchar(32)')
    .addColumn('coin_rate', 'varchar(32)')
    .addColumn('pay_url', 'varchar(500)')
    .addColumn('provider_ref', 'varchar(128)')
    .addColumn('entry_id', 'bigint')
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('deposit_orders_user')
    .on('deposit_orders')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_status')
    .on('deposit_orders')
    .columns(['status', 'id'])
    .execute();

  // Every webhook that passed its signature check, once per (provider, event id): a replay is
  // recognised and answered without touching the order again.
  await withId(db, db.schema.createTable('payment_webhooks'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_webhooks_event')
    .on('payment_webhooks')
    .columns(['provider', 'event_id'])
    .unique()
    .execute();

  // A player's bank card: one per player; withdrawals copy it when they are asked for.
  await withId(db, db.schema.createTable('bank_cards'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // A withdrawal: held when asked for, then posted (approved, paid) or voided (rejected,
  // cancelled). The journal entries are named by order_no (payment-movements.ts).
  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('iban', 'varchar(34)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('payout_ref', 'varchar(128)')
    .addColumn('payout_error', 'varchar(200)')
    .addColumn('fail_reason', 'varchar(200)')
    .addColumn('reviewed_by', 'varchar(100)')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('withdrawals_user')
    .on('withdrawals')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_user_day')
    .on('withdrawals')
    .columns(['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['status', 'id'])
    .execute();
}
