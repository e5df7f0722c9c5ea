// `talih sport-void <eventId|e<id>|m<marketId>>` and `talih sport-exposure`: the operator's
// side of the sportsbook. Voiding settles every market of an event (or one market) as void,
// through the same settlement as the feed's, so each bet gets its stake back (a void leg
// counts as 1.00 in an accumulator) and a market already settled is resettled by the
// difference. Exposure lists, per event with open bets, the stakes taken and what the open
// bets would pay at most.
import type { Cache } from '../cache/cache.ts';
import type { Database } from '../db/database.ts';
import { money } from './money.ts';
import { createLedger } from '../ledger/ledger.ts';
import { settleMarketBets } from '../modules/sport/bets/settle.ts';
import { createSportBook } from '../modules/sport/book/book.ts';
import type { Services } from '../services.ts';
import { debtLine, playerDebts } from './debts.ts';

const silentLog = { warn() {}, info() {}, error() {} };

export async function sportVoid(
  database: Database,
  cache: Cache | undefined,
  target: string | undefined,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const m = /^(e|m)?(\d{1,15})$/i.exec(target ?? '');
  if (!m) {
    err('usage: sport-void <eventId> | e<eventId> | m<marketId>');
    return 2;
  }
  const id = Number(m[2]);
  const isMarket = m[1]?.toLowerCase() === 'm';
  const db = database.db;
  const publish = cache ?? { publish: async () => {} };
  const services = {
    db,
    cache: publish,
    log: silentLog,
    ledger: createLedger({ db, cache: publish }),
  } as unknown as Services;
  const book = createSportBook(services);
  const deps = { services, liveDelayMs: 0, cashOutMarginPm: 0 };
  book.onMarketSettled = (marketId) => settleMarketBets(deps, marketId);

  const markets = await db
    .selectFrom('sport_markets as mk')
    .innerJoin('sport_events as e', 'e.id', 'mk.event_id')
    .select([
      'mk.id',
      'mk.type',
      'mk.line',
      'e.feed_ref',
      'e.id as event_id',
      'e.status',
      'e.home_score',
      'e.away_score',
      'e.clock',
    ])
    .where(isMarket ? 'mk.id' : 'e.id', '=', id)
    .execute();
  if (markets.length === 0) {
    err(`sport-void: no ${isMarket ? 'market' : 'event'} ${id}`);
    return 1;
  }
  let bets = 0;
  for (const mk of markets) {
    const codes = await db
      .selectFrom('sport_selections')
      .select('code')
      .where('market_id', '=', mk.id)
      .execute();
    bets += await book.settlement(
      mk.feed_ref,
      { type: mk.type, line: mk.line },
      codes.map((c) => ({ code: c.code, result: 'lost' as const, voidFactor: 1 })),
    );
  }
  const first = markets[0]!;
  if (!isMarket && first.status !== 'ended') {
    await book.oddsChange(first.feed_ref, [], {
      status: 'cancelled',
      homeScore: first.home_score,
      awayScore: first.away_score,
      clock: first.clock,
    });
  }
  out(
    `sport-void: ${markets.length} market(s) of event ${first.event_id} void; ${bets} bet(s) settled`,
  );
  // A bet that had paid is taken back in full; what its player's cash could not cover is owed.
  const players = await db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .select('b.user_id')
    .distinct()
    .where(
      'l.market_id',
      'in',
      markets.map((mk) => mk.id),
    )
    .execute();
  for (const d of await playerDebts(
    db,
    players.map((p) => p.user_id),
  )) {
    out(`sport-void: ${debtLine(d)}`);
  }
  return 0;
}

export async function sportExposure(
  database: Database,
  out: (line: string) => void,
): Promise<number> {
  const rows = await database.db
    .selectFrom('sport_bet_legs as l')
    .innerJoin('sport_bets as b', 'b.id', 'l.bet_id')
    .innerJoin('sport_events as e', 'e.id', 'l.event_id')
    .select((eb) => [
      'e.id',
      'e.home',
      'e.away',
      'e.status',
      eb.fn.count<number>('b.id').distinct().as('bets'),
      eb.fn.sum<number>('b.stake_minor').as('stakes'),
      eb.fn.sum<number>('b.potential_minor').as('potential'),
    ])
    .where('b.status', '=', 'open')
    .groupBy(['e.id', 'e.home', 'e.away', 'e.status'])
    .orderBy('potential', 'desc')
    .limit(100)
    .execute();
  const debts = await playerDebts(database.db);
  const owed = debts.reduce((s, d) => s + d.owedMinor, 0);
  const debtSummary = () => {
    if (debts.length > 0) out(`sport-exposure: ${debts.length} player(s) owe ${money(owed)}`);
  };
  if (rows.length === 0) {
    out('sport-exposure: no open bets');
    debtSummary();
    return 0;
  }
  out('event    status       bets        stakes   max liability  match');
  for (const r of rows) {
    const liability = Number(r.potential) - Number(r.stakes);
    out(
      `${String(r.id).padEnd(8)} ${r.status.padEnd(12)} ${String(r.bets).padStart(4)} ${money(Number(r.stakes)).padStart(13)} ${money(liability).padStart(15)}  ${r.home} - ${r.away}`,
    );
  }
  debtSummary();
  return 0;
}
