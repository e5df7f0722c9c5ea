// Row types of the ledger tables (the union of all migrations). The double-entry ledger: accounts,
// journal entries and lines, running totals per player.
import type { Generated } from 'kysely';

/** The ledger tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  journal_lines: JournalLinesTable;
  player_entry_totals: PlayerEntryTotalsTable;
}

export type LedgerAccountKind =
  | 'player_cash'
  | 'player_bonus'
  | 'house'
  | 'provider_clearing'
  | 'payment_clearing'
  | 'promotion_expense'
  | 'withdrawal_pending'
  // refunds of deposits a provider has not yet confirmed, per player
  | 'refund_pending'
  | 'sportsbook_clearing'
  // what a player owes the house (a resettlement their cash could not cover): at or below zero
  | 'player_debt';

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  owner: string;
  shard: number;
  currency: string;
  balance_minor: number;
  allow_negative: number;
  created_at: number;
  updated_at: number;
}

/** Running sums of a player's entries of one kind (migration 2026-11-28-0030, ledger/entry-totals.ts). */
export interface PlayerEntryTotalsTable {
  user_id: number;
  kind: string;
  total_minor: number;
  entries: number;
}

export interface JournalEntriesTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  request_hash: string;
  user_id: number | null;
  amount_minor: number;
  player_balance_minor: number | null;
  reverses_entry_id: number | null;
  reason: string | null;
  detail: string;
  created_at: number;
}

export interface JournalLinesTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount_minor: number;
  balance_after_minor: number;
}
