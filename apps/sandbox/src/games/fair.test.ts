import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_SEED_LENGTH_MAX,
  fairFloats,
  fairPick,
  fairShuffle,
  hashServerSeed,
  newClientSeed,
  newServerSeed,
} from './fair.ts';

const input = {
  serverSeed: '7f1c0a5e9b3d2c4f6a8e0d1b3c5a7e9f2b4d6f8a0c2e4a6c8e0b2d4f6a8c0e2f',
  clientSeed: 'talih',
  nonce: 42,
};

describe('fairFloats', () => {
  it('matches the pinned vector (computed once, must never change)', () => {
    expect(fairFloats(input, 10)).toEqual([
      0.05695085716433823, 0.3729924624785781, 0.4450167140457779, 0.7441160958260298,
      0.5017545085866004, 0.39324013236910105, 0.6299486651550978, 0.828905307687819,
      // from the second digest (cursor 1)
      0.8404368439223617, 0.9811142447870225,
    ]);
    expect(hashServerSeed(input.serverSeed)).toBe(
      '02cab28c43d778c077f8f0d874af73f7a017a0a457fdc0c42b3dd76118ea05b5',
    );
  });

  it('reads each digest as 8 big-endian uint32 / 2^32', () => {
    const digest = createHmac('sha256', input.serverSeed).update('talih:42:1').digest();
    expect(digest.toString('hex')).toBe(
      'd726de77fb2a4d9b248701dbcabb042fecef5638496e44fb1a11d42705ea3bfa',
    );
    const expected = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4) / 2 ** 32);
    expect(fairFloats(input, 16).slice(8)).toEqual(expected);
  });

  it('is deterministic, prefix-stable and changes with every input', () => {
    expect(fairFloats(input, 25)).toEqual(fairFloats(input, 25));
    expect(fairFloats(input, 25).slice(0, 3)).toEqual(fairFloats(input, 3));
    const first = fairFloats(input, 1)[0];
    expect(fairFloats({ ...input, nonce: 43 }, 1)[0]).not.toBe(first);
    expect(fairFloats({ ...input, clientSeed: 'talih2' }, 1)[0]).not.toBe(first);
    expect(fairFloats({ ...input, serverSeed: input.serverSeed + '0' }, 1)[0]).not.toBe(first);
    expect(fairFloats(input, 0)).toEqual([]);
  });

  it('stays in [0, 1) with a mean near 1/2', () => {
    let sum = 0;
    let n = 0;
    for (let nonce = 0; nonce < 2000; nonce++) {
      for (const f of fairFloats({ ...input, nonce }, 24)) {
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
        sum += f;
        n++;
      }
    }
    // SD of a uniform float is 0.2887; 48,000 of them give SE 0.0013.
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(4 * 0.0013);
  });

  it('refuses bad inputs', () => {
    expect(() => fairFloats({ ...input, serverSeed: '' }, 1)).toThrow(RangeError);
    expect(() => fairFloats({ ...input, clientSeed: '' }, 1)).toThrow(RangeError);
    const long = 'x'.repeat(CLIENT_SEED_LENGTH_MAX + 1);
    expect(() => fairFloats({ ...input, clientSeed: long }, 1)).toThrow(RangeError);
    expect(() => fairFloats({ ...input, nonce: -1 }, 1)).toThrow(RangeError);
    expect(() => fairFloats({ ...input, nonce: 1.5 }, 1)).toThrow(RangeError);
    expect(() => fairFloats(input, -1)).toThrow(RangeError);
    expect(() => fairFloats(input, 1025)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('makes 32-byte server seeds and 16-hex client seeds, hashed with SHA-256', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(hashServerSeed(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(seed)).toBe(hashServerSeed(seed));
  });
});

describe('fairPick and fairShuffle', () => {
  it('shuffles to a permutation, and a pick is the shuffle cut short', () => {
    const shuffle = fairShuffle(input, 25);
    expect(shuffle).toEqual([
      1, 9, 12, 19, 14, 2, 17, 21, 22, 24, 5, 8, 0, 16, 15, 4, 3, 7, 20, 13, 18, 6, 23, 10, 11,
    ]);
    expect([...shuffle].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(fairPick(input, 25, 7)).toEqual(shuffle.slice(0, 7));
    expect(fairPick(input, 25, 0)).toEqual([]);
  });

  it('picks every position equally often (chi-square, 24 degrees of freedom)', () => {
    const counts = new Array<number>(25).fill(0);
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      for (const p of fairPick({ ...input, nonce }, 25, 3)) counts[p] = (counts[p] ?? 0) + 1;
    }
    const expected = (rounds * 3) / 25;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // P(chi2 > 51.2) = 0.001 for 24 degrees of freedom.
    expect(chi2).toBeLessThan(51.2);
  });

  it('refuses bad sizes', () => {
    expect(() => fairPick(input, 25, 26)).toThrow(RangeError);
    expect(() => fairPick(input, 0, 0)).toThrow(RangeError);
    expect(() => fairPick(input, 25, -1)).toThrow(RangeError);
  });
});
