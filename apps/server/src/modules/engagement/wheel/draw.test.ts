// The wheel's draw follows the configured weights: a chi-square goodness-of-fit test over
// 10^5 draws from the real (crypto) RNG, at p = 0.001, for each wheel the operator starts with.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { drawIndex } from './draw.ts';

const DRAWS = 100_000;

/** Upper 0.001 critical values of chi-square by degrees of freedom. */
const CHI2_999: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  7: 24.322,
  8: 26.124,
  9: 27.877,
  10: 29.588,
  11: 31.264,
  15: 37.697,
};

function chiSquare(weights: number[], draws: number) {
  const counts = new Array<number>(weights.length).fill(0);
  for (let i = 0; i < draws; i++) counts[drawIndex(weights)]!++;
  const total = weights.reduce((s, w) => s + w, 0);
  let chi2 = 0;
  for (const [i, w] of weights.entries()) {
    const expected = (draws * w) / total;
    chi2 += (counts[i]! - expected) ** 2 / expected;
  }
  return chi2;
}

describe('the wheel draw', () => {
  // The starting segments of the primary and super wheels (migration 0006).
  const wheels: Record<string, number[]> = {
    primary: [30, 25, 20, 12, 30, 6, 25, 2],
    super: [30, 20, 30, 10, 20, 3, 30, 1],
    even: [1, 1, 1, 1],
  };
  for (const [name, weights] of Object.entries(wheels)) {
    it(`matches the ${name} wheel's weights over ${DRAWS} draws (chi-square, p = 0.001)`, () => {
      const chi2 = chiSquare(weights, DRAWS);
      expect(chi2).toBeLessThan(CHI2_999[weights.length - 1]!);
    });
  }

  it('maps every value of the RNG to the segment whose weight covers it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 16 }),
        (ws) => {
          const total = ws.reduce((s, w) => s + w, 0);
          fc.pre(total > 0);
          let cum = 0;
          for (const [i, w] of ws.entries()) {
            for (const r of [cum, cum + w - 1]) {
              if (w > 0) expect(drawIndex(ws, () => r)).toBe(i);
            }
            cum += w;
          }
        },
      ),
    );
  });

  it('refuses weights that cannot be drawn from', () => {
    expect(() => drawIndex([])).toThrow(RangeError);
    expect(() => drawIndex([0, 0])).toThrow(RangeError);
    expect(() => drawIndex([1, -1])).toThrow(RangeError);
    expect(() => drawIndex([1.5])).toThrow(RangeError);
  });
});
