// Webhook secrets of the payment providers: PAYMENT_SECRET_<CODE> from the environment, or,
// for a code without one, a random secret generated on first start and kept in app_meta, so
// every instance on the same database agrees and no default secret sits in the repository.
// Production never generates one: config refuses to start without PAYMENT_SECRET_<CODE> for
// every enabled provider, and a switched-off provider has no secret (its webhook is refused).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { DEPOSIT_PROVIDER_CODES, type DepositProviderCode } from '../../adapters/payments/types.ts';

export async function loadPaymentSecrets(
  db: Kysely<DB>,
  config: Pick<Config, 'paymentSecrets' | 'mode'>,
): Promise<Partial<Record<DepositProviderCode, string>>> {
  const out: Partial<Record<DepositProviderCode, string>> = {};
  for (const code of DEPOSIT_PROVIDER_CODES) {
    const configured = config.paymentSecrets[code];
    if (configured) {
      out[code] = configured;
      continue;
    }
    if (config.mode === 'production') continue;
    const key = `payment_secret:${code}`;
    await db
      .insertInto('app_meta')
      .values({ key, value: randomBytes(32).toString('hex'), updated_at: Date.now() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    out[code] = row.value;
  }
  return out;
}
