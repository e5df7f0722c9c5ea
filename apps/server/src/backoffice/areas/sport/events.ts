// The trader's view of events and markets: a paged, filtered list with each event's open bets,
// stakes and worst outcome, and one event's markets with the liability of every outcome.
import type { Kysely, Selectable } from 'kysely';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type * as contract from '@talih/contracts/backoffice/trading.ts';
import type { TradingEventRow, TradingMarket } from '@talih/contracts/backoffice/trading.ts';
import type { DB, SportEventsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { marketLiability, outcomeLiabilityMinor, worstOutcomeMinor } from './liability.ts';

type EventsInput = StaffInput<typeof contract.tradingEvents> & { page: number; pageSize: number };
type EventRow = Selectable<SportEventsTable> & { sport: string; league: string };

function baseEvents(db: Kysely<DB>) {
  return db
    .selectFrom('sport_events as e')
    .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
    .innerJoin('sport_sports as s', 's.id', 'l.sport_id');
}

export async function listSportEvents(db: Kysely<DB>, input: EventsInput) {
  let q = baseEvents(db);
  if (input.sport) q = q.where('s.code', '=', input.sport);
  if (input.leagueId) q = q.where('e.league_id', '=', input.leagueId);
  if (input.status === 'live') q = q.where('e.status', '=', 'live');
  if (input.status === 'upcoming') q = q.where('e.status', '=', 'not_started');
  if (input.status === 'ended') q = q.where('e.status', '=', 'ended');
  if (input.status === 'cancelled') q = q.where('e.status', '=', 'cancelled');
  if (input.query) {
    // lower() on both sides: PostgreSQL's like is case-sensitive, SQLite's is not.
    const like = `%${input.query.replace(/[%_\\]/g, '').toLowerCase()}%`;
    const asId = /^\d{1,12}$/.test(input.query) ? Number(input.query) : -1;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn<string>('lower', ['e.home']), 'like', like),
        eb(eb.fn<string>('lower', ['e.away']), 'like', like),
        eb('e.id', '=', asId),
      ]),
    );
  }
  if (input.withBets) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sport_bet_legs as bl')
          .innerJoin('sport_bets as b', 'b.id', 'bl.bet_id')
          .select('bl.id')
          .whereRef('bl.event_id', '=', 'e.id')
          .where('b.status', '=', 'open'),
      ),
    );
  }
  const total = await q.select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  // Live first, then by kick-off: what a trader watches comes first.
  const rows = (await q
    .selectAll('e')
    .select(['s.code as sport', 'l.name as league'])
    .orderBy((eb) => eb.case().when('e.status', '=', 'live').then(0).else(1).end())
    .orderBy('e.start_at', input.status === 'ended' ? 'desc' : 'asc')
    .orderBy('e.id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute()) as EventRow[];
  return { rows: await eventRows(db, rows), total: Number(total?.n ?? 0) };
}

async function eventRows(db: Kysely<DB>, rows: EventRow[]): Promise<TradingEventRow[]> {
  if (rows.length === 0) return [];
  const markets = await db
    .selectFrom('sport_markets')
    .select(['id', 'event_id', 'status'])
    .where(
      'event_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const liability = await marketLiability(
    db,
    markets.map((m) => m.id),
  );
  return rows.map((r) => {
    const own = markets.filter((m) => m.event_id === r.id);
    let openBets = 0;
    let stakes = 0;
    let worst = 0;
    for (const m of own) {
      const l = liability.get(m.id);
      if (!l) continue;
      openBets += l.openBets;
      stakes += l.stakesMinor;
      worst = Math.max(worst, worstOutcomeMinor(l));
    }
    return {
      id: r.id,
      sport: r.sport,
      leagueId: r.league_id,
      league: r.league,
      home: r.home,
      away: r.away,
      startAt: Number(r.start_at),
      status: r.status,
      homeScore: r.home_score,
      awayScore: r.away_score,
      clock: r.clock,
      traderSuspended: r.trader_suspended === 1,
      settleHeld: r.settle_held === 1,
      marketCount: own.filter((m) => m.status !== 'settled').length,
      suspendedMarkets: own.filter((m) => m.status === 'suspended').length,
      openBets,
      stakesMinor: stakes,
      maxLiabilityMinor: worst,
    };
  });
}

export async function sportEventDetail(
  db: Kysely<DB>,
  eventId: number,
): Promise<StaffOutput<typeof contract.tradingEvent>> {
  const row = (await baseEvents(db)
    .selectAll('e')
    .select(['s.code as sport', 'l.name as league'])
    .where('e.id', '=', eventId)
    .executeTakeFirst()) as EventRow | undefined;
  if (!row) throw new AppError('backoffice.trading.eventNotFound');
  const [event] = await eventRows(db, [row]);
  const markets = await db
    .selectFrom('sport_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
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
        .orderBy('id')
        .execute()
    : [];
  const liability = await marketLiability(
    db,
    markets.map((m) => m.id),
  );
  const out: TradingMarket[] = markets.map((m) => {
    const l = liability.get(m.id);
    return {
      id: m.id,
      type: m.type,
      line: m.line,
      status: m.status,
      feedStatus: m.feed_status ?? m.status,
      traderSuspended: m.trader_suspended === 1,
      traderSettled: m.trader_settled === 1,
      settleHeld: m.settle_held === 1 || row.settle_held === 1,
      inPlay: m.in_play === 1,
      settleVersion: m.settle_version,
      openBets: l?.openBets ?? 0,
      stakesMinor: l?.stakesMinor ?? 0,
      selections: sels
        .filter((s) => s.market_id === m.id)
        .map((s) => {
          const o = l?.outcomes.get(s.id);
          return {
            id: s.id,
            code: s.code,
            oddsX100: s.odds_x100,
            feedOddsX100: s.override_odds_x100 === null ? null : s.feed_odds_x100,
            overridden: s.override_odds_x100 !== null,
            result: s.result,
            openBets: o?.openBets ?? 0,
            stakesMinor: o?.stakesMinor ?? 0,
            potentialMinor: o?.potentialMinor ?? 0,
            liabilityMinor: outcomeLiabilityMinor(l, s.id),
          };
        }),
    };
  });
  return { event: event!, markets: out };
}

export async function sportLeagueList(db: Kysely<DB>) {
  const leagues = await db
    .selectFrom('sport_leagues as l')
    .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
    .select(['l.id', 'l.name', 's.code as sport', 'l.country_code as country'])
    .orderBy('s.sort')
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  const types = await db
    .selectFrom('sport_markets')
    .select('type')
    .distinct()
    .orderBy('type')
    .execute();
  return { leagues, marketTypes: types.map((t) => t.type) };
}
