// PostgreSQL: a stake's guard holds the player's cash row, reads their exclusions and limits
// and adds the stake to their running play session in one statement, one round trip instead of
// four. The lock is the same no-op write as ledger/lock.ts lockPlayerAccount, on the same row,
// taken first as before: the session's update waits for it (`exists (select from held)`, as
// ledger/post-pg.ts orders its moves), so a stake, like a win, holds the cash row before the
// session row (the other order deadlocked a win against a parallel stake). The stake is added
// before the exclusions and limits are judged; a refusal rolls the transaction back with it,
// as it did when the addition was a statement of its own after the read.
import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { PlayerExclusionsTable, PlayerLimitsTable } from '../../db/schema.ts';
import { heldCash, type TxState } from '../../ledger/post.ts';
import { prepared } from '../../ledger/prepared.ts';
import { PLAYER_EXCLUSION_COLUMNS } from '../../db/row-columns.ts';
import { EXCLUSIONS_READ_MAX } from './exclusions.ts';
import { addToRunningQuery, type RunningPlay, type SessionRow } from './play-sessions.ts';

/** Listed, not `*`: the statement runs named (see db/row-columns.ts). Constant names only. */
const EXCLUSION_COLUMNS = sql.raw(PLAYER_EXCLUSION_COLUMNS.join(', '));

export interface LockedRead {
  /** The player's latest exclusions, newest first (as exclusions.ts activeExclusion reads). */
  exclusions: Selectable<PlayerExclusionsTable>[];
  limits: Selectable<PlayerLimitsTable>[];
  /** The running session with the stake added; null when none runs (the caller opens one). */
  session: SessionRow | null;
}

type GuardValues = RunningPlay & { playedAt: number; owner: string };

/**
 * The statement, compiled once (ledger/prepared.ts). The rows come as JSON: their bigint columns
 * (ids, times in ms, amounts in minor units) are numbers well inside the safe range there.
 */
const preparedGuardRead = prepared(
  ['owner', 'userId', 'stakeMinor', 'winMinor', 'playedSince', 'playedAt'],
  (db, v: GuardValues) => {
    const query = sql<{
      held: number | string;
      exclusions: LockedRead['exclusions'];
      limits: LockedRead['limits'];
      session: SessionRow | null;
    }>`
    with held as (
      update ledger_accounts set balance_minor = balance_minor
      where kind = 'player_cash' and owner = ${v.owner} and shard = 0
      returning id
    ),
    session as (${addToRunningQuery(db, v).where(sql<boolean>`exists (select from held)`)})
    select
      (select count(*) from held) as held,
      coalesce((select json_agg(e order by e.id desc) from (
        select ${EXCLUSION_COLUMNS} from player_exclusions where user_id = ${v.userId}
        order by id desc limit ${EXCLUSIONS_READ_MAX}) e), '[]') as exclusions,
      coalesce((select json_agg(l) from player_limits l where l.user_id = ${v.userId}), '[]') as limits,
      (select to_json(s) from session s) as session
  `;
    return { compile: () => query.compile(db) };
  },
);

/** Null on SQLite, whose writers are serial: there the guard reads as before. */
export async function lockAndReadOnPostgres(
  tx: TxState,
  userId: number,
  /** The stake as addToRunning adds it (play-sessions.ts runningStake). */
  stake: RunningPlay & { playedAt: number },
): Promise<LockedRead | null> {
  if (!(tx.trx.getExecutor().adapter instanceof PostgresAdapter)) return null;
  const { rows } = await tx.trx.executeQuery(
    preparedGuardRead(tx.trx, { ...stake, owner: String(userId) }),
  );
  const row = rows[0];
  if (!row) throw new Error('the guard read answered no row');
  if (Number(row.held) > 0) heldCash(tx, userId);
  return { exclusions: row.exclusions, limits: row.limits, session: row.session };
}
