// 5 × 5 mines: the player chooses 1–24 mines, reveals tiles one at a time and may cash out after
// any safe reveal; a mine loses the bet. The layout is fixed by the fair draw before the first
// reveal, so the order of the player's picks cannot change it.
import { fairPick } from './fair.ts';
import { assertBetMinor, floorDiv, winMinor } from './payout.ts';
import type { FairInput, GameMath } from './types.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export const MINES_MATH: GameMath = {
  code: 'mines',
  statedRtp: 0.99,
  // 4 standard errors of the mean of 10^6 rounds of the RTP test's strategy mix (mines uniform
  // in 1–24, then 1..k reveals uniformly, k the most reveals with P(all safe) >= 1/25, i.e. a
  // multiplier up to 24.75×): that mix's payout has an exact standard deviation of 2.62 per
  // unit bet (computed in mines.rtp.test.ts), so SE = 0.00262 and 4 SE = 0.0105. Its exact
  // mean is 0.9890, not 0.99: flooring multipliers to hundredths keeps about 0.1%.
  rtpTolerance: 0.0105,
};

export interface MinesReveal {
  tile: number;
  mine: boolean;
}

export interface MinesOutcome {
  mineCount: number;
  /** The mines' tile indexes (0–24, row-major), ascending. */
  mines: number[];
  /** The player's picks in order, up to and including the first mine. */
  revealed: MinesReveal[];
  busted: boolean;
  safeRevealed: number;
  /** The multiplier the round ended on (0 if busted). */
  multiplier: number;
  payoutMinor: number;
}

function assertMineCount(mineCount: number): void {
  if (!Number.isSafeInteger(mineCount) || mineCount < MINES_MIN || mineCount > MINES_MAX) {
    throw new RangeError(`mineCount must be an integer in ${MINES_MIN}-${MINES_MAX}`);
  }
}

function assertSafeRevealed(mineCount: number, safeRevealed: number): void {
  assertMineCount(mineCount);
  const safeTiles = MINES_TILES - mineCount;
  if (!Number.isSafeInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > safeTiles) {
    throw new RangeError(`safeRevealed must be an integer in 0-${safeTiles}`);
  }
}

/** The mines' tiles: the first mineCount positions of a fair shuffle of the 25 tiles, sorted. */
export function minesLayout(input: FairInput, mineCount: number): number[] {
  assertMineCount(mineCount);
  return fairPick(input, MINES_TILES, mineCount).sort((a, b) => a - b);
}

/** C(n, k), exact: every value here is at most C(25, 12) = 5,200,300. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i; // each step is an exact integer
  return c;
}

/** P(the first safeRevealed reveals are all safe) = C(25 − m, k) / C(25, k). */
export function minesSafeProbability(mineCount: number, safeRevealed: number): number {
  assertSafeRevealed(mineCount, safeRevealed);
  return choose(MINES_TILES - mineCount, safeRevealed) / choose(MINES_TILES, safeRevealed);
}

/** The multiplier in hundredths: floor(99 × C(25, k) / C(25 − m, k)); 100 for no reveal. */
export function minesMultiplierHundredths(mineCount: number, safeRevealed: number): number {
  assertSafeRevealed(mineCount, safeRevealed);
  if (safeRevealed === 0) return 100;
  return floorDiv(
    99 * choose(MINES_TILES, safeRevealed),
    choose(MINES_TILES - mineCount, safeRevealed),
  );
}

/** 0.99 / P(all safe), floored to 2 decimals; 1 for 0 reveals. */
export function minesMultiplier(mineCount: number, safeRevealed: number): number {
  return minesMultiplierHundredths(mineCount, safeRevealed) / 100;
}

/**
 * The cash-out after safeRevealed safe reveals. For 0 reveals it is the bet itself: the server
 * should not offer a cash-out before the first safe reveal.
 */
export function minesPayoutMinor(
  betMinor: number,
  mineCount: number,
  safeRevealed: number,
): number {
  return winMinor(betMinor, minesMultiplierHundredths(mineCount, safeRevealed));
}

/**
 * A whole round: the player's picks in order; the round ends on the first mine (busted) or by a
 * cash-out after the last pick (revealing every safe tile cashes out by itself).
 */
export function playMines(
  input: FairInput,
  betMinor: number,
  mineCount: number,
  picks: readonly number[],
): MinesOutcome {
  assertBetMinor(betMinor);
  const mines = minesLayout(input, mineCount);
  const isMine = new Set(mines);
  if (picks.length > MINES_TILES - mineCount + 1) throw new RangeError('too many picks');
  const seen = new Set<number>();
  const revealed: MinesReveal[] = [];
  let busted = false;
  for (const tile of picks) {
    if (busted) throw new RangeError('picks continue after a mine');
    if (!Number.isSafeInteger(tile) || tile < 0 || tile >= MINES_TILES) {
      throw new RangeError(`tile ${tile} is not in 0-${MINES_TILES - 1}`);
    }
    if (seen.has(tile)) throw new RangeError(`tile ${tile} picked twice`);
    seen.add(tile);
    busted = isMine.has(tile);
    revealed.push({ tile, mine: busted });
  }
  const safeRevealed = revealed.length - (busted ? 1 : 0);
  const hundredths = busted ? 0 : minesMultiplierHundredths(mineCount, safeRevealed);
  return {
    mineCount,
    mines,
    revealed,
    busted,
    safeRevealed,
    multiplier: hundredths / 100,
    payoutMinor: busted ? 0 : winMinor(betMinor, hundredths),
  };
}
