// The wallet client against a fake wallet over real HTTP: signatures, and what happens when a
// bet or a win goes unanswered. The client's timeout is a parameter of each test: the calls
// the wallet answers get a budget no load on the machine exhausts (ANSWERED_MS), and only the
// tests of an unanswered call, whose wallet never answers it, use a short one (GIVE_UP_MS).
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_PLAYER,
  FAKE_SECRET,
  FAKE_TOKEN,
  startFakeWallet,
  type FakeWallet,
} from './testing/fake-wallet.ts';
import { createWalletClient, type WalletClient } from './wallet-client.ts';
import { signBody } from './wallet-transport.ts';

const silentLog = { info() {}, warn() {}, error() {} };
/** A timeout an answered call never reaches, however busy the machine. */
const ANSWERED_MS = 10_000;
/** The timeout of the tests of unanswered calls: the calls answered beside them must still fit. */
const GIVE_UP_MS = 1_000;
const round = { token: FAKE_TOKEN, playerId: FAKE_PLAYER, roundId: 'sbx-rd-test', gameId: 'slot' };

let wallet: FakeWallet;
let client: WalletClient;

function makeClient(
  overrides: { secret?: string; baseUrl?: () => string; timeoutMs?: number } = {},
) {
  return createWalletClient({
    baseUrl: overrides.baseUrl ?? (() => wallet.baseUrl),
    providerCode: 'sandbox',
    secret: overrides.secret ?? FAKE_SECRET,
    timeoutMs: overrides.timeoutMs ?? ANSWERED_MS,
    retryDelaysMs: [10, 10],
    backgroundDelayMs: () => 20,
    log: silentLog,
  });
}

beforeEach(async () => {
  wallet = await startFakeWallet(10_000);
  client = makeClient();
});

afterEach(async () => {
  client.close();
  await wallet.close();
});

describe('signing', () => {
  it('signs the exact raw body with HMAC-SHA256 in hex', async () => {
    const result = await client.authenticate(FAKE_TOKEN);
    expect(result).toMatchObject({
      kind: 'ok',
      answer: { playerId: FAKE_PLAYER, balance: '100.00' },
    });
    const call = wallet.calls[0];
    expect(call?.signatureValid).toBe(true);
    expect(call?.signature).toBe(
      createHmac('sha256', FAKE_SECRET)
        .update(call?.rawBody ?? '')
        .digest('hex'),
    );
    expect(signBody('{"a":1}', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('posts to /provider/v1/<code>/<action> on the base URL read at call time', async () => {
    let base = 'http://127.0.0.1:1';
    const late = makeClient({ baseUrl: () => base });
    base = wallet.baseUrl;
    expect(await late.balance(FAKE_TOKEN, FAKE_PLAYER)).toMatchObject({ kind: 'ok' });
    late.close();
  });

  it('a wrong secret is refused by the wallet', async () => {
    const wrong = makeClient({ secret: 'not-the-secret' });
    expect(await wrong.authenticate(FAKE_TOKEN)).toMatchObject({
      kind: 'refused',
      code: 'INVALID_SIGNATURE',
    });
    wrong.close();
  });
});

describe('bets', () => {
  it('an answered bet moves the balance and gives Talih’s answer', async () => {
    const result = await client.bet(round, '12.50');
    expect(result).toMatchObject({ kind: 'ok', answer: { balance: '87.50' } });
    expect(wallet.calls.map((c) => c.action)).toEqual(['bet']);
  });

  it('a refused bet is not rolled back', async () => {
    const result = await client.bet(round, '500.00');
    expect(result).toMatchObject({
      kind: 'refused',
      code: 'INSUFFICIENT_FUNDS',
      balance: '100.00',
    });
    expect(wallet.calls.map((c) => c.action)).toEqual(['bet']);
  });

  it('a bet that times out is rolled back with a new id referencing it, refunding the stake', async () => {
    wallet.behave = (action) => (action === 'bet' ? 'hang' : 'normal');
    const impatient = makeClient({ timeoutMs: GIVE_UP_MS });
    const result = await impatient.bet(round, '10.00');
    impatient.close();
    expect(result.kind).toBe('cancelled');
    const [bet, rollback] = wallet.calls;
    expect(rollback?.action).toBe('rollback');
    expect(rollback?.body.referenceTransactionId).toBe(bet?.body.transactionId);
    expect(rollback?.body.transactionId).not.toBe(bet?.body.transactionId);
    expect(String(rollback?.body.transactionId)).toMatch(/^sbx-/);
    // The slow wallet took the stake; the rollback gave it back.
    expect(wallet.balanceMinor).toBe(10_000);
  });

  it('a bet answered with HTTP 500 is rolled back too', async () => {
    wallet.behave = (action) => (action === 'bet' ? 'http500' : 'normal');
    expect((await client.bet(round, '10.00')).kind).toBe('cancelled');
    expect(wallet.calls.map((c) => c.action)).toEqual(['bet', 'rollback']);
  });

  it('an unreachable wallet cancels the bet and keeps retrying the rollback in the background', async () => {
    let base = 'http://127.0.0.1:1';
    const flaky = makeClient({ baseUrl: () => base });
    const result = await flaky.bet(round, '10.00');
    expect(result).toMatchObject({ kind: 'cancelled', rollbackDelivered: false });
    expect(flaky.queuedCount()).toBe(1);
    base = wallet.baseUrl; // the wallet comes back
    await waitFor(() => flaky.queuedCount() === 0);
    const rollback = wallet.calls.find((c) => c.action === 'rollback');
    expect(rollback?.body.referenceTransactionId).toBe(
      (result as { transactionId: string }).transactionId,
    );
    flaky.close();
  });
});

describe('wins', () => {
  it('a win that times out is re-sent with the same transactionId until answered', async () => {
    wallet.behave = (action, _body, nth) => (action === 'win' && nth <= 2 ? 'hang' : 'normal');
    const impatient = makeClient({ timeoutMs: GIVE_UP_MS });
    const result = await impatient.win(round, '5.00');
    impatient.close();
    expect(result.kind).toBe('ok');
    const wins = wallet.calls.filter((c) => c.action === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((c) => c.body.transactionId)).size).toBe(1);
    expect(new Set(wins.map((c) => c.rawBody)).size).toBe(1);
    expect(wins[0]?.body.roundClosed).toBe(true);
    // The hung tries credited once; the replays answered the first result.
    expect(wallet.balanceMinor).toBe(10_500);
  });

  it('a win still unanswered after the retries is pending and lands from the background queue', async () => {
    wallet.behave = (action, _body, nth) => (action === 'win' && nth <= 4 ? 'http500' : 'normal');
    const result = await client.win(round, '7.00');
    expect(result.kind).toBe('pending');
    expect(client.queuedCount()).toBe(1);
    const answer = await (result as { settled: Promise<unknown> }).settled;
    expect(answer).toMatchObject({ status: 'OK', balance: '107.00' });
    expect(client.queuedCount()).toBe(0);
    const wins = wallet.calls.filter((c) => c.action === 'win');
    expect(wins.length).toBeGreaterThanOrEqual(5);
    expect(new Set(wins.map((c) => c.body.transactionId)).size).toBe(1);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
