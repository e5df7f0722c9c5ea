import { describe, expect, it } from 'vitest';
import { playCrash } from './crash.ts';
import { hashServerSeed } from './fair.ts';
import { minesLayout, playMines } from './mines.ts';
import { playSlot } from './slot.ts';
import { verifyRound } from './verify.ts';

const input = {
  serverSeed: '7f1c0a5e9b3d2c4f6a8e0d1b3c5a7e9f2b4d6f8a0c2e4a6c8e0b2d4f6a8c0e2f',
  clientSeed: 'talih',
  nonce: 42,
};
const serverSeedHash = '02cab28c43d778c077f8f0d874af73f7a017a0a457fdc0c42b3dd76118ea05b5';

describe('verifyRound', () => {
  it('recomputes a slot spin', () => {
    const round = verifyRound('slot', input, { betMinor: 2000 });
    expect(round).toMatchObject({ game: 'slot', serverSeedHash, outcome: playSlot(input, 2000) });
    expect(round.summary).toBe('slot: stops 2 14 16 28 18, bet 20.00, win 0.00 (0.00×) on 0 lines');
    expect(hashServerSeed(input.serverSeed)).toBe(serverSeedHash);
  });

  it('recomputes a mines round, busted or cashed out', () => {
    const mines = minesLayout(input, 5);
    expect(mines).toEqual([1, 9, 12, 14, 19]);
    const cashed = verifyRound('mines', input, { betMinor: 1000, mineCount: 5, revealed: [0, 2] });
    expect(cashed.outcome).toEqual(playMines(input, 1000, 5, [0, 2]));
    expect(cashed.summary).toBe(
      'mines: 5 mines at 1 9 12 14 19, bet 10.00, 2 safe reveals, cashed out 1.56× for 15.60',
    );
    const busted = verifyRound('mines', input, { betMinor: 1000, mineCount: 5, revealed: [0, 9] });
    expect(busted.summary).toBe(
      'mines: 5 mines at 1 9 12 14 19, bet 10.00, 1 safe reveal, hit a mine',
    );
    expect(() => verifyRound('mines', input, { betMinor: 1000 })).toThrow(RangeError);
  });

  it('recomputes a crash round', () => {
    const won = verifyRound('crash', input, { betMinor: 1000, cashOutAt: 1.02 });
    expect(won.outcome).toEqual(playCrash(input, 1000, 1.02));
    expect(won.summary).toBe('crash: point 1.04×, bet 10.00, cash-out 1.02× won 10.20');
    const lost = verifyRound('crash', input, { betMinor: 1000, cashOutAt: 2 });
    expect(lost.summary).toBe('crash: point 1.04×, bet 10.00, cash-out 2.00× lost 10.00');
    const rode = verifyRound('crash', input, { betMinor: 1000 });
    expect(rode.summary).toBe('crash: point 1.04×, bet 10.00, no cash-out');
  });
});
