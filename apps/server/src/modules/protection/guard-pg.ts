// PostgreSQL: a stake's guard holds the player's cash row and reads their exclusions and limits
// in one statement, one round trip instead of three. The lock is the same no-op
// write as ledger/lock.ts lockPlayerAccount, on the same row, taken first as before.
import { PostgresAdapter, sql, type Selectable } from 'kysely';
import type { PlayerExclusionsTable, PlayerLimitsTable } from '../../db/schema.ts';
import { heldCash, type TxState } from '../../ledger/post.ts';
import { PLAYER_EXCLUSION_COLUMNS } from '../../db/row-columns.ts';
import { EXCLUSIONS_READ_MAX } from './exclusions.ts';

/** Listed, not `*`: the statement runs named (see db/row-columns.ts). Constant names only. */
const EXCLUSION_COLUMNS = sql.raw(PLAYER_EXCLUSION_COLUMNS.join(', '));

export interface LockedRead {
  /** The player's latest exclusions, newest first (as exclusions.ts activeExclusion reads). */
  exclusions: Selectable<PlayerExclusionsTable>[];
  limits: Selectable<PlayerLimitsTable>[];
}

/** Null on SQLite, whose writers are serial: there the guard reads as before. */
export async function lockAndReadOnPostgres(
  tx: TxState,
  userId: number,
): Promise<LockedRead | null> {
  if (!(tx.trx.getExecutor().adapter instanceof PostgresAdapter)) return null;
  // The rows come as JSON: their bigint columns (ids, times in ms, amounts in minor units) are
  // numbers well inside the safe range there.
  const { rows } = await sql<{
    held: number | string;
    exclusions: LockedRead['exclusions'];
    limits: LockedRead['limits'];
  }>`
    with held as (
      update ledger_accounts set balance_minor = balance_minor
      where kind = 'player_cash' and owner = ${String(userId)} and shard = 0
      returning id
    )
    select
      (select count(*) from held) as held,
      coalesce((select json_agg(e order by e.id desc) from (
        select ${EXCLUSION_COLUMNS} from player_exclusions where user_id = ${userId}
        order by id desc limit ${EXCLUSIONS_READ_MAX}) e), '[]') as exclusions,
      coalesce((select json_agg(l) from player_limits l where l.user_id = ${userId}), '[]') as limits
  `.execute(tx.trx);
  const row = rows[0];
  if (!row) throw new Error('the guard read answered no row');
  if (Number(row.held) > 0) heldCash(tx, userId);
  return { exclusions: row.exclusions, limits: row.limits };
}
