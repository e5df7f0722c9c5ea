// Sportsbook test helpers: fixtures driven through the app's feed handlers (as the sandbox feed
// does), placing a slip as a player, and the player's cash and debt.
import { placeBet, sportEvent } from '@talih/contracts/sport.ts';
import type { FeedMarket } from '../adapters/sports/port.ts';
import { sportOf } from '../modules/sport/routes.ts';
import type { TestApp } from './backends.ts';
import { answer, call } from './calls.ts';
import { balanceOf } from './ledger.ts';

let seq = 0;

export const TEST_LEAGUE = {
  ref: 't:trading-league',
  sport: 'football' as const,
  country: 'TR',
  name: 'Deneme Ligi',
  sort: 1,
};

export function feedMarket(
  type: string,
  line: string,
  odds: Record<string, number>,
  status: 'open' | 'suspended' = 'open',
): FeedMarket {
  return {
    type,
    line,
    inPlay: true,
    status,
    selections: Object.entries(odds).map(([code, o]) => ({ code, oddsX100: Math.round(o * 100) })),
  };
}

export const MAIN_ODDS = { '1': 2, X: 3.2, '2': 3.5 };

/** A new match from the feed, `Ev n` against `Deplasman n`, starting at `startAt`. */
async function newFixture(t: TestApp, kind: string, league: typeof TEST_LEAGUE, startAt: number) {
  const n = ++seq;
  const ref = `t:${kind}:${n}:${Date.now()}`;
  const book = sportOf(t.app).book;
  await book.fixtureChange({ ref, league, home: `Ev ${n}`, away: `Deplasman ${n}`, startAt });
  return { ref, book };
}

/** The match the feed knows as `ref`, as a player reads it (/sport/event). */
async function eventOf(t: TestApp, ref: string) {
  const row = await t.database.db
    .selectFrom('sport_events')
    .select('id')
    .where('feed_ref', '=', ref)
    .executeTakeFirstOrThrow();
  return call(t, sportEvent, { eventId: row.id });
}

/** A live match with a 1X2 (2.00 / 3.20 / 3.50) and a total 2.5 (1.90 / 1.90). */
export async function liveFixture(t: TestApp, league = TEST_LEAGUE) {
  const { ref, book } = await newFixture(t, 'trading', league, Date.now() - 60_000);
  const markets = [
    feedMarket('1x2', '', MAIN_ODDS),
    feedMarket('total', '2.5', { over: 1.9, under: 1.9 }),
  ];
  const state = { status: 'live' as const, homeScore: 0, awayScore: 0, clock: "12'" };
  await book.oddsChange(ref, markets, state);
  const ev = await eventOf(t, ref);
  const market = (type: string) => {
    const m = ev.markets.find((x) => x.type === type);
    if (!m) throw new Error(`no market ${type}`);
    return m;
  };
  const sel = (type: string, code: string) => {
    const s = market(type).selections.find((x) => x.code === code);
    if (!s) throw new Error(`no ${type} ${code}`);
    return s;
  };
  /** The feed sends the markets again (odds and status as given). */
  const feedAgain = (ms: FeedMarket[]) => book.oddsChange(ref, ms, state);
  return { ref, eventId: ev.id, market, sel, feedAgain, book };
}

/**
 * A match an hour away with one 1X2 market at the given odds (×100), open for betting: the
 * fixture the bonus and free-bet tests settle by hand. `sel(code)` is the 1X2 selection.
 */
export async function prematch1x2(
  t: TestApp,
  league: typeof TEST_LEAGUE,
  oddsX100: { '1': number; X: number; '2': number },
) {
  const { ref, book } = await newFixture(t, 'prematch', league, Date.now() + 3_600_000);
  const selections = Object.entries(oddsX100).map(([code, odds]) => ({ code, oddsX100: odds }));
  await book.oddsChange(ref, [{ type: '1x2', line: '', inPlay: true, status: 'open', selections }]);
  const ev = await eventOf(t, ref);
  const sel = (code: string) => {
    const found = ev.markets[0]?.selections.find((x) => x.code === code);
    if (!found) throw new Error(`no ${code}`);
    return found;
  };
  return { ref, sel };
}

export function placeSingle(
  t: TestApp,
  token: string,
  selectionId: number,
  odds: number,
  stake: number,
) {
  return answer(
    t,
    placeBet,
    { kind: 'single', selections: [{ selectionId, odds }], stake, oddsPolicy: 'none' },
    { session: token },
  );
}

/** The player's cash and what they owe (the debt account sits below zero by it). */
export async function moneyOf(t: TestApp, userId: number) {
  return {
    cash: await balanceOf(t, userId),
    debt: 0 - (await balanceOf(t, userId, 'player_debt')),
  };
}
