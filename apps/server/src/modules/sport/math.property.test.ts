// Properties of the bet arithmetic: a void leg counts as 1.00; an all-void bet pays its stake
// back; a bet never pays more than its potential; half-won lies between void and won; a system
// bet pays the sum of its accumulators; a cash-out offer at unchanged odds is below the stake.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betCombos,
  cashOutOfferMinor,
  combinations,
  outcomeShares,
  potentialMinor,
  settledPayoutMinor,
  slipPotentialMinor,
} from './math.ts';

const odds = fc.integer({ min: 101, max: 5000 });
const stake = fc.integer({ min: 100, max: 1_000_000 });
const shares = fc.constantFrom(
  { result: 'won' as const },
  { result: 'lost' as const },
  { result: 'lost' as const, voidFactor: 1 },
  { result: 'won' as const, voidFactor: 0.5 },
  { result: 'lost' as const, voidFactor: 0.5 },
  { result: 'won' as const, deadHeatFactor: 0.5 },
);

describe('bet arithmetic', () => {
  it('pays ₺1 at 1.13 as 1.13, on the receipt as on the slip (no floating point)', () => {
    expect(potentialMinor(100, [113], [[0]])).toBe(113);
    expect(slipPotentialMinor('single', 100, [113, 205], null)).toBe(113 + 205);
    expect(slipPotentialMinor('multi', 100, [113, 205], null)).toBe(231);
    expect(slipPotentialMinor('system', 1000, [200, 150, 300], 2)).toBe(3000 + 6000 + 4500);
  });

  it('never pays more than the potential, and an all-void bet pays the stake back', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(fc.tuple(odds, shares), { minLength: 1, maxLength: 8 }),
        (s, legs) => {
          const combos = betCombos('multi', legs.length, null);
          const outcomes = legs.map(([o, r]) => ({ oddsX100: o, ...outcomeShares(r) }));
          const paid = settledPayoutMinor(s, outcomes, combos)!;
          expect(paid).toBeLessThanOrEqual(
            potentialMinor(
              s,
              legs.map(([o]) => o),
              combos,
            ),
          );
          const allVoid = legs.map(([o]) => ({ oddsX100: o, winPm: 0, voidPm: 1000 }));
          expect(settledPayoutMinor(s, allVoid, combos)).toBe(s);
        },
      ),
    );
  });

  it('a void leg counts as 1.00 in an accumulator', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(odds, { minLength: 1, maxLength: 6 }),
        odds,
        (s, others, voided) => {
          const wins = others.map((o) => ({ oddsX100: o, winPm: 1000, voidPm: 0 }));
          const combos = betCombos('multi', others.length, null);
          const withVoid = [...wins, { oddsX100: voided, winPm: 0, voidPm: 1000 }];
          expect(settledPayoutMinor(s, withVoid, betCombos('multi', withVoid.length, null))).toBe(
            settledPayoutMinor(s, wins, combos),
          );
        },
      ),
    );
  });

  it('half won pays between void and won, and a system bet is the sum of its accumulators', () => {
    fc.assert(
      fc.property(stake, odds, (s, o) => {
        const pay = (r: Parameters<typeof outcomeShares>[0]) =>
          settledPayoutMinor(s, [{ oddsX100: o, ...outcomeShares(r) }], [[0]])!;
        expect(pay({ result: 'won', voidFactor: 0.5 })).toBeGreaterThanOrEqual(s);
        expect(pay({ result: 'won', voidFactor: 0.5 })).toBeLessThanOrEqual(pay({ result: 'won' }));
        expect(pay({ result: 'lost', voidFactor: 0.5 })).toBe(Math.floor(s / 2));
      }),
    );
    fc.assert(
      fc.property(stake, fc.array(odds, { minLength: 3, maxLength: 6 }), (s, os) => {
        const k = 2;
        const legs = os.map((o) => ({ oddsX100: o, winPm: 1000, voidPm: 0 }));
        const total = combinations(os.length, k).reduce(
          (sum, c) =>
            sum +
            settledPayoutMinor(
              s,
              c.map((i) => legs[i]!),
              [c.map((_, j) => j)],
            )!,
          0,
        );
        expect(settledPayoutMinor(s, legs, betCombos('system', os.length, k))).toBe(total);
      }),
    );
  });

  it('offers less than the stake to cash out at unchanged odds', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(odds, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 200 }),
        (s, os, margin) => {
          const legs = os.map((o) => ({
            oddsX100: o,
            winPm: null,
            voidPm: null,
            currentOddsX100: o,
            marketOpen: true,
          }));
          const offer = cashOutOfferMinor(s, legs, margin);
          expect(offer).not.toBeNull();
          expect(offer!).toBeLessThan(s);
          expect(cashOutOfferMinor(s, [{ ...legs[0]!, marketOpen: false }], margin)).toBeNull();
        },
      ),
    );
  });
});
