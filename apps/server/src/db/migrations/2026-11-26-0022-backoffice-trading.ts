// Back-office, sportsbook trading: a trader's suspension of an event or a market
// (kept apart from the feed's own status, so the feed cannot lift it), a manual odds override
// per selection (the feed's odds are kept beside it until the trader releases it), a trader's
// settlement the feed may not overwrite, each player's stake factor and limit, and stake limits
// per sport, league or market type. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sport_events')
    .addColumn('trader_suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sport_markets')
    .addColumn('trader_suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sport_markets')
    .addColumn('trader_settled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // What the feed last said of the market (open or suspended); null: the status column's.
  await db.schema.alterTable('sport_markets').addColumn('feed_status', 'varchar(16)').execute();
  // While an override is set, odds_x100 holds it and feed_odds_x100 what the feed says.
  await db.schema
    .alterTable('sport_selections')
    .addColumn('override_odds_x100', 'integer')
    .execute();
  await db.schema.alterTable('sport_selections').addColumn('feed_odds_x100', 'integer').execute();

  await db.schema
    .createTable('sport_player_limits')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // Per mille of the stake limit that would apply otherwise (500 = 0.5×).
    .addColumn('stake_factor_pm', 'integer', (c) => c.notNull())
    .addColumn('max_stake_minor', 'bigint')
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // scope: sport (ref = sport code), league (ref = league id), market (ref = market type).
  await withId(db, db.schema.createTable('sport_stake_limits'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('max_stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_stake_limits_once')
    .on('sport_stake_limits')
    .columns(['scope', 'ref'])
    .unique()
    .execute();
}
