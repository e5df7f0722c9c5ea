// Why a ledger transaction ran: one snake_case name per kind of transaction. It rides on the
// balance event the player's open tabs receive (StreamEvent.reason), so a name is part of
// what clients can see: add a new one here, never spell an existing one a second way.
import type { DepositProviderCode } from '../adapters/payments/types.ts';

export const LEDGER_REASONS = [
  // casino: the game studios' wallet calls (modules/provider-wallet)
  'game_bet',
  'game_win',
  'game_rollback',
  // sportsbook (modules/sport)
  'sport_bet',
  'sport_settle',
  'sport_cashout',
  'free_bet_grant',
  // deposits and withdrawals (modules/payments); deposit_webhook_<provider> below
  'deposit_order',
  'trustly_notification',
  'deposit_refund',
  'deposit_refund_settle',
  'deposit_confirm',
  'deposit_reject',
  'deposit_fail',
  'deposit_expire',
  'withdrawal_hold',
  'withdrawal_post',
  'withdrawal_cancel',
  'withdrawal_reject',
  'withdrawal_mark_paid',
  'withdrawal_payout_void',
  'withdrawal_payout_refused',
  // operator adjustments (talih credit/debit, the back-office's players screen)
  'adjustment_credit',
  'adjustment_debit',
  // engagement prizes
  'mail_prize',
  'sign_in_prize',
  'wheel_prize',
  'promotion_claim',
  'promotion_join',
  'pdd_prize',
  'rebate_claim',
  // bonus money (modules/bonus)
  'bonus_grant',
  'bonus_finish',
  'bonus_cancel',
  'bonus_expire',
  'free_spin_win',
  'free_spin_expiry',
  // money a test, a benchmark or the reliability drill moves directly, outside any feature
  'test',
  'bench_credit',
  'test_credit',
  'test_bet',
  'test_win',
] as const;

/** A provider's signed webhook settling a deposit: one name per provider. */
type DepositWebhookReason = `deposit_webhook_${DepositProviderCode}`;

export type LedgerReason = (typeof LEDGER_REASONS)[number] | DepositWebhookReason;
