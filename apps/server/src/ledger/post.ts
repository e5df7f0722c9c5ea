// Posting one journal entry: the only place balances change. The entry's lines sum to zero;
// each balance moves with a conditional UPDATE that refuses to take a non-negative account
// below zero; the entry's idempotency key is unique, so a replay answers the first result.
import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { DB, JournalEntriesTable } from '../db/schema.ts';
import { MAX_AMOUNT_MINOR } from '@talih/contracts/money.ts';
import { identityOf, type AccountDirectory, type AccountRef } from './accounts.ts';
import { assertNoDebtLeft, repayDebtFirst } from './debt.ts';
import { insufficientFunds, LedgerError, RaceLost } from './errors.ts';
import { playerCashMinor } from './queries.ts';

// Callers outside the ledger take the lock from here, with the rest of posting.
export { lockPlayerAccount } from './lock.ts';

export const MAX_LINES_PER_ENTRY = 16;

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
  /** Kinds of the entries this transaction posted (not replays), counted once it commits. */
  postedKinds?: string[];
  /** See MovementGuard. */
  guard?: MovementGuard;
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

export async function findEntry(trx: Transaction<DB>, key: string) {
  return trx
    .selectFrom('journal_entries')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
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
  // A credit to a player who owes the house repays the debt first (./debt.ts).
  const { lines, repaidMinor, creditedUserIds } = await repayDebtFirst(tx, spec.lines);
  assertBalanced(lines);
  // Lock rows in one order (account id) so two transactions can never deadlock on them.
  const resolved = [];
  for (const line of lines) {
    const id = await tx.accounts.resolve(tx.trx, line.account, tx.createdAccounts, tx.now);
    resolved.push({ ...line, accountId: id });
  }
  resolved.sort((a, b) => a.accountId - b.accountId);

  let playerBalanceMinor: number | null = null;
  const balancesAfter: number[] = [];
  for (const line of resolved) {
    const updated = await tx.trx
      .updateTable('ledger_accounts')
      .set((eb) => ({
        balance_minor: eb('balance_minor', '+', line.amountMinor),
        updated_at: tx.now,
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
      .executeTakeFirst();
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
  }
  await assertNoDebtLeft(tx, creditedUserIds);
  if (playerBalanceMinor === null && spec.userId !== null) {
    playerBalanceMinor = await playerCashMinor(tx.trx, spec.userId);
  }

  const amountMinor = lines.reduce((sum, l) => sum + Math.max(0, l.amountMinor), 0);
  const detail =
    repaidMinor > 0 ? { ...spec.detail, debtRepaidMinor: repaidMinor } : (spec.detail ?? {});
  const entry = await tx.trx
    .insertInto('journal_entries')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tx.postedKinds?.push(spec.kind);
  if (resolved.length > 0) {
    await tx.trx
      .insertInto('journal_lines')
      .values(
        resolved.map((line, i) => ({
          entry_id: entry.id,
          account_id: line.accountId,
          amount_minor: line.amountMinor,
          balance_after_minor: balancesAfter[i] ?? 0,
        })),
      )
      .execute();
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

function assertBalanced(lines: EntryLine[]) {
  if (lines.length > MAX_LINES_PER_ENTRY) throw new Error('too many lines in one entry');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new Error(`bad line amount ${line.amountMinor}`);
    }
    if (Math.abs(line.amountMinor) > MAX_AMOUNT_MINOR) throw new Error('line amount too large');
    sum += line.amountMinor;
  }
  if (sum !== 0) throw new Error(`entry lines sum to ${sum}, not zero`);
}
