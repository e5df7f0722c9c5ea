// Players with money for wallet tests: a registered player row, a login session, a balance
// credited through the ledger (an operator adjustment, as the CLI makes), and a signed studio
// client that calls the provider wallet API over the app's HTTP interface.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getGameUrlByGame } from '@talih/contracts/games.ts';
import type { ProviderAction, ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import type { DB } from '../db/schema.ts';
import { operatorAdjustment } from '../ledger/game-movements.ts';
import { createSession } from '../sessions/sessions.ts';
import { signBody } from '../crypto/body-signature.ts';
import { seedDemoData } from '../seed/demo.ts';
import { openTestApp, type Backend, type TestApp } from './backends.ts';
import { answer } from './calls.ts';

let seq = 0;

/** A registered player's row, straight into the database (registration has its own tests). */
export async function insertPlayer(db: Kysely<DB>, mobile: string, nickname: string) {
  const now = Date.now();
  const user = await db
    .insertInto('users')
    .values({
      role: 'player',
      device_number: null,
      mobile,
      nickname,
      lang: 'tk',
      adid: null,
      gaid: null,
      created_at: now,
      updated_at: now,
      registered_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function createPlayer(t: TestApp, creditMinor = 0) {
  const now = Date.now();
  const mobile = `90559${String(now % 1e4).padStart(4, '0')}${String(seq++ % 1e4).padStart(4, '0')}`;
  const userId = await insertPlayer(t.database.db, mobile, `Oyuncu${seq}`);
  const { token } = await createSession(t.database.db, userId, {});
  if (creditMinor > 0) await credit(t, userId, creditMinor);
  return { userId, token, mobile };
}

/** A test app with the demo games, ready for launches. */
export async function openWalletTestApp(backend: Backend, env: Record<string, string> = {}) {
  const t = await openTestApp(backend, env);
  await seedDemoData(t.app.talih.services);
  return t;
}

/** A credited player with a live real-money launch of game 1 (the slot). */
export async function walletPlayer(t: TestApp, creditMinor: number) {
  const p = await createPlayer(t, creditMinor);
  return { ...p, launch: await launchReal(t, p.token), playerId: String(p.userId) };
}

type Launched = { launch: string; playerId: string };

/** A bet in a new round of the slot, with a fresh transaction id. */
export const betBody = (p: Launched, amount: string, extra: Record<string, unknown> = {}) => ({
  token: p.launch,
  playerId: p.playerId,
  transactionId: txId(),
  roundId: txId(),
  gameId: 'slot',
  amount,
  ...extra,
});

export const rollbackBody = (p: Launched, referenceTransactionId: string) => ({
  token: p.launch,
  playerId: p.playerId,
  transactionId: txId(),
  referenceTransactionId,
});

export async function credit(t: TestApp, userId: number, amountMinor: number) {
  await t.app.talih.services.ledger.transact('test_credit', (tx) =>
    operatorAdjustment(tx, {
      direction: 'credit',
      userId,
      amountMinor,
      reason: 'test funds',
      key: randomBytes(8).toString('hex'),
      actor: 'test',
    }),
  );
}

/** Launches a game for real through the seed API and answers the launch token. */
export async function launchReal(t: TestApp, sessionToken: string, gameId = 1) {
  const res = await answer(t, getGameUrlByGame, { gameId, isReal: 1 }, { session: sessionToken });
  if (res.state !== '200') throw new Error(`launch failed: ${res.msg}`);
  const token = new URL(res.resultData.gameUrl, 'http://x').searchParams.get('token');
  if (!token) throw new Error('no launch token in the game URL');
  return token;
}

/** A studio's view of the wallet: signed JSON calls, answers parsed. */
export function studioClient(
  t: TestApp,
  secret = t.config.PROVIDER_SECRET_SANDBOX,
  provider = 'sandbox',
) {
  return async (action: ProviderAction | string, body: unknown, signWith = secret) => {
    const raw = JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: `/provider/v1/${provider}/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, signWith) },
      payload: raw,
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
    return res.json() as ProviderAnswer & Record<string, unknown>;
  };
}

export const txId = () => `tx-${randomBytes(8).toString('hex')}`;
