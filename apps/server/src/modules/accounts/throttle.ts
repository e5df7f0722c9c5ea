// Wrong-password backoff per phone, whatever IP the tries come from: 5 failures lock the phone
// for 15 minutes, each further failure doubles it, up to a day. Unknown phones are throttled
// exactly like known ones, so a lockout says nothing about whether a phone is registered.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const FREE_FAILURES = 5;
const BASE_LOCK_MS = 15 * 60 * 1000;
const MAX_LOCK_MS = 24 * 60 * 60 * 1000;

export function lockDurationMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds the phone stays locked (0 when it may try). */
export async function lockedForMs(db: Kysely<DB>, phone: string, now = Date.now()) {
  const row = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row ? Math.max(0, row.locked_until - now) : 0;
}

export async function recordFailure(db: Kysely<DB>, phone: string, now = Date.now()) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('login_throttle')
      .select('failures')
      .where('phone', '=', phone)
      .executeTakeFirst();
    const failures = (row?.failures ?? 0) + 1;
    const lockedUntil = now + lockDurationMs(failures);
    await trx
      .insertInto('login_throttle')
      .values({ phone, failures, locked_until: lockedUntil, updated_at: now })
      .onConflict((oc) =>
        oc.column('phone').doUpdateSet((eb) => ({
          failures: eb('login_throttle.failures', '+', 1),
          locked_until: lockedUntil,
          updated_at: now,
        })),
      )
      .execute();
  });
}

export async function clearFailures(db: Kysely<DB>, phone: string) {
  await db.deleteFrom('login_throttle').where('phone', '=', phone).execute();
}
