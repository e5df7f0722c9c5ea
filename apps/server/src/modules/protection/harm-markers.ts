// Signs of harm: each marker's value for one player at a moment, from the player's own history
// (deposits, withdrawals, rounds, play sessions, limit changes, exclusions), with the facts its
// plain-words "why" is written from. Thresholds and weights are the jurisdiction pack's data
// (pack.harm); harm-tasks.ts stores the result and opens the interaction task.
import type { Kysely } from 'kysely';
import type { HarmMarker, HarmSettings } from '@talih/contracts/jurisdiction.ts';
import type { DB } from '../../db/schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The window most markers look at, and deposit_rise's history before it (4 weeks). */
const WEEK_MS = 7 * DAY_MS;
const HISTORY_MS = 4 * WEEK_MS;
const LIMIT_WINDOW_MS = 30 * DAY_MS;
/** What "after" means for deposits after a decline, play after a cancel, chasing a loss. */
const FOLLOW_MS = DAY_MS;
/** Night is 00:00 to 06:00 in the pack's time zone. */
const NIGHT_END_HOUR = 6;
/** A limit on every list read, so one busy player can't stall the job. */
const ROWS_MAX = 5000;

export interface MarkerValue {
  code: HarmMarker;
  value: number;
  facts: Record<string, number | string>;
}

type Db = Kysely<DB>;
const n = (v: unknown) => Number(v ?? 0);

async function depositSum(db: Db, userId: number, from: number, to: number) {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('confirmed_at', '>', from)
    .where('confirmed_at', '<=', to)
    .executeTakeFirst();
  return n(row?.total);
}

/** The last 7 days' deposits as a percentage of the weekly average of the 4 weeks before. */
async function depositRise(db: Db, userId: number, now: number): Promise<MarkerValue> {
  const weekMinor = await depositSum(db, userId, now - WEEK_MS, now);
  const historyMinor = await depositSum(db, userId, now - WEEK_MS - HISTORY_MS, now - WEEK_MS);
  const averageMinor = Math.round(historyMinor / 4);
  // No history is no rise against the player's own history (a new player's first week).
  const value = averageMinor > 0 ? Math.round((weekMinor * 100) / averageMinor) : 0;
  return { code: 'deposit_rise', value, facts: { weekMinor, averageMinor } };
}

/** Deposits confirmed in the last 7 days within 24 h after a declined (failed/rejected) one. */
async function depositAfterDecline(db: Db, userId: number, now: number): Promise<MarkerValue> {
  const declined = await db
    .selectFrom('deposit_orders')
    .select('updated_at')
    .where('user_id', '=', userId)
    .where('status', 'in', ['failed', 'rejected'])
    .where('updated_at', '>', now - WEEK_MS - FOLLOW_MS)
    .limit(ROWS_MAX)
    .execute();
  const confirmed = await db
    .selectFrom('deposit_orders')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('confirmed_at', '>', now - WEEK_MS)
    .limit(ROWS_MAX)
    .execute();
  const declines = declined.map((d) => n(d.updated_at));
  const value = confirmed.filter((c) => {
    const at = n(c.created_at);
    return declines.some((d) => d <= at && at - d <= FOLLOW_MS);
  }).length;
  return { code: 'deposit_after_decline', value, facts: { declined: declines.length } };
}

/** Withdrawals the player cancelled in the last 7 days and then played within 24 h. */
async function cancelledWithdrawalPlay(db: Db, userId: number, now: number): Promise<MarkerValue> {
  const cancelled = await db
    .selectFrom('withdrawals')
    .select(['updated_at', 'amount_minor'])
    .where('user_id', '=', userId)
    .where('status', '=', 'cancelled')
    .where('updated_at', '>', now - WEEK_MS)
    .limit(ROWS_MAX)
    .execute();
  let value = 0;
  let amountMinor = 0;
  for (const w of cancelled) {
    const at = n(w.updated_at);
    const played = await db
      .selectFrom('game_rounds')
      .select('id')
      .where('user_id', '=', userId)
      .where('created_at', '>=', at)
      .where('created_at', '<=', at + FOLLOW_MS)
      .limit(1)
      .executeTakeFirst();
    if (played) {
      value += 1;
      amountMinor += n(w.amount_minor);
    }
  }
  return { code: 'cancelled_withdrawal_play', value, facts: { amountMinor } };
}

/** Deposits within 24 h after a round lost at least bigLossMinor, in the last 7 days. */
async function lossChasing(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now: number,
): Promise<MarkerValue> {
  const losses = await db
    .selectFrom('game_rounds')
    .select(['created_at', 'bet_minor', 'win_minor'])
    .where('user_id', '=', userId)
    .where('status', '=', 'closed')
    .where('created_at', '>', now - WEEK_MS - FOLLOW_MS)
    .where((eb) => eb(eb('bet_minor', '-', eb.ref('win_minor')), '>=', harm.bigLossMinor))
    .limit(ROWS_MAX)
    .execute();
  const deposits = await db
    .selectFrom('deposit_orders')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('created_at', '>', now - WEEK_MS)
    .limit(ROWS_MAX)
    .execute();
  const lostAt = losses.map((l) => n(l.created_at));
  const value = deposits.filter((d) => {
    const at = n(d.created_at);
    return lostAt.some((l) => l <= at && at - l <= FOLLOW_MS);
  }).length;
  const biggestLossMinor = Math.max(0, ...losses.map((l) => n(l.bet_minor) - n(l.win_minor)));
  return { code: 'loss_chasing', value, facts: { bigLosses: losses.length, biggestLossMinor } };
}

/** Play sessions started in the last 7 days that lasted longSessionMinutes or more. */
async function longSessions(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now: number,
): Promise<MarkerValue> {
  const sessions = await db
    .selectFrom('play_sessions')
    .select(['started_at', 'last_play_at', 'ended_at'])
    .where('user_id', '=', userId)
    .where('started_at', '>', now - WEEK_MS)
    .limit(ROWS_MAX)
    .execute();
  const minutes = sessions.map(
    (s) => (Math.min(n(s.ended_at ?? s.last_play_at), now) - n(s.started_at)) / 60_000,
  );
  const long = minutes.filter((m) => m >= harm.longSessionMinutes);
  const longestMinutes = Math.floor(Math.max(0, ...minutes));
  return { code: 'long_sessions', value: long.length, facts: { longestMinutes } };
}

/** Nights (00:00-06:00 in the pack's time zone) of the last 7 days with a round played. */
async function nightPlay(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now: number,
): Promise<MarkerValue> {
  const rounds = await db
    .selectFrom('game_rounds')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', now - WEEK_MS)
    .orderBy('created_at')
    .limit(ROWS_MAX)
    .execute();
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: harm.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const nights = new Set<string>();
  let nightRounds = 0;
  for (const r of rounds) {
    const parts = Object.fromEntries(
      local.formatToParts(n(r.created_at)).map((p) => [p.type, p.value]),
    );
    if (Number(parts.hour) < NIGHT_END_HOUR) {
      nights.add(`${parts.year}-${parts.month}-${parts.day}`);
      nightRounds += 1;
    }
  }
  return { code: 'night_play', value: nights.size, facts: { nightRounds } };
}

/** Limits raised or removed (waiting out the cooling-off) in the last 30 days. */
async function limitRaises(db: Db, userId: number, now: number): Promise<MarkerValue> {
  const row = await db
    .selectFrom('protection_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('action', '=', 'limit_pending')
    .where('created_at', '>', now - LIMIT_WINDOW_MS)
    .executeTakeFirst();
  return { code: 'limit_raises', value: n(row?.n), facts: { days: 30 } };
}

/** Deposits in the 7 days after a self-exclusion ended, when it ended in the last 7 days. */
async function exclusionLiftedSpend(db: Db, userId: number, now: number): Promise<MarkerValue> {
  const ended = await db
    .selectFrom('player_exclusions')
    .select(['ends_at', 'lift_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'self_exclusion')
    .where((eb) =>
      eb.or([
        eb.and([eb('ends_at', '>', now - WEEK_MS), eb('ends_at', '<=', now)]),
        eb.and([eb('lift_at', '>', now - WEEK_MS), eb('lift_at', '<=', now)]),
      ]),
    )
    .limit(ROWS_MAX)
    .execute();
  const endedAt = Math.min(
    ...ended.map((e) => Math.min(n(e.lift_at ?? Infinity), n(e.ends_at ?? Infinity))),
  );
  if (!Number.isFinite(endedAt)) return { code: 'exclusion_lifted_spend', value: 0, facts: {} };
  const value = await depositSum(db, userId, endedAt, now);
  return { code: 'exclusion_lifted_spend', value, facts: { endedAt } };
}

/** Every marker's value for one player at `now`, in HARM_MARKERS order. */
export async function markerValues(
  db: Db,
  harm: HarmSettings,
  userId: number,
  now: number,
): Promise<MarkerValue[]> {
  return [
    await depositRise(db, userId, now),
    await depositAfterDecline(db, userId, now),
    await cancelledWithdrawalPlay(db, userId, now),
    await lossChasing(db, harm, userId, now),
    await longSessions(db, harm, userId, now),
    await nightPlay(db, harm, userId, now),
    await limitRaises(db, userId, now),
    await exclusionLiftedSpend(db, userId, now),
  ];
}

/** Players with anything in the windows that could move a marker (or a marker still firing). */
export async function playersToScan(db: Db, now: number, max: number): Promise<number[]> {
  const since = now - WEEK_MS - HISTORY_MS;
  const ids = new Set<number>();
  const add = (rows: { user_id: number }[]) => rows.forEach((r) => ids.add(n(r.user_id)));
  add(
    await db
      .selectFrom('deposit_orders')
      .select('user_id')
      .distinct()
      .where('updated_at', '>', now - WEEK_MS - FOLLOW_MS)
      .limit(max)
      .execute(),
  );
  add(
    await db
      .selectFrom('withdrawals')
      .select('user_id')
      .distinct()
      .where('updated_at', '>', now - WEEK_MS)
      .limit(max)
      .execute(),
  );
  add(
    await db
      .selectFrom('game_rounds')
      .select('user_id')
      .distinct()
      .where('created_at', '>', now - WEEK_MS - FOLLOW_MS)
      .limit(max)
      .execute(),
  );
  add(
    await db
      .selectFrom('play_sessions')
      .select('user_id')
      .distinct()
      .where('last_play_at', '>', now - WEEK_MS)
      .limit(max)
      .execute(),
  );
  add(
    await db
      .selectFrom('protection_events')
      .select('user_id')
      .distinct()
      .where('created_at', '>', Math.min(since, now - LIMIT_WINDOW_MS))
      .limit(max)
      .execute(),
  );
  add(
    await db
      .selectFrom('harm_markers')
      .select('user_id')
      .distinct()
      .where('fired', '=', 1)
      .limit(max)
      .execute(),
  );
  return [...ids].sort((a, b) => a - b).slice(0, max);
}
