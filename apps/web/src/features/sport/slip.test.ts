// The bet slip's arithmetic and rules: totals of singles, an accumulator and a system bet; one
// pick per event; the type follows the number of picks; odds changes are kept apart from the
// odds the player accepted until accepted.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { potentialMinor } from '@talih/contracts/bet-math.ts';
import { numberToMinor } from '@talih/contracts/money.ts';
import { parseStake, slipTotals } from './bet-slip/totals.ts';
import { placeSlip, requestIdFor, type SlipSubmit } from './place-request.ts';
import { hasChanges, useSlip, type SlipPick } from './slip-store.ts';

const pick = (selectionId: number, eventId: number, odds: number) => ({
  selectionId,
  eventId,
  home: `H${eventId}`,
  away: `A${eventId}`,
  marketType: '1x2',
  line: '',
  code: '1',
  odds,
  live: false,
});

describe('bet slip', () => {
  beforeEach(() => useSlip.getState().clear());

  it('totals singles, an accumulator and a 2/3 system bet', () => {
    const picks: SlipPick[] = [pick(1, 1, 2), pick(2, 2, 1.5), pick(3, 3, 3)].map((p) => ({
      ...p,
      current: p.odds,
      available: true,
    }));
    expect(slipTotals(picks, 'single', 2, 10)).toMatchObject({ totalStake: 30, potential: 65 });
    expect(slipTotals(picks, 'multi', 2, 10)).toMatchObject({ totalStake: 10, potential: 90 });
    expect(slipTotals(picks, 'system', 2, 10)).toMatchObject({
      totalStake: 30,
      potential: 135,
      bets: 3,
    });
    expect(slipTotals(picks, 'multi', 2, NaN).potential).toBe(0);
    // The accumulator's total odds show before a stake is typed: 2 x 1.5 x 3.
    expect(slipTotals(picks, 'multi', 2, NaN).totalOdds).toBe(9);
    expect(slipTotals(picks, 'multi', 2, 0).totalOdds).toBe(9);
    expect(parseStake('12,50')).toBe(12.5);
    expect(parseStake('')).toBeNaN();
  });

  it('keeps one pick per event and follows the number of picks with the bet type', () => {
    const s = useSlip.getState();
    s.toggle(pick(1, 1, 2));
    expect(useSlip.getState().kind).toBe('single');
    s.toggle(pick(2, 2, 1.5));
    expect(useSlip.getState().kind).toBe('multi');
    s.toggle(pick(3, 2, 1.7));
    expect(useSlip.getState().picks.map((p) => p.selectionId)).toEqual([1, 3]);
    s.setKind('system');
    expect(useSlip.getState().kind).toBe('multi');
    s.remove(3);
    expect(useSlip.getState().kind).toBe('single');
  });

  it('shows odds changes until the player accepts them', () => {
    const s = useSlip.getState();
    s.toggle(pick(1, 1, 2));
    s.refresh(new Map([[1, { odds: 2.2, available: true }]]));
    expect(hasChanges(useSlip.getState().picks)).toBe(true);
    expect(useSlip.getState().picks[0]).toMatchObject({ odds: 2, current: 2.2 });
    s.acceptChanges();
    expect(hasChanges(useSlip.getState().picks)).toBe(false);
    s.refresh(new Map([[1, { odds: 2.2, available: false }]]));
    expect(useSlip.getState().picks[0]?.available).toBe(false);
  });

  const one = (odds: number): SlipPick[] => [
    { ...pick(1, 1, odds), current: odds, available: true },
  ];
  /** The receipt's potential win: the server's numberToMinor of the stake, odds in hundredths. */
  const receipt = (stake: number, odds: number) =>
    potentialMinor(numberToMinor(stake), [Math.round(odds * 100)], [[0]]) / 100;

  it('shows ₺1 at 1.13 as 1.13, as the receipt does (no floating point on the slip)', () => {
    expect(slipTotals(one(1.13), 'single', 2, 1).potential).toBe(1.13);
    expect(slipTotals(one(1.13), 'single', 2, parseStake('1')).potential).toBe(1.13);
    expect(slipTotals(one(2.05), 'single', 2, 0.29).potential).toBe(0.59);
  });

  it('agrees with the receipt on all 180,000 pairs of ₺1–₺100 and odds 1.01–19.00', () => {
    let differ = 0;
    for (let lira = 1; lira <= 100; lira++) {
      for (let o = 101; o <= 1900; o++) {
        const odds = o / 100;
        if (slipTotals(one(odds), 'single', 2, lira).potential !== receipt(lira, odds)) differ++;
      }
    }
    expect(differ).toBe(0);
  });

  it('agrees with the receipt on any stake in kuruş, odds, and bet type', () => {
    const oddsArb = fc.integer({ min: 101, max: 100_000 }).map((o) => o / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }).map((k) => k / 100),
        fc.array(oddsArb, { minLength: 1, maxLength: 6 }),
        (stake, odds) => {
          const picks = odds.map((o, i) => ({
            ...pick(i + 1, i + 1, o),
            current: o,
            available: true,
          }));
          const x100 = odds.map((o) => Math.round(o * 100));
          const singles = x100.reduce(
            (s, o) => s + potentialMinor(numberToMinor(stake), [o], [[0]]),
            0,
          );
          expect(Math.round(slipTotals(picks, 'single', 2, stake).potential * 100)).toBe(singles);
          const multi = potentialMinor(numberToMinor(stake), x100, [x100.map((_, i) => i)]);
          // Beyond the largest payout a bet may have (₺250.000) the server refuses the slip.
          fc.pre(multi <= 25_000_000);
          expect(Math.round(slipTotals(picks, 'multi', 2, stake).potential * 100)).toBe(multi);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('placing the slip again after a lost answer', () => {
  afterEach(() => vi.unstubAllGlobals());
  const slip: SlipSubmit = {
    kind: 'single',
    selections: [{ selectionId: 7, odds: 1.13 }],
    stake: 1,
    oddsPolicy: 'none',
  };
  const placed = { bets: [], balance: 9 };
  const bodies: { requestId?: string }[] = [];
  /** fetch that loses the first `lose` answers, then answers the bet as placed. */
  const stubFetch = (lose: number) => {
    bodies.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)) as { requestId?: string });
        if (bodies.length <= lose) throw new TypeError('Failed to fetch');
        return Response.json({ state: '200', msg: '', success: true, resultData: placed });
      }),
    );
  };

  it('sends the request id, and the same id again when the answer was lost', async () => {
    stubFetch(1);
    const id = requestIdFor(slip, null);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await placeSlip(slip, id)).toEqual(placed);
    expect(bodies.map((b) => b.requestId)).toEqual([id, id]);
  });

  it('gives each submit a new id, and a resubmit of the lost slip its old one', async () => {
    const a = requestIdFor(slip, null);
    const b = requestIdFor(slip, null);
    expect(a).not.toBe(b);
    const lost = { requestId: a, slip: JSON.stringify(slip) };
    expect(requestIdFor(slip, lost)).toBe(a);
    expect(requestIdFor({ ...slip, stake: 2 }, lost)).not.toBe(a);
    stubFetch(2);
    await expect(placeSlip(slip, a)).rejects.toMatchObject({ kind: 'network' });
    expect(bodies.map((x) => x.requestId)).toEqual([a, a]);
  });
});
