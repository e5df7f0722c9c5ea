// What a player owes the house. A movement that takes back more than the player's cash holds
// (a sport resettlement after a feed correction or an operator's void) still posts in full: the
// cash pays what it can and the rest goes on the player's debt account, which so sits below
// zero by what is owed. Any later credit to the player's cash repays the debt first, in the
// same entry, so the entry still sums to zero and cash never goes below zero.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { LedgerError, RaceLost } from './errors.ts';
import { prepared } from './prepared.ts';
import { lockPlayerAccount, writersAreSerial } from './lock.ts';
import type { EntryLine, TxState } from './post.ts';
import { playerCashMinor } from './queries.ts';

/** What the player owes (0 when nothing); inside a transaction, as it sees it. */
export async function playerDebtMinor(db: Kysely<DB>, userId: number): Promise<number> {
  // Every credit to a player looks: compiled once (./prepared.ts).
  const { rows } = await db.executeQuery(preparedDebtQuery(db, { owner: String(userId) }));
  return Math.max(0, -Number(rows[0]?.balance_minor ?? 0));
}

/** The debt account's balance (below zero by what is owed); ./money-sql.test.ts snapshots it. */
export function debtQuery(db: Kysely<DB>, userId: number) {
  return debtQueryOf(db, { owner: String(userId) });
}

function debtQueryOf(db: Kysely<DB>, v: { owner: string }) {
  return db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('kind', '=', 'player_debt')
    .where('owner', '=', v.owner)
    .where('shard', '=', 0);
}

/** debtQuery prepared; its owner is the player's id as text. */
export const preparedDebtQuery = prepared(['owner'], debtQueryOf);

/**
 * The lines that take `amountMinor` from a player: from cash as far as it goes, the rest as
 * debt. The cash row is locked before it is read, so a credit committing meanwhile is seen
 * (and taken) rather than left beside a new debt; postEntry's conditional update still
 * refuses to take cash below zero.
 */
export async function takeFromPlayerLines(
  tx: TxState,
  userId: number,
  amountMinor: number,
): Promise<{ lines: EntryLine[]; debtMinor: number }> {
  await lockPlayerAccount(tx, userId);
  const cash = await playerCashMinor(tx.trx, userId);
  const fromCash = Math.min(Math.max(0, cash), amountMinor);
  const debtMinor = amountMinor - fromCash;
  const lines: EntryLine[] = [];
  if (fromCash > 0)
    lines.push({ account: { kind: 'player_cash', userId }, amountMinor: -fromCash });
  if (debtMinor > 0)
    lines.push({ account: { kind: 'player_debt', userId }, amountMinor: -debtMinor });
  return { lines, debtMinor };
}

/**
 * The posting of an entry made with takeFromPlayerLines: refused for short cash, the cash it
 * split on was spent meanwhile, so the transaction runs again and splits on what is there now.
 */
export function splitAgainIfCashMoved<T>(post: Promise<T>, userId: number): Promise<T> {
  return post.catch((error: unknown) => {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new RaceLost(`the cash of player ${userId} moved while a take-back was split`);
    }
    throw error;
  });
}

/**
 * A player's debt this transaction has already read, under that player's cash lock (the
 * movement's own statement read it: ./post-pg.ts StatementChecks), so it is not read again.
 */
export interface KnownDebt {
  userId: number;
  owedMinor: number;
}

/**
 * Rewrites the credits to players' cash so each repays that player's debt first: +A to cash
 * with D owed becomes +(A - r) to cash and +r to the debt, r = min(A, D). Entries without a
 * cash credit, or players without debt, are left as they are. `creditedUserIds` are the
 * players whose cash still grows and whose debt was read before their cash row was locked:
 * assertNoDebtLeft checks them once the cash rows are locked. A debt read while this
 * transaction already held the cash row (tx.cashHeld: a win's protection guard takes it) can't
 * have grown since, so it is not read twice.
 */
export async function repayDebtFirst(
  tx: TxState,
  lines: EntryLine[],
  known?: KnownDebt,
): Promise<{ lines: EntryLine[]; repaidMinor: number; creditedUserIds: number[] }> {
  if (!lines.some((l) => l.account.kind === 'player_cash' && l.amountMinor > 0)) {
    return { lines, repaidMinor: 0, creditedUserIds: [] };
  }
  const out: EntryLine[] = [];
  const creditedUserIds: number[] = [];
  let repaidMinor = 0;
  for (const line of lines) {
    const acc = line.account;
    if (acc.kind !== 'player_cash' || line.amountMinor <= 0) {
      out.push(line);
      continue;
    }
    // Read under the player's cash lock (tx.cashHeld), the debt can't grow before commit.
    const held = tx.cashHeld?.has(acc.userId) === true;
    const owed =
      known?.userId === acc.userId ? known.owedMinor : await playerDebtMinor(tx.trx, acc.userId);
    const repay = Math.min(owed, line.amountMinor);
    if (line.amountMinor - repay > 0) {
      out.push({ ...line, amountMinor: line.amountMinor - repay });
      if (!held) creditedUserIds.push(acc.userId);
    }
    if (repay > 0) {
      out.push({ account: { kind: 'player_debt', userId: acc.userId }, amountMinor: repay });
      repaidMinor += repay;
    }
  }
  return { lines: out, repaidMinor, creditedUserIds };
}

/**
 * After the entry's balance updates (which waited for any transaction holding the players'
 * cash rows): a debt that appeared meanwhile (a take-back committing between our read of the
 * debt and our update of the cash) means this credit must repay it: run again.
 */
export async function assertNoDebtLeft(tx: TxState, userIds: number[]): Promise<void> {
  // On SQLite no take-back can commit between our read of the debt and now.
  if (writersAreSerial(tx.trx)) return;
  for (const userId of userIds) {
    if ((await playerDebtMinor(tx.trx, userId)) > 0) {
      throw new RaceLost(`player ${userId} came to owe during a credit`);
    }
  }
}
