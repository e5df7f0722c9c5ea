// The feed's markets of an event into sport_markets and sport_selections: new markets are
// inserted with their selections; known ones take the feed's status and odds, bumping the
// market's version when anything a bet is priced on changed (bets claim that version).
// A trader's suspension (of the market or its whole event) holds whatever the feed says: the
// feed's status is kept in feed_status, and resuming restores it (backoffice trading). A
// trader's odds override stands: the feed's odds are kept beside it until released.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SportMarketStatus, SportMarketsTable } from '../../../db/schema.ts';
import type { FeedMarket } from '../feed/types.ts';

type MarketRow = Selectable<SportMarketsTable>;

export function clampOdds(oddsX100: number) {
  return Math.min(100_000, Math.max(101, Math.round(oddsX100)));
}

export async function upsertMarkets(
  db: Kysely<DB>,
  eventId: number,
  markets: FeedMarket[],
  eventSuspended: boolean,
) {
  for (const [i, m] of markets.entries()) {
    const row = await marketQuery(db, eventId, m).executeTakeFirst();
    if (!row) {
      await insertMarket(db, eventId, m, { sort: i, eventSuspended });
      continue;
    }
    if (row.status === 'settled') continue;
    await refreshMarket(db, row, m, eventSuspended);
  }
}

function marketQuery(db: Kysely<DB>, eventId: number, m: FeedMarket) {
  return db
    .selectFrom('sport_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('type', '=', m.type)
    .where('line', '=', m.line);
}

async function insertMarket(
  db: Kysely<DB>,
  eventId: number,
  m: FeedMarket,
  o: { sort: number; eventSuspended: boolean },
) {
  await db
    .insertInto('sport_markets')
    .values({
      event_id: eventId,
      type: m.type,
      line: m.line,
      in_play: m.inPlay ? 1 : 0,
      status: o.eventSuspended ? 'suspended' : m.status,
      feed_status: m.status,
      version: 1,
      settle_version: 0,
      sort: o.sort,
    })
    .onConflict((oc) => oc.columns(['event_id', 'type', 'line']).doNothing())
    .execute();
  const row = await marketQuery(db, eventId, m).executeTakeFirstOrThrow();
  for (const [j, s] of m.selections.entries()) {
    await db
      .insertInto('sport_selections')
      .values({
        market_id: row.id,
        code: s.code,
        odds_x100: clampOdds(s.oddsX100),
        result: null,
        win_pm: null,
        void_pm: null,
        sort: j,
      })
      .onConflict((oc) => oc.columns(['market_id', 'code']).doNothing())
      .execute();
  }
}

/** A known market takes the feed's status and odds; its version moves if either changed. */
async function refreshMarket(
  db: Kysely<DB>,
  row: MarketRow,
  m: FeedMarket,
  eventSuspended: boolean,
) {
  const held = eventSuspended || row.trader_suspended === 1;
  const status = held ? 'suspended' : m.status;
  const statusChanged =
    row.status !== status ||
    row.in_play !== (m.inPlay ? 1 : 0) ||
    (row.feed_status ?? row.status) !== m.status;
  const oddsChanged = await applyOdds(db, row.id, m);
  if (!statusChanged && !oddsChanged) return;
  await db
    .updateTable('sport_markets')
    .set((eb) => ({
      // Checked again in the update: a trader's suspension committing meanwhile holds.
      status: sql<SportMarketStatus>`case when trader_suspended = 1 or exists (select 1 from sport_events where sport_events.id = sport_markets.event_id and sport_events.trader_suspended = 1) then 'suspended' else ${m.status} end`,
      feed_status: m.status,
      in_play: m.inPlay ? 1 : 0,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.id)
    .where('status', '!=', 'settled')
    .execute();
}

/** Writes the feed's odds of the market's selections; answers whether a player's odds moved. */
async function applyOdds(db: Kysely<DB>, marketId: number, m: FeedMarket) {
  const current = await db
    .selectFrom('sport_selections')
    .select(['id', 'code', 'odds_x100', 'override_odds_x100', 'feed_odds_x100'])
    .where('market_id', '=', marketId)
    .execute();
  let changed = false;
  for (const s of m.selections) {
    const c = current.find((x) => x.code === s.code);
    const odds = clampOdds(s.oddsX100);
    if (c && c.override_odds_x100 !== null) {
      if (c.feed_odds_x100 !== odds) {
        await db
          .updateTable('sport_selections')
          .set({ feed_odds_x100: odds })
          .where('id', '=', c.id)
          .execute();
      }
      continue;
    }
    if (c && c.odds_x100 !== odds) {
      changed = true;
      await db
        .updateTable('sport_selections')
        .set({ odds_x100: odds })
        .where('id', '=', c.id)
        .execute();
    }
  }
  return changed;
}
