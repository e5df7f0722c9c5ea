// Payments test helpers: the operator's bank accounts, a player ready to withdraw (bank card,
// withdrawal password), and a provider that signs webhooks as the real ones do.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JurisdictionPack } from '@talih/contracts/jurisdiction.ts';
import { BUILT_IN_PACKS } from '../jurisdiction/packs.ts';
import { makeTrIban } from '@talih/contracts/iban.ts';
import { webhookHeaders } from '../crypto/webhook-signature.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { insertOperatorBankAccounts } from '../seed/payment-parts.ts';
import type { TestApp } from './backends.ts';
import { createPlayer } from './players.ts';

export const TEST_PAYMENT_SECRETS = {
  PAYMENT_SECRET_HAVALE: 'test-havale-secret-0123456789',
  PAYMENT_SECRET_CRYPTO: 'test-crypto-secret-0123456789',
  PAYMENT_SECRET_CARD: 'test-card-secret-012345678901',
};

export const WITHDRAW_PASSWORD = '482913';
export const GOOD_IBAN = makeTrIban('00064', '4400123456');

export async function seedBankAccounts(t: TestApp) {
  await t.database.db.transaction().execute((trx) => insertOperatorBankAccounts(trx, Date.now()));
}

/** A player with money, a withdrawal password and (optionally) a bank card. */
export async function withdrawingPlayer(t: TestApp, creditMinor: number, withCard = true) {
  const p = await createPlayer(t, creditMinor);
  await t.database.db
    .updateTable('users')
    .set({ withdraw_password_hash: await hashPassword(WITHDRAW_PASSWORD) })
    .where('id', '=', p.userId)
    .execute();
  if (withCard) {
    const res = await t.call(
      '/user/bank/save',
      { holderName: 'Deniz Yıldız', iban: GOOD_IBAN, withdrawPassword: WITHDRAW_PASSWORD },
      { token: p.token },
    );
    if (res.state !== '200') throw new Error(`bank card not saved: ${res.msg}`);
  }
  return p;
}

export type WebhookStatus = 'paid' | 'failed' | 'expired';

/** A provider's webhook: signed with the provider's secret unless told otherwise. */
export async function sendWebhook(
  t: TestApp,
  code: 'havale' | 'crypto' | 'card',
  event: {
    orderId: string;
    status: WebhookStatus;
    amount: string;
    coinAmount?: string;
    eventId?: string;
  },
  secret = TEST_PAYMENT_SECRETS[
    `PAYMENT_SECRET_${code.toUpperCase()}` as keyof typeof TEST_PAYMENT_SECRETS
  ],
  /** When the provider signs it (default now). */
  signedAt = Date.now(),
) {
  const raw = JSON.stringify({
    eventId: event.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    providerRef: `ref-${event.orderId}`,
    sentAt: Date.now(),
    ...event,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/payments/v1/${code}/webhook`,
    headers: { 'content-type': 'application/json', ...webhookHeaders(raw, secret, signedAt) },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as { ok: boolean; outcome?: string } };
}

/**
 * A pack file: the sandbox pack in euros (so Trustly and paysafecard are offered), every
 * other rule the sandbox's, countries open.
 */
export function euroPackFile(currency: 'EUR' | 'GBP' = 'EUR'): string {
  const pack: JurisdictionPack = {
    ...BUILT_IN_PACKS.sandbox!,
    code: `test-${currency.toLowerCase()}`,
    name: `Test pack in ${currency}`,
    currency,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-pack-'));
  const file = path.join(dir, 'pack.json');
  fs.writeFileSync(file, JSON.stringify(pack));
  return file;
}
