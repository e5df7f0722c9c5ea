// The wheel arithmetic the back-office shows before saving, and the version diff, with literal
// expected values.
import { describe, expect, it } from 'vitest';
import { diffBodies, wheelBody, wheelOdds } from './engagement-config.ts';

describe('wheel odds and expected cost per spin', () => {
  it('answers each segment’s chance and the expected prize of a spin', () => {
    const odds = wheelOdds([
      { amountMinor: 1000, weight: 1 },
      { amountMinor: 0, weight: 3 },
    ]);
    expect(odds).toEqual({ probabilities: [0.25, 0.75], expectedCostMinor: 250, totalWeight: 4 });
  });

  it('prices the shipped primary wheel at ₺10.27 a spin', () => {
    const table: [number, number][] = [
      [500, 30],
      [1000, 25],
      [0, 20],
      [2000, 12],
      [500, 30],
      [5000, 6],
      [1000, 25],
      [10000, 2],
    ];
    const odds = wheelOdds(table.map(([amountMinor, weight]) => ({ amountMinor, weight })));
    expect(odds.totalWeight).toBe(150);
    expect(odds.expectedCostMinor).toBeCloseTo(1026.6667, 4);
    expect(odds.probabilities[7]).toBeCloseTo(0.013333, 6);
  });

  it('answers zero odds for weights that add up to 0, and the schema refuses them', () => {
    const segments = [
      { amountMinor: 100, weight: 0 },
      { amountMinor: 0, weight: 0 },
    ];
    expect(wheelOdds(segments)).toEqual({
      probabilities: [0, 0],
      expectedCostMinor: 0,
      totalWeight: 0,
    });
    const body = { minVipLevel: 0, perDeposits: 1, perTurnoverMinor: 0, perInvites: 0, segments };
    expect(wheelBody.safeParse(body).success).toBe(false);
    expect(
      wheelBody.safeParse({ ...body, segments: [segments[0], { amountMinor: 0, weight: 1 }] })
        .success,
    ).toBe(true);
  });
});

describe('diffBodies', () => {
  it('names each changed field by its path', () => {
    expect(
      diffBodies(
        { days: [100, 200], title: { tk: 'a', en: 'b' } },
        { days: [100, 250, 300], title: { tk: 'a', en: 'c' } },
      ),
    ).toEqual([
      { path: 'days.1', before: 200, after: 250 },
      { path: 'days.2', before: null, after: 300 },
      { path: 'title.en', before: 'b', after: 'c' },
    ]);
  });
});
