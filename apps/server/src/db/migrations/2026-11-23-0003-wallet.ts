// Wallet: the double-entry ledger, the games a launch can open, launch tokens, game rounds.
// Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  // One row per account: a player's cash or bonus, or one shard of a system account (house,
  // provider clearing per provider, payment clearing, promotion expense, withdrawal pending).
  // balance_minor is a cache of the sum of the account's lines, kept in the same transaction.
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance_minor', 'bigint', (c) => c.notNull())
    .addColumn('allow_negative', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_accounts_identity')
    .on('ledger_accounts')
    .columns(['kind', 'owner', 'shard', 'currency'])
    .unique()
    .execute();

  // One row per movement; idempotency_key is unique, so a replay can never move money twice.
  await withId(db, db.schema.createTable('journal_entries'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    // The player's cash balance right after this entry: what a replay answers.
    .addColumn('player_balance_minor', 'bigint')
    .addColumn('reverses_entry_id', 'bigint', (c) => c.unique())
    .addColumn('reason', 'varchar(500)')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_entries_user')
    .on('journal_entries')
    .columns(['user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('journal_lines'))
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_lines_account')
    .on('journal_lines')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('journal_lines_entry')
    .on('journal_lines')
    .column('entry_id')
    .execute();

  // Games a launch can open. The lobby issue adds categories, labels and the catalogue.
  await withId(db, db.schema.createTable('games'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('have_demo', 'integer', (c) => c.notNull())
    .addColumn('firm_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('studio_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('studio_game', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort_weight', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // A real-money launch: the token the studio sends on every wallet call, bound to player,
  // game and the login session it came from.
  await withId(db, db.schema.createTable('game_launches'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('session_id', 'bigint', (c) => c.notNull())
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('studio_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_launches_user')
    .on('game_launches')
    .columns(['user_id', 'id'])
    .execute();

  // A studio's round as the player's records show it; money lives in the journal.
  await withId(db, db.schema.createTable('game_rounds'))
    .addColumn('studio_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('round_ref', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'bigint', (c) => c.notNull().references('games.id'))
    .addColumn('bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_rounds_ref')
    .on('game_rounds')
    .columns(['studio_code', 'round_ref'])
    .unique()
    .execute();
  await db.schema
    .createIndex('game_rounds_user')
    .on('game_rounds')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('game_rounds_recent_wins')
    .on('game_rounds')
    .columns(['updated_at', 'win_minor'])
    .execute();
  await db.schema
    .createIndex('game_rounds_game_activity')
    .on('game_rounds')
    .columns(['game_id', 'updated_at'])
    .execute();
}
