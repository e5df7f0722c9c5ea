// Every column of the rows the wallet's hot statements read whole, listed instead of `*`. On
// PostgreSQL a statement sent again and again runs named (./pg-named-statements.ts), and a named
// statement whose result comes from `*` would fail on every connection holding it once a
// migration adds a column ("cached plan must not change result type"); a listed row keeps its
// shape. The lists are checked against the table types: a column added to a table type and not
// here fails the typecheck.
import type {
  GameRoundsTable,
  JournalEntriesTable,
  PlayerExclusionsTable,
  PlaySessionsTable,
} from './schema.ts';

/** `columns` typed as the table's column names, refused unless it names every one. */
function everyColumn<T>() {
  return <const C extends readonly (keyof T & string)[]>(
    columns: C & ([Exclude<keyof T, C[number]>] extends [never] ? unknown : 'a column is missing'),
  ): C => columns;
}

export const JOURNAL_ENTRY_COLUMNS = everyColumn<JournalEntriesTable>()([
  'id',
  'kind',
  'idempotency_key',
  'request_hash',
  'user_id',
  'amount_minor',
  'player_balance_minor',
  'reverses_entry_id',
  'reason',
  'detail',
  'created_at',
]);

export const GAME_ROUND_COLUMNS = everyColumn<GameRoundsTable>()([
  'id',
  'studio_code',
  'round_ref',
  'user_id',
  'game_id',
  'bet_minor',
  'win_minor',
  'status',
  'created_at',
  'updated_at',
  'bonus_bet_minor',
  'bonus_id',
]);

export const PLAYER_EXCLUSION_COLUMNS = everyColumn<PlayerExclusionsTable>()([
  'id',
  'user_id',
  'kind',
  'starts_at',
  'ends_at',
  'lift_at',
  'reason',
  'set_by',
  'created_at',
]);

export const PLAY_SESSION_COLUMNS = everyColumn<PlaySessionsTable>()([
  'id',
  'user_id',
  'started_at',
  'last_play_at',
  'checked_at',
  'ended_at',
  'end_reason',
  'stake_minor',
  'win_minor',
]);

/** `columns` of `alias`, as Kysely's select takes them ("e.id", ...). */
export function columnsOf<A extends string, C extends string>(alias: A, columns: readonly C[]) {
  return columns.map((c) => `${alias}.${c}` as const);
}
