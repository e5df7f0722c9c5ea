// The sportsbook's catalogue: it applies the odds feed's messages to the sport tables (the
// OddsFeedHandlers), answers the views the calls and the stream send, and announces each
// event's new state on the cache bus (Redis pub/sub when set) for GET /api/sport/stream.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { EventView, MarketView, SportCode, SportStreamEvent } from '@talih/contracts/sport.ts';
import type {
  DB,
  SportEventsTable,
  SportMarketStatus,
  SportMarketsTable,
  SportSelectionsTable,
} from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import type {
  FeedEventState,
  FeedFixture,
  FeedMarket,
  FeedMarketKey,
  FeedResult,
  OddsFeedHandlers,
} from './feed/types.ts';
import { outcomeShares } from './math.ts';

export const SPORT_CHANNEL = 'sport:events';
const SPORT_ORDER: SportCode[] = ['football', 'basketball', 'tennis'];
const MAIN_TYPES = new Set(['1x2', 'winner']);
const MAX_LIST = 200;

type EventRow = Selectable<SportEventsTable> & {
  sport: string;
  league: string;
  country: string;
  league_sort: number;
};

export interface SportBook extends OddsFeedHandlers {
  /** Set by the bet module: settles the bets with a leg on the market. */
  onMarketSettled?: (marketId: number) => Promise<number>;
  eventView(eventId: number): Promise<{ event: EventView; markets: MarketView[] } | null>;
  listEvents(filter: {
    sport?: SportCode;
    leagueId?: number;
    live?: boolean;
  }): Promise<EventView[]>;
  tree(): Promise<{ sports: TreeSport[] }>;
  marketIdOf(eventRef: string, key: FeedMarketKey): Promise<number | null>;
}

interface TreeSport {
  code: SportCode;
  live: number;
  upcoming: number;
  leagues: { id: number; name: string; country: string; live: number; upcoming: number }[];
}

export function createSportBook(services: Pick<Services, 'db' | 'cache' | 'log'>): SportBook {
  const db = services.db;
  const now = () => Date.now();

  async function eventRowByRef(ref: string) {
    return db.selectFrom('sport_events').selectAll().where('feed_ref', '=', ref).executeTakeFirst();
  }

  async function eventRows(
    where: (q: ReturnType<typeof baseEvents>) => ReturnType<typeof baseEvents>,
  ) {
    return (await where(baseEvents()).limit(MAX_LIST).execute()) as EventRow[];
  }

  function baseEvents() {
    return db
      .selectFrom('sport_events as e')
      .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
      .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
      .selectAll('e')
      .select([
        's.code as sport',
        'l.name as league',
        'l.country_code as country',
        'l.sort as league_sort',
      ]);
  }

  async function marketsOf(eventIds: number[], onlyMain: boolean) {
    if (eventIds.length === 0) return new Map<number, MarketView[]>();
    let q = db.selectFrom('sport_markets').selectAll().where('event_id', 'in', eventIds);
    if (onlyMain) q = q.where('type', 'in', [...MAIN_TYPES]);
    const markets = await q.orderBy('sort').orderBy('id').execute();
    const sels = markets.length
      ? await db
          .selectFrom('sport_selections')
          .selectAll()
          .where(
            'market_id',
            'in',
            markets.map((m) => m.id),
          )
          .orderBy('sort')
          .execute()
      : [];
    const byMarket = new Map<number, Selectable<SportSelectionsTable>[]>();
    for (const s of sels) byMarket.set(s.market_id, [...(byMarket.get(s.market_id) ?? []), s]);
    const out = new Map<number, MarketView[]>();
    for (const m of markets) {
      out.set(m.event_id, [
        ...(out.get(m.event_id) ?? []),
        marketView(m, byMarket.get(m.id) ?? []),
      ]);
    }
    return out;
  }

  async function marketCounts(eventIds: number[]) {
    if (eventIds.length === 0) return new Map<number, number>();
    const rows = await db
      .selectFrom('sport_markets')
      .select(['event_id', db.fn.countAll<number>().as('n')])
      .where('event_id', 'in', eventIds)
      .where('status', '!=', 'settled')
      .groupBy('event_id')
      .execute();
    return new Map(rows.map((r) => [r.event_id, Number(r.n)]));
  }

  async function views(rows: EventRow[]): Promise<EventView[]> {
    const ids = rows.map((r) => r.id);
    const main = await marketsOf(ids, true);
    const counts = await marketCounts(ids);
    return rows.map((r) => toEventView(r, main.get(r.id)?.[0] ?? null, counts.get(r.id) ?? 0));
  }

  async function announce(eventId: number) {
    const v = await book.eventView(eventId);
    if (!v) return;
    const message: SportStreamEvent = { type: 'event', event: v.event, markets: v.markets };
    await services.cache.publish(SPORT_CHANNEL, JSON.stringify(message)).catch(() => {});
  }

  /**
   * A trader's suspension (of the market or its whole event) holds whatever the feed says: the
   * feed's status is kept in feed_status, and resuming restores it (backoffice trading).
   */
  async function upsertMarkets(eventId: number, markets: FeedMarket[], eventSuspended: boolean) {
    for (const [i, m] of markets.entries()) {
      let row = await db
        .selectFrom('sport_markets')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('type', '=', m.type)
        .where('line', '=', m.line)
        .executeTakeFirst();
      if (!row) {
        await db
          .insertInto('sport_markets')
          .values({
            event_id: eventId,
            type: m.type,
            line: m.line,
            in_play: m.inPlay ? 1 : 0,
            status: eventSuspended ? 'suspended' : m.status,
            feed_status: m.status,
            version: 1,
            settle_version: 0,
            sort: i,
          })
          .onConflict((oc) => oc.columns(['event_id', 'type', 'line']).doNothing())
          .execute();
        row = await db
          .selectFrom('sport_markets')
          .selectAll()
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
        continue;
      }
      if (row.status === 'settled') continue;
      const current = await db
        .selectFrom('sport_selections')
        .select(['id', 'code', 'odds_x100', 'override_odds_x100', 'feed_odds_x100'])
        .where('market_id', '=', row.id)
        .execute();
      const held = eventSuspended || row.trader_suspended === 1;
      const status = held ? 'suspended' : m.status;
      let changed =
        row.status !== status ||
        row.in_play !== (m.inPlay ? 1 : 0) ||
        (row.feed_status ?? row.status) !== m.status;
      for (const s of m.selections) {
        const c = current.find((x) => x.code === s.code);
        const odds = clampOdds(s.oddsX100);
        // A trader's override stands: the feed's odds are kept beside it until released.
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
      if (changed) {
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
    }
  }

  const book: SportBook = {
    async fixtureChange(f: FeedFixture) {
      const sport = await ensureSport(db, f.league.sport);
      let league = await db
        .selectFrom('sport_leagues')
        .select('id')
        .where('feed_ref', '=', f.league.ref)
        .executeTakeFirst();
      if (!league) {
        await db
          .insertInto('sport_leagues')
          .values({
            sport_id: sport,
            feed_ref: f.league.ref,
            country_code: f.league.country,
            name: f.league.name,
            sort: f.league.sort,
          })
          .onConflict((oc) => oc.column('feed_ref').doNothing())
          .execute();
        league = await db
          .selectFrom('sport_leagues')
          .select('id')
          .where('feed_ref', '=', f.league.ref)
          .executeTakeFirstOrThrow();
      }
      const existing = await eventRowByRef(f.ref);
      if (existing) {
        await db
          .updateTable('sport_events')
          .set({ home: f.home, away: f.away, start_at: f.startAt, updated_at: now() })
          .where('id', '=', existing.id)
          .execute();
        await announce(existing.id);
        return;
      }
      await db
        .insertInto('sport_events')
        .values({
          league_id: league.id,
          feed_ref: f.ref,
          home: f.home,
          away: f.away,
          start_at: f.startAt,
          status: 'not_started',
          home_score: 0,
          away_score: 0,
          clock: '',
          updated_at: now(),
        })
        .onConflict((oc) => oc.column('feed_ref').doNothing())
        .execute();
    },

    async oddsChange(eventRef: string, markets: FeedMarket[], state?: FeedEventState) {
      const event = await eventRowByRef(eventRef);
      if (!event) return;
      // A trader's void of the whole event ends it for players: the feed may not revive it.
      const voidedByTrader = event.trader_suspended === 1 && event.status === 'cancelled';
      if (state && !voidedByTrader) {
        await db
          .updateTable('sport_events')
          .set({
            status: state.status,
            home_score: state.homeScore,
            away_score: state.awayScore,
            clock: state.clock,
            updated_at: now(),
          })
          .where('id', '=', event.id)
          .execute();
      }
      await upsertMarkets(event.id, markets, event.trader_suspended === 1);
      await announce(event.id);
    },

    async betStop(eventRef: string, markets?: FeedMarketKey[]) {
      const event = await eventRowByRef(eventRef);
      if (!event) return;
      let q = db
        .updateTable('sport_markets')
        .set((eb) => ({
          status: 'suspended' as const,
          feed_status: 'suspended' as const,
          version: eb('version', '+', 1),
        }))
        .where('event_id', '=', event.id)
        .where('status', '!=', 'settled');
      if (markets && markets.length > 0) {
        q = q.where((eb) =>
          eb.or(markets.map((m) => eb.and([eb('type', '=', m.type), eb('line', '=', m.line)]))),
        );
      }
      await q.execute();
      await announce(event.id);
    },

    async settlement(eventRef: string, key: FeedMarketKey, results: FeedResult[]) {
      const marketId = await book.marketIdOf(eventRef, key);
      if (marketId === null) return 0;
      const sels = await db
        .selectFrom('sport_selections')
        .select(['id', 'code', 'result', 'win_pm', 'void_pm'])
        .where('market_id', '=', marketId)
        .execute();
      const market = await db
        .selectFrom('sport_markets')
        .select(['status', 'trader_settled'])
        .where('id', '=', marketId)
        .executeTakeFirstOrThrow();
      // A trader's settlement stands until a trader rolls it back (backoffice trading).
      if (market.trader_settled === 1) {
        services.log.warn({ marketId }, 'feed settlement ignored: a trader settled this market');
        return 0;
      }
      let changed = market.status !== 'settled';
      await db.transaction().execute(async (trx) => {
        for (const s of sels) {
          const r = results.find((x) => x.code === s.code) ?? {
            code: s.code,
            result: 'lost' as const,
          };
          const o = outcomeShares(r);
          if (s.win_pm === o.winPm && s.void_pm === o.voidPm && s.result === o.label) continue;
          changed = true;
          await trx
            .updateTable('sport_selections')
            .set({ result: o.label, win_pm: o.winPm, void_pm: o.voidPm })
            .where('id', '=', s.id)
            .execute();
        }
        if (changed) {
          await trx
            .updateTable('sport_markets')
            .set((eb) => ({
              status: 'settled' as const,
              version: eb('version', '+', 1),
              settle_version: eb('settle_version', '+', 1),
            }))
            .where('id', '=', marketId)
            .execute();
        }
      });
      const settled = book.onMarketSettled ? await book.onMarketSettled(marketId) : 0;
      if (changed) {
        const ev = await db
          .selectFrom('sport_markets')
          .select('event_id')
          .where('id', '=', marketId)
          .executeTakeFirstOrThrow();
        await announce(ev.event_id);
      }
      return settled;
    },

    async rollbackSettlement(eventRef: string, key: FeedMarketKey) {
      const marketId = await book.marketIdOf(eventRef, key);
      if (marketId === null) return;
      const held = await db
        .selectFrom('sport_markets')
        .select('trader_settled')
        .where('id', '=', marketId)
        .executeTakeFirst();
      if (held?.trader_settled === 1) return;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sport_selections')
          .set({ result: null, win_pm: null, void_pm: null })
          .where('market_id', '=', marketId)
          .execute();
        await trx
          .updateTable('sport_markets')
          .set((eb) => ({
            status: 'suspended' as const,
            version: eb('version', '+', 1),
            settle_version: eb('settle_version', '+', 1),
          }))
          .where('id', '=', marketId)
          .where('status', '=', 'settled')
          .where('trader_settled', '=', 0)
          .execute();
      });
    },

    async marketIdOf(eventRef: string, key: FeedMarketKey) {
      const row = await db
        .selectFrom('sport_markets as m')
        .innerJoin('sport_events as e', 'e.id', 'm.event_id')
        .select('m.id')
        .where('e.feed_ref', '=', eventRef)
        .where('m.type', '=', key.type)
        .where('m.line', '=', key.line)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async eventView(eventId: number) {
      const [row] = await eventRows((q) => q.where('e.id', '=', eventId));
      if (!row) return null;
      const markets = (await marketsOf([row.id], false)).get(row.id) ?? [];
      const main = markets.find((m) => MAIN_TYPES.has(m.type)) ?? null;
      return {
        event: toEventView(row, main, markets.filter((m) => m.status !== 'settled').length),
        markets,
      };
    },

    async listEvents(filter) {
      const rows = await eventRows((q) => {
        let r = q;
        if (filter.sport) r = r.where('s.code', '=', filter.sport);
        if (filter.leagueId) r = r.where('e.league_id', '=', filter.leagueId);
        if (filter.live === true) r = r.where('e.status', '=', 'live');
        else if (filter.live === false)
          r = r.where('e.status', '=', 'not_started').where('e.start_at', '>', now());
        else
          r = r.where((eb) =>
            eb.or([
              eb('e.status', '=', 'live'),
              eb.and([eb('e.status', '=', 'not_started'), eb('e.start_at', '>', now())]),
            ]),
          );
        return r.orderBy('e.start_at').orderBy('e.id');
      });
      return views(rows);
    },

    async tree() {
      const leagues = await db
        .selectFrom('sport_leagues as l')
        .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
        .select(['l.id', 'l.name', 'l.country_code', 'l.sort', 's.code'])
        .orderBy('l.sort')
        .orderBy('l.id')
        .execute();
      const counts = await db
        .selectFrom('sport_events')
        .select(['league_id', 'status', db.fn.countAll<number>().as('n')])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'live'),
            eb.and([eb('status', '=', 'not_started'), eb('start_at', '>', now())]),
          ]),
        )
        .groupBy(['league_id', 'status'])
        .execute();
      const count = (leagueId: number, status: string) =>
        Number(counts.find((c) => c.league_id === leagueId && c.status === status)?.n ?? 0);
      const sports: TreeSport[] = [];
      for (const code of SPORT_ORDER) {
        const ls = leagues
          .filter((l) => l.code === code)
          .map((l) => ({
            id: l.id,
            name: l.name,
            country: l.country_code,
            live: count(l.id, 'live'),
            upcoming: count(l.id, 'not_started'),
          }));
        if (ls.length === 0) continue;
        sports.push({
          code,
          live: ls.reduce((s, l) => s + l.live, 0),
          upcoming: ls.reduce((s, l) => s + l.upcoming, 0),
          leagues: ls,
        });
      }
      return { sports };
    },
  };
  return book;
}

async function ensureSport(db: Kysely<DB>, code: SportCode): Promise<number> {
  const find = () =>
    db.selectFrom('sport_sports').select('id').where('code', '=', code).executeTakeFirst();
  let row = await find();
  if (!row) {
    await db
      .insertInto('sport_sports')
      .values({ code, sort: SPORT_ORDER.indexOf(code) })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    row = await find();
  }
  if (!row) throw new Error(`sport ${code} could not be created`);
  return row.id;
}

function clampOdds(oddsX100: number) {
  return Math.min(100_000, Math.max(101, Math.round(oddsX100)));
}

export function marketView(
  m: Selectable<SportMarketsTable>,
  sels: Selectable<SportSelectionsTable>[],
): MarketView {
  return {
    id: m.id,
    type: m.type,
    line: m.line,
    status: m.status,
    inPlay: m.in_play === 1,
    selections: sels.map((s) => ({ id: s.id, code: s.code, odds: s.odds_x100 / 100 })),
  };
}

function toEventView(r: EventRow, main: MarketView | null, marketCount: number): EventView {
  return {
    id: r.id,
    sport: r.sport as SportCode,
    leagueId: r.league_id,
    league: r.league,
    country: r.country,
    home: r.home,
    away: r.away,
    startAt: Number(r.start_at),
    status: r.status,
    homeScore: r.home_score,
    awayScore: r.away_score,
    clock: r.clock,
    marketCount,
    main,
  };
}
