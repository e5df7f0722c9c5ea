import { expect, it } from 'vitest';
import {
  MINES_MATH,
  MINES_MAX,
  MINES_MIN,
  minesMultiplierHundredths,
  minesSafeProbability,
} from './mines.ts';
import { minesStrategyMaxReveals, simulateMines } from './simulate.ts';

const ROUNDS = 1_000_000;

/** The strategy mix's exact mean and standard deviation of the payout per unit bet. */
function strategyMoments(): { mean: number; sd: number } {
  let mean = 0;
  let square = 0;
  const counts = MINES_MAX - MINES_MIN + 1;
  for (let m = MINES_MIN; m <= MINES_MAX; m++) {
    const maxReveals = minesStrategyMaxReveals(m);
    for (let k = 1; k <= maxReveals; k++) {
      const weight = 1 / counts / maxReveals;
      const p = minesSafeProbability(m, k);
      const multiplier = minesMultiplierHundredths(m, k) / 100;
      mean += weight * p * multiplier;
      square += weight * p * multiplier ** 2;
    }
  }
  return { mean, sd: Math.sqrt(square - mean ** 2) };
}

it('returns the stated 0.99 over 10^6 fair rounds of mixed strategies', { timeout: 60_000 }, () => {
  const { mean, sd } = strategyMoments();
  // Flooring multipliers to hundredths keeps ~0.1% more than the stated edge, never less.
  expect(mean).toBeLessThanOrEqual(MINES_MATH.statedRtp);
  expect(mean).toBeGreaterThan(MINES_MATH.statedRtp - 0.002);
  const standardError = sd / Math.sqrt(ROUNDS);
  expect(MINES_MATH.rtpTolerance / standardError).toBeGreaterThanOrEqual(3.9);
  expect(MINES_MATH.rtpTolerance / standardError).toBeLessThanOrEqual(4.1);

  const result = simulateMines(ROUNDS);
  expect(Math.abs(result.rtp - MINES_MATH.statedRtp)).toBeLessThanOrEqual(MINES_MATH.rtpTolerance);
  expect(Math.abs(result.rtp - mean)).toBeLessThanOrEqual(MINES_MATH.rtpTolerance);
});
