// What tests ask the ledger: a player account's balance, read straight from its row (not
// through the code under test), and "reconcile finds nothing", with reconcile's own report as
// the failure message so a broken invariant says which one.
import { expect } from 'vitest';
import { reconcile } from '../testing/reconcile.ts';
import type { ReconcileCheck, ReconcileSettings } from '../ledger/check.ts';
import type { Database } from '../db/database.ts';
import { operatorAdjustment } from '../ledger/game-movements.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { insertPlayer } from './players.ts';

/** The player's accounts (ledger/accounts.ts). */
export type PlayerAccountKind =
  'player_cash' | 'player_bonus' | 'player_debt' | 'withdrawal_pending';

/**
 * The balance of one of the player's accounts in minor units, 0 before its first movement.
 * As the ledger keeps it: `player_debt` sits below zero by what the player owes.
 */
export async function balanceOf(
  t: { database: Database },
  userId: number,
  kind: PlayerAccountKind = 'player_cash',
): Promise<number> {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<number | string | null>('balance_minor').as('balance'))
    .where('kind', '=', kind)
    .where('owner', '=', String(userId))
    .executeTakeFirst();
  // PostgreSQL answers a bigint sum as a string.
  return Number(row?.balance ?? 0);
}

/** What the journal entry keyed `key` moved, summed per account kind. */
export async function entryLinesOf(
  t: { database: Database },
  key: string,
): Promise<Record<string, number>> {
  const rows = await t.database.db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['a.kind', 'l.amount_minor'])
    .where('e.idempotency_key', '=', key)
    .execute();
  const byKind: Record<string, number> = {};
  for (const r of rows) byKind[r.kind] = (byKind[r.kind] ?? 0) + Number(r.amount_minor);
  return byKind;
}

/** Reconcile over the test's database finds no violation. */
export async function expectReconciled(
  t: { database: Database },
  options: Partial<ReconcileSettings> = {},
): Promise<void> {
  const lines: string[] = [];
  const { violations } = await reconcile(t.database, (l) => lines.push(l), options);
  expect(violations, lines.join('\n')).toBe(0);
}

/** What one reconcile check finds over the test's database, its violations one per line. */
export async function violationsOf(t: { database: Database }, check: ReconcileCheck) {
  return (await check.run(t.database, { withdrawStuckHours: 24, now: Date.now() })).join('\n');
}

/**
 * A new player (mobile `mobile`, nickname `nickname`) whose cash the operator credited with
 * `creditMinor` through the ledger: the start of the ledger's own tests, which have no app.
 */
export async function fundedLedgerPlayer(
  t: { database: Database },
  ledger: Ledger,
  who: { mobile: string; nickname: string; creditMinor: number },
): Promise<number> {
  const userId = await insertPlayer(t.database.db, who.mobile, who.nickname);
  await ledger.transact('adjustment_credit', (tx) =>
    operatorAdjustment(tx, {
      direction: 'credit',
      userId,
      amountMinor: who.creditMinor,
      reason: 'test funds',
      key: `fund-${userId}`,
      actor: 'test',
    }),
  );
  return userId;
}
