import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_CASHOUT,
  crashExactRtp,
  crashPayoutMinor,
  crashPoint,
  crashPointHundredthsFromFloat,
  msToReach,
  multiplierAt,
  playCrash,
} from './crash.ts';

const TWO_POW_32 = 2 ** 32;
const input = {
  serverSeed: '7f1c0a5e9b3d2c4f6a8e0d1b3c5a7e9f2b4d6f8a0c2e4a6c8e0b2d4f6a8c0e2f',
  clientSeed: 'talih',
  nonce: 42,
};

describe('crashPoint', () => {
  it('is max(1, floor(0.99 / (1 − r) × 100) / 100) of the first fair float', () => {
    expect(crashPoint(input)).toBe(1.04); // r = 0.05695…: 0.99 / 0.94305 = 1.0498
    expect(crashPointHundredthsFromFloat(0)).toBe(100);
    expect(crashPointHundredthsFromFloat(0.5)).toBe(198);
    expect(crashPointHundredthsFromFloat(0.75)).toBe(396);
    expect(crashPointHundredthsFromFloat(1 - 2 ** -32)).toBe(99 * TWO_POW_32);
    expect(() => crashPointHundredthsFromFloat(1)).toThrow(RangeError);
    for (let nonce = 0; nonce < 1000; nonce++) {
      const point = crashPoint({ ...input, nonce });
      expect(point).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(Math.round(point * 100))).toBe(true);
      expect(Math.abs(point * 100 - Math.round(point * 100))).toBeLessThan(1e-6);
    }
  });

  it('reaches t from exactly floor(99 × 2^32 / t) of the 2^32 draws (checked at the edge)', () => {
    for (let hundredths = 101; hundredths <= 1_000_000; hundredths += 37) {
      const u = TWO_POW_32 - Math.floor((99 * TWO_POW_32) / hundredths);
      expect(crashPointHundredthsFromFloat(u / TWO_POW_32)).toBeGreaterThanOrEqual(hundredths);
      expect(crashPointHundredthsFromFloat((u - 1) / TWO_POW_32)).toBeLessThan(hundredths);
    }
  });

  it('returns 0.99 at every auto cash-out target from 1.01× to 10,000×', () => {
    const off: number[] = [];
    for (let hundredths = 101; hundredths <= CRASH_MAX_CASHOUT * 100; hundredths++) {
      const rtp = crashExactRtp(hundredths / 100);
      // Whole draws only: short of 0.99 by less than one draw's worth, t / 2^32.
      if (rtp > 0.99 || rtp < 0.99 - hundredths / 100 / TWO_POW_32) off.push(hundredths);
    }
    expect(off).toEqual([]);
  });

  it('has the distribution P(point ≥ t) = 0.99 / t (200,000 fair rounds)', () => {
    const rounds = 200_000;
    let atLeast2 = 0;
    let atLeast10 = 0;
    let instant = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const point = crashPoint({ ...input, clientSeed: 'distribution', nonce });
      if (point >= 2) atLeast2++;
      if (point >= 10) atLeast10++;
      if (point === 1) instant++;
    }
    // 4 binomial standard errors each: sqrt(p(1 − p) / n).
    const within = (count: number, p: number) =>
      expect(Math.abs(count / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
    within(atLeast2, 0.495);
    within(atLeast10, 0.099);
    within(instant, 1 - 0.99 / 1.01); // every point below 1.01 shows 1.00
  });
});

describe('multiplierAt and msToReach', () => {
  it('starts at 1.00× and grows as floor(100·e^(0.00006·ms)) / 100', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(10_000)).toBe(1.82); // e^0.6 = 1.8221
    expect(multiplierAt(60_000)).toBe(36.59); // e^3.6 = 36.598
  });

  it('are inverse: msToReach(m) is the first millisecond showing m', () => {
    const targets = [1, 1.01, 1.5, 2, 9.99, 100, 1234.56, 10_000, 42_520_176.23];
    for (let h = 101; h <= 5000; h++) targets.push(h / 100);
    for (const m of targets) {
      const ms = msToReach(m);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
      if (ms > 0) expect(multiplierAt(ms - 1)).toBeLessThan(m);
    }
    expect(msToReach(1)).toBe(0);
    expect(msToReach(2)).toBe(11_553); // ln 2 / 0.00006 = 11552.5
  });

  it('refuses bad values', () => {
    expect(() => multiplierAt(-1)).toThrow(RangeError);
    expect(() => msToReach(0.99)).toThrow(RangeError);
    expect(() => msToReach(1.234)).toThrow(RangeError);
  });
});

describe('crashPayoutMinor', () => {
  it('pays bet × cash-out floored to kuruş at or below the point, nothing above', () => {
    expect(crashPayoutMinor(1000, 2.5, 2.5)).toBe(2500);
    expect(crashPayoutMinor(1000, 2.5, 2.51)).toBe(0);
    expect(crashPayoutMinor(155, 3, 1.01)).toBe(156); // 156.55
    expect(crashPayoutMinor(1, 1.01, 1.01)).toBe(1);
    expect(crashPayoutMinor(1000, 1, 1.01)).toBe(0);
    expect(crashPayoutMinor(999, 50_000, 10_000)).toBe(9_990_000);
  });

  it('refuses cash-outs below 1.01×, above 10,000× or finer than hundredths', () => {
    for (const cashOutAt of [1, 0.5, 1.005, 10_000.01]) {
      expect(() => crashPayoutMinor(1000, 5, cashOutAt)).toThrow(RangeError);
    }
    expect(() => crashPayoutMinor(0, 5, 2)).toThrow(RangeError);
    expect(() => crashPayoutMinor(1000, 0.5, 2)).toThrow(RangeError);
  });

  it('plays a whole round', () => {
    const outcome = playCrash(input, 1000, 1.04);
    expect(outcome).toEqual({
      point: 1.04,
      crashAtMs: msToReach(1.04),
      cashOutAt: 1.04,
      won: true,
      payoutMinor: 1040,
    });
    expect(playCrash(input, 1000, 1.05)).toMatchObject({ won: false, payoutMinor: 0 });
    expect(playCrash(input, 1000, null)).toMatchObject({ cashOutAt: null, won: false });
  });
});
