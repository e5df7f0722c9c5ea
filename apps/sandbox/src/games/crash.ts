// Single-player crash: the multiplier climbs from 1.00× and the round crashes at its crash
// point; a cash-out (by hand or at an auto target) at or below the point pays bet × multiplier.
import { fairFloats } from './fair.ts';
import { assertBetMinor, floorDiv, toHundredths, winMinor } from './payout.ts';
import type { FairInput, GameMath } from './types.ts';

/** The lowest cash-out: at 1.00× a player would get the bet back every round (RTP 1). */
export const CRASH_MIN_CASHOUT = 1.01;
/** The highest cash-out (auto target or by hand); it bounds a win at 10,000 × the bet. */
export const CRASH_MAX_CASHOUT = 10_000;
/** Growth rate of the multiplier per millisecond: 2× at 11.6 s, 10× at 38 s, 100× at 77 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

export const CRASH_MATH: GameMath = {
  code: 'crash',
  statedRtp: 0.99,
  // 4 standard errors of the mean of 10^6 rounds of the RTP test's strategy mix (auto targets
  // log-uniform over 1.01×–100×): the payout's exact standard deviation there is 4.51 per unit
  // bet (about 0.99 × E[target] − 0.99², computed in crash.rtp.test.ts), SE 0.00451.
  rtpTolerance: 0.018,
};

const TWO_POW_32 = 2 ** 32;
// The edge: 99/(1 − r) in hundredths, with r = u / 2^32, is 99 × 2^32 / (2^32 − u).
const EDGE_NUMERATOR = 99 * TWO_POW_32;

export interface CrashOutcome {
  /** The crash point, ≥ 1.00, two decimals. */
  point: number;
  /** When the climbing multiplier reaches the point and the round ends. */
  crashAtMs: number;
  /** The player's cash-out (auto target or by hand), or null if they rode the crash. */
  cashOutAt: number | null;
  won: boolean;
  payoutMinor: number;
}

/**
 * The crash point in hundredths from a float r = u / 2^32: floor(99 / (1 − r)), at least 100.
 * Then P(point ≥ t) = 0.99 / t for every t ≥ 1.01, so cashing out at any t returns 0.99.
 * Integer arithmetic keeps the floor exact where a float division would round up.
 */
export function crashPointHundredthsFromFloat(float: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  const u = Math.floor(float * TWO_POW_32);
  return Math.max(100, floorDiv(EDGE_NUMERATOR, TWO_POW_32 - u));
}

/** The round's crash point (two decimals, ≥ 1.00) from its first fair float. */
export function crashPoint(input: FairInput): number {
  return crashPointHundredthsFromFloat(fairFloats(input, 1)[0] ?? 0) / 100;
}

/**
 * The exact return of always cashing out at `cashOutAt`: the number of the 2^32 draws whose
 * point reaches it is floor(99 × 2^32 / t_hundredths), so this is 0.99 less at most t / 2^32.
 */
export function crashExactRtp(cashOutAt: number): number {
  const hundredths = assertCashOut(cashOutAt);
  return ((hundredths / 100) * floorDiv(EDGE_NUMERATOR, hundredths)) / TWO_POW_32;
}

/** The displayed multiplier after elapsedMs: floor(100 × e^(0.00006 × ms)) / 100. */
export function multiplierAt(elapsedMs: number): number {
  return multiplierHundredthsAt(elapsedMs) / 100;
}

export function multiplierHundredthsAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) throw new RangeError('elapsedMs must be >= 0');
  // The epsilon stops e^(k·ms) landing a hair under a whole hundredth it equals exactly.
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** The first whole millisecond at which multiplierAt(ms) ≥ multiplier (the inverse, ceiled). */
export function msToReach(multiplier: number): number {
  const hundredths = toHundredths(multiplier);
  if (hundredths < 100) throw new RangeError('multiplier must be >= 1.00');
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
  // Float rounding can leave the estimate a millisecond off either way; two steps settle it.
  for (let i = 0; i < 2 && multiplierHundredthsAt(ms) < hundredths; i++) ms++;
  for (let i = 0; i < 2 && ms > 0 && multiplierHundredthsAt(ms - 1) >= hundredths; i++) ms--;
  return ms;
}

function assertCashOut(cashOutAt: number): number {
  const hundredths = toHundredths(cashOutAt);
  if (hundredths < toHundredths(CRASH_MIN_CASHOUT) || hundredths > CRASH_MAX_CASHOUT * 100) {
    throw new RangeError(`cashOutAt must be in ${CRASH_MIN_CASHOUT}-${CRASH_MAX_CASHOUT}`);
  }
  return hundredths;
}

/** bet × cashOutAt floored to the minor unit if the cash-out came at or before the crash, else 0. */
export function crashPayoutMinor(betMinor: number, point: number, cashOutAt: number): number {
  assertBetMinor(betMinor);
  const cashOut = assertCashOut(cashOutAt);
  const pointHundredths = toHundredths(point);
  if (pointHundredths < 100) throw new RangeError('point must be >= 1.00');
  return cashOut > pointHundredths ? 0 : winMinor(betMinor, cashOut);
}

/** A whole round: the crash point and what the player's cash-out (or none) paid. */
export function playCrash(
  input: FairInput,
  betMinor: number,
  cashOutAt: number | null,
): CrashOutcome {
  assertBetMinor(betMinor);
  const point = crashPoint(input);
  const payoutMinor = cashOutAt === null ? 0 : crashPayoutMinor(betMinor, point, cashOutAt);
  return {
    point,
    crashAtMs: msToReach(point),
    cashOutAt,
    won: payoutMinor > 0,
    payoutMinor,
  };
}
