// Monte Carlo runs of each game through the real provably fair path, with a fixed seed so a
// run is reproducible. The RTP tests use them; so can a report of measured RTPs.
import { playCrash } from './crash.ts';
import { hashServerSeed } from './fair.ts';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesLayout,
  minesPayoutMinor,
  minesSafeProbability,
} from './mines.ts';
import { playSlot } from './slot.ts';
import { strategyInt, strategyRng } from './strategy-rng.ts';
import type { FairInput } from './types.ts';

export interface SimulationResult {
  rounds: number;
  /** Total paid / total bet. */
  rtp: number;
  /** Sample standard deviation of the payout per unit bet. */
  sd: number;
  /** Share of rounds that paid anything. */
  hitRate: number;
}

const SIMULATION_ROUNDS_MAX = 10_000_000;

function run(rounds: number, betMinor: number, round: (nonce: number) => number): SimulationResult {
  if (!Number.isSafeInteger(rounds) || rounds < 1 || rounds > SIMULATION_ROUNDS_MAX) {
    throw new RangeError(`rounds must be in 1-${SIMULATION_ROUNDS_MAX}`);
  }
  let paid = 0;
  let squares = 0;
  let hits = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const payoutMinor = round(nonce);
    paid += payoutMinor;
    squares += (payoutMinor / betMinor) ** 2;
    if (payoutMinor > 0) hits++;
  }
  const rtp = paid / (rounds * betMinor);
  return { rounds, rtp, sd: Math.sqrt(squares / rounds - rtp * rtp), hitRate: hits / rounds };
}

/** A fixed fair input per simulation: the server seed is the hash of its label. */
function fixedInput(label: string): FairInput {
  return { serverSeed: hashServerSeed(label), clientSeed: label, nonce: 0 };
}

/** Slot: a fixed 20.00 bet (1.00 a line) every spin. */
export function simulateSlot(rounds: number, label = 'rtp-slot'): SimulationResult {
  const input = fixedInput(label);
  const betMinor = 2000;
  return run(rounds, betMinor, (nonce) => playSlot({ ...input, nonce }, betMinor).winMinor);
}

/**
 * The reveal counts the mines strategy mix draws from, per mine count: 1..k where k is the most
 * reveals with P(all safe) >= 1/25 (so multipliers up to 24.75×). Longer runs are covered by the
 * exact multiplier tests; here they would need far more than 10^6 rounds to measure anything.
 */
export function minesStrategyMaxReveals(mineCount: number): number {
  let reveals = 1;
  while (
    reveals < MINES_TILES - mineCount &&
    minesSafeProbability(mineCount, reveals + 1) >= 1 / 25
  ) {
    reveals++;
  }
  return reveals;
}

/**
 * Mines: each round picks a mine count uniformly in 1–24, then a target of 1..k safe reveals
 * uniformly (k from minesStrategyMaxReveals), reveals random distinct tiles and cashes out on
 * reaching the target. A 100.00 bet, so flooring to the minor unit never rounds a win.
 */
export function simulateMines(rounds: number, label = 'rtp-mines', seed = 1): SimulationResult {
  const input = fixedInput(label);
  const betMinor = 10_000;
  const rng = strategyRng(seed);
  const maxReveals = [0];
  for (let m = MINES_MIN; m <= MINES_MAX; m++) maxReveals[m] = minesStrategyMaxReveals(m);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  const isMine = new Array<boolean>(MINES_TILES);
  return run(rounds, betMinor, (nonce) => {
    const mineCount = strategyInt(rng, MINES_MIN, MINES_MAX);
    const target = strategyInt(rng, 1, maxReveals[mineCount] ?? 1);
    isMine.fill(false);
    for (const tile of minesLayout({ ...input, nonce }, mineCount)) isMine[tile] = true;
    // The player's picks: a partial shuffle of the tiles by the strategy's own generator,
    // decided without seeing the layout; the round ends on the first mine.
    for (let i = 0; i < target; i++) {
      const j = strategyInt(rng, i, MINES_TILES - 1);
      const tile = tiles[j] ?? 0;
      tiles[j] = tiles[i] ?? 0;
      tiles[i] = tile;
      if (isMine[tile]) return 0;
    }
    return minesPayoutMinor(betMinor, mineCount, target);
  });
}

/** The crash strategy's auto cash-out targets: hundredths log-uniform over 101–10,000. */
export function crashStrategyTarget(rng: () => number): number {
  return Math.floor(Math.exp(Math.log(101) + rng() * Math.log(10_001 / 101))) / 100;
}

/** Crash: every round auto-cashes out at a target from crashStrategyTarget. A 100.00 bet. */
export function simulateCrash(rounds: number, label = 'rtp-crash', seed = 1): SimulationResult {
  const input = fixedInput(label);
  const betMinor = 10_000;
  const rng = strategyRng(seed);
  return run(rounds, betMinor, (nonce) => {
    const target = crashStrategyTarget(rng);
    return playCrash({ ...input, nonce }, betMinor, target).payoutMinor;
  });
}
