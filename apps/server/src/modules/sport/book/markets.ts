// The feed's markets of an event into sport_markets and sport_selections: new markets are
// inserted with their selections; known ones take the feed's status and odds, bumping the
// market's version when anything a bet is priced on changed (bets claim that version).
// A trader's suspension (of the market or its whole event) holds whatever the feed says: the
// feed's status is kept in feed_status, and resuming restores it (backoffice trading). A
// trader's odds override stands: the feed's odds are kept beside it until released.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, SportMarketStatus, SportMarketsTable } from '../../../db/schema.ts';
import type { FeedMarket } from '../../../adapters/sports/port.ts';

type MarketRow = Selectable<SportMarketsTable>;

export function clampOdds(oddsX100: number) {
  return Math.min(100_000, Math.max(101, Math.round(oddsX100)));
}

export interface EventMarkets {
  eventId: number;
  markets: FeedMarket[];
  /** A trader suspended the whole event: its markets stay suspended whatever the feed says. */
  eventSuspended: boolean;
}

export async function upsertMarkets(
  db: Kysely<DB>,
  eventId: number,
  markets: FeedMarket[],
  eventSuspended: boolean,
) {
  await upsertEventsMarkets(db, [{ eventId, markets, eventSuspended }]);
}

/**
 * The feed's markets of some events: the known ones and their selections read in two
 * queries, the odds that moved written in one statement, and the markets whose status or odds
 * changed in one statement per status, so a run of messages costs a few round trips, not a
 * few per market.
 */
export async function upsertEventsMarkets(db: Kysely<DB>, list: EventMarkets[]) {
  const all = list.flatMap((e) => e.markets);
  if (all.length === 0) return;
  const rows = await db
    .selectFrom('sport_markets')
    .selectAll()
    .where('event_id', 'in', [...new Set(list.map((e) => e.eventId))])
    .where('type', 'in', [...new Set(all.map((m) => m.type))])
    .execute();
  const known = new Map(rows.map((r) => [`${r.event_id}|${r.type}|${r.line}`, r]));
  const current = await selectionsOf(
    db,
    rows.map((r) => r.id),
  );
  const writes: OddsWrites = { odds: new Map(), feedOdds: new Map() };
  const refreshed: { row: MarketRow; m: FeedMarket }[] = [];
  for (const { eventId, markets, eventSuspended } of list) {
    for (const [i, m] of markets.entries()) {
      const row = known.get(`${eventId}|${m.type}|${m.line}`);
      if (!row) {
        await insertMarket(db, eventId, m, { sort: i, eventSuspended });
        continue;
      }
      if (row.status === 'settled') continue;
      const oddsChanged = oddsOf(current.get(row.id) ?? [], m, writes);
      if (oddsChanged || statusChanged(row, m, eventSuspended)) refreshed.push({ row, m });
    }
  }
  await writeOdds(db, writes);
  await refreshMarkets(db, refreshed);
}

type SelectionRow = {
  id: number;
  market_id: number;
  code: string;
  odds_x100: number;
  override_odds_x100: number | null;
  feed_odds_x100: number | null;
};

async function selectionsOf(db: Kysely<DB>, marketIds: number[]) {
  const out = new Map<number, SelectionRow[]>();
  if (marketIds.length === 0) return out;
  const rows = await db
    .selectFrom('sport_selections')
    .select(['id', 'market_id', 'code', 'odds_x100', 'override_odds_x100', 'feed_odds_x100'])
    .where('market_id', 'in', marketIds)
    .execute();
  for (const r of rows) {
    const id = Number(r.market_id);
    out.set(id, [...(out.get(id) ?? []), r as SelectionRow]);
  }
  return out;
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
  const row = await db
    .selectFrom('sport_markets')
    .select('id')
    .where('event_id', '=', eventId)
    .where('type', '=', m.type)
    .where('line', '=', m.line)
    .executeTakeFirstOrThrow();
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

function statusChanged(row: MarketRow, m: FeedMarket, eventSuspended: boolean) {
  const held = eventSuspended || row.trader_suspended === 1;
  const status = held ? 'suspended' : m.status;
  return (
    row.status !== status ||
    row.in_play !== (m.inPlay ? 1 : 0) ||
    (row.feed_status ?? row.status) !== m.status
  );
}

/** A known market takes the feed's status; its version moves (its status or odds changed). */
async function refreshMarkets(db: Kysely<DB>, list: { row: MarketRow; m: FeedMarket }[]) {
  const groups = new Map<string, number[]>();
  for (const { row, m } of list) {
    const key = `${m.status}|${m.inPlay ? 1 : 0}`;
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }
  for (const [key, ids] of groups) {
    const [status, inPlay] = key.split('|') as [FeedMarket['status'], string];
    await db
      .updateTable('sport_markets')
      .set((eb) => ({
        // Checked again in the update: a trader's suspension committing meanwhile holds.
        status: sql<SportMarketStatus>`case when trader_suspended = 1 or exists (select 1 from sport_events where sport_events.id = sport_markets.event_id and sport_events.trader_suspended = 1) then 'suspended' else ${status} end`,
        feed_status: status,
        in_play: Number(inPlay),
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', ids)
      .where('status', '!=', 'settled')
      .execute();
  }
}

/** Selection ids to their new odds: a player's odds, or the feed's beside a trader's override. */
type OddsWrites = { odds: Map<number, number>; feedOdds: Map<number, number> };

/** Collects the feed's odds of the market's selections; answers whether a player's odds moved. */
function oddsOf(current: SelectionRow[], m: FeedMarket, writes: OddsWrites) {
  let changed = false;
  for (const s of m.selections) {
    const c = current.find((x) => x.code === s.code);
    if (!c) continue;
    const odds = clampOdds(s.oddsX100);
    if (c.override_odds_x100 !== null) {
      if (c.feed_odds_x100 !== odds) writes.feedOdds.set(c.id, odds);
    } else if (c.odds_x100 !== odds) {
      changed = true;
      writes.odds.set(c.id, odds);
    }
  }
  return changed;
}

/** Each column's new values in one statement (a CASE on the selection id). */
async function writeOdds(db: Kysely<DB>, writes: OddsWrites) {
  for (const [column, values] of [
    ['odds_x100', writes.odds],
    ['feed_odds_x100', writes.feedOdds],
  ] as const) {
    if (values.size === 0) continue;
    const cases = sql.join(
      [...values].map(([id, odds]) => sql`when ${id} then cast(${odds} as integer)`),
      sql` `,
    );
    await db
      .updateTable('sport_selections')
      .set({ [column]: sql<number>`case id ${cases} end` })
      .where('id', 'in', [...values.keys()])
      .execute();
  }
}
