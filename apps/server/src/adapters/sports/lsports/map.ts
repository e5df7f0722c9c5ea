// The one place LSports' messages become the sportsbook's feed model (modules/sport/feed/
// types.ts): fixtures, markets with their bets' prices, lines and statuses, livescore, and
// settlements. Pure: it answers what to apply, and names what it could not map (an unknown
// sport, market or settlement value) so the consumer counts and skips it.
import type { SportCode } from '@talih/contracts/sport.ts';
import type { SportEventStatus } from '../../../db/schema.ts';
import type { FeedFixture, FeedMarket, FeedResult } from '../port.ts';
import {
  BetStatus,
  FixtureStatus,
  Settlement,
  SportId,
  type LsBet,
  type LsEvent,
  type LsFixture,
  type LsLivescore,
  type LsMarket,
} from './protocol.ts';

export const LSPORTS_REF_PREFIX = 'ls';
export const eventRefOf = (fixtureId: number) => `${LSPORTS_REF_PREFIX}:${fixtureId}`;
export const fixtureIdOfRef = (ref: string) => Number(ref.slice(LSPORTS_REF_PREFIX.length + 1));

const SPORTS: Record<number, SportCode> = {
  [SportId.Football]: 'football',
  [SportId.Basketball]: 'basketball',
  [SportId.Tennis]: 'tennis',
};

/**
 * LSports market ids and the book's market types, per sport (the settlement rulebook's
 * names: 1X2 (1), Under/Over (2), Asian Handicap (3), Correct Score (6), Double Chance (7),
 * Both Teams To Score (17), 12 (52), 1st Period Winner (202), Asian Under/Over (835);
 * basketball's full-game markets include overtime: 12 (226), Under/Over (28), Asian
 * Handicap (342)).
 */
export const MARKETS: Record<SportCode, Record<number, string>> = {
  football: {
    1: '1x2',
    2: 'total',
    3: 'handicap',
    6: 'correct_score',
    7: 'double_chance',
    17: 'btts',
    835: 'asian_total',
  },
  basketball: { 226: 'winner', 28: 'total', 342: 'handicap' },
  tennis: { 52: 'winner', 202: 'first_set' },
};

export function sportOf(sportId: number | undefined): SportCode | null {
  return sportId === undefined ? null : (SPORTS[sportId] ?? null);
}

/** A market's type from its LSports id, or null when the book does not offer it. */
export function marketTypeOf(sport: SportCode, marketId: number): string | null {
  return MARKETS[sport][marketId] ?? null;
}

/** The bet's name as the book's selection code: "Over" is `over`, "1", "X" and "1-0" stay. */
export function selectionCodeOf(bet: LsBet): string {
  const name = bet.Name.trim();
  return /^[a-z]+$/i.test(name) && name !== 'X' ? name.toLowerCase() : name;
}

/** The market's line: the bets' base line (a handicap's home line), else their line, else "". */
export function lineOf(bets: LsBet[]): string {
  for (const b of bets) {
    const line = (b.BaseLine ?? b.Line ?? '').trim();
    if (line) return String(Number(line.split(' ')[0]));
  }
  return '';
}

/** A decimal price string ("1.571") in hundredths (157), or null when it is not a price. */
export function oddsX100Of(price: string | undefined): number | null {
  if (price === undefined || price === '') return null;
  const n = Number(price);
  return Number.isFinite(n) && n >= 1 ? Math.round(n * 100) : null;
}

/** A timestamp (ISO, ISO without a zone meaning UTC, epoch s or ms) in epoch ms. */
export function msOf(value: string | number | undefined): number | null {
  if (value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isFinite(n)) return n < 1e11 ? n * 1000 : n;
  const s = String(value);
  const t = Date.parse(/Z$|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`);
  return Number.isFinite(t) ? t : null;
}

export function eventStatusOf(status: number | undefined): SportEventStatus | null {
  switch (status) {
    case FixtureStatus.NSY:
    case FixtureStatus.AboutToStart:
    case FixtureStatus.Postponed:
      return 'not_started';
    case FixtureStatus.InProgress:
    case FixtureStatus.Interrupted:
    case FixtureStatus.LostCoverage:
      return 'live';
    case FixtureStatus.Finished:
      return 'ended';
    case FixtureStatus.Cancelled:
    case FixtureStatus.Abandoned:
      return 'cancelled';
    default:
      return null;
  }
}

const COUNTRIES: Record<string, string> = {
  turkey: 'TR',
  türkiye: 'TR',
  england: 'GB',
  spain: 'ES',
  germany: 'DE',
  italy: 'IT',
  france: 'FR',
  europe: 'EU',
  usa: 'US',
  international: 'INT',
  world: 'INT',
};

export type Skip = { what: 'sport' | 'market' | 'fixture' | 'settlement'; detail: string };

/** A fixture metadata event as the book's fixture, or why it was skipped. */
export function fixtureOf(e: LsEvent): FeedFixture | Skip {
  const f: LsFixture = e.Fixture ?? {};
  const sport = sportOf(f.Sport?.Id);
  if (!sport) return { what: 'sport', detail: String(f.Sport?.Id ?? 'none') };
  const home = f.Participants?.find((p) => p.Position === '1')?.Name;
  const away = f.Participants?.find((p) => p.Position === '2')?.Name;
  const startAt = msOf(f.StartDate);
  if (!f.League || !home || !away || startAt === null) {
    return { what: 'fixture', detail: `fixture ${e.FixtureId} lacks league, teams or start` };
  }
  const location = (f.Location?.Name ?? '').toLowerCase();
  return {
    ref: eventRefOf(e.FixtureId),
    league: {
      ref: `${LSPORTS_REF_PREFIX}:${f.League.Id}`,
      sport,
      country: COUNTRIES[location] ?? 'INT',
      name: f.League.Name ?? `League ${f.League.Id}`,
      sort: 100,
    },
    home,
    away,
    startAt,
  };
}

export interface MappedBet {
  ref: string;
  code: string;
  oddsX100: number | null;
  status: number;
  settlement: number | undefined;
  updatedAt: number;
}

export interface MappedMarket {
  type: string;
  line: string;
  bets: MappedBet[];
}

/** A market and its bets in the book's terms, or why it was skipped. */
export function marketOf(sport: SportCode, m: LsMarket, fallbackAt: number): MappedMarket | Skip {
  const type = marketTypeOf(sport, m.Id);
  if (!type) return { what: 'market', detail: `${sport}:${m.Id}` };
  const bets = m.Bets ?? [];
  return {
    type,
    line: lineOf(bets),
    bets: bets.map((b) => ({
      ref: String(b.Id),
      code: selectionCodeOf(b),
      oddsX100: oddsX100Of(b.Price),
      status: b.Status,
      settlement: b.Settlement,
      updatedAt: msOf(b.LastUpdate) ?? fallbackAt,
    })),
  };
}

/**
 * The book's market from the bets that are newer than what was applied: open while any bet
 * is open with a price, else suspended. Bets without a price keep theirs.
 */
export function feedMarketOf(m: MappedMarket, inPlay: boolean): FeedMarket {
  const priced = m.bets.filter((b) => b.oddsX100 !== null && b.status !== BetStatus.Settled);
  const open = priced.some((b) => b.status === BetStatus.Open);
  return {
    type: m.type,
    line: m.line,
    inPlay,
    status: open ? 'open' : 'suspended',
    selections: priced.map((b) => ({ code: b.code, oddsX100: b.oddsX100 as number })),
  };
}

/** A settled bet's result: won or lost, with the share of the stake given back. */
export function resultOf(code: string, settlement: number | undefined): FeedResult | null {
  switch (settlement) {
    case Settlement.Winner:
      return { code, result: 'won' };
    case Settlement.Loser:
      return { code, result: 'lost' };
    case Settlement.HalfWon:
      return { code, result: 'won', voidFactor: 0.5 };
    case Settlement.HalfLost:
      return { code, result: 'lost', voidFactor: 0.5 };
    case Settlement.Refund:
    case Settlement.Cancelled:
      return { code, result: 'lost', voidFactor: 1 };
    default:
      return null;
  }
}

export interface MappedState {
  status?: SportEventStatus;
  homeScore?: number;
  awayScore?: number;
  clock?: string;
}

const score = (results: { Position: string; Value: string }[] | undefined, pos: string) => {
  const v = results?.find((r) => r.Position === pos)?.Value;
  const n = v === undefined ? NaN : Number(v);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** Scoreboard and periods as the event's state; the clock in the book's words. */
export function stateOf(sport: SportCode, ls: LsLivescore): MappedState {
  const sb = ls.Scoreboard ?? {};
  const status = eventStatusOf(sb.Status) ?? undefined;
  const out: MappedState = {};
  if (status) out.status = status;
  const home = score(sb.Results, '1');
  const away = score(sb.Results, '2');
  if (home !== undefined) out.homeScore = home;
  if (away !== undefined) out.awayScore = away;
  const clock = clockOf(sport, ls, status);
  if (clock !== undefined) out.clock = clock;
  return out;
}

/** Football's 1st half: period 10 with StatusDescription HT (1) at the break. */
const HT_DESCRIPTION = 1;

function clockOf(sport: SportCode, ls: LsLivescore, status: SportEventStatus | undefined) {
  const sb = ls.Scoreboard ?? {};
  if (status === 'ended') return sport === 'football' ? 'MS' : 'Bitti';
  if (status !== 'live') return undefined;
  const seconds = Number(sb.Time ?? NaN);
  const period = sb.CurrentPeriod ?? 0;
  if (sport === 'football') {
    if ((sb as { Description?: number }).Description === HT_DESCRIPTION) return 'İY';
    return Number.isFinite(seconds) ? `${Math.floor(seconds / 60)}'` : undefined;
  }
  if (sport === 'basketball') {
    return Number.isFinite(seconds) ? `Q${period} ${Math.ceil(seconds / 60)}'` : undefined;
  }
  const current = ls.Periods?.find((p) => p.Type === period);
  const games = `${score(current?.Results, '1') ?? 0}-${score(current?.Results, '2') ?? 0}`;
  return `Set ${period} · ${games}`;
}
