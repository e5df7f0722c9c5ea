// Money movements of payments. A deposit comes from the payment provider's clearing account
// (what the provider collected for us) into the player's cash. A withdrawal is two-phase
// (docs/design.md "Money"): the hold moves the amount from cash to the player's pending account;
// approval posts it from pending to the payout provider's clearing account, rejection or
// cancellation voids it back to cash. Each movement's idempotency key is named by its order,
// and the pending account can never go below zero, so a hold is released at most once.
import { splitAgainIfCashMoved, takeFromPlayerLines } from './debt.ts';
import type { AccountRef } from './accounts.ts';
import { postEntry, type PostedEntry, type TxState } from './post.ts';

export const PAYMENT_ENTRY_KINDS = {
  depositCredit: 'deposit_credit',
  withdrawalHold: 'withdrawal_hold',
  withdrawalPost: 'withdrawal_post',
  withdrawalVoid: 'withdrawal_void',
  withdrawalPayoutVoid: 'withdrawal_payout_void',
  depositReversal: 'deposit_reversal',
  withdrawalPayoutRevoke: 'withdrawal_payout_revoke',
  refundHold: 'refund_hold',
  refundPost: 'refund_post',
  refundVoid: 'refund_void',
} as const;

/** A deposit refund's movements: held from cash, then posted to the provider or voided back. */
export const refundKey = (refundNo: string, phase: 'hold' | 'post' | 'void') =>
  `refund:${refundNo}:${phase}`;

export const depositKey = (orderNo: string) => `deposit:${orderNo}`;
/** A credited deposit the provider took back (Trustly's `debit`), keyed by its notification. */
export const depositReversalKey = (orderNo: string, notificationId: string) =>
  `deposit:${orderNo}:reversal:${notificationId}`;
export const withdrawalKey = (
  orderNo: string,
  phase: 'hold' | 'post' | 'void' | 'payout-void' | 'payout-revoke',
) => `withdraw:${orderNo}:${phase}`;

interface PaymentMovement {
  /** The payment provider's code (havale, crypto, card). */
  provider: string;
  orderNo: string;
  userId: number;
  amountMinor: number;
  actor?: string;
  reason?: string;
}

/** Credits a confirmed deposit, once per order whatever confirms it (webhook or operator). */
export async function depositCredit(tx: TxState, m: PaymentMovement): Promise<PostedEntry> {
  return clearingToCash(tx, PAYMENT_ENTRY_KINDS.depositCredit, depositKey(m.orderNo), m);
}

/** One entry: the provider's clearing account pays the player's cash, keyed once per order. */
async function clearingToCash(
  tx: TxState,
  kind: (typeof PAYMENT_ENTRY_KINDS)[keyof typeof PAYMENT_ENTRY_KINDS],
  key: string,
  m: PaymentMovement,
): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  return postEntry(tx, {
    kind,
    key,
    request: { orderNo: m.orderNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      {
        account: { kind: 'payment_clearing', provider: m.provider, shardBy: m.userId },
        amountMinor: -m.amountMinor,
      },
      { account: { kind: 'player_cash', userId: m.userId }, amountMinor: m.amountMinor },
    ],
    reason: m.reason ?? null,
    detail: { orderNo: m.orderNo, provider: m.provider, actor: m.actor ?? null },
  });
}

/** Takes the amount out of the player's cash into pending; refused when cash is short. */
export async function withdrawalHold(tx: TxState, m: PaymentMovement): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  return postEntry(tx, {
    kind: PAYMENT_ENTRY_KINDS.withdrawalHold,
    key: withdrawalKey(m.orderNo, 'hold'),
    request: { orderNo: m.orderNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      { account: { kind: 'player_cash', userId: m.userId }, amountMinor: -m.amountMinor },
      { account: { kind: 'withdrawal_pending', userId: m.userId }, amountMinor: m.amountMinor },
    ],
    detail: { orderNo: m.orderNo, provider: m.provider },
  });
}

/** Approval: the held amount leaves for the payout provider. */
export async function withdrawalPost(tx: TxState, m: PaymentMovement): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  return postEntry(tx, {
    kind: PAYMENT_ENTRY_KINDS.withdrawalPost,
    key: withdrawalKey(m.orderNo, 'post'),
    request: { orderNo: m.orderNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      { account: { kind: 'withdrawal_pending', userId: m.userId }, amountMinor: -m.amountMinor },
      {
        account: { kind: 'payment_clearing', provider: m.provider, shardBy: m.userId },
        amountMinor: m.amountMinor,
      },
    ],
    reason: m.reason ?? null,
    detail: { orderNo: m.orderNo, provider: m.provider, actor: m.actor ?? null },
  });
}

/** Rejection or cancellation: the held amount goes back to the player's cash. */
export async function withdrawalVoid(tx: TxState, m: PaymentMovement): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  return postEntry(tx, {
    kind: PAYMENT_ENTRY_KINDS.withdrawalVoid,
    key: withdrawalKey(m.orderNo, 'void'),
    request: { orderNo: m.orderNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      { account: { kind: 'withdrawal_pending', userId: m.userId }, amountMinor: -m.amountMinor },
      { account: { kind: 'player_cash', userId: m.userId }, amountMinor: m.amountMinor },
    ],
    reason: m.reason ?? null,
    detail: { orderNo: m.orderNo, provider: m.provider, actor: m.actor ?? null },
  });
}

/**
 * A posted withdrawal whose payout the provider refused, voided by the operator: the amount
 * comes back from the payout provider's clearing account (where the post put it) to cash.
 * Once per order (its key); the caller moves the order to `voided` in the same transaction.
 * (A retry of the payout moves nothing: the money already waits in clearing.)
 */
export async function withdrawalPayoutVoid(tx: TxState, m: PaymentMovement): Promise<PostedEntry> {
  return clearingToCash(
    tx,
    PAYMENT_ENTRY_KINDS.withdrawalPayoutVoid,
    withdrawalKey(m.orderNo, 'payout-void'),
    m,
  );
}

/**
 * A payout voided back to the player that the provider paid after all (Trustly's
 * payoutconfirmation lost a race with a staff void): the amount goes from the player back to
 * the clearing account, cash first and the rest as debt, once per order (its key).
 */
export async function withdrawalPayoutRevoke(
  tx: TxState,
  m: PaymentMovement,
): Promise<PostedEntry & { debtMinor: number }> {
  return await takeBackToClearing(tx, m, {
    kind: PAYMENT_ENTRY_KINDS.withdrawalPayoutRevoke,
    key: withdrawalKey(m.orderNo, 'payout-revoke'),
    detail: { actor: m.actor ?? null },
  });
}

/**
 * A credited deposit taken back by its provider (the payer's bank reversed it): the amount
 * returns from the player to the provider's clearing account, from cash as far as it goes and
 * the rest as debt (./debt.ts), which later credits repay first. Once per notification.
 */
export async function depositReversal(
  tx: TxState,
  m: PaymentMovement & { notificationId: string },
): Promise<PostedEntry & { debtMinor: number }> {
  return await takeBackToClearing(tx, m, {
    kind: PAYMENT_ENTRY_KINDS.depositReversal,
    key: depositReversalKey(m.orderNo, m.notificationId),
    detail: { notificationId: m.notificationId },
  });
}

/**
 * Money a provider takes back from the player into its clearing account, from cash as far as
 * it goes and the rest as debt (./debt.ts); one entry per key. Revoked payouts and deposit
 * reversals differ only in their kind, key and one detail field.
 */
async function takeBackToClearing(
  tx: TxState,
  m: PaymentMovement,
  entry: { kind: string; key: string; detail: Record<string, unknown> },
): Promise<PostedEntry & { debtMinor: number }> {
  assertPositive(m.amountMinor);
  const taken = await takeFromPlayerLines(tx, m.userId, m.amountMinor);
  const posted = await splitAgainIfCashMoved(
    postEntry(tx, {
      kind: entry.kind,
      key: entry.key,
      request: { orderNo: m.orderNo, userId: m.userId, amountMinor: m.amountMinor },
      userId: m.userId,
      lines: [
        ...taken.lines,
        {
          account: { kind: 'payment_clearing', provider: m.provider, shardBy: m.userId },
          amountMinor: m.amountMinor,
        },
      ],
      reason: m.reason ?? null,
      detail: {
        orderNo: m.orderNo,
        provider: m.provider,
        ...entry.detail,
        ...(taken.debtMinor > 0 ? { debtMinor: taken.debtMinor } : {}),
      },
    }),
    m.userId,
  );
  return { ...posted, debtMinor: taken.debtMinor };
}

interface RefundMovement {
  provider: string;
  refundNo: string;
  /** The deposit order refunded. */
  orderNo: string;
  userId: number;
  amountMinor: number;
  actor: string;
  reason?: string;
}

/** Where each phase of a refund moves the money from and to, and its entry kind. */
const REFUND_PHASES = {
  // a refund staff approved: cash into the refund-pending account while the provider answers
  hold: {
    kind: PAYMENT_ENTRY_KINDS.refundHold,
    from: (m: RefundMovement): AccountRef => ({ kind: 'player_cash', userId: m.userId }),
    to: (m: RefundMovement): AccountRef => ({ kind: 'refund_pending', userId: m.userId }),
  },
  // the provider refunded: the held amount leaves for its clearing account
  post: {
    kind: PAYMENT_ENTRY_KINDS.refundPost,
    from: (m: RefundMovement): AccountRef => ({ kind: 'refund_pending', userId: m.userId }),
    to: (m: RefundMovement): AccountRef => ({
      kind: 'payment_clearing',
      provider: m.provider,
      shardBy: m.userId,
    }),
  },
  // the provider refused (or cancelled) it: the held amount goes back to cash
  void: {
    kind: PAYMENT_ENTRY_KINDS.refundVoid,
    from: (m: RefundMovement): AccountRef => ({ kind: 'refund_pending', userId: m.userId }),
    to: (m: RefundMovement): AccountRef => ({ kind: 'player_cash', userId: m.userId }),
  },
} as const;

/**
 * One phase of a deposit refund, once per refund and phase (its key). The hold is refused
 * (insufficient funds) when cash is short; the refund-pending account never goes below zero,
 * so a hold is posted or voided at most once.
 */
export async function refundMovement(
  tx: TxState,
  m: RefundMovement,
  phase: keyof typeof REFUND_PHASES,
): Promise<PostedEntry> {
  assertPositive(m.amountMinor);
  const p = REFUND_PHASES[phase];
  return postEntry(tx, {
    kind: p.kind,
    key: refundKey(m.refundNo, phase),
    request: { refundNo: m.refundNo, userId: m.userId, amountMinor: m.amountMinor },
    userId: m.userId,
    lines: [
      { account: p.from(m), amountMinor: -m.amountMinor },
      { account: p.to(m), amountMinor: m.amountMinor },
    ],
    reason: m.reason ?? null,
    detail: { orderNo: m.orderNo, refundNo: m.refundNo, provider: m.provider, actor: m.actor },
  });
}

function assertPositive(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError('the amount must be a positive integer number of minor units');
  }
}
