// The catalogue as the calls and the stream show it: one event with all its markets, the
// lists of live and upcoming events (each with its main market and a count of the others),
// and the sport → league tree with live and upcoming counts. Reads only.
import type { Kysely, Selectable } from 'kysely';
import type { EventView, MarketView, SportCode } from '@talih/contracts/sport.ts';
import type {
  DB,
  SportEventsTable,
  SportMarketsTable,
  SportSelectionsTable,
} from '../../../db/schema.ts';

export const SPORT_ORDER: SportCode[] = ['football', 'basketball', 'tennis'];
const MAIN_TYPES = new Set(['1x2', 'winner']);
const EVENT_LIST_ROWS_MAX = 200;

type EventRow = Selectable<SportEventsTable> & {
  sport: string;
  league: string;
  country: string;
  league_sort: number;
};

export interface EventFilter {
  sport?: SportCode;
  leagueId?: number;
  live?: boolean;
}

export interface TreeSport {
  code: SportCode;
  live: number;
  upcoming: number;
  leagues: { id: number; name: string; country: string; live: number; upcoming: number }[];
}

function baseEvents(db: Kysely<DB>) {
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

type EventQuery = ReturnType<typeof baseEvents>;

async function eventRows(db: Kysely<DB>, where: (q: EventQuery) => EventQuery) {
  return (await where(baseEvents(db)).limit(EVENT_LIST_ROWS_MAX).execute()) as EventRow[];
}

/** The markets of the events (only the main ones, or all), with their selections, by event. */
async function marketsOf(db: Kysely<DB>, eventIds: number[], onlyMain: boolean) {
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
    out.set(m.event_id, [...(out.get(m.event_id) ?? []), marketView(m, byMarket.get(m.id) ?? [])]);
  }
  return out;
}

/** Each event's markets not settled yet. */
async function marketCounts(db: Kysely<DB>, eventIds: number[]) {
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

export async function eventView(db: Kysely<DB>, eventId: number) {
  return (await eventViews(db, [eventId]))[0] ?? null;
}

/** Events with all their markets, in three queries whatever their number. */
export async function eventViews(db: Kysely<DB>, eventIds: number[]) {
  const rows: EventRow[] = [];
  for (let i = 0; i < eventIds.length; i += EVENT_LIST_ROWS_MAX) {
    const part = eventIds.slice(i, i + EVENT_LIST_ROWS_MAX);
    rows.push(...(await eventRows(db, (q) => q.where('e.id', 'in', part))));
  }
  const marketsBy = await marketsOf(
    db,
    rows.map((r) => r.id),
    false,
  );
  return rows.map((row) => {
    const markets = marketsBy.get(row.id) ?? [];
    const main = markets.find((m) => MAIN_TYPES.has(m.type)) ?? null;
    return {
      event: toEventView(row, main, markets.filter((m) => m.status !== 'settled').length),
      markets,
    };
  });
}

/** Live, upcoming, or both (the default), by start time; ended and started-late ones never. */
export async function listEvents(db: Kysely<DB>, filter: EventFilter, now: number) {
  const rows = await eventRows(db, (q) => {
    let r = q;
    if (filter.sport) r = r.where('s.code', '=', filter.sport);
    if (filter.leagueId) r = r.where('e.league_id', '=', filter.leagueId);
    if (filter.live === true) r = r.where('e.status', '=', 'live');
    else if (filter.live === false)
      r = r.where('e.status', '=', 'not_started').where('e.start_at', '>', now);
    else
      r = r.where((eb) =>
        eb.or([
          eb('e.status', '=', 'live'),
          eb.and([eb('e.status', '=', 'not_started'), eb('e.start_at', '>', now)]),
        ]),
      );
    return r.orderBy('e.start_at').orderBy('e.id');
  });
  const ids = rows.map((r) => r.id);
  const main = await marketsOf(db, ids, true);
  const counts = await marketCounts(db, ids);
  return rows.map((r) => toEventView(r, main.get(r.id)?.[0] ?? null, counts.get(r.id) ?? 0));
}

export async function tree(db: Kysely<DB>, now: number): Promise<{ sports: TreeSport[] }> {
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
        eb.and([eb('status', '=', 'not_started'), eb('start_at', '>', now)]),
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
