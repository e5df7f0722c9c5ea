// Counts the wallet's ERROR answers per minute, provider and code, for the back-office live
// panel (nothing else recorded them: refusals only went to the log). One upsert per answer;
// a failure to count is logged and never changes the answer the studio gets.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const MINUTE_MS = 60_000;

export async function countWalletError(
  db: Kysely<DB>,
  provider: string,
  code: string,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('wallet_error_minutes')
    .values({
      minute: Math.floor(now / MINUTE_MS),
      // An unknown provider's name comes from the URL: kept short.
      provider: provider.slice(0, 32),
      code: code.slice(0, 32),
      count: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['minute', 'provider', 'code'])
        .doUpdateSet((eb) => ({ count: eb('wallet_error_minutes.count', '+', 1) })),
    )
    .execute();
}
