// The rebate of a day is the rate of the turnover rounded down to the kuruş, exactly, for any
// sizes (BigInt arithmetic: no float error, never more than the rate allows, never negative).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MINOR_MAX } from '@talih/contracts/money.ts';
import { rebateAmountMinor } from './rebates.ts';

describe('rebateAmountMinor', () => {
  it('is floor(turnover × rate / 10 000), within [0, turnover]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: AMOUNT_MINOR_MAX }),
        fc.integer({ min: 0, max: 10_000 }),
        (turnover, bps) => {
          const amount = rebateAmountMinor(turnover, bps);
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(turnover);
          const exact = BigInt(turnover) * BigInt(bps);
          expect(BigInt(amount) * 10_000n <= exact).toBe(true);
          expect(exact < (BigInt(amount) + 1n) * 10_000n).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
