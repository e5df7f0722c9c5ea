// Webhook secrets of the payment providers: PAYMENT_SECRET_<CODE> from the environment, or,
// for a code without one, a random secret generated on first start and kept in app_meta, so
// every instance on the same database agrees and no default secret sits in the repository.
// The kept value is sealed with AES-256-GCM under a key derived from SECRETS_KEY: a copy of
// the database alone cannot forge webhooks. A value kept in clear by an older version is
// sealed the first time it is loaded. Production never generates one: config refuses to start
// without PAYMENT_SECRET_<CODE> for every enabled provider, and a switched-off provider has no
// secret (its webhook is refused).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { DEPOSIT_PROVIDER_CODES, type DepositProviderCode } from '../../adapters/payments/types.ts';
import { deriveKey, isSealed, openSecret, sealSecret } from '../../crypto/secret-box.ts';

export const PAYMENT_SECRET_KEY_PURPOSE = 'payment-secrets';

export async function loadPaymentSecrets(
  db: Kysely<DB>,
  config: Pick<Config, 'paymentSecrets' | 'SECRETS_KEY' | 'mode'>,
): Promise<Partial<Record<DepositProviderCode, string>>> {
  const key = deriveKey(config.SECRETS_KEY, PAYMENT_SECRET_KEY_PURPOSE);
  const out: Partial<Record<DepositProviderCode, string>> = {};
  for (const code of DEPOSIT_PROVIDER_CODES) {
    const configured = config.paymentSecrets[code];
    if (configured) out[code] = configured;
    else if (config.mode !== 'production') {
      out[code] = await keptSecret(db, `payment_secret:${code}`, key);
    }
  }
  return out;
}

async function keptSecret(db: Kysely<DB>, metaKey: string, key: Buffer): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({
      key: metaKey,
      value: sealSecret(randomBytes(32).toString('hex'), key),
      updated_at: Date.now(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', metaKey)
    .executeTakeFirstOrThrow();
  if (isSealed(row.value)) {
    try {
      return openSecret(row.value, key);
    } catch {
      throw new Error(
        `${metaKey} does not open with SECRETS_KEY: is it the key it was sealed with?`,
      );
    }
  }
  // Kept in clear by an older version: seal it in place (once, whichever instance is first).
  await db
    .updateTable('app_meta')
    .set({ value: sealSecret(row.value, key), updated_at: Date.now() })
    .where('key', '=', metaKey)
    .where('value', '=', row.value)
    .execute();
  return row.value;
}
