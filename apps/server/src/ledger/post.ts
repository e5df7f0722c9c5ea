// Posting one journal entry: the only place balances change. The entry's lines sum to zero;
// each balance moves with a conditional UPDATE that refuses to take a non-negative account
// below zero; the entry's idempotency key is unique, so a replay answers the first result.
import { createHash } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, JournalEntriesTable, JournalLinesTable } from '../db/schema.ts';
import { JOURNAL_ENTRY_COLUMNS } from '../db/row-columns.ts';
import { AMOUNT_MINOR_MAX } from '@talih/contracts/money.ts';
import { identityOf, type AccountDirectory, type AccountRef } from './accounts.ts';
import { assertNoDebtLeft, repayDebtFirst, type KnownDebt } from './debt.ts';
import { addToEntryTotal, TOTALLED_KINDS } from './entry-totals.ts';
import { insufficientFunds, LedgerError, RaceLost } from './errors.ts';
import { prepared } from './prepared.ts';
import {
  oneStatementShape,
  postInOneStatement,
  type OneStatementShape,
  type ResolvedLine,
  type StatementChecks,
} from './post-pg.ts';
import { playerCashMinor } from './queries.ts';

// Callers outside the ledger take the lock from here, with the rest of posting.
export { heldCash, lockPlayerAccount } from './lock.ts';

export const LINES_PER_ENTRY_MAX = 16;

export interface EntryLine {
  account: AccountRef;
  amountMinor: number;
}

export interface EntrySpec {
  kind: string;
  key: string;
  /** What the caller asked for; a replay with a different request is refused. */
  request: unknown;
  userId: number | null;
  /** Zero lines are allowed: an entry that records a decision (a zero win, a cancellation). */
  lines: EntryLine[];
  reversesEntryId?: number | null;
  /** An entry of this kind holding the key means the movement was cancelled before it came. */
  cancelledBy?: string;
  /**
   * The caller looked the key up in this transaction and found nothing, so it is not looked up
   * again; a twin committed meanwhile still fails the unique index, and the retry replays it.
   */
  keyChecked?: boolean;
  /**
   * An entry recorded under this key refuses this one (a bet's tombstone, ./game-movements.ts):
   * looked up once the player's cash row is held, by the movement's statement where it can
   * (PostgreSQL, the row held before it), otherwise after the moves; a refusal rolls back.
   */
  refusedIfRecorded?: { key: string; refusal: () => LedgerError };
  /**
   * Nothing is written in this transaction after this entry: on PostgreSQL its statement may
   * then carry the COMMIT (TxState.commitWithLast, db/commits-with-it.ts).
   */
  lastInTransaction?: boolean;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

export interface PostedEntry {
  replayed: boolean;
  entryId: number;
  kind: string;
  userId: number | null;
  amountMinor: number;
  /** The player's cash balance right after the entry (null when the entry has no player). */
  playerBalanceMinor: number | null;
  detail: Record<string, unknown>;
}

/** Work in progress of one ledger transaction (see ./ledger.ts). */
export interface TxState {
  trx: Transaction<DB>;
  now: number;
  accounts: AccountDirectory;
  createdAccounts: Map<string, number>;
  /** user id -> cash balance after this transaction, to announce once it commits. */
  cashChanged: Map<number, number>;
  /** user id -> bonus balance after this transaction, when it moved bonus money. */
  bonusChanged?: Map<number, number>;
  /** The entries this transaction posted (not replays), counted once it commits (metrics). */
  posted?: PostedEntry[];
  /** See MovementGuard. */
  guard?: MovementGuard;
  /**
   * PostgreSQL: the players whose cash row this transaction has locked (./lock.ts). Whoever
   * makes a player owe (./debt.ts takeFromPlayerLines) locks that row first, so a debt read
   * after the lock stays true until commit and need not be read again (assertNoDebtLeft).
   */
  cashHeld?: Set<number>;
  /** Called when this transaction makes a player's bonus active (see ledger.ts BonusStartWatch). */
  bonusStarting?: (userId: number) => void;
  /**
   * This attempt may commit with the statement of an entry that is last in its transaction
   * (EntrySpec.lastInTransaction): every attempt until one such statement was refused (it fails
   * with TL001), after which the ledger runs the transaction without it (./ledger.ts).
   */
  commitWithLast?: boolean;
}

/**
 * Asked before every new entry moves money, inside the entry's own transaction: throws (a
 * LedgerError) to refuse it. Player protection's limits and exclusions live here
 * (modules/protection/guard.ts), so no movement can pass them by another path.
 */
export type MovementGuard = (tx: TxState, spec: EntrySpec) => Promise<void>;

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const obj = value as Record<string, unknown>;
    return `{${keys
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function toPosted(row: Selectable<JournalEntriesTable>, replayed: boolean): PostedEntry {
  return {
    replayed,
    entryId: row.id,
    kind: row.kind,
    userId: row.user_id,
    amountMinor: row.amount_minor,
    playerBalanceMinor: row.player_balance_minor,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  };
}

/** An entry by its key; compiled once (./prepared.ts): every movement looks its key up. */
const entryByKey = prepared(['key'], (db, p: { key: string }) =>
  db
    .selectFrom('journal_entries')
    .select(JOURNAL_ENTRY_COLUMNS)
    .where('idempotency_key', '=', p.key),
);

export async function findEntry(trx: Transaction<DB>, key: string) {
  return (await trx.executeQuery(entryByKey(trx, { key }))).rows[0];
}

export async function postEntry(tx: TxState, spec: EntrySpec): Promise<PostedEntry> {
  const hash = requestHash(spec.request);
  const existing = spec.keyChecked ? undefined : await findEntry(tx.trx, spec.key);
  if (existing) {
    if (spec.cancelledBy !== undefined && existing.kind === spec.cancelledBy) {
      throw new LedgerError('CANCELLED_BEFORE_ARRIVAL', `${spec.key} was cancelled before it came`);
    }
    if (existing.request_hash !== hash || existing.kind !== spec.kind) {
      throw new LedgerError('DUPLICATE_MISMATCH', `key ${spec.key} was used for another request`);
    }
    return toPosted(existing, true);
  }

  if (tx.guard) await tx.guard(tx, spec);
  const posted = await postNew(tx, spec, hash);
  tx.posted?.push(posted);
  return posted;
}

/** Posts an entry whose key is free, guard passed. */
async function postNew(
  tx: TxState,
  spec: EntrySpec,
  hash: string,
  knownDebt?: KnownDebt,
): Promise<PostedEntry> {
  assertBalanced(spec.lines);
  let resolved = await resolveSorted(tx, spec.lines);
  const totalled = spec.userId !== null && TOTALLED_KINDS.has(spec.kind);
  let shape = oneStatementShape(tx.trx, resolved, spec, totalled);
  const checks = knownDebt ? undefined : inStatementChecks(tx, spec, resolved, shape);
  // A credit to a player who owes the house repays the debt first (./debt.ts), read here unless
  // the movement's statement reads it.
  let repaidMinor = 0;
  let creditedUserIds: number[] = [];
  if (checks?.debtOwner == null) {
    const repaid = await repayDebtFirst(tx, spec.lines, knownDebt);
    repaidMinor = repaid.repaidMinor;
    creditedUserIds = repaid.creditedUserIds;
    if (repaidMinor > 0) {
      resolved = await resolveSorted(tx, repaid.lines);
      shape = oneStatementShape(tx.trx, resolved, spec, totalled);
    }
  }
  const amountMinor = resolved.reduce((sum, l) => sum + Math.max(0, l.amountMinor), 0);
  const detail =
    repaidMinor > 0 ? { ...spec.detail, debtRepaidMinor: repaidMinor } : (spec.detail ?? {});
  // PostgreSQL: the moves, the entry, its lines and total in one round trip (./post-pg.ts).
  const commits = shape !== null && commitsWithEntry(tx, spec, checks, creditedUserIds, knownDebt);
  const atOnce =
    shape &&
    (await postInOneStatement(
      tx,
      resolved,
      shape,
      { ...spec, hash, amountMinor, detail },
      checks,
      commits,
    ));
  if (atOnce?.keyRecorded) throw spec.refusedIfRecorded!.refusal();
  if (atOnce && atOnce.owedMinor > 0 && checks?.debtOwner != null) {
    // Nothing moved: posted again with the repayment, from the debt the statement read.
    return postNew(tx, spec, hash, { userId: checks.debtOwner, owedMinor: atOnce.owedMinor });
  }

  let playerBalanceMinor: number | null = null;
  let bonusOwner: number | null = null;
  const balancesAfter: number[] = [];
  for (const [i, line] of resolved.entries()) {
    const updated = atOnce ? atOnce.moved[i] : await moveBalance(tx.trx, line, tx.now);
    if (!updated && line.account.kind === 'player_debt') {
      throw new RaceLost(`debt of player ${line.account.userId} moved`);
    }
    if (!updated) throw insufficientFunds();
    const after = updated.balance_minor;
    if (!Number.isSafeInteger(after)) throw new Error(`balance out of range on ${line.accountId}`);
    if (!identityOf(line.account).allowNegative && after < 0) {
      throw new Error(`balance of account ${line.accountId} went negative`);
    }
    balancesAfter.push(after);
    if (line.account.kind === 'player_cash') {
      playerBalanceMinor = after;
      tx.cashChanged.set(line.account.userId, after);
    }
    if (line.account.kind === 'player_bonus') {
      bonusOwner = line.account.userId;
      tx.bonusChanged?.set(bonusOwner, after);
    }
  }
  await assertNoDebtLeft(tx, creditedUserIds);
  if (playerBalanceMinor === null && spec.userId !== null) {
    playerBalanceMinor = await playerCashMinor(tx.trx, spec.userId);
  }
  // Bonus money moved without cash (a grant, a stake all from bonus): the announcement after
  // commit still needs the cash balance beside the bonus one.
  if (bonusOwner !== null && !tx.cashChanged.has(bonusOwner)) {
    tx.cashChanged.set(bonusOwner, await playerCashMinor(tx.trx, bonusOwner));
  }

  const entry = atOnce
    ? { id: atOnce.entryId }
    : await insertEntry(tx.trx, {
        kind: spec.kind,
        idempotency_key: spec.key,
        request_hash: hash,
        user_id: spec.userId,
        amount_minor: amountMinor,
        player_balance_minor: playerBalanceMinor,
        reverses_entry_id: spec.reversesEntryId ?? null,
        reason: spec.reason ?? null,
        detail: JSON.stringify(detail),
        created_at: tx.now,
      });
  if (!atOnce && spec.userId !== null && TOTALLED_KINDS.has(spec.kind)) {
    await addToEntryTotal(tx.trx, spec.userId, spec.kind, amountMinor);
  }
  if (!atOnce && resolved.length > 0) {
    await insertLines(
      tx.trx,
      resolved.map((line, i) => ({
        entry_id: entry.id,
        account_id: line.accountId,
        amount_minor: line.amountMinor,
        balance_after_minor: balancesAfter[i] ?? 0,
      })),
    );
  }
  const refusal = spec.refusedIfRecorded;
  if (refusal && !checks?.absentKey && (await findEntry(tx.trx, refusal.key))) {
    throw refusal.refusal();
  }
  return {
    replayed: false,
    entryId: entry.id,
    kind: spec.kind,
    userId: spec.userId,
    amountMinor,
    playerBalanceMinor,
    detail,
  };
}

/** The lines with their accounts' ids, in id order: rows are locked in one order, no deadlock. */
async function resolveSorted(tx: TxState, lines: EntryLine[]) {
  const resolved = [];
  for (const line of lines) {
    const id = await tx.accounts.resolve(tx.trx, line.account, tx.createdAccounts, tx.now);
    resolved.push({ ...line, accountId: id });
  }
  return resolved.sort((a, b) => a.accountId - b.accountId);
}

/**
 * PostgreSQL, one statement, and this transaction already holds the player's cash row: what
 * would be read after the moves (a tombstone) or before them (the debt a credit repays) is read
 * by the movement's statement itself, one round trip less each (post-pg.ts StatementChecks).
 */
function inStatementChecks(
  tx: TxState,
  spec: EntrySpec,
  lines: ResolvedLine[],
  shape: OneStatementShape | null,
): StatementChecks | undefined {
  if (!shape || spec.userId === null || !tx.cashHeld?.has(spec.userId)) return undefined;
  const credit = lines[shape.cashIndex]!.amountMinor > 0;
  const absentKey = spec.refusedIfRecorded?.key ?? null;
  if (!credit && absentKey === null) return undefined;
  return { absentKey, debtOwner: credit ? spec.userId : null };
}

/**
 * Whether the entry's statement may carry the transaction's COMMIT: its caller writes nothing
 * after it, the ledger allows it on this attempt, and nothing below in postNew would send a
 * statement once it answered (a tombstone looked up after the moves, a debt read again).
 */
function commitsWithEntry(
  tx: TxState,
  spec: EntrySpec,
  checks: StatementChecks | undefined,
  creditedUserIds: number[],
  knownDebt: KnownDebt | undefined,
): boolean {
  if (!spec.lastInTransaction || !tx.commitWithLast || knownDebt) return false;
  if (spec.refusedIfRecorded && !checks?.absentKey) return false;
  return creditedUserIds.length === 0;
}

// The money statements run prepared (./prepared.ts) from the builders below: compiled once.

/** A balance move; a debt's repayment (its own shape of SQL, and rare) is compiled each time. */
async function moveBalance(
  trx: Transaction<DB>,
  line: EntryLine & { accountId: number },
  now: number,
): Promise<{ balance_minor: number } | undefined> {
  if (line.account.kind === 'player_debt' && line.amountMinor > 0) {
    return balanceUpdate(trx, line, now).executeTakeFirst();
  }
  const values = { amountMinor: line.amountMinor, accountId: line.accountId, now };
  return (await trx.executeQuery(plainBalanceUpdate(trx, values))).rows[0];
}

const plainBalanceUpdate = prepared(
  ['amountMinor', 'accountId', 'now'],
  (db, p: { amountMinor: number; accountId: number; now: number }) =>
    balanceUpdate(
      db,
      // Any account but a debt: the repayment's extra condition is not in this shape.
      {
        account: { kind: 'house', shardBy: 0 },
        amountMinor: p.amountMinor,
        accountId: p.accountId,
      },
      p.now,
    ),
);

/** The entry's columns as written: every listed one but the id the database gives. */
type EntryColumn = Exclude<(typeof JOURNAL_ENTRY_COLUMNS)[number], 'id'>;
const ENTRY_COLUMNS = JOURNAL_ENTRY_COLUMNS.filter((c): c is EntryColumn => c !== 'id');

type EntryValues = Record<EntryColumn, unknown>;

const preparedEntryInsert = prepared(ENTRY_COLUMNS, (db, p: EntryValues) =>
  entryInsert(db, p as Insertable<JournalEntriesTable>),
);

async function insertEntry(trx: Transaction<DB>, values: EntryValues) {
  const { rows } = await trx.executeQuery(preparedEntryInsert(trx, values));
  if (!rows[0]) throw new Error('the journal entry was not inserted');
  return rows[0];
}

const LINE_COLUMNS = ['entry_id', 'account_id', 'amount_minor', 'balance_after_minor'] as const;
type LineValues = Insertable<JournalLinesTable>;
/** By the number of lines: each count is its own shape of SQL. */
const preparedLinesInserts = new Map<number, ReturnType<typeof linesInsertOf>>();

function linesInsertOf(count: number) {
  const names = Array.from({ length: count }, (_, i) => LINE_COLUMNS.map((c) => `${c}${i}`)).flat();
  return prepared(names, (db, p: Record<string, unknown>) =>
    linesInsert(
      db,
      Array.from(
        { length: count },
        (_, i) =>
          Object.fromEntries(LINE_COLUMNS.map((c) => [c, p[`${c}${i}`]])) as unknown as LineValues,
      ),
    ),
  );
}

async function insertLines(trx: Transaction<DB>, rows: LineValues[]) {
  let insert = preparedLinesInserts.get(rows.length);
  if (!insert) {
    insert = linesInsertOf(rows.length);
    preparedLinesInserts.set(rows.length, insert);
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const c of LINE_COLUMNS) values[`${c}${i}`] = row[c];
  });
  await trx.executeQuery(insert(trx, values));
}

/** The prepared forms, for ./money-sql.test.ts to hold to the builders' SQL. */
export const preparedMoneySql = {
  balanceUpdate: plainBalanceUpdate,
  entryInsert: preparedEntryInsert,
  linesInsert: linesInsertOf,
};

// The money statements as query builders, so ./money-sql.test.ts can compile them for each
// database and compare them with the committed snapshots: any change to money SQL shows in review.

/**
 * A line's balance move: a conditional UPDATE that refuses to take a non-negative account
 * below zero (no row comes back, and the caller refuses the entry).
 */
export function balanceUpdate(
  db: Kysely<DB>,
  line: EntryLine & { accountId: number },
  now: number,
) {
  return (
    db
      .updateTable('ledger_accounts')
      .set((eb) => ({
        balance_minor: eb('balance_minor', '+', line.amountMinor),
        updated_at: now,
      }))
      .where('id', '=', line.accountId)
      .where((eb) =>
        eb.or([
          eb('allow_negative', '=', 1),
          eb(eb('balance_minor', '+', line.amountMinor), '>=', 0),
        ]),
      )
      // A debt is repaid at most to zero: a repayment racing another one looks again.
      .$if(line.account.kind === 'player_debt' && line.amountMinor > 0, (q) =>
        q.where((eb) => eb(eb('balance_minor', '+', line.amountMinor), '<=', 0)),
      )
      .returning('balance_minor')
  );
}

/** The entry's row; its unique idempotency key makes a concurrent twin fail here. */
export function entryInsert(db: Kysely<DB>, values: Insertable<JournalEntriesTable>) {
  return db.insertInto('journal_entries').values(values).returning('id');
}

/** The entry's lines with each account's balance after it. */
export function linesInsert(db: Kysely<DB>, rows: Insertable<JournalLinesTable>[]) {
  return db.insertInto('journal_lines').values(rows);
}

function assertBalanced(lines: EntryLine[]) {
  if (lines.length > LINES_PER_ENTRY_MAX) throw new Error('too many lines in one entry');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new Error(`bad line amount ${line.amountMinor}`);
    }
    if (Math.abs(line.amountMinor) > AMOUNT_MINOR_MAX) throw new Error('line amount too large');
    sum += line.amountMinor;
  }
  if (sum !== 0) throw new Error(`entry lines sum to ${sum}, not zero`);
}
