import { expect, it } from 'vitest';
import { simulateSlot } from './simulate.ts';
import { SLOT_MATH, slotExactRtp } from './slot.ts';

const ROUNDS = 1_000_000;

it('returns the stated 0.96 over 10^6 fair spins', { timeout: 60_000 }, () => {
  const result = simulateSlot(ROUNDS);
  expect(Math.abs(result.rtp - SLOT_MATH.statedRtp)).toBeLessThanOrEqual(SLOT_MATH.rtpTolerance);
  // The exact figures (all 71,166,096 stop combinations): hit frequency 27.84%, SD 2.855.
  expect(Math.abs(result.hitRate - 0.2784)).toBeLessThan(0.002); // 4 SE of a share is 0.0018
  expect(result.sd).toBeGreaterThan(2.6);
  expect(result.sd).toBeLessThan(3.1);
  // The tolerance is 4 standard errors, not a number that could never fail.
  const standardError = 2.855 / Math.sqrt(ROUNDS);
  expect(SLOT_MATH.rtpTolerance / standardError).toBeGreaterThanOrEqual(3.9);
  expect(SLOT_MATH.rtpTolerance / standardError).toBeLessThanOrEqual(4.1);
  expect(Math.abs(slotExactRtp() - SLOT_MATH.statedRtp)).toBeLessThanOrEqual(0.002);
});
