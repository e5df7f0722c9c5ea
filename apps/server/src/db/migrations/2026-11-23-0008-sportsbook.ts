// The sportsbook: sports, leagues (with their country), events, markets and selections as the
// odds feed describes them; the players' bets and their legs. Money lives in the journal
// (ledger/sport-movements.ts); a bet row says what the journal should hold for it, and
// reconcile checks the two agree. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('sport_sports'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sport_leagues'))
    .addColumn('sport_id', 'bigint', (c) => c.notNull().references('sport_sports.id'))
    .addColumn('feed_ref', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('country_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // status: not_started, live, ended, cancelled. Score and clock follow the feed.
  await withId(db, db.schema.createTable('sport_events'))
    .addColumn('league_id', 'bigint', (c) => c.notNull().references('sport_leagues.id'))
    .addColumn('feed_ref', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('home', 'varchar(100)', (c) => c.notNull())
    .addColumn('away', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    .addColumn('clock', 'varchar(16)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_events_status_start')
    .on('sport_events')
    .columns(['status', 'start_at'])
    .execute();

  // A market: its type and line (e.g. total 2.5), open / suspended / settled. version moves
  // on every odds or status change, so a live bet can see that nothing changed while it
  // waited; settle_version moves on every settlement or rollback of the feed.
  await withId(db, db.schema.createTable('sport_markets'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('sport_events.id'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('line', 'varchar(16)', (c) => c.notNull())
    .addColumn('in_play', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('settle_version', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_markets_key')
    .on('sport_markets')
    .columns(['event_id', 'type', 'line'])
    .unique()
    .execute();

  // A selection's decimal odds in hundredths (1.85 = 185). Once settled: the share of the
  // stake that wins at the odds and the share given back, in thousandths (won 1000/0, lost
  // 0/0, void 0/1000, half won 500/500, half lost 0/500, dead heat 1/n: 1000/n / 0).
  await withId(db, db.schema.createTable('sport_selections'))
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('sport_markets.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('odds_x100', 'integer', (c) => c.notNull())
    .addColumn('result', 'varchar(16)')
    .addColumn('win_pm', 'integer')
    .addColumn('void_pm', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_selections_key')
    .on('sport_selections')
    .columns(['market_id', 'code'])
    .unique()
    .execute();

  // A bet: single, multi (accumulator) or system (k of n, one unit stake per combination).
  // payout_minor is everything the bet has paid so far; settle_version counts its settlements
  // (each a journal entry keyed by bet and version that moves only the difference).
  await withId(db, db.schema.createTable('sport_bets'))
    .addColumn('bet_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('system_k', 'integer')
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('unit_stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_odds_x100', 'bigint', (c) => c.notNull())
    .addColumn('potential_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payout_minor', 'bigint', (c) => c.notNull())
    .addColumn('settle_version', 'integer', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull())
    .addColumn('placed_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sport_bets_user')
    .on('sport_bets')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('sport_bets_status')
    .on('sport_bets')
    .columns(['status', 'id'])
    .execute();

  await withId(db, db.schema.createTable('sport_bet_legs'))
    .addColumn('bet_id', 'bigint', (c) => c.notNull().references('sport_bets.id'))
    .addColumn('selection_id', 'bigint', (c) => c.notNull().references('sport_selections.id'))
    .addColumn('market_id', 'bigint', (c) => c.notNull().references('sport_markets.id'))
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('sport_events.id'))
    .addColumn('odds_x100', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sport_bet_legs_bet').on('sport_bet_legs').column('bet_id').execute();
  await db.schema
    .createIndex('sport_bet_legs_market')
    .on('sport_bet_legs')
    .column('market_id')
    .execute();
  await db.schema
    .createIndex('sport_bet_legs_event')
    .on('sport_bet_legs')
    .column('event_id')
    .execute();
}
