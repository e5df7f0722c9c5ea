// The round a game entry belongs to, in SQL on either engine (./game-checks.ts): the provider
// is its key's second part (gameKey: `game:<provider>:<transaction>`), the round its detail's
// roundId when that is a string, and it decides the round when it closes it or pays a win.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { ENTRY_KINDS } from './game-movements.ts';

type Column = RawBuilder<unknown> | ReturnType<typeof sql.ref>;

/** The key's text between its first and second colon ('' without a colon), as split(':')[1]. */
export function keyProvider(database: Pick<Database, 'kind'>, key: Column): RawBuilder<string> {
  if (database.kind === 'postgres') return sql<string>`split_part(${key}, ':', 2)`;
  const rest = sql`substr(${key}, instr(${key}, ':') + 1)`;
  return sql<string>`case when instr(${key}, ':') = 0 then ''
    when instr(${rest}, ':') = 0 then ${rest}
    else substr(${rest}, 1, instr(${rest}, ':') - 1) end`;
}

/** The detail's roundId when it is a JSON string, else null. */
export function roundIdOf(database: Pick<Database, 'kind'>, detail: Column): RawBuilder<string> {
  return database.kind === 'postgres'
    ? sql<string>`case when jsonb_typeof((${detail})::jsonb -> 'roundId') = 'string'
        then (${detail})::jsonb ->> 'roundId' end`
    : sql<string>`case when json_type(${detail}, '$.roundId') = 'text'
        then json_extract(${detail}, '$.roundId') end`;
}

/** Whether the entry (a bet or win, columns of `e`) decided its round. */
export function decidesRound(
  database: Pick<Database, 'kind'>,
  e: (column: string) => Column,
): RawBuilder<boolean> {
  const closed =
    database.kind === 'postgres'
      ? sql`(${e('detail')})::jsonb -> 'roundClosed' = 'true'::jsonb`
      : sql`json_type(${e('detail')}, '$.roundClosed') = 'true'`;
  return sql<boolean>`(${closed} or (${e('kind')} = ${ENTRY_KINDS.gameWin} and ${e('amount_minor')} > 0))`;
}
