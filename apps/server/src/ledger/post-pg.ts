// PostgreSQL: an entry's balance moves, its journal row, its lines and its player's running
// total in one statement (a data-modifying CTE), one round trip where ./post.ts sends one per
// line plus three (a wallet bet is dominated by round trips). The same rules as
// ./post.ts: each move is the conditional update that refuses to take a non-negative account
// below zero, rows are locked in account id order (each move waits for the one before it), the
// entry and its lines are written only when every move happened, and the unique idempotency
// key still refuses a concurrent twin. Only the common shape: see oneStatementShape.
import { CompiledQuery, PostgresAdapter, type Transaction } from 'kysely';
import { commitsWithItSql } from '../db/commits-with-it.ts';
import type { DB } from '../db/schema.ts';
import type { AccountRef } from './accounts.ts';
import type { EntrySpec, TxState } from './post.ts';

export interface ResolvedLine {
  account: AccountRef;
  amountMinor: number;
  accountId: number;
}

/** What the statement needs to know beyond the lines: where the player's cash is, if totalled. */
export interface OneStatementShape {
  /** The line moving the entry's player's cash: its balance after is the entry's. */
  cashIndex: number;
  /** Whether the entry is added to player_entry_totals (./entry-totals.ts). */
  totalled: boolean;
}

/**
 * What the statement reads before its first move, and moves nothing if it finds: an entry
 * recorded under `absentKey` (a bet's tombstone), a debt of `debtOwner` (a credit repays it
 * first: ./debt.ts). Only once this transaction holds the player's cash row: the statement's
 * snapshot is then taken under that lock, so what it reads is what a read after the lock
 * would, and no one can record either before commit without that row (decision 0030).
 */
export interface StatementChecks {
  absentKey: string | null;
  /** The player's id: whose debt account is read. */
  debtOwner: number | null;
}

/**
 * The entries the statement takes: PostgreSQL, at least one line, every account once (a row
 * can be updated once per statement), no debt line (a repayment has its own condition and its
 * refusal means a lost race, not a short balance), and exactly one player's cash line, the
 * entry's own player's. Anything else goes through ./post.ts statement by statement.
 */
export function oneStatementShape(
  trx: Transaction<DB>,
  lines: ResolvedLine[],
  spec: Pick<EntrySpec, 'userId'>,
  totalled: boolean,
): OneStatementShape | null {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return null;
  if (spec.userId === null || lines.length === 0) return null;
  if (new Set(lines.map((l) => l.accountId)).size !== lines.length) return null;
  if (lines.some((l) => l.account.kind === 'player_debt')) return null;
  const cash = lines.flatMap((l, i) => (l.account.kind === 'player_cash' ? [i] : []));
  const only = cash.length === 1 ? lines[cash[0]!]!.account : null;
  if (only?.kind !== 'player_cash' || only.userId !== spec.userId) return null;
  return { cashIndex: cash[0]!, totalled };
}

/** The entry as ./post.ts has made it ready: its request's hash, amount and detail. */
export type ReadyEntry = Pick<
  EntrySpec,
  'kind' | 'key' | 'userId' | 'reversesEntryId' | 'reason'
> & {
  hash: string;
  amountMinor: number;
  detail: Record<string, unknown>;
};

export interface PostedAtOnce {
  entryId: number;
  /** Each line's balance after its move, in the lines' order; undefined where it was refused. */
  moved: ({ balance_minor: number } | undefined)[];
  /** StatementChecks' answers (none asked: nothing found): nothing moved if either is set. */
  keyRecorded: boolean;
  owedMinor: number;
}

/**
 * Runs the statement; `lines` in account id order, the order their rows are locked in. A move
 * refused leaves its balance (and every later one's) undefined, and nothing was written: the
 * caller refuses the entry, as after a refused UPDATE of ./post.ts. `commits`: the statement is
 * its transaction's last and carries its COMMIT (db/commits-with-it.ts); then, rather than
 * answer a refusal (a move refused, a key recorded, a debt found), it fails with TL001 and the
 * COMMIT does not run.
 */
export async function postInOneStatement(
  tx: TxState,
  lines: ResolvedLine[],
  shape: OneStatementShape,
  entry: ReadyEntry,
  checks?: StatementChecks,
  commits = false,
): Promise<PostedAtOnce> {
  const parameters: unknown[] = [tx.now];
  for (const line of lines) parameters.push(line.accountId, line.amountMinor);
  parameters.push(
    entry.kind,
    entry.key,
    entry.hash,
    entry.userId,
    entry.amountMinor,
    entry.reversesEntryId ?? null,
    entry.reason ?? null,
    JSON.stringify(entry.detail),
    tx.now,
  );
  if (checks) parameters.push(checks.absentKey, checks.debtOwner?.toString() ?? null);
  const text = oneStatementSql(lines.length, shape, checks !== undefined, commits);
  const { rows } = await tx.trx.executeQuery<StatementAnswer>(CompiledQuery.raw(text, parameters));
  const row = rows[0];
  if (!row) throw new Error('the one-statement entry answered no row');
  const moved = lines.map((_, i) => {
    const after = row[`after_${i}`];
    return typeof after === 'number' ? { balance_minor: after } : undefined;
  });
  const entryId = row.entry_id;
  if (moved.every(Boolean) && (entryId === null || entryId === undefined)) {
    throw new Error('the journal entry was not inserted');
  }
  const keyRecorded = checks !== undefined && row.key_absent !== true;
  const owedMinor = Math.max(0, -Number(row.debt_balance ?? 0));
  return { entryId: typeof entryId === 'number' ? entryId : 0, moved, keyRecorded, owedMinor };
}

/** Each move's balance after (`after_0`...), the entry's id; the checks' answers if read. */
type StatementAnswer = Record<string, number | boolean | null>;

/** The entry's columns as parameters, after `now` and each line's account id and amount. */
const ENTRY_COLUMNS = [
  'kind',
  'idempotency_key',
  'request_hash',
  'user_id',
  'amount_minor',
  'reverses_entry_id',
  'reason',
  'detail',
  'created_at',
] as const;

const ENTRY_TYPES: Record<(typeof ENTRY_COLUMNS)[number], string> = {
  kind: 'text',
  idempotency_key: 'text',
  request_hash: 'text',
  user_id: 'bigint',
  amount_minor: 'bigint',
  reverses_entry_id: 'bigint',
  reason: 'text',
  detail: 'text',
  created_at: 'bigint',
};

/** By shape: the text is built once per line count, cash line, totalling and checks. */
const sqlByShape = new Map<string, string>();

/**
 * The statement for `count` lines, `checked` when it reads StatementChecks first, `commits` when
 * it carries its transaction's COMMIT; exported for ./post-pg.test.ts's snapshot.
 */
export function oneStatementSql(
  count: number,
  shape: OneStatementShape,
  checked = false,
  commits = false,
): string {
  const key = `${count}:${shape.cashIndex}:${shape.totalled}:${checked}:${commits}`;
  let text = sqlByShape.get(key);
  if (!text) {
    text = buildSql(count, shape, checked);
    // The entry made, or the statement fails (talih_movement_made, migration perf38) before the
    // COMMIT after it runs: whatever else refused it, nothing of the transaction is kept.
    if (commits) {
      text = commitsWithItSql(
        `${text},\n  talih_movement_made((select id from entry) is not null) as made`,
      );
    }
    sqlByShape.set(key, text);
  }
  return text;
}

function buildSql(count: number, shape: OneStatementShape, checked: boolean): string {
  const account = (i: number) => `$${2 + 2 * i}::bigint`;
  const amount = (i: number) => `$${3 + 2 * i}::bigint`;
  const entryParam = Object.fromEntries(
    ENTRY_COLUMNS.map((c, j) => [c, `$${2 + 2 * count + j}::${ENTRY_TYPES[c]}`]),
  ) as Record<(typeof ENTRY_COLUMNS)[number], string>;
  const checkParam = 2 + 2 * count + ENTRY_COLUMNS.length;
  // Read in the statement's snapshot, before any move: found, nothing moves.
  const checks = `checks as (
  select not exists (select from journal_entries where idempotency_key = $${checkParam}::text) as key_absent,
    coalesce((select balance_minor from ledger_accounts
      where kind = 'player_debt' and owner = $${checkParam + 1}::text and shard = 0), 0) as debt_balance
)`;
  const moves = Array.from(
    { length: count },
    (_, i) => `move_${i} as (
  update ledger_accounts set balance_minor = balance_minor + ${amount(i)}, updated_at = $1::bigint
  where id = ${account(i)} and (allow_negative = 1 or balance_minor + ${amount(i)} >= 0)${
    // Not before the previous row is held: the rows are locked in the lines' order.
    i > 0
      ? `\n    and exists (select from move_${i - 1})`
      : checked
        ? '\n    and (select key_absent and debt_balance >= 0 from checks)'
        : ''
  }
  returning balance_minor
)`,
  );
  const all = Array.from({ length: count }, (_, i) => `move_${i}`);
  const entryInsert = `entry as (
  insert into journal_entries (kind, idempotency_key, request_hash, user_id, amount_minor,
    player_balance_minor, reverses_entry_id, reason, detail, created_at)
  select ${entryParam.kind}, ${entryParam.idempotency_key}, ${entryParam.request_hash},
    ${entryParam.user_id}, ${entryParam.amount_minor}, move_${shape.cashIndex}.balance_minor,
    ${entryParam.reverses_entry_id}, ${entryParam.reason}, ${entryParam.detail}, ${entryParam.created_at}
  from ${all.join(', ')}
  returning id
)`;
  const linesInsert = `lines as (
  insert into journal_lines (entry_id, account_id, amount_minor, balance_after_minor)
  ${Array.from(
    { length: count },
    (_, i) =>
      `select entry.id, ${account(i)}, ${amount(i)}, move_${i}.balance_minor from entry, move_${i}`,
  ).join('\n  union all ')}
)`;
  const totals = `totals as (
  insert into player_entry_totals (user_id, kind, total_minor, entries)
  select ${entryParam.user_id}, ${entryParam.kind}, ${entryParam.amount_minor}, 1 from entry
  on conflict (user_id, kind) do update set
    total_minor = player_entry_totals.total_minor + excluded.total_minor,
    entries = player_entry_totals.entries + 1
)`;
  const ctes = [
    ...(checked ? [checks] : []),
    ...moves,
    entryInsert,
    linesInsert,
    ...(shape.totalled ? [totals] : []),
  ];
  const answers = [
    '(select id from entry) as entry_id',
    ...all.map((m, i) => `(select balance_minor from ${m}) as after_${i}`),
    ...(checked
      ? [
          '(select key_absent from checks) as key_absent',
          '(select debt_balance from checks) as debt_balance',
        ]
      : []),
  ];
  return `with ${ctes.join(',\n')}\nselect ${answers.join(', ')}`;
}
