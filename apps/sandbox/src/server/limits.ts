// Bet limits per game, in minor units (cents, kuruş). The slot stakes the same amount on every line, so its bets
// are whole multiples of the line count; the client offers the levels below.
import type { GameCode } from '../games/types.ts';
import { SLOT_MATH } from '../games/slot.ts';

export interface BetLimits {
  minBetMinor: number;
  maxBetMinor: number;
  /** The amounts the bet +/- buttons step through. */
  levelsMinor: number[];
  defaultBetMinor: number;
}

const MIN_BET_MINOR = 100;
const MAX_BET_MINOR = 100_000;
const LEVEL_STEPS_MINOR = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

function slotLimits(): BetLimits {
  const lineCount = SLOT_MATH.lineCount;
  // Round each step up to the next multiple of the line count, then drop repeats.
  const levels = [
    ...new Set(LEVEL_STEPS_MINOR.map((step) => Math.ceil(step / lineCount) * lineCount)),
  ].filter((level) => level <= MAX_BET_MINOR);
  const first = levels[0] ?? lineCount;
  return {
    minBetMinor: first,
    maxBetMinor: levels[levels.length - 1] ?? first,
    levelsMinor: levels,
    defaultBetMinor: levels.find((level) => level >= 1_000) ?? first,
  };
}

function plainLimits(): BetLimits {
  return {
    minBetMinor: MIN_BET_MINOR,
    maxBetMinor: MAX_BET_MINOR,
    levelsMinor: LEVEL_STEPS_MINOR,
    defaultBetMinor: 1_000,
  };
}

export const BET_LIMITS: Record<GameCode, BetLimits> = {
  slot: slotLimits(),
  mines: plainLimits(),
  crash: plainLimits(),
};

/** Whether the server accepts `betMinor` for `game` (any amount in range; the slot's must split evenly over its lines). */
export function isAllowedBet(game: GameCode, betMinor: number): boolean {
  const limits = BET_LIMITS[game];
  if (!Number.isSafeInteger(betMinor)) return false;
  if (betMinor < limits.minBetMinor || betMinor > limits.maxBetMinor) return false;
  return game !== 'slot' || betMinor % SLOT_MATH.lineCount === 0;
}
