// Row types of the payments tables (the union of all migrations). Deposits, withdrawals, refunds,
// provider notifications and settlement reports, bank accounts and cards.
import type { Generated } from 'kysely';

/** The payments tables, as Kysely names them (assembled into DB by ../schema.ts). */
export interface PaymentsTables {
  payment_bank_accounts: PaymentBankAccountsTable;
  deposit_orders: DepositOrdersTable;
  deposit_refunds: DepositRefundsTable;
  payment_webhooks: PaymentWebhooksTable;
  payment_notifications: PaymentNotificationsTable;
  payment_accounts: PaymentAccountsTable;
  settlement_reports: SettlementReportsTable;
  settlement_lines: SettlementLinesTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  payment_method_settings: PaymentMethodSettingsTable;
}

export interface PaymentBankAccountsTable {
  id: Generated<number>;
  bank_code: string;
  bank_name: string;
  holder: string;
  iban: string;
  active: number;
  created_at: number;
}

export type DepositMethod = 'havale' | 'crypto' | 'card' | 'trustly' | 'paysafecard';

export type DepositStatus = 'pending' | 'confirmed' | 'rejected' | 'failed' | 'expired';

export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  method: DepositMethod;
  amount_minor: number;
  status: DepositStatus;
  reference: string;
  bank_account_id: number | null;
  coin_network: string | null;
  coin_address: string | null;
  coin_amount: string | null;
  coin_rate: string | null;
  pay_url: string | null;
  provider_ref: string | null;
  entry_id: number | null;
  fail_reason: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  confirmed_at: number | null;
  /** The bonus template the player chose for this deposit, granted on confirm. */
  bonus_template_id: number | null;
  /** The provider's own state short of final (Trustly's `pending`); migration 2026-12-06-0010. */
  provider_state: Generated<string | null>;
  /** What a reversal (Trustly's `debit` after `credit`) took back from the player. */
  reversed_minor: Generated<number>;
  /** What refunds staff made hold or paid back (held and refunded); migration 2026-12-06-0400. */
  refunded_minor: Generated<number>;
}

/** A refund of a provider deposit to the player's original method (Trustly, paysafecard). */
export interface DepositRefundsTable {
  id: Generated<number>;
  refund_no: string;
  order_no: string;
  user_id: number;
  provider: string;
  amount_minor: number;
  /** held (the provider has not answered finally), refunded, returned (to the player). */
  status: 'held' | 'refunded' | 'returned';
  /** What the provider last said short of final (accepted, pending). */
  provider_state: string | null;
  provider_ref: string | null;
  /** paysafecard: the player's paysafecard account e-mail the refund goes to. */
  email: string | null;
  reason: string;
  requested_by: string;
  approved_by: string;
  failure: string | null;
  created_at: number;
  updated_at: number;
}

/** Every notification Trustly or paysafecard sent, once per id: an order's history. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  notification_id: string;
  /** Trustly's method (credit, pending, cancel, debit, account, payoutconfirmation, ...). */
  kind: string;
  order_no: string | null;
  provider_order: string | null;
  amount_minor: number | null;
  outcome: string;
  body_hash: string;
  /** JSON: what the notification said beyond the columns (error codes, account details). */
  detail: string;
  received_at: number;
}

/** A provider's settlement report for one day, imported once (by the job or by finance). */
export interface SettlementReportsTable {
  id: Generated<number>;
  provider: string;
  /** The UTC day the report covers (YYYY-MM-DD). */
  day: string;
  currency: string;
  lines: number;
  /** 'job' (fetched from the provider) or 'upload' (finance sent the file). */
  source: string;
  imported_by: string;
  imported_at: number;
}

/** One money line of a settlement report, as the provider wrote it (fees left out). */
export interface SettlementLinesTable {
  id: Generated<number>;
  report_id: number;
  line_no: number;
  /** Our order number (Trustly's messageid, paysafecard's correlation id), when the line has one. */
  order_no: string | null;
  provider_order: string | null;
  /** The provider's type: Deposit, AccountPayout, Refund (Trustly); PAYMENT, PAYOUT, REFUND. */
  order_type: string;
  /** Signed: money in to the operator positive, out negative. */
  amount_minor: number;
  currency: string;
  raw: string;
}

/** The bank accounts a provider reported for a player: where their payouts go. */
export interface PaymentAccountsTable {
  id: Generated<number>;
  provider: string;
  user_id: number;
  account_id: string;
  bank: string;
  descriptor: string;
  last_digits: string;
  verified: number;
  order_no: string;
  created_at: number;
  updated_at: number;
}

export interface PaymentWebhooksTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_no: string;
  event_status: string;
  outcome: string;
  body_hash: string;
  received_at: number;
}

export interface BankCardsTable {
  id: Generated<number>;
  user_id: number;
  holder_name: string;
  bank_code: string;
  bank_name: string;
  iban: string;
  created_at: number;
  updated_at: number;
}

export type WithdrawStatus =
  | 'pending'
  | 'approved'
  | 'paid'
  | 'rejected'
  | 'cancelled'
  /** The payout provider refused the payout: the money sits in its clearing account. */
  | 'payout_failed'
  /** A failed payout voided back to the player's cash by the operator. */
  | 'voided';

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  amount_minor: number;
  status: WithdrawStatus;
  holder_name: string;
  bank_code: string;
  bank_name: string;
  iban: string;
  provider: string;
  payout_ref: string | null;
  payout_error: string | null;
  fail_reason: string | null;
  reviewed_by: string | null;
  /** The Istanbul calendar day it was asked for (YYYY-MM-DD): daily limits count by it. */
  day: string;
  created_at: number;
  updated_at: number;
  /** The client's request id (migration 0013): a retry with it answers this withdrawal. */
  request_id: Generated<string | null>;
  request_hash: Generated<string | null>;
  /** The provider's account it is paid to (Trustly's AccountID; migration 2026-12-06-0010). */
  payout_account: Generated<string | null>;
}

export interface PaymentMethodSettingsTable {
  method: DepositMethod;
  min_minor: number;
  max_minor: number;
  enabled: number;
  updated_by: string;
  updated_at: number;
}
