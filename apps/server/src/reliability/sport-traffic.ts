// Sport traffic for the crash battery: two upcoming matches with an open 1X2 market, made from
// the test process through the sportsbook's own feed handlers on the test's own connection,
// and one loop per player placing bet slips through /sport/placeBet. Each slip carries a
// request id; an attempt whose answer never came is sent again with the same id and body, so
// the server answers the first result instead of placing it twice. Every slip sent is
// remembered with the answer it finally got, for the audit (./sport-audit.ts).
import { randomBytes } from 'node:crypto';
import { numberToMinor } from '@talih/contracts/money.ts';
import type { Database } from '../db/database.ts';
import { createLedger } from '../ledger/ledger.ts';
import type { BetDeps } from '../modules/sport/bets/deps.ts';
import { settleMarketBets } from '../modules/sport/bets/settle.ts';
import { createSportBook, type SportBook } from '../modules/sport/book/book.ts';
import type { FeedMarket } from '../adapters/sports/port.ts';
import type { Services } from '../services.ts';
import { postUntilAnswered, type RetryStats } from './retrying-client.ts';
import { fundedPlayer } from './wallet-traffic.ts';

/**
 * /sport/placeBet allows 30 slips a minute per player (fixed one-minute windows, retries that
 * reach the server count too): one slip every 2.5 s is at most 25 a window, leaving room for
 * the retries of five kills.
 */
const SLIP_EVERY_MS = 2_500;
const LEAGUE = {
  ref: 'crash:league',
  sport: 'football' as const,
  country: 'TR',
  name: 'Lig',
  sort: 1,
};
const ONE_X_TWO: FeedMarket = {
  type: '1x2',
  line: '',
  inPlay: false,
  status: 'open',
  selections: [
    { code: '1', oddsX100: 210 },
    { code: 'X', oddsX100: 325 },
    { code: '2', oddsX100: 340 },
  ],
};

export interface SportSelection {
  id: number;
  code: string;
  odds: number;
}

export interface SportFixture {
  events: { ref: string; selections: SportSelection[] }[];
}

export interface SportPlayer {
  userId: number;
  token: string;
}

export interface SportSlip {
  requestId: string;
  userId: number;
  kind: 'single' | 'multi';
  selections: SportSelection[];
  /** Per bet (a single slip of two selections makes two bets of this stake). */
  stakeMinor: number;
  attempts: number;
  firstFailureAt?: number;
  /** From the first send to the answer (ms). */
  answeredMs?: number;
  answer?:
    { status: 'OK'; betNos: string[]; balanceMinor: number } | { status: 'ERROR'; msg: string };
}

export interface SportStats extends RetryStats {
  sent: number;
  acknowledged: number;
  refused: number;
  slips: SportSlip[];
}

export const newSportStats = (): SportStats => ({
  sent: 0,
  acknowledged: 0,
  refused: 0,
  retried: 0,
  slips: [],
});

const silentLog = { warn() {}, info() {}, error() {}, debug() {} };

/** The sportsbook on the test's own connection; settling through it settles the bets too. */
export function testSportBook(database: Database): SportBook {
  const db = database.db;
  const cache = { publish: async () => {} };
  const services = {
    db,
    database,
    cache,
    log: silentLog,
    ledger: createLedger({ db, cache }),
  } as unknown as Services;
  const deps: BetDeps = { services, liveDelayMs: 0, cashOutMarginPm: 0 };
  const book = createSportBook(services);
  book.onMarketSettled = (marketId) => settleMarketBets(deps, marketId);
  return book;
}

export async function prepareSportFixture(database: Database): Promise<SportFixture> {
  const book = testSportBook(database);
  const run = randomBytes(4).toString('hex');
  const events: SportFixture['events'] = [];
  for (const n of [1, 2]) {
    const ref = `crash:${run}:e${n}`;
    const startAt = Date.now() + 6 * 3_600_000;
    await book.fixtureChange({ ref, league: LEAGUE, home: `Ev ${n}`, away: `Dep ${n}`, startAt });
    await book.oddsChange(ref, [ONE_X_TWO]);
    const rows = await database.db
      .selectFrom('sport_selections as s')
      .innerJoin('sport_markets as m', 'm.id', 's.market_id')
      .innerJoin('sport_events as e', 'e.id', 'm.event_id')
      .select(['s.id', 's.code', 's.odds_x100'])
      .where('e.feed_ref', '=', ref)
      .orderBy('s.sort')
      .execute();
    events.push({
      ref,
      selections: rows.map((r) => ({ id: r.id, code: r.code, odds: r.odds_x100 / 100 })),
    });
  }
  return { events };
}

/** Settles both matches' 1X2 markets as a home win, through the feed's settlement. */
export async function settleFixture(database: Database, fixture: SportFixture) {
  const book = testSportBook(database);
  let bets = 0;
  for (const event of fixture.events) {
    bets += await book.settlement(event.ref, { type: '1x2', line: '' }, [
      { code: '1', result: 'won' },
      { code: 'X', result: 'lost' },
      { code: '2', result: 'lost' },
    ]);
  }
  return bets;
}

export async function prepareSportPlayers(database: Database, count: number) {
  const players: SportPlayer[] = [];
  for (let i = 0; i < count; i++) players.push(await fundedPlayer(database, `Bahisci${i}`));
  return players;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A random slip: a single, two singles on one match, or a double over both matches. */
function randomSlip(fixture: SportFixture): Pick<SportSlip, 'kind' | 'selections'> {
  const [first, second] = fixture.events.map((e) => e.selections) as [
    SportSelection[],
    SportSelection[],
  ];
  const shape = Math.random();
  if (shape < 0.5) return { kind: 'single', selections: [pick([...first, ...second])] };
  if (shape < 0.75) {
    const a = pick(first);
    return { kind: 'single', selections: [a, pick(first.filter((s) => s !== a))] };
  }
  return { kind: 'multi', selections: [pick(first), pick(second)] };
}

interface PlaceAnswer {
  state: string;
  msg: string;
  resultData: { bets: { betNo: string }[]; balance: number } | null;
}

/** Sends one slip until it is answered, and records it. */
export async function sendSlip(
  base: string,
  stats: SportStats,
  player: SportPlayer,
  slip: Pick<SportSlip, 'kind' | 'selections' | 'stakeMinor'>,
): Promise<SportSlip> {
  const record: SportSlip = {
    ...slip,
    requestId: `crash-${randomBytes(9).toString('hex')}`,
    userId: player.userId,
    attempts: 0,
  };
  stats.slips.push(record);
  stats.sent++;
  const body = JSON.stringify({
    kind: slip.kind,
    selections: slip.selections.map((s) => ({ selectionId: s.id, odds: s.odds })),
    stake: slip.stakeMinor / 100,
    oddsPolicy: 'none',
    requestId: record.requestId,
  });
  const sentAt = performance.now();
  const { answer, attempts, firstFailureAt } = await postUntilAnswered<PlaceAnswer>(
    `${base}/sport/placeBet`,
    body,
    { token: player.token },
    stats,
  );
  record.attempts = attempts;
  record.firstFailureAt = firstFailureAt;
  record.answeredMs = performance.now() - sentAt;
  if (answer.state === '200' && answer.resultData) {
    record.answer = {
      status: 'OK',
      betNos: answer.resultData.bets.map((b) => b.betNo),
      balanceMinor: numberToMinor(answer.resultData.balance),
    };
    stats.acknowledged++;
  } else {
    record.answer = { status: 'ERROR', msg: answer.msg };
    stats.refused++;
  }
  return record;
}

/** One player's slips, one every SLIP_EVERY_MS (after a random start), until told to stop. */
export async function placeSlips(
  base: string,
  fixture: SportFixture,
  player: SportPlayer,
  stats: SportStats,
  stopped: () => boolean,
) {
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await pause(Math.random() * SLIP_EVERY_MS);
  while (!stopped()) {
    const started = Date.now();
    const stakeMinor = 100 * (1 + Math.floor(Math.random() * 5));
    await sendSlip(base, stats, player, { ...randomSlip(fixture), stakeMinor });
    const wait = SLIP_EVERY_MS - (Date.now() - started);
    // Stop promptly: wait in short steps.
    for (let left = wait; left > 0 && !stopped(); left -= 100) await pause(Math.min(100, left));
  }
}
