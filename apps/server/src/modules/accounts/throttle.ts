// Wrong-password backoff per phone, whatever IP the tries come from: 5 failures lock the phone
// for 15 minutes, each further failure doubles it, up to a day. Unknown phones are throttled
// exactly like known ones, so a lockout says nothing about whether a phone is registered.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export const FREE_FAILURES = 5;
const BASE_LOCK_MS = 15 * 60 * 1000;
const LOCK_MS_MAX = 24 * 60 * 60 * 1000;
/** Failures (before the new attempt) from which the lock is LOCK_MS_MAX whatever follows. */
const stepFailuresMax = (free: number) =>
  free + Math.ceil(Math.log2(LOCK_MS_MAX / BASE_LOCK_MS)) - 1;

/** The lock after `failures` failures; `free` of them lock nothing (a slower throttle: more). */
export function lockDurationMs(failures: number, free = FREE_FAILURES): number {
  if (failures < free) return 0;
  return Math.min(LOCK_MS_MAX, BASE_LOCK_MS * 2 ** (failures - free));
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

/**
 * Counts one password attempt before the password is checked, in a single conditional upsert:
 * the attempt that reaches FREE_FAILURES sets the lock in the same statement, so parallel
 * guesses cannot all slip past a check made before any of them failed. Answers false, counting
 * nothing, while the phone is locked. A right password then clears the count.
 */
export async function reserveAttempt(
  db: Kysely<DB>,
  phone: string,
  now = Date.now(),
  free = FREE_FAILURES,
): Promise<boolean> {
  const STEP_FAILURES_MAX = stepFailuresMax(free);
  const row = await db
    .insertInto('login_throttle')
    .values({ phone, failures: 1, locked_until: now + lockDurationMs(1, free), updated_at: now })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet((eb) => {
          // locked_until for the attempt numbered failures + 1, one branch per backoff step.
          let lock = eb
            .case()
            .when('login_throttle.failures', '>=', STEP_FAILURES_MAX)
            .then(eb.val(now + LOCK_MS_MAX));
          for (let f = STEP_FAILURES_MAX - 1; f >= free - 1; f--) {
            lock = lock
              .when('login_throttle.failures', '=', f)
              .then(eb.val(now + lockDurationMs(f + 1, free)));
          }
          return {
            failures: eb('login_throttle.failures', '+', 1),
            locked_until: lock.else(eb.ref('login_throttle.locked_until')).end(),
            updated_at: now,
          };
        })
        .where('login_throttle.locked_until', '<=', now),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/** Lifts the count and any lock: the phone was proven another way (a reset by SMS code). */
export async function clearFailures(db: Kysely<DB>, phone: string) {
  await db.deleteFrom('login_throttle').where('phone', '=', phone).execute();
}

/**
 * A right password forgives the failures counted before it, but not a lock that wrong guesses
 * set while it was being checked: its attempt was reserved while the phone was open, so a lock
 * there now came from guesses racing it, and lifting it would give them a fresh five.
 */
export async function forgiveFailures(db: Kysely<DB>, phone: string, now = Date.now()) {
  await db
    .deleteFrom('login_throttle')
    .where('phone', '=', phone)
    .where('locked_until', '<=', now)
    .execute();
}
