// Back-office, players and payments: staff notes on a player, the blocks staff put
// on a player's deposits, bets, withdrawals or logins, and each deposit method's limits and
// enabled flag as finance sets them. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('player_notes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_notes_user')
    .on('player_notes')
    .columns(['user_id', 'id'])
    .execute();

  // One row per blocked scope: present means blocked. Lifting deletes it; the staff audit
  // log keeps the history.
  await withId(db, db.schema.createTable('player_blocks'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_blocks_once')
    .on('player_blocks')
    .columns(['user_id', 'scope'])
    .unique()
    .execute();

  // A method without a row keeps the built-in limits and stays enabled.
  await db.schema
    .createTable('payment_method_settings')
    .addColumn('method', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('min_minor', 'bigint', (c) => c.notNull())
    .addColumn('max_minor', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
