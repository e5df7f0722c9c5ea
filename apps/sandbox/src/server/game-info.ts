// The public math of each game, sent when a page opens: the client draws the paytable, the
// reel strips, the multiplier ladder and the crash curve from the same numbers the server
// plays by, and never from a copy that could drift.
import {
  CRASH_GROWTH_PER_MS,
  CRASH_MATH,
  CRASH_MAX_CASHOUT,
  CRASH_MIN_CASHOUT,
} from '../games/crash.ts';
import { MINES_MATH, MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier } from '../games/mines.ts';
import { SLOT_MATH } from '../games/slot.ts';
import type { GameCode } from '../games/types.ts';
import { BET_LIMITS } from './limits.ts';

export const MINES_DEFAULT_COUNT = 3;

function slotInfo() {
  return {
    statedRtp: SLOT_MATH.statedRtp,
    limits: BET_LIMITS.slot,
    reels: SLOT_MATH.reels,
    paylines: SLOT_MATH.paylines,
    paytable: SLOT_MATH.paytable,
    scatterPays: SLOT_MATH.scatterPays,
    lineCount: SLOT_MATH.lineCount,
    symbols: SLOT_MATH.symbols,
  };
}

function minesInfo() {
  const multipliers: Record<number, number[]> = {};
  for (let mines = MINES_MIN; mines <= MINES_MAX; mines++) {
    multipliers[mines] = Array.from({ length: MINES_TILES - mines + 1 }, (_, safe) =>
      minesMultiplier(mines, safe),
    );
  }
  return {
    statedRtp: MINES_MATH.statedRtp,
    limits: BET_LIMITS.mines,
    tiles: MINES_TILES,
    minMines: MINES_MIN,
    maxMines: MINES_MAX,
    defaultMines: MINES_DEFAULT_COUNT,
    /** multipliers[mineCount][safeRevealed]. */
    multipliers,
  };
}

function crashInfo() {
  return {
    statedRtp: CRASH_MATH.statedRtp,
    limits: BET_LIMITS.crash,
    growthPerMs: CRASH_GROWTH_PER_MS,
    minCashOut: CRASH_MIN_CASHOUT,
    maxCashOut: CRASH_MAX_CASHOUT,
  };
}

const INFO = { slot: slotInfo(), mines: minesInfo(), crash: crashInfo() };

export function gameInfo(game: GameCode) {
  return INFO[game];
}
