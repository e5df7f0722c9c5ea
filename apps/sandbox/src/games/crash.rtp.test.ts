import { expect, it } from 'vitest';
import { CRASH_MATH, crashExactRtp } from './crash.ts';
import { simulateCrash } from './simulate.ts';

const ROUNDS = 1_000_000;

/** The exact mean and SD of the payout per unit bet for log-uniform targets 1.01×–100×. */
function strategyMoments(): { mean: number; sd: number } {
  // crashStrategyTarget floors exp(U(ln 101, ln 10001)), so hundredths h has weight
  // ln((h + 1) / h) / ln(10001 / 101).
  const spread = Math.log(10_001 / 101);
  let mean = 0;
  let square = 0;
  for (let h = 101; h <= 10_000; h++) {
    const weight = Math.log((h + 1) / h) / spread;
    const rtp = crashExactRtp(h / 100); // = t × P(point ≥ t)
    mean += weight * rtp;
    square += weight * rtp * (h / 100); // t² × P(point ≥ t)
  }
  return { mean, sd: Math.sqrt(square - mean ** 2) };
}

it(
  'returns the stated 0.99 over 10^6 fair rounds of random auto cash-outs',
  { timeout: 60_000 },
  () => {
    const { mean, sd } = strategyMoments();
    expect(Math.abs(mean - CRASH_MATH.statedRtp)).toBeLessThan(1e-6);
    const standardError = sd / Math.sqrt(ROUNDS);
    expect(CRASH_MATH.rtpTolerance / standardError).toBeGreaterThanOrEqual(3.9);
    expect(CRASH_MATH.rtpTolerance / standardError).toBeLessThanOrEqual(4.1);

    const result = simulateCrash(ROUNDS);
    expect(Math.abs(result.rtp - CRASH_MATH.statedRtp)).toBeLessThanOrEqual(
      CRASH_MATH.rtpTolerance,
    );
  },
);
