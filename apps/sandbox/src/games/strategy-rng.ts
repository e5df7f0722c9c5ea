// A small seeded generator for simulated player strategies (mine counts, reveals, cash-out
// targets). It is independent of the fair floats on purpose: a strategy that read the round's
// own floats could correlate with the outcome and bias the measured RTP.

/** mulberry32: a 32-bit state generator, deterministic for a seed; floats in [0, 1). */
export function strategyRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** An integer in [min, max] from the generator. */
export function strategyInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}
