// Players with money for wallet tests: a registered player row, a login session, a balance
// credited through the ledger (an operator adjustment, as the CLI makes), and a signed studio
// client that calls the provider wallet API over the app's HTTP interface.
import { randomBytes } from 'node:crypto';
import type { ProviderAction, ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import { operatorAdjustment } from '../ledger/movements.ts';
import { createSession } from '../modules/accounts/sessions.ts';
import { signBody } from '../modules/provider-wallet/signature.ts';
import type { TestApp } from './backends.ts';

let seq = 0;

export async function createPlayer(t: TestApp, creditMinor = 0) {
  const now = Date.now();
  const mobile = `90559${String(now % 1e4).padStart(4, '0')}${String(seq++ % 1e4).padStart(4, '0')}`;
  const user = await t.database.db
    .insertInto('users')
    .values({
      role: 'player',
      device_number: null,
      mobile,
      nickname: `Oyuncu${seq}`,
      lang: 'tk',
      adid: null,
      gaid: null,
      created_at: now,
      updated_at: now,
      registered_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.database.db, user.id, {});
  if (creditMinor > 0) await credit(t, user.id, creditMinor);
  return { userId: user.id, token, mobile };
}

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
  const res = await t.call<{ gameUrl: string }>(
    '/labelGame/getGameUrlByGame',
    { gameId, isReal: 1 },
    { token: sessionToken },
  );
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
