// Demo sessions play every game with 1,000.00 of play money and never reach the wallet: the
// test app's wallet URL throws if it is ever read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multiplierAt } from '../games/crash.ts';
import { SLOT_MATH } from '../games/slot.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

let studio: StudioTestApp;
let walletReads = 0;

beforeEach(async () => {
  walletReads = 0;
  studio = await openStudio({
    walletBaseUrl: () => {
      walletReads += 1;
      throw new Error('demo mode must not call the wallet');
    },
  });
});

afterEach(async () => {
  await studio.close();
  expect(walletReads).toBe(0);
});

async function open(game: 'slot' | 'mines' | 'crash') {
  const res = await studio.post<{ sessionId: string; balanceMinor: number }>('session', {
    mode: 'demo',
    game,
    lang: 'tk',
  });
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * A slot session whose play money is below ₺1.000, so a ₺1.000 bet is above what is left. Most
 * sessions get there within a spin or two (the slot returns less than it takes), but a big win
 * can lift one far above (₺77.850 after 200 spins in one CI run), and draining that takes
 * thousands of spins: such a session is left for a fresh one.
 */
async function slotSessionBelowOneThousand(): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { sessionId } = await open('slot');
    let left = 100_000;
    for (let spin = 0; spin < 50 && left >= 100_000 && left < 300_000; spin++) {
      const res = await studio.post<{ balanceMinor: number }>('slot/spin', {
        sessionId,
        betMinor: 100_000,
      });
      expect(res.status).toBe(200);
      left = res.body.balanceMinor;
    }
    if (left < 100_000) return sessionId;
  }
  throw new Error('twenty slot sessions stayed at ₺1.000 or more');
}

describe('demo mode', () => {
  it('opens with 1,000.00 TRY of play money and a published seed hash', async () => {
    const res = await studio.post('session', { mode: 'demo', game: 'slot', lang: 'en' });
    expect(res.body).toMatchObject({
      mode: 'demo',
      balanceMinor: 100_000,
      currency: 'TRY',
      nickname: 'Demo player',
      fair: { nonce: 0 },
    });
    const fair = res.body.fair as { serverSeedHash: string; clientSeed: string };
    expect(fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(res.body)).not.toContain('serverSeed"');
    expect(res.body.info).toMatchObject({ lineCount: SLOT_MATH.lineCount, statedRtp: 0.96 });
  });

  it('ignores a token in demo mode', async () => {
    const res = await studio.post('session', { mode: 'demo', game: 'slot', token: 'x' });
    expect(res.status).toBe(200);
  });

  it('spins the slot: stake out, win in, nonce moving on', async () => {
    const { sessionId } = await open('slot');
    let balance = 100_000;
    for (let nonce = 0; nonce < 20; nonce++) {
      const res = await studio.post<{
        balanceMinor: number;
        winMinor: number;
        nonce: number;
        grid: string[][];
        winStatus: string;
      }>('slot/spin', { sessionId, betMinor: 200 });
      expect(res.status).toBe(200);
      expect(res.body.nonce).toBe(nonce);
      expect(res.body.grid).toHaveLength(5);
      expect(res.body.winStatus).toBe('paid');
      balance = balance - 200 + res.body.winMinor;
      expect(res.body.balanceMinor).toBe(balance);
    }
  });

  it('refuses a bet above the limit, and one above the play money left', async () => {
    const { sessionId: first } = await open('slot');
    const tooBig = await studio.post<{ error: { code: string; message: string } }>('slot/spin', {
      sessionId: first,
      betMinor: 100_000 + SLOT_MATH.lineCount * 100,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toEqual({
      code: 'BAD_BET',
      message: expect.stringContaining('₺1.000,00'),
    });
    const sessionId = await slotSessionBelowOneThousand();
    const refused = await studio.post<{ error?: { message: string } }>('slot/spin', {
      sessionId,
      betMinor: 100_000,
    });
    expect(refused.status).toBe(402);
    expect(refused.body.error?.message).toBe('Bakiye yetersiz.');
  });

  it('plays mines to the end and shows the layout only then', async () => {
    const { sessionId } = await open('mines');
    const start = await studio.post<{ mines: unknown; status: string; balanceMinor: number }>(
      'mines/start',
      { sessionId, betMinor: 1000, mineCount: 24 },
    );
    expect(start.body).toMatchObject({ status: 'open', mines: null, balanceMinor: 99_000 });
    // 24 mines in 25 tiles: the first reveal almost surely ends the round either way.
    type View = { status: string; mines: number[] | null; winMinor: number | null };
    let last: View = { status: 'open', mines: null, winMinor: null };
    for (let tile = 0; tile < 25 && last.status === 'open'; tile++) {
      last = (await studio.post<View>('mines/reveal', { sessionId, tile })).body;
    }
    expect(last.status).toMatch(/lost|cashed/);
    expect(last.mines).toHaveLength(24);
  });

  it('crash: a cash-out is judged by the server clock, both when it beats the crash and not', async () => {
    const { sessionId } = await open('crash');
    // Rounds are random: play until both outcomes have been judged (a round at 2 s wins about
    // four times in five), so each branch's assertions run on every run.
    const seen = { cashedOut: 0, crashedFirst: 0 };
    for (let round = 0; round < 200 && !(seen.cashedOut && seen.crashedFirst); round++) {
      const bet = await studio.post<{ round: { elapsedMs: number } | null }>('crash/bet', {
        sessionId,
        betMinor: 1000,
      });
      expect(bet.status).toBe(200);
      if (bet.body.round === null) continue; // an instant 1.00× crash: nothing to cash out
      studio.clock.ms += 2000;
      const res = await studio.post<{
        round: unknown;
        last: { cashOutAt: number | null; winMinor: number; point: number };
      }>('crash/cashout', { sessionId });
      expect(res.body.round).toBeNull();
      const { last } = res.body;
      if (last.cashOutAt !== null) {
        seen.cashedOut++;
        expect(last.cashOutAt).toBe(multiplierAt(2000));
        expect(last.winMinor).toBe(Math.floor(1000 * multiplierAt(2000)));
        expect(last.point).toBeGreaterThan(multiplierAt(2000));
      } else {
        seen.crashedFirst++;
        expect(last.point).toBeLessThanOrEqual(multiplierAt(2000));
        expect(last.winMinor).toBe(0);
      }
    }
    expect(seen.cashedOut).toBeGreaterThan(0);
    expect(seen.crashedFirst).toBeGreaterThan(0);
  });
});
