// One live match of the sandbox feed, without any I/O: its state, a minute (or a game) of
// play drawn from the feed's random source, the clock and score the feed announces, and the
// markets it prices in play. Deterministic from the random source, so the feed replays alike.
import type { SportCode } from '@talih/contracts/sport.ts';
import { marketsFor, type MatchState } from './model.ts';
import { strengthOf } from './sandbox-leagues.ts';

export interface LiveMatch {
  ref: string;
  sport: SportCode;
  state: MatchState;
  minute: number;
  /** Ticks left with markets suspended (after a goal). */
  suspended: number;
  firstSetHome?: boolean;
  /** Tennis: whether the match is over. */
  done: boolean;
}

/** The feed's random source: uniform in [0, 1), a pick, and a Poisson draw. */
export interface SandboxRandom {
  rand: () => number;
  pick: <T>(xs: T[]) => T;
  poissonDraw: (lambda: number) => number;
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sandboxRandom(seed: number): SandboxRandom {
  const rand = mulberry32(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const poissonDraw = (lambda: number) => {
    let k = 0;
    let p = Math.exp(-lambda);
    let s = p;
    const u = rand();
    while (u > s && k < 20) {
      k++;
      p = (p * lambda) / k;
      s += p;
    }
    return k;
  };
  return { rand, pick, poissonDraw };
}

/** Live prices move every this many ticks (and around every goal, point run or set). */
export const REPRICE_EVERY: Record<SportCode, number> = { football: 5, basketball: 3, tennis: 1 };

/** Minutes (ticks) a match lasts. */
const LENGTH: Record<SportCode, number> = { football: 90, basketball: 40, tennis: 0 };

/** Pre-match markets that close at kick-off (they stay suspended in play). */
export const PRE_MATCH_ONLY = new Set(['correct_score', 'handicap']);

/** A match's state before the first whistle. */
export function kickOffState(sport: SportCode, home: string, away: string): MatchState {
  return {
    sport,
    homeStrength: strengthOf(home),
    awayStrength: strengthOf(away),
    homeScore: 0,
    awayScore: 0,
    elapsed: 0,
    sets: { home: 0, away: 0, games: [0, 0] },
  };
}

function clockOf(m: LiveMatch): string {
  if (m.sport === 'football') return m.minute === 45 ? 'İY' : `${Math.min(m.minute, 90)}'`;
  if (m.sport === 'basketball')
    return `Q${Math.min(4, Math.floor(m.minute / 10) + 1)} ${10 - (m.minute % 10)}'`;
  const s = m.state.sets!;
  return `Set ${s.home + s.away + 1} · ${s.games[0]}-${s.games[1]}`;
}

export function stateOf(m: LiveMatch) {
  const tennisScore = m.state.sets;
  return {
    status: 'live' as const,
    homeScore: m.sport === 'tennis' ? (tennisScore?.home ?? 0) : m.state.homeScore,
    awayScore: m.sport === 'tennis' ? (tennisScore?.away ?? 0) : m.state.awayScore,
    clock: clockOf(m),
  };
}

export function liveMarkets(m: LiveMatch) {
  const stateForOdds: MatchState = m.sport === 'tennis' ? { ...m.state, elapsed: 0.5 } : m.state;
  return marketsFor(stateForOdds, true).map((mk) =>
    m.sport === 'football' && PRE_MATCH_ONLY.has(mk.type)
      ? { ...mk, inPlay: false, status: 'suspended' as const }
      : m.suspended > 0
        ? { ...mk, status: 'suspended' as const }
        : mk,
  );
}

/** One minute of football or basketball, or one game of tennis; answers whether anyone scored. */
export function playOn(m: LiveMatch, r: SandboxRandom): boolean {
  if (m.sport === 'football') return playFootballMinute(m, r);
  if (m.sport === 'basketball') {
    m.minute++;
    m.state.homeScore += r.poissonDraw(2.0 * m.state.homeStrength);
    m.state.awayScore += r.poissonDraw(2.0 * m.state.awayStrength);
    m.state.elapsed = m.minute / LENGTH.basketball;
    m.done = m.minute >= LENGTH.basketball && m.state.homeScore !== m.state.awayScore;
    return false;
  }
  return playTennisGame(m, r);
}

function playFootballMinute(m: LiveMatch, r: SandboxRandom) {
  m.minute++;
  const h = r.rand() < (1.45 * m.state.homeStrength) / 90 ? 1 : 0;
  const a = r.rand() < (1.15 * m.state.awayStrength) / 90 ? 1 : 0;
  m.state.homeScore += h;
  m.state.awayScore += a;
  m.state.elapsed = m.minute / LENGTH.football;
  m.done = m.minute >= LENGTH.football;
  return h + a > 0;
}

function playTennisGame(m: LiveMatch, r: SandboxRandom) {
  let scored = false;
  const sets = m.state.sets!;
  const pHome = m.state.homeStrength / (m.state.homeStrength + m.state.awayStrength);
  if (r.rand() < pHome) sets.games[0]++;
  else sets.games[1]++;
  const [g1, g2] = sets.games;
  const setOver = (Math.max(g1, g2) >= 6 && Math.abs(g1 - g2) >= 2) || Math.max(g1, g2) === 7;
  if (setOver) {
    if (sets.home + sets.away === 0) m.firstSetHome = g1 > g2;
    if (g1 > g2) sets.home++;
    else sets.away++;
    sets.games = [0, 0];
    scored = true;
  }
  m.done = sets.home === 2 || sets.away === 2;
  return scored;
}
