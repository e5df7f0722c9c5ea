// The payments area's staff calls: the havale deposit queue (confirm by the reference, reject),
// the withdrawal queue (approve with four-eyes above the threshold, reject, retry or void a
// failed payout), each row with the player's risk signals, and deposit method settings.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';

const reason = z.string().trim().min(3).max(200);
const orderNo = z
  .string()
  .trim()
  .regex(/^[DW][0-9A-Z]{6,30}$/);

export const riskSignals = z.object({
  accountAgeDays: z.number().int(),
  depositsMinor: minor,
  withdrawalsMinor: minor,
  wageredSinceDepositMinor: minor,
  lastDepositMinor: minor.nullable(),
  sameIbanUserIds: z.array(z.number().int()),
});
export type RiskSignals = z.output<typeof riskSignals>;

export const DEPOSIT_QUEUE_STATUSES = ['open', 'confirmed', 'rejected', 'expired'] as const;

export const depositRow = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  realName: z.string().nullable(),
  amountMinor: minor,
  status: z.string(),
  reference: z.string(),
  reason: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  toBank: z.string().nullable(),
  toIban: z.string().nullable(),
  risk: riskSignals,
});
export type DepositRow = z.output<typeof depositRow>;

export const depositQueue = defineStaffContract({
  path: '/payments/deposits',
  permission: 'payments.read',
  input: z.object({ status: z.enum(DEPOSIT_QUEUE_STATUSES).default('open'), ...pageInput }),
  output: pageOf(depositRow),
});

const decided = z.object({ status: z.string() });

export const confirmDeposit = defineStaffContract({
  path: '/payments/deposits/confirm',
  permission: 'deposits.confirm',
  input: z.object({ orderNo, reference: z.string().trim().min(4).max(40) }),
  output: decided,
});

export const rejectDeposit = defineStaffContract({
  path: '/payments/deposits/reject',
  permission: 'deposits.reject',
  input: z.object({ orderNo, reason }),
  output: decided,
});

export const WITHDRAWAL_QUEUE_STATUSES = [
  'open',
  'pending',
  'approved',
  'payout_failed',
  'paid',
  'rejected',
  'voided',
] as const;

export const withdrawalRow = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  amountMinor: minor,
  status: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  iban: z.string(),
  /** Who pays it: the bank payout (finance marks it paid) or trustly (its notification does). */
  provider: z.string().optional(),
  payoutError: z.string().nullable(),
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** A four-eyes approval waiting for this withdrawal, if any. */
  approvalId: z.number().int().nullable(),
  risk: riskSignals,
});
export type WithdrawalRow = z.output<typeof withdrawalRow>;

export const withdrawalQueue = defineStaffContract({
  path: '/payments/withdrawals',
  permission: 'payments.read',
  input: z.object({ status: z.enum(WITHDRAWAL_QUEUE_STATUSES).default('open'), ...pageInput }),
  output: pageOf(withdrawalRow),
});

export const approveWithdrawal = defineStaffContract({
  path: '/payments/withdrawals/approve',
  permission: 'withdrawals.approve',
  input: z.object({ orderNo, reason: z.string().trim().max(200).default('') }),
  output: z.union([
    z.object({ status: z.literal('done'), withdrawalStatus: z.string() }),
    z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
  ]),
});

export const rejectWithdrawal = defineStaffContract({
  path: '/payments/withdrawals/reject',
  permission: 'withdrawals.reject',
  input: z.object({ orderNo, reason }),
  output: decided,
});

export const retryWithdrawal = defineStaffContract({
  path: '/payments/withdrawals/retry',
  permission: 'withdrawals.approve',
  input: z.object({ orderNo }),
  output: decided,
});

/** A bank transfer's reference, as finance types it from the receipt (screen, call and CLI). */
export const bankRefField = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9./ _-]+$/);

/** A manual payout done: finance transferred it by bank; the bank's reference is kept. */
export const markWithdrawalPaid = defineStaffContract({
  path: '/payments/withdrawals/markPaid',
  permission: 'withdrawals.approve',
  input: z.object({
    orderNo,
    bankRef: bankRefField,
  }),
  output: decided,
});

export const voidWithdrawal = defineStaffContract({
  path: '/payments/withdrawals/void',
  permission: 'withdrawals.void',
  input: z.object({ orderNo, reason }),
  output: decided,
});

export const DEPOSIT_METHODS = ['havale', 'crypto', 'card', 'trustly', 'paysafecard'] as const;

export const methodSetting = z.object({
  method: z.enum(DEPOSIT_METHODS),
  minMinor: minor,
  maxMinor: minor,
  enabled: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type MethodSetting = z.output<typeof methodSetting>;

export const listMethodSettings = defineStaffContract({
  path: '/payments/methods',
  permission: 'payments.read',
  input: z.object({}),
  output: z.object({ rows: z.array(methodSetting) }),
});

export const saveMethodSetting = defineStaffContract({
  path: '/payments/methods/save',
  permission: 'payment_settings.write',
  input: z.object({
    method: z.enum(DEPOSIT_METHODS),
    minMinor: z.number().int().min(1_00).max(10_000_000_00),
    maxMinor: z.number().int().min(1_00).max(10_000_000_00),
    enabled: z.boolean(),
    reason,
  }),
  output: methodSetting,
});

/** Providers whose orders the Providers tab shows, each with what it notified. */
export const PAYMENT_PROVIDERS = ['trustly', 'paysafecard'] as const;

export const providerNotification = z.object({
  kind: z.string(),
  outcome: z.string(),
  notificationId: z.string(),
  amountMinor: minor.nullable(),
  receivedAt: z.number(),
  /** What the notification said beyond the columns: an error code, the account's bank. */
  detail: z.record(z.string(), z.unknown()),
});

/** A refund of a provider deposit (a second staff member approved it). */
export const depositRefundRow = z.object({
  refundNo: z.string(),
  amountMinor: minor,
  /** held (the provider has not answered finally), refunded, returned (to the player). */
  status: z.string(),
  providerState: z.string().nullable(),
  requestedBy: z.string(),
  approvedBy: z.string(),
  reason: z.string(),
  failure: z.string().nullable(),
  createdAt: z.number(),
});
export type DepositRefundRow = z.output<typeof depositRefundRow>;

export const providerPaymentRow = z.object({
  orderNo: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  userId: z.number().int(),
  nickname: z.string(),
  amountMinor: minor,
  status: z.string(),
  providerRef: z.string().nullable(),
  providerState: z.string().nullable(),
  reversedMinor: minor,
  /** Deposits: what refunds hold or paid back; what is left to refund. */
  refundedMinor: minor,
  refundableMinor: minor,
  refunds: z.array(depositRefundRow),
  /** A refund request of this deposit waiting for a second staff member. */
  refundApprovalId: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  notifications: z.array(providerNotification),
});
export type ProviderPaymentRow = z.output<typeof providerPaymentRow>;

export const providerPayments = defineStaffContract({
  path: '/payments/providers',
  permission: 'payments.read',
  input: z.object({ provider: z.enum(PAYMENT_PROVIDERS).default('trustly'), ...pageInput }),
  output: pageOf(providerPaymentRow),
});

/** The e-mail of the player's paysafecard account (paysafecard refunds go to that account). */
export const refundEmailField = z.string().trim().max(254).email();

/**
 * Asks for a refund of a provider deposit (all or part) to the player's original method: it
 * waits for a second staff member with deposits.refund, whose approval holds the amount from
 * the player's balance and sends it to the provider.
 */
export const requestRefund = defineStaffContract({
  path: '/payments/deposits/refund',
  permission: 'deposits.refund',
  input: z.object({
    orderNo,
    amountMinor: z.number().int().min(1).max(10_000_000_00),
    email: refundEmailField.nullable().default(null),
    reason,
  }),
  output: z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
});
