// Refunds of provider deposits (Trustly's Refund, paysafecard's refund): each refund a second
// staff member approved, with the amount held from the player while the provider answers
// (status held), then refunded or returned to the player; a deposit order remembers how much
// of it is refunded or being refunded (refunded_minor), so two refunds never both take the
// same money. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('deposit_refunds'))
    .addColumn('refund_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_state', 'varchar(32)')
    .addColumn('provider_ref', 'varchar(128)')
    .addColumn('email', 'varchar(254)')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('requested_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('failure', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_refunds_no')
    .on('deposit_refunds')
    .column('refund_no')
    .unique()
    .execute();
  await db.schema
    .createIndex('deposit_refunds_order')
    .on('deposit_refunds')
    .columns(['order_no', 'status'])
    .execute();
  await db.schema
    .alterTable('deposit_orders')
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
