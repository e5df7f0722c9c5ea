// The daily fetch of Hub88's transaction list (docs/hub88.md "Daily reconciliation"): a UTC
// day's transactions from the Transactions API, kept as Hub88 listed them (a day fetched again
// replaces its rows), so that `talih reconcile` compares them with the ledger without calling
// Hub88 (./reconcile-checks.ts). Run once a day on the leading instance, for the day before.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import type { Hub88Client } from './client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More than a day of one operator's play: a runaway answer stops the fetch, not the database. */
export const HUB88_LISTED_MAX = 500_000;
const BATCH = 500;

/** An item of Hub88's list (fixtures/transactions-api.json): the fields reconcile compares. */
const listedItem = z.looseObject({
  transaction_uuid: z.string().min(1).max(256),
  type: z.enum(['bet', 'win', 'rollback']),
  status: z.string().min(1).max(32),
  user: z.string().min(1).max(64),
  round: z.string().max(256).nullable().optional(),
  amount: z.number().int().min(0).optional(),
  reference_transaction_uuid: z.string().max(256).nullable().optional(),
  is_free: z.boolean().optional(),
});

/** The UTC day (YYYY-MM-DD) before the one `now` falls in. */
export const dayBefore = (now: number) => new Date(now - DAY_MS).toISOString().slice(0, 10);

export async function fetchHub88Day(
  db: Kysely<DB>,
  client: Pick<Hub88Client, 'transactions'>,
  day: string,
  now = Date.now(),
): Promise<{ day: string; listed: number }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day: ${day}`);
  const answer = await client.transactions({
    start_time: `${day}T00:00:00`,
    end_time: `${day}T23:59:59`,
  });
  const items = z.array(listedItem).max(HUB88_LISTED_MAX).parse(answer);
  const rows = items.map((t) => ({
    transaction_uuid: t.transaction_uuid,
    day,
    kind: t.type,
    status: t.status,
    user: t.user,
    round: t.round ?? '',
    amount_units: t.amount ?? 0,
    reference_transaction_uuid: t.reference_transaction_uuid ?? null,
    is_free: t.is_free ? 1 : 0,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('hub88_listed_transactions').where('day', '=', day).execute();
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('hub88_listed_transactions')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) => oc.column('transaction_uuid').doNothing())
        .execute();
    }
    await trx
      .insertInto('hub88_listed_days')
      .values({ day, listed: rows.length, fetched_at: now })
      .onConflict((oc) => oc.column('day').doUpdateSet({ listed: rows.length, fetched_at: now }))
      .execute();
  });
  return { day, listed: rows.length };
}
