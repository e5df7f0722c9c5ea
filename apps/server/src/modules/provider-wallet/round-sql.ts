// The game round statements every bet and win runs, compiled once per database
// (ledger/prepared.ts). The builders stay their SQL's one source: ./prepared-sql.test.ts holds
// the prepared forms to them on both databases.
import { sql, type Kysely, type QueryCreator, type Selectable } from 'kysely';
import type { DB, GameRoundStatus, GameRoundsTable, JournalEntriesTable } from '../../db/schema.ts';
import { prepared } from '../../ledger/prepared.ts';
import { GAME_ROUND_COLUMNS } from '../../db/row-columns.ts';

export type RoundRef = { provider: string; roundRef: string };

/**
 * Reads a round and holds it (a no-op write: a row lock on PostgreSQL that a concurrent bet,
 * win or rollback of the same round waits for, and after which it reads the row fresh).
 */
export function lockRoundQuery(db: QueryCreator<DB>, v: RoundRef) {
  return db
    .updateTable('game_rounds')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('studio_code', '=', v.provider)
    .where('round_ref', '=', v.roundRef)
    .returning(GAME_ROUND_COLUMNS);
}

export const preparedLockRound = prepared(['provider', 'roundRef'], lockRoundQuery);

/**
 * SQLite: the round read as lockRoundQuery answers it, without the no-op write. Writers there
 * run one at a time (ledger/lock.ts writersAreSerial), so there is no lock to take, and the write
 * cost a bet or win 10.6 µs against a read's few (a wallet bench's statement timings).
 */
export function roundByRefQuery(db: QueryCreator<DB>, v: RoundRef) {
  return db
    .selectFrom('game_rounds')
    .select(GAME_ROUND_COLUMNS)
    .where('studio_code', '=', v.provider)
    .where('round_ref', '=', v.roundRef);
}

export const preparedRoundByRef = prepared(['provider', 'roundRef'], roundByRefQuery);

type WinLookup = RoundRef & { key: string };

/**
 * PostgreSQL: a win's first read in one round trip instead of two: the entry holding its key
 * and its round, held as lockRoundQuery holds it. The entry is read in the statement's snapshot,
 * taken before the round's lock is waited for, as the separate look-up before the lock read it:
 * a twin committing meanwhile is still caught by the key's unique index (and oncePerKey's
 * second look). Both rows come as JSON (their bigint columns are numbers well inside the safe
 * range there).
 */
export function winLookupQuery(db: Kysely<DB>, v: WinLookup) {
  return db
    .with('r', (qc) => lockRoundQuery(qc, v))
    .selectNoFrom((eb) => [
      eb
        .selectFrom('journal_entries as e')
        .select(sql<Selectable<JournalEntriesTable>>`to_json(e)`.as('entry'))
        .where('e.idempotency_key', '=', v.key)
        .as('entry'),
      eb
        .selectFrom('r')
        .select(sql<Selectable<GameRoundsTable>>`to_json(r)`.as('round'))
        .as('round'),
    ]);
}

export const preparedWinLookup = prepared(['provider', 'roundRef', 'key'], winLookupQuery);

export type NewRound = RoundRef & {
  userId: number;
  gameId: number;
  betMinor: number;
  status: GameRoundStatus;
  now: number;
};

/** A round's first bet, without bonus money (with it, the bonus columns too). */
export function newRoundInsert(
  db: Kysely<DB>,
  v: NewRound,
  bonus?: { bonusBetMinor: number; bonusId: number },
) {
  return db.insertInto('game_rounds').values({
    studio_code: v.provider,
    round_ref: v.roundRef,
    user_id: v.userId,
    game_id: v.gameId,
    bet_minor: v.betMinor,
    win_minor: 0,
    status: v.status,
    created_at: v.now,
    updated_at: v.now,
    ...(bonus && { bonus_bet_minor: bonus.bonusBetMinor, bonus_id: bonus.bonusId }),
  });
}

/** The bet reads nothing of it: on PostgreSQL it goes out with the COMMIT (db/answer-unread.ts). */
export const preparedNewRound = prepared(
  ['provider', 'roundRef', 'userId', 'gameId', 'betMinor', 'status', 'now'],
  (db, v: NewRound) => newRoundInsert(db, v),
  { answerUnread: true },
);

export type RoundWin = { roundId: number; winMinor: number; status: GameRoundStatus; now: number };

/** A win added to its round (relative to the row as it is, which lockRound holds). */
export function roundWinUpdate(db: Kysely<DB>, v: RoundWin) {
  return db
    .updateTable('game_rounds')
    .set((eb) => ({
      win_minor: eb('win_minor', '+', v.winMinor),
      status: v.status,
      updated_at: v.now,
    }))
    .where('id', '=', v.roundId);
}

/** The win reads nothing of it: on PostgreSQL it goes out with what follows (db/answer-unread.ts). */
export const preparedRoundWin = prepared(['roundId', 'winMinor', 'status', 'now'], roundWinUpdate, {
  answerUnread: true,
});
