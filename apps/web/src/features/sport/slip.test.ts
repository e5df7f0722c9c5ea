// The bet slip's arithmetic and rules: totals of singles, an accumulator and a system bet; one
// pick per event; the type follows the number of picks; odds changes are kept apart from the
// odds the player accepted until accepted.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseStake, slipTotals } from './BetSlip.tsx';
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
});
