// Real-money sessions through the studio's HTTP API against a fake wallet: what the wallet is
// sent for each round, how its refusals reach the player, and what happens when it is silent.
// The wallet timeout is a parameter: answered calls get one no load on the machine reaches
// (ANSWERED_MS); the test of a bet the wallet never answers opens a studio that gives up sooner.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PLAYER,
  FAKE_TOKEN,
  startFakeWallet,
  type FakeWallet,
} from './testing/fake-wallet.ts';
import { openStudio, type StudioTestApp } from './testing/studio-app.ts';

type ErrorBody = { error: { code: string; message: string } };

let wallet: FakeWallet;
let studio: StudioTestApp;
/** A wallet timeout an answered call never reaches, however busy the machine. */
const ANSWERED_MS = 10_000;
/** The timeout of the unanswered-bet test: the rollback answered beside it must still fit. */
const GIVE_UP_MS = 1_000;

beforeEach(async () => {
  wallet = await startFakeWallet(50_000);
  studio = await openStudio({ walletBaseUrl: () => wallet.baseUrl, walletTimeoutMs: ANSWERED_MS });
});

afterEach(async () => {
  await studio.close();
  await wallet.close();
});

async function open(game: 'slot' | 'mines' | 'crash', lang = 'tk') {
  const res = await studio.post<{ sessionId: string; balanceMinor: number; nickname: string }>(
    'session',
    { mode: 'real', game, lang, token: FAKE_TOKEN },
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('real-money sessions', () => {
  it('authenticates the launch token and shows the wallet’s balance and nickname', async () => {
    const session = await open('slot');
    expect(session).toMatchObject({ balanceMinor: 50_000, nickname: 'Ayşe', mode: 'real' });
    expect(wallet.calls.map((c) => c.action)).toEqual(['authenticate']);
  });

  it('an expired launch token is told to reopen the game from the lobby', async () => {
    const res = await studio.post<ErrorBody>('session', {
      mode: 'real',
      game: 'slot',
      token: 'stale',
      lang: 'en',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(
      'Your session has expired. Please reopen the game from the lobby.',
    );
  });

  it('a slot spin is a bet then a win of the same round, closing it (0.00 too)', async () => {
    const { sessionId } = await open('slot');
    let balance = 50_000;
    for (let i = 0; i < 8; i++) {
      const res = await studio.post<{ roundId: string; winMinor: number; balanceMinor: number }>(
        'slot/spin',
        { sessionId, betMinor: 400 },
      );
      expect(res.status).toBe(200);
      const [bet, win] = wallet.calls.slice(-2);
      expect(bet?.action).toBe('bet');
      expect(win?.action).toBe('win');
      expect(bet?.body).toMatchObject({
        token: FAKE_TOKEN,
        playerId: FAKE_PLAYER,
        roundId: res.body.roundId,
        gameId: 'slot',
        amount: '4.00',
      });
      expect(win?.body).toMatchObject({
        roundId: res.body.roundId,
        roundClosed: true,
        amount: (res.body.winMinor / 100).toFixed(2),
      });
      expect(win?.body.transactionId).not.toBe(bet?.body.transactionId);
      balance = balance - 400 + res.body.winMinor;
      expect(res.body.balanceMinor).toBe(balance);
      expect(wallet.balanceMinor).toBe(balance);
    }
    const ids = wallet.calls.map((c) => c.body.transactionId).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a refused bet tells the player why and plays no round', async () => {
    const { sessionId } = await open('slot');
    wallet.behave = (action) => (action === 'bet' ? { code: 'LIMIT_EXCEEDED' } : 'normal');
    const limit = await studio.post<ErrorBody>('slot/spin', { sessionId, betMinor: 400 });
    expect(limit.status).toBe(403);
    expect(limit.body.error.code).toBe('LIMIT_EXCEEDED');
    wallet.behave = () => 'normal';
    const poor = await studio.post<ErrorBody & { balanceMinor: number }>('slot/spin', {
      sessionId,
      betMinor: 100_000,
    });
    expect(poor.status).toBe(402);
    expect(poor.body.error.message).toBe('Bakiye yetersiz.');
    expect(poor.body.balanceMinor).toBe(50_000);
    expect(wallet.calls.filter((c) => c.action === 'win')).toHaveLength(0);
    // The nonce was not spent on refused bets.
    const spin = await studio.post<{ nonce: number }>('slot/spin', { sessionId, betMinor: 400 });
    expect(spin.body.nonce).toBe(0);
  });

  it('an unanswered bet is rolled back and the round reported cancelled', async () => {
    await studio.close();
    studio = await openStudio({ walletBaseUrl: () => wallet.baseUrl, walletTimeoutMs: GIVE_UP_MS });
    const { sessionId } = await open('slot', 'en');
    wallet.behave = (action) => (action === 'bet' ? 'hang' : 'normal');
    const res = await studio.post<ErrorBody>('slot/spin', { sessionId, betMinor: 400 });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('ROUND_CANCELLED');
    expect(res.body.error.message).toContain('cancelled');
    const bet = wallet.calls.find((c) => c.action === 'bet');
    const rollback = wallet.calls.find((c) => c.action === 'rollback');
    expect(rollback?.body).toMatchObject({
      token: FAKE_TOKEN,
      playerId: FAKE_PLAYER,
      referenceTransactionId: bet?.body.transactionId,
    });
    expect(wallet.balanceMinor).toBe(50_000);
    expect(wallet.calls.some((c) => c.action === 'win')).toBe(false);
  });

  it('an unanswered win is retried with the same transactionId and shown as pending', async () => {
    const { sessionId } = await open('slot');
    // Only money wins go unanswered, so the loop below ends on the first one.
    wallet.behave = (action, body) =>
      action === 'win' && body.amount !== '0.00' ? 'http500' : 'normal';
    type Spin = { winStatus: string; winMinor: number; balanceMinor: number };
    let spin: Spin = { winStatus: 'paid', winMinor: 0, balanceMinor: 50_000 };
    let staked = 0;
    for (let i = 0; i < 40 && spin.winMinor === 0; i++) {
      const res = await studio.post<Spin>('slot/spin', { sessionId, betMinor: 400 });
      expect(res.status).toBe(200);
      spin = res.body;
      staked += 400;
    }
    expect(spin.winMinor).toBeGreaterThan(0);
    expect(spin.winStatus).toBe('pending');
    const wins = wallet.calls.filter((c) => c.action === 'win' && c.body.amount !== '0.00');
    expect(wins.length).toBeGreaterThanOrEqual(4);
    expect(new Set(wins.map((c) => c.body.transactionId)).size).toBe(1);
    const before = await studio.post<{ pendingWins: number }>('balance', { sessionId });
    expect(before.body.pendingWins).toBe(1);
    // The wallet recovers; the background queue delivers the same win.
    wallet.behave = () => 'normal';
    const deadline = Date.now() + 5000;
    let pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pending = (await studio.post<{ pendingWins: number }>('balance', { sessionId })).body
        .pendingWins;
    }
    expect(pending).toBe(0);
    const all = wallet.calls.filter((c) => c.action === 'win' && c.body.amount !== '0.00');
    expect(new Set(all.map((c) => c.body.transactionId)).size).toBe(1);
    expect(wallet.balanceMinor).toBe(50_000 - staked + spin.winMinor);
  });

  it('refuses a second request while the first waits on the wallet', async () => {
    const { sessionId } = await open('slot');
    wallet.behave = (action) => (action === 'bet' ? { delayMs: 80 } : 'normal');
    const [a, b] = await Promise.all([
      studio.post('slot/spin', { sessionId, betMinor: 400 }),
      studio.post<ErrorBody>('slot/spin', { sessionId, betMinor: 400 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = (a.status === 409 ? a : b).body as ErrorBody;
    expect(refused.error.code).toBe('BUSY');
    expect(wallet.calls.filter((c) => c.action === 'bet')).toHaveLength(1);
  });

  it('a mine hit closes the round with a 0.00 win', async () => {
    const { sessionId } = await open('mines');
    const start = await studio.post<{ roundId: string }>('mines/start', {
      sessionId,
      betMinor: 500,
      mineCount: 24,
    });
    let end: { status: string; winMinor: number } = { status: 'open', winMinor: 0 };
    for (let tile = 0; tile < 25 && end.status === 'open'; tile++) {
      end = (await studio.post<typeof end>('mines/reveal', { sessionId, tile })).body;
    }
    const win = wallet.calls.find((c) => c.action === 'win');
    expect(win?.body).toMatchObject({
      roundId: start.body.roundId,
      roundClosed: true,
      amount: (end.winMinor / 100).toFixed(2),
    });
  });

  it('a reload with the same launch token takes the session up again; another token does not', async () => {
    const { sessionId } = await open('mines');
    await studio.post('mines/start', { sessionId, betMinor: 500, mineCount: 2 });
    const calls = wallet.calls.length;
    const again = await studio.post<{ sessionId: string; mines: { status: string } | null }>(
      'session',
      { mode: 'real', game: 'mines', token: FAKE_TOKEN, resumeId: sessionId },
    );
    expect(again.body.sessionId).toBe(sessionId);
    expect(again.body.mines?.status).toBe('open');
    // Taken up without a new authenticate, only a fresh balance.
    expect(wallet.calls.slice(calls).map((c) => c.action)).toEqual(['balance']);
    const other = await studio.post<{ error: { code: string } }>('session', {
      mode: 'real',
      game: 'mines',
      token: 'someone-else',
      resumeId: sessionId,
    });
    expect(other.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('the balance call asks the wallet', async () => {
    const { sessionId } = await open('crash');
    wallet.balanceMinor = 12_345;
    const res = await studio.post<{ balanceMinor: number }>('balance', { sessionId });
    expect(res.body.balanceMinor).toBe(12_345);
  });
});
