// Play sessions: from the first stake after a pause to the last stake before one. Stakes and
// returns are added in the movement's own transaction (the guard). The session time limit and
// the reality check read them; the account history sums their lengths.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PlaySessionView } from '@talih/contracts/protection.ts';
import type { DB, PlaySessionsTable } from '../../db/schema.ts';
import { prepared } from '../../ledger/prepared.ts';
import { PLAY_SESSION_COLUMNS } from '../../db/row-columns.ts';
import { PLAY_PAUSE_MS } from './rules.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type SessionRow = Selectable<PlaySessionsTable>;

export async function latestSession(db: Db, userId: number): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The session still running: not ended, and played within the pause. */
export function running(row: SessionRow | null, now: number): boolean {
  return row !== null && row.ended_at === null && now - row.last_play_at < PLAY_PAUSE_MS;
}

/** A session that hit its time limit keeps play closed for the pause after it. */
export function inLimitBreak(row: SessionRow | null, now: number): boolean {
  return (
    row !== null &&
    row.end_reason === 'limit' &&
    row.ended_at !== null &&
    now - row.ended_at < PLAY_PAUSE_MS
  );
}

export async function endSession(db: Db, row: SessionRow, reason: string, at: number) {
  await db
    .updateTable('play_sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('id', '=', row.id)
    .where('ended_at', 'is', null)
    .execute();
}

/**
 * The running session, a new one when the last has paused or ended. `last` is the player's
 * latest session when the caller has just read it in this transaction (one read fewer).
 */
export async function openSession(
  trx: Transaction<DB>,
  userId: number,
  now: number,
  last: SessionRow | null | undefined = undefined,
) {
  if (last === undefined) last = await latestSession(trx, userId);
  if (last === null) return startSession(trx, userId, now);
  if (running(last, now)) return last;
  if (last.ended_at === null) await endSession(trx, last, 'pause', last.last_play_at);
  return startSession(trx, userId, now);
}

async function startSession(trx: Transaction<DB>, userId: number, now: number) {
  return trx
    .insertInto('play_sessions')
    .values({
      user_id: userId,
      started_at: now,
      last_play_at: now,
      checked_at: now,
      ended_at: null,
      end_reason: null,
      stake_minor: 0,
      win_minor: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function addPlay(
  trx: Transaction<DB>,
  id: number,
  m: { stakeMinor: number; winMinor: number; now: number },
) {
  await trx
    .updateTable('play_sessions')
    .set((eb) => ({
      stake_minor: eb('stake_minor', '+', m.stakeMinor),
      win_minor: eb('win_minor', '+', m.winMinor),
      last_play_at: m.now,
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Adds a stake to the player's running session (their latest, not ended, played within the
 * pause) in one statement, and answers it as updated; null when none runs (the caller then
 * opens one).
 */
export async function addToRunning(
  trx: Transaction<DB>,
  userId: number,
  m: { stakeMinor: number; winMinor: number; now: number; playedAt: number },
): Promise<SessionRow | null> {
  // Every stake runs it: compiled once (ledger/prepared.ts).
  const { rows } = await trx.executeQuery(preparedPlayToRunning(trx, runningStake(userId, m)));
  return rows[0] ?? null;
}

/** addToRunning's values: a stake extends the session to when it was played. */
export function runningStake(
  userId: number,
  m: { stakeMinor: number; winMinor: number; now: number; playedAt: number },
): RunningPlay & { playedAt: number } {
  return { ...runningValues(userId, m), playedAt: m.playedAt };
}

/**
 * Adds a return (a win) to the player's running session, if one runs; a return does not extend
 * it. Nobody reads its answer, so on PostgreSQL it goes out with the movement's own statement
 * (db/answer-unread.ts): a win is one round trip fewer.
 */
export async function addReturnToRunning(
  trx: Transaction<DB>,
  userId: number,
  m: { winMinor: number; now: number },
): Promise<void> {
  await trx.executeQuery(
    preparedReturnToRunning(trx, runningValues(userId, { stakeMinor: 0, ...m })),
  );
}

function runningValues(userId: number, m: { stakeMinor: number; winMinor: number; now: number }) {
  return {
    userId,
    stakeMinor: m.stakeMinor,
    winMinor: m.winMinor,
    playedSince: m.now - PLAY_PAUSE_MS,
  };
}

export type RunningPlay = {
  userId: number;
  stakeMinor: number;
  winMinor: number;
  /** Plays after this moment keep the session running (now less the pause). */
  playedSince: number;
  /** When the play happened (extends the session), or null for a return (does not). */
  playedAt: number | null;
};

/** The running session's update, answering nothing (a return's; a stake's adds `returning`). */
export function addToRunningUpdate(db: Kysely<DB>, v: RunningPlay) {
  return db
    .updateTable('play_sessions')
    .set((eb) => ({
      stake_minor: eb('stake_minor', '+', v.stakeMinor),
      win_minor: eb('win_minor', '+', v.winMinor),
      last_play_at: v.playedAt ?? eb.ref('last_play_at'),
    }))
    .where(
      'id',
      '=',
      (eb) =>
        eb
          .selectFrom('play_sessions')
          .select('id')
          .where('user_id', '=', v.userId)
          .orderBy('id', 'desc')
          .limit(sql.lit(1)), // written in, not bound: see ./exclusions.ts
    )
    .where('ended_at', 'is', null)
    .where('last_play_at', '>', v.playedSince);
}

/** addToRunning's statement, as a builder (its SQL's one source; see prepared-sql.test.ts). */
export function addToRunningQuery(db: Kysely<DB>, v: RunningPlay) {
  return addToRunningUpdate(db, v).returning(PLAY_SESSION_COLUMNS);
}

const RUNNING_NAMES = ['userId', 'stakeMinor', 'winMinor', 'playedSince'] as const;
export const preparedPlayToRunning = prepared(
  [...RUNNING_NAMES, 'playedAt'],
  (db, v: RunningPlay & { playedAt: number }) => addToRunningQuery(db, v),
);
export const preparedReturnToRunning = prepared(
  RUNNING_NAMES,
  (db, v: Omit<RunningPlay, 'playedAt'>) => addToRunningUpdate(db, { ...v, playedAt: null }),
  { answerUnread: true },
);

export function sessionView(
  row: SessionRow | null,
  o: { now: number; realityMinutes: number | null; limitMinutes: number | null; excluded: boolean },
): PlaySessionView {
  const live = running(row, o.now) ? row : null;
  const limitReached =
    inLimitBreak(row, o.now) ||
    (live !== null &&
      o.limitMinutes !== null &&
      o.now - live.started_at >= o.limitMinutes * 60_000);
  return {
    startedAt: live?.started_at ?? null,
    playedMs: live ? o.now - live.started_at : 0,
    netMinor: live ? live.win_minor - live.stake_minor : 0,
    stakeMinor: live?.stake_minor ?? 0,
    realityCheckDue:
      live !== null &&
      o.realityMinutes !== null &&
      o.now - live.checked_at >= o.realityMinutes * 60_000,
    realityCheckMinutes: o.realityMinutes,
    sessionLimitReached: limitReached,
    excluded: o.excluded,
  };
}
