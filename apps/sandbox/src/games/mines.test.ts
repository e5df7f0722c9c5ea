import { describe, expect, it } from 'vitest';
import { fairShuffle } from './fair.ts';
import {
  MINES_TILES,
  minesLayout,
  minesMultiplier,
  minesMultiplierHundredths,
  minesPayoutMinor,
  minesSafeProbability,
  playMines,
} from './mines.ts';

const input = { serverSeed: 'mines-unit', clientSeed: 'c', nonce: 0 };

/** C(n, k) as a BigInt, independent of the engine's own. */
function chooseBig(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}

describe('minesLayout', () => {
  it('is mineCount distinct sorted tiles in 0-24: the fair shuffle cut short', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      for (let mineCount = 1; mineCount <= 24; mineCount++) {
        const mines = minesLayout({ ...input, nonce }, mineCount);
        expect(mines).toHaveLength(mineCount);
        expect(new Set(mines).size).toBe(mineCount);
        expect(mines).toEqual([...mines].sort((a, b) => a - b));
        for (const tile of mines) expect(tile >= 0 && tile < MINES_TILES).toBe(true);
      }
    }
    const shuffle = fairShuffle(input, MINES_TILES);
    expect(minesLayout(input, 5)).toEqual(shuffle.slice(0, 5).sort((a, b) => a - b));
  });

  it('puts a mine on every tile equally often (chi-square, 24 degrees of freedom)', () => {
    const counts = new Array<number>(MINES_TILES).fill(0);
    for (let nonce = 0; nonce < 10_000; nonce++) {
      for (const tile of minesLayout({ ...input, nonce }, 5))
        counts[tile] = (counts[tile] ?? 0) + 1;
    }
    const expected = (10_000 * 5) / MINES_TILES;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(51.2); // P = 0.001
  });

  it('refuses mine counts outside 1-24', () => {
    for (const m of [0, 25, 1.5, -1]) expect(() => minesLayout(input, m)).toThrow(RangeError);
  });
});

describe('minesMultiplier', () => {
  it('is 0.99 / P(all safe) floored to hundredths, for every mine count and reveal', () => {
    for (let m = 1; m <= 24; m++) {
      expect(minesMultiplier(m, 0)).toBe(1);
      let previous = 100;
      for (let k = 1; k <= 25 - m; k++) {
        const hundredths = minesMultiplierHundredths(m, k);
        const exact = (99n * chooseBig(25, k)) / chooseBig(25 - m, k); // BigInt floors
        expect(hundredths).toBe(Number(exact));
        expect(minesMultiplier(m, k)).toBe(hundredths / 100);
        expect(hundredths).toBeGreaterThan(previous);
        previous = hundredths;
        // Flooring costs less than one hundredth of the multiplier: RTP in (0.99 − 0.01·P, 0.99].
        const p = minesSafeProbability(m, k);
        const rtp = (hundredths / 100) * p;
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 0.01 * p - 1e-12);
      }
    }
  });

  it('matches known values', () => {
    expect(minesMultiplier(1, 1)).toBe(1.03); // 0.99 × 25/24 = 1.03125
    expect(minesMultiplier(3, 1)).toBe(1.12); // 0.99 × 25/22 = 1.125
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(1, 24)).toBe(24.75);
    expect(minesMultiplier(12, 13)).toBe(5_148_297); // 0.99 × C(25, 13)
  });

  it('refuses reveals beyond the safe tiles', () => {
    expect(() => minesMultiplier(24, 2)).toThrow(RangeError);
    expect(() => minesMultiplier(3, -1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 1.5)).toThrow(RangeError);
  });
});

describe('minesPayoutMinor', () => {
  it('floors the win to whole kuruş', () => {
    expect(minesPayoutMinor(150, 1, 1)).toBe(154); // 150 × 1.03 = 154.5
    expect(minesPayoutMinor(1, 1, 1)).toBe(1);
    expect(minesPayoutMinor(1000, 24, 1)).toBe(24_750);
    expect(minesPayoutMinor(999, 3, 0)).toBe(999);
    expect(minesPayoutMinor(123_457, 12, 13)).toBe(123_457 * 5_148_297);
    // bet × hundredths passes 2^53 here, the win does not: still exact.
    const bet = 123_456_789;
    expect(bet * 514_829_700).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(minesPayoutMinor(bet, 12, 13)).toBe(Number((BigInt(bet) * 514_829_700n) / 100n));
    expect(minesPayoutMinor(123_456_701, 1, 1)).toBe(Number((123_456_701n * 103n) / 100n));
  });

  it('refuses bad bets and wins beyond the safe integer range', () => {
    expect(() => minesPayoutMinor(0, 3, 1)).toThrow(RangeError);
    expect(() => minesPayoutMinor(1.5, 3, 1)).toThrow(RangeError);
    expect(() => minesPayoutMinor(Number.MAX_SAFE_INTEGER, 12, 13)).toThrow(RangeError);
  });
});

describe('playMines', () => {
  const mines = minesLayout(input, 3);
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));

  it('pays the multiplier of the safe reveals on a cash-out', () => {
    const outcome = playMines(input, 1000, 3, safe.slice(0, 4));
    expect(outcome).toMatchObject({ mines, busted: false, safeRevealed: 4 });
    expect(outcome.multiplier).toBe(minesMultiplier(3, 4));
    expect(outcome.payoutMinor).toBe(minesPayoutMinor(1000, 3, 4));
    expect(outcome.revealed.every((r) => !r.mine)).toBe(true);
    expect(playMines(input, 1000, 3, safe).payoutMinor).toBe(minesPayoutMinor(1000, 3, 22));
  });

  it('ends on the first mine with nothing paid, and refuses picks after it', () => {
    const outcome = playMines(input, 1000, 3, [safe[0]!, mines[1]!]);
    expect(outcome).toMatchObject({ busted: true, safeRevealed: 1, multiplier: 0, payoutMinor: 0 });
    expect(outcome.revealed).toEqual([
      { tile: safe[0], mine: false },
      { tile: mines[1], mine: true },
    ]);
    expect(() => playMines(input, 1000, 3, [mines[0]!, safe[0]!])).toThrow(RangeError);
  });

  it('refuses repeated or unknown tiles', () => {
    expect(() => playMines(input, 1000, 3, [safe[0]!, safe[0]!])).toThrow(RangeError);
    expect(() => playMines(input, 1000, 3, [25])).toThrow(RangeError);
    expect(() => playMines(input, 1000, 3, [-1])).toThrow(RangeError);
  });
});
