import { describe, expect, it } from 'vitest';
import {
  evaluateGrid,
  evaluateLine,
  playSlot,
  SLOT_MATH,
  SLOT_SCATTER,
  SLOT_WILD,
  slotExactRtp,
  slotLineRtp,
  slotScatterRtp,
} from './slot.ts';
import { strategyRng, strategyInt } from './strategy-rng.ts';

const BET = 2000; // 20.00 TL: a line bet of 1.00 TL

describe('SLOT_MATH', () => {
  it('is a 5 × 3, 20-line slot whose strips only hold known symbols', () => {
    const ids = SLOT_MATH.symbols.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SLOT_MATH.reels).toHaveLength(5);
    for (const reel of SLOT_MATH.reels) {
      expect(reel.length).toBeGreaterThanOrEqual(30);
      expect(reel.length).toBeLessThanOrEqual(40);
      for (const id of reel) expect(ids).toContain(id);
    }
    expect(SLOT_MATH.lineCount).toBe(20);
    expect(new Set(SLOT_MATH.paylines.map((l) => l.join())).size).toBe(20);
    for (const line of SLOT_MATH.paylines) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
    for (const id of Object.keys(SLOT_MATH.paytable)) expect(ids).toContain(id);
    for (const s of SLOT_MATH.symbols) {
      expect(s.names.tk && s.names.en && s.names['zh-CN']).toBeTruthy();
    }
  });

  it('spaces scatters at least 3 stops apart, so a window shows at most one per reel', () => {
    for (const reel of SLOT_MATH.reels) {
      reel.forEach((id, i) => {
        if (id !== SLOT_SCATTER) return;
        expect(reel[(i + 1) % reel.length]).not.toBe(SLOT_SCATTER);
        expect(reel[(i + 2) % reel.length]).not.toBe(SLOT_SCATTER);
      });
    }
  });

  it('has an exact RTP of 0.96 ± 0.002', () => {
    const rtp = slotExactRtp();
    expect(Math.abs(rtp - SLOT_MATH.statedRtp)).toBeLessThanOrEqual(0.002);
    // Pinned from enumerating all 71,166,096 stop combinations (see SLOT_MATH).
    expect(rtp).toBeCloseTo(0.9600701857, 9);
    expect(slotLineRtp() + slotScatterRtp()).toBe(rtp);
  });
});

describe('evaluateLine', () => {
  const line = (s: string) => evaluateLine(s.split(' '));

  it('pays 3, 4 and 5 of a kind from the left, and nothing for 2 or a gap', () => {
    expect(line('K K K K K')).toEqual({ symbol: 'K', count: 5, multiplier: 200 });
    expect(line('K K K Q K')).toEqual({ symbol: 'K', count: 3, multiplier: 20 });
    expect(line('K K Q K K')).toBeNull();
    expect(line('Q K K K K')).toBeNull();
  });

  it('lets a wild stand for any symbol but the scatter', () => {
    expect(line('A wild A wild K')).toEqual({ symbol: 'A', count: 4, multiplier: 60 });
    expect(line('wild wild A A K')).toEqual({ symbol: 'A', count: 4, multiplier: 60 });
    expect(line('10 wild 10 J J')).toEqual({ symbol: '10', count: 3, multiplier: 12 });
    expect(line('wild scatter A A A')).toBeNull();
    expect(line('A A scatter A A')).toBeNull();
    expect(line('scatter A A A A')).toBeNull();
    expect(line('A wild wild scatter A')).toEqual({ symbol: 'A', count: 3, multiplier: 20 });
  });

  it('pays leading wilds as wilds when that is worth more than the symbol they complete', () => {
    expect(line('wild wild wild wild wild')).toEqual({
      symbol: 'wild',
      count: 5,
      multiplier: 2500,
    });
    expect(line('wild wild wild wild 10')).toEqual({ symbol: 'wild', count: 4, multiplier: 300 });
    expect(line('wild wild wild nazar K')).toEqual({ symbol: 'nazar', count: 4, multiplier: 250 });
    expect(line('wild wild wild J K')).toEqual({ symbol: 'wild', count: 3, multiplier: 60 });
    expect(line('wild wild wild scatter K')).toEqual({ symbol: 'wild', count: 3, multiplier: 60 });
  });

  it('agrees with the definition "the best reading of the line" on random lines', () => {
    const ids = SLOT_MATH.symbols.map((s) => s.id);
    const rng = strategyRng(7);
    for (let i = 0; i < 20_000; i++) {
      const symbols = Array.from({ length: 5 }, () => ids[strategyInt(rng, 0, ids.length - 1)]!);
      let best = 0;
      for (const [id, pays] of Object.entries(SLOT_MATH.paytable)) {
        let n = 0;
        while (n < 5 && (symbols[n] === id || symbols[n] === SLOT_WILD)) n++;
        if (id === SLOT_WILD) n = symbols.findIndex((s) => s !== SLOT_WILD) === -1 ? 5 : n;
        best = Math.max(best, pays[n as 3 | 4 | 5] ?? 0);
      }
      expect(evaluateLine(symbols)?.multiplier ?? 0).toBe(best);
    }
  });
});

describe('evaluateGrid', () => {
  it('pays only the lines that win, on the line bet', () => {
    // Middle row: nazar nazar wild nazar K (4 × nazar); no other line has 3 in a row.
    const grid = [
      ['A', 'nazar', 'Q'],
      ['K', 'nazar', 'J'],
      ['10', 'wild', 'simit'],
      ['cay', 'nazar', 'lale'],
      ['Q', 'K', 'A'],
    ];
    expect(evaluateGrid(grid, BET)).toEqual({
      grid,
      lines: [{ payline: 0, symbol: 'nazar', count: 4, winMinor: 250 * 100 }],
      scatter: null,
      winMinor: 25_000,
      multiplier: 12.5,
    });
  });

  it('pays scatters anywhere on the total bet, on top of line wins', () => {
    const grid = [
      ['scatter', 'J', 'Q'],
      ['K', 'A', 'scatter'],
      ['10', 'wild', 'simit'],
      ['cay', 'nazar', 'lale'],
      ['Q', 'scatter', 'A'],
    ];
    const outcome = evaluateGrid(grid, BET);
    expect(outcome.lines).toEqual([]);
    expect(outcome.scatter).toEqual({ count: 3, winMinor: 3 * BET });
    expect(outcome.winMinor).toBe(3 * BET);
    expect(outcome.multiplier).toBe(3);
    const five = [
      ['A', 'scatter', 'Q'],
      ['K', 'scatter', 'J'],
      ['10', 'scatter', 'simit'],
      ['cay', 'scatter', 'lale'],
      ['Q', 'scatter', 'A'],
    ];
    expect(evaluateGrid(five, BET).scatter).toEqual({ count: 5, winMinor: 100 * BET });
  });

  it('pays every line of a screen full of wilds', () => {
    const grid = Array.from({ length: 5 }, () => ['wild', 'wild', 'wild']);
    const outcome = evaluateGrid(grid, BET);
    expect(outcome.lines).toHaveLength(20);
    expect(outcome.winMinor).toBe(20 * 2500 * 100);
    expect(outcome.multiplier).toBe(2500);
  });

  it('floors the display multiplier to 2 decimals and keeps wins whole kuruş', () => {
    const grid = [
      ['J', 'K', 'Q'],
      ['J', 'A', '10'],
      ['J', 'cay', 'simit'],
      ['Q', 'nazar', 'lale'],
      ['Q', 'K', 'A'],
    ];
    // J × 3 on payline 1 (top row) pays 12 line bets; bet 60 → line bet 3 → win 36 (0.60×).
    const outcome = evaluateGrid(grid, 60);
    expect(outcome.lines).toEqual([{ payline: 1, symbol: 'J', count: 3, winMinor: 36 }]);
    expect(outcome.multiplier).toBe(0.6);
    expect(evaluateGrid(grid, 140).multiplier).toBe(0.6); // 84 / 140 = 0.6
    expect(evaluateGrid(grid, 7000).winMinor).toBe(4200);
  });

  it('refuses bets that do not split evenly over 20 lines, and malformed grids', () => {
    const grid = Array.from({ length: 5 }, () => ['A', 'K', 'Q']);
    for (const bet of [0, -20, 30, 20.5, Number.NaN, 2 ** 60]) {
      expect(() => evaluateGrid(grid, bet)).toThrow(RangeError);
    }
    expect(() => evaluateGrid(grid.slice(1), BET)).toThrow(RangeError);
    expect(() => evaluateGrid([...grid.slice(1), ['A', 'K']], BET)).toThrow(RangeError);
    expect(() => evaluateGrid([...grid.slice(1), ['A', 'K', 'X']], BET)).toThrow(RangeError);
  });
});

describe('playSlot', () => {
  const input = { serverSeed: 'slot-unit', clientSeed: 'c', nonce: 0 };

  it('shows 3 consecutive stops of each strip from floor(float × length), wrapping', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const spin = playSlot({ ...input, nonce }, BET);
      spin.stops.forEach((stop, r) => {
        const reel = SLOT_MATH.reels[r]!;
        expect(spin.grid[r]).toEqual([0, 1, 2].map((k) => reel[(stop + k) % reel.length]));
      });
      expect(spin.winMinor).toBe(evaluateGrid(spin.grid, BET).winMinor);
      expect(Number.isSafeInteger(spin.winMinor)).toBe(true);
    }
  });

  it('is deterministic for a fair input', () => {
    expect(playSlot(input, BET)).toEqual(playSlot(input, BET));
    expect(() => playSlot(input, 10)).toThrow(RangeError);
  });
});
