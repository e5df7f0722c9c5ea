// The wheel's draw: a segment with probability weight / total weight, from the operating
// system's cryptographic RNG (crypto.randomInt is uniform, without modulo bias).
import { randomInt } from 'node:crypto';

export const TOTAL_WEIGHT_MAX = 1_000_000;

/** Answers the index of the drawn weight. `rng(n)` answers a uniform integer in [0, n). */
export function drawIndex(
  weights: readonly number[],
  rng: (n: number) => number = randomInt,
): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0)
      throw new RangeError('weights are non-negative integers');
    total += w;
  }
  if (total <= 0 || total > TOTAL_WEIGHT_MAX) {
    throw new RangeError(`the weights must add up to 1..${TOTAL_WEIGHT_MAX}`);
  }
  let r = rng(total);
  for (const [i, w] of weights.entries()) {
    if (r < w) return i;
    r -= w;
  }
  throw new Error('unreachable: the draw fell past the last weight');
}
