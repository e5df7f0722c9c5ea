// Daily sign-in (docs/seed-spec.md S3.5): a calendar of N days (7 unless the operator changes it),
// one claim per Europe/Istanbul day. Claiming on consecutive days walks the streak through
// the calendar; after its last day the next claim starts again at day 1; a day without a
// claim also starts the streak again at day 1. The claim row (unique per player and day) and
// the prize credit (keyed by player and day) are one transaction: racing claims pay once.
import type { Kysely } from 'kysely';
import { minorToNumber } from '@talih/contracts/money.ts';
import { SIGN_IN_TIMEZONE, type SignInState } from '@talih/contracts/engagement.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import type { Ledger } from '../../../ledger/ledger.ts';
import { prizeCredit } from '../../../ledger/prize-movements.ts';
import { istanbulDay } from '../../payments/orders.ts';
import type { BonusPack } from '../../bonus/templates.ts';
import { grantSignInDayBonuses } from '../../bonus/triggers/events.ts';

export const SIGN_IN_DAYS_MAX = 31;
const RECORDS_SHOWN = 14;

/** "2026-11-23" -> "2026-11-22" (calendar arithmetic, no timezone involved). */
export function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function signInDays(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('sign_in_days')
    .select(['day', 'amount_minor'])
    .orderBy('day')
    .limit(SIGN_IN_DAYS_MAX)
    .execute();
  return rows.map((r) => ({ day: r.day, amountMinor: r.amount_minor }));
}

export function signInConfigView(days: { day: number; amountMinor: number }[]) {
  return {
    days: days.map((d) => ({ day: d.day, amount: minorToNumber(d.amountMinor) })),
    timezone: SIGN_IN_TIMEZONE as typeof SIGN_IN_TIMEZONE,
  };
}

interface Streak {
  today: string;
  claimedToday: boolean;
  /** Days of the current streak already claimed. */
  picks: number;
  /** The streak day the next claim pays (or today's, when claimed). */
  nextDay: number;
}

export function streakOf(
  last: { date: string; streak_day: number } | undefined,
  dayCount: number,
  today: string,
): Streak {
  if (last && last.date === today) {
    return { today, claimedToday: true, picks: last.streak_day, nextDay: last.streak_day };
  }
  if (last && last.date === previousDay(today) && last.streak_day < dayCount) {
    return { today, claimedToday: false, picks: last.streak_day, nextDay: last.streak_day + 1 };
  }
  return { today, claimedToday: false, picks: 0, nextDay: 1 };
}

async function stateOf(db: Kysely<DB>, userId: number, now: number): Promise<SignInState> {
  const [days, records] = await Promise.all([
    signInDays(db),
    db
      .selectFrom('sign_in_records')
      .select(['date', 'streak_day', 'amount_minor', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .limit(RECORDS_SHOWN)
      .execute(),
  ]);
  const streak = streakOf(records[0], days.length, istanbulDay(now));
  return {
    picksNew: streak.picks,
    bsignInToday: streak.claimedToday,
    nextDay: streak.nextDay,
    today: streak.today,
    days: signInConfigView(days).days,
    records: records.map((r) => ({
      date: r.date,
      day: r.streak_day,
      amount: minorToNumber(r.amount_minor),
      createTime: r.created_at,
    })),
  };
}

export function signInState(db: Kysely<DB>, userId: number, now = Date.now()) {
  return stateOf(db, userId, now);
}

export async function claimSignIn(
  db: Kysely<DB>,
  ledger: Ledger,
  userId: number,
  /** The pack's bonus rules: sign_in_day templates grant with the claim (absent: none). */
  bonusPack?: BonusPack,
) {
  const paid = await ledger.transact('sign_in_prize', async (tx) => {
    const days = await signInDays(tx.trx);
    const last = await tx.trx
      .selectFrom('sign_in_records')
      .select(['date', 'streak_day'])
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
    const streak = streakOf(last, days.length, istanbulDay(tx.now));
    if (streak.claimedToday) throw new AppError('errors.signIn.already');
    const prize = days.find((d) => d.day === streak.nextDay);
    if (!prize || prize.amountMinor <= 0) throw new AppError('errors.signIn.unavailable');
    // A racing claim of the same day loses on the unique index and, retried, sees this one.
    await tx.trx
      .insertInto('sign_in_records')
      .values({
        user_id: userId,
        date: streak.today,
        streak_day: streak.nextDay,
        amount_minor: prize.amountMinor,
        created_at: tx.now,
      })
      .execute();
    const entry = await prizeCredit(tx, {
      source: 'sign_in',
      reference: `${userId}:${streak.today}`,
      userId,
      amountMinor: prize.amountMinor,
      detail: { streakDay: streak.nextDay },
    });
    if (bonusPack) {
      await grantSignInDayBonuses(tx, bonusPack, {
        userId,
        day: streak.nextDay,
        date: streak.today,
      });
    }
    return {
      day: streak.nextDay,
      amountMinor: prize.amountMinor,
      balance: entry.playerBalanceMinor,
    };
  });
  return {
    day: paid.day,
    amount: minorToNumber(paid.amountMinor),
    totalAssets: minorToNumber(paid.balance ?? 0),
    state: await stateOf(db, userId, Date.now()),
  };
}

/** Replaces the calendar (CLI): one positive amount per day, 1 to 31 days. */
export async function setSignInDays(db: Kysely<DB>, amountsMinor: number[]) {
  if (amountsMinor.length < 1 || amountsMinor.length > SIGN_IN_DAYS_MAX) {
    throw new RangeError(`the calendar needs 1 to ${SIGN_IN_DAYS_MAX} days`);
  }
  for (const a of amountsMinor) {
    if (!Number.isSafeInteger(a) || a <= 0)
      throw new RangeError('every day needs a positive amount');
  }
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sign_in_days').execute();
    await trx
      .insertInto('sign_in_days')
      .values(amountsMinor.map((a, i) => ({ day: i + 1, amount_minor: a, updated_at: now })))
      .execute();
  });
}
