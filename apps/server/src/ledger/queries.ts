// Reading the ledger for players and operators: balances and history. Read-only.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A player's cash balance (0 before the first movement); inside a transaction, as it sees it. */
export async function playerCashMinor(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('kind', '=', 'player_cash')
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .executeTakeFirst();
  return row?.balance_minor ?? 0;
}

/** A player's bonus balance: the money of the active bonus (0 when none). */
export async function playerBonusMinor(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_minor')
    .where('kind', '=', 'player_bonus')
    .where('owner', '=', String(userId))
    .where('shard', '=', 0)
    .executeTakeFirst();
  return row?.balance_minor ?? 0;
}

export interface CashMovement {
  entryId: number;
  kind: string;
  amountMinor: number;
  balanceAfterMinor: number;
  reason: string | null;
  createdAt: number;
}

/** A player's cash movements, newest first, with the balance after each. */
export async function cashHistory(
  db: Kysely<DB>,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; list: CashMovement[] }> {
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'player_cash')
    .where('owner', '=', String(userId))
    .executeTakeFirst();
  if (!account) return { total: 0, list: [] };
  const [count, rows] = await Promise.all([
    db
      .selectFrom('journal_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('journal_lines')
      .innerJoin('journal_entries', 'journal_entries.id', 'journal_lines.entry_id')
      .select([
        'journal_entries.id as entryId',
        'journal_entries.kind as kind',
        'journal_lines.amount_minor as amountMinor',
        'journal_lines.balance_after_minor as balanceAfterMinor',
        'journal_entries.reason as reason',
        'journal_entries.created_at as createdAt',
      ])
      .where('journal_lines.account_id', '=', account.id)
      .orderBy('journal_lines.id', 'desc')
      .offset(page.offset)
      .limit(Math.min(page.limit, 100))
      .execute(),
  ]);
  return { total: Number(count.n), list: rows };
}
