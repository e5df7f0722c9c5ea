// Finance's decisions, through the same services as `talih deposits|withdrawals`: confirm a
// havale once its reference is matched, reject a deposit, approve (post and pay out), reject,
// retry or void a withdrawal. Each answers the row before and after for the staff audit log.
import type { Selectable } from 'kysely';
import type { DepositOrdersTable, WithdrawalsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { settleDeposit } from '../../../modules/payments/deposits.ts';
import { payoutProviderOf } from '../../../modules/payments/payout-provider.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  releaseWithdrawal,
  voidFailedPayout,
} from '../../../modules/payments/withdrawals.ts';
import type { Services } from '../../../services.ts';

type S = Pick<Services, 'ledger' | 'db'>;

const depositState = (r: Selectable<DepositOrdersTable>) => ({
  status: r.status,
  amountMinor: r.amount_minor,
  userId: r.user_id,
});
const withdrawalState = (r: Selectable<WithdrawalsTable>) => ({
  status: r.status,
  amountMinor: r.amount_minor,
  userId: r.user_id,
  payoutRef: r.payout_ref,
  payoutError: r.payout_error,
});

async function depositRow(services: S, orderNo: string) {
  const row = await services.db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boPayments.notFound');
  return row;
}

async function withdrawalRow(services: S, orderNo: string) {
  const row = await services.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) throw new AppError('errors.boPayments.notFound');
  return row;
}

const normalised = (ref: string) => ref.replace(/\s/g, '').toUpperCase();

/**
 * Confirms a havale whose reference finance found on the bank statement: the reference typed
 * must be the order's, so a transfer is never credited to the wrong order.
 */
export async function confirmDeposit(
  services: S,
  input: { orderNo: string; reference: string },
  staffName: string,
) {
  const before = await depositRow(services, input.orderNo);
  if (normalised(input.reference) !== normalised(before.reference)) {
    throw new AppError('errors.boPayments.referenceMismatch');
  }
  const result = await settleDeposit(services, {
    orderNo: input.orderNo,
    outcome: 'confirm',
    actor: `staff:${staffName}`,
    actorType: 'staff',
    reason: 'confirmed by staff: reference matched',
  });
  if (!result?.changed) throw new AppError('errors.boPayments.alreadyDecided');
  const after = await depositRow(services, input.orderNo);
  return { before: depositState(before), after: depositState(after), entryId: result.entryId };
}

export async function rejectDeposit(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
) {
  const before = await depositRow(services, input.orderNo);
  const result = await settleDeposit(services, {
    orderNo: input.orderNo,
    outcome: 'reject',
    actor: `staff:${staffName}`,
    actorType: 'staff',
    reason: input.reason,
  });
  if (!result?.changed) throw new AppError('errors.boPayments.alreadyDecided');
  const after = await depositRow(services, input.orderNo);
  return { before: depositState(before), after: depositState(after) };
}

/** Approves a pending withdrawal, or retries a payout_failed one; answers the outcome. */
export async function payWithdrawal(
  services: S & Pick<Services, 'config'>,
  input: { orderNo: string; retry: boolean },
  staffName: string,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const from = input.retry ? 'payout_failed' : 'pending';
  if (before.status !== from) throw new AppError('errors.boPayments.alreadyDecided');
  const after = await approveWithdrawal(services, payoutProviderOf(services), {
    orderNo: input.orderNo,
    actor: `staff:${staffName}`,
  });
  // approved: a manual payout, waiting for finance's bank transfer (markPaid).
  const outcomes = ['paid', 'payout_failed', 'approved'];
  if (!after || !outcomes.includes(after.status) || after.status === before.status) {
    throw new AppError('errors.boPayments.alreadyDecided');
  }
  return { before: withdrawalState(before), after: withdrawalState(after) };
}

export async function rejectWithdrawal(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const actor = `staff:${staffName}`;
  const after = await releaseWithdrawal(services, {
    orderNo: input.orderNo,
    how: 'reject',
    actor,
    reason: input.reason,
  });
  if (!after || after.status !== 'rejected' || before.status !== 'pending') {
    throw new AppError('errors.boPayments.alreadyDecided');
  }
  return { before: withdrawalState(before), after: withdrawalState(after) };
}

export async function voidWithdrawal(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const result = await voidFailedPayout(services, {
    orderNo: input.orderNo,
    actor: `staff:${staffName}`,
    reason: input.reason,
  });
  if (!result?.changed) throw new AppError('errors.boPayments.alreadyDecided');
  return { before: withdrawalState(before), after: withdrawalState(result.row) };
}

/** Finance transferred an approved (manual) withdrawal by bank: paid with the bank's reference. */
export async function markPaid(
  services: S,
  input: { orderNo: string; bankRef: string },
  staffName: string,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const result = await markWithdrawalPaid(services, {
    orderNo: input.orderNo,
    bankRef: input.bankRef,
    actor: `staff:${staffName}`,
    actorType: 'staff',
  });
  if (!result?.changed) throw new AppError('errors.boPayments.alreadyDecided');
  return { before: withdrawalState(before), after: withdrawalState(result.row) };
}
