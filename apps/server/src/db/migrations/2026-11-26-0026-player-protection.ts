// Player protection: deposit, loss and wager limits with their pending raises, a
// session time limit and reality-check interval, time-outs and exclusions, play sessions (for
// reality checks, session limits and time played), and a history of every protection event.
// Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  // One row per limit a player has (kind deposit/loss/wager with period day/week/month, or
  // kind session with period session and minutes in amount). A raise or removal waits in
  // pending_* until pending_at; pending_remove says the change removes the limit.
  await withId(db, db.schema.createTable('player_limits'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_remove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_at', 'bigint')
    .addColumn('set_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_limits_once')
    .on('player_limits')
    .columns(['user_id', 'kind', 'period'])
    .unique()
    .execute();

  // Time-outs, self-exclusions, panic locks and staff exclusions. ends_at null: indefinite.
  // A self-exclusion stays in force after its end until a lift the player asks for takes
  // effect (lift_at = the request + the pack's cooling-off).
  await withId(db, db.schema.createTable('player_exclusions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('lift_at', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('set_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_exclusions_user')
    .on('player_exclusions')
    .columns(['user_id', 'id'])
    .execute();

  // A play session: from the first bet after a pause to the last bet before one. Its stakes
  // and wins are added in the bet's own ledger transaction.
  await withId(db, db.schema.createTable('play_sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('last_play_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('end_reason', 'varchar(16)')
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('play_sessions_user')
    .on('play_sessions')
    .columns(['user_id', 'id'])
    .execute();

  // Reality-check interval the player chose (null: the pack's), and the erasure mark.
  await db.schema
    .createTable('player_protection')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('reality_minutes', 'integer')
    .addColumn('erased_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Everything that changed a player's protection, by whom and why (player and staff).
  await withId(db, db.schema.createTable('protection_events'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('protection_events_user')
    .on('protection_events')
    .columns(['user_id', 'id'])
    .execute();
}
