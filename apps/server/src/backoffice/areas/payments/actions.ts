// Finance's decisions, through the same services as `talih deposits|withdrawals`: confirm a
// havale once its reference is matched, reject a deposit, approve (post and pay out), reject,
// retry or void a withdrawal. Each answers the row before and after for the staff audit log.
import type { Selectable, Transaction } from 'kysely';
import type { DB, DepositOrdersTable, WithdrawalsTable } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { settleDepositTx } from '../../../modules/payments/deposits.ts';
import { payoutProviderOf } from '../../../modules/payments/payout-provider.ts';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  releaseWithdrawal,
  voidFailedPayout,
} from '../../../modules/payments/withdrawals.ts';

type WithdrawalChange = {
  before: ReturnType<typeof withdrawalState>;
  after: ReturnType<typeof withdrawalState>;
};
import type { Services } from '../../../services.ts';

type S = Pick<Services, 'ledger' | 'db' | 'config'>;

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

type DepositChange = {
  before: ReturnType<typeof depositState>;
  after: ReturnType<typeof depositState>;
  entryId: number | null;
};
/** Writes the staff audit row in the transaction that moves the money. */
export type AuditInTx<C> = (trx: Transaction<DB>, changed: C) => Promise<void>;

/** Confirms or rejects in one ledger transaction with its audit row; a decided order refuses. */
async function settleAudited(
  services: S,
  input: { orderNo: string; outcome: 'confirm' | 'reject'; reason: string },
  staffName: string,
  audit?: AuditInTx<DepositChange>,
): Promise<DepositChange> {
  const before = await depositRow(services, input.orderNo);
  return services.ledger.transact(`deposit_${input.outcome}`, async (tx) => {
    const result = await settleDepositTx(
      tx,
      { ...input, actor: `staff:${staffName}`, actorType: 'staff' },
      services.config.jurisdiction.bonus,
    );
    if (!result?.changed) throw new AppError('errors.boPayments.alreadyDecided');
    const after = await tx.trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', input.orderNo)
      .executeTakeFirstOrThrow();
    const changed = {
      before: depositState(before),
      after: depositState(after),
      entryId: result.entryId,
    };
    await audit?.(tx.trx, changed);
    return changed;
  });
}

/**
 * Confirms a havale whose reference finance found on the bank statement: the reference typed
 * must be the order's, so a transfer is never credited to the wrong order.
 */
export async function confirmDeposit(
  services: S,
  input: { orderNo: string; reference: string },
  staffName: string,
  audit?: AuditInTx<DepositChange>,
) {
  const order = await depositRow(services, input.orderNo);
  if (normalised(input.reference) !== normalised(order.reference)) {
    throw new AppError('errors.boPayments.referenceMismatch');
  }
  const reason = 'confirmed by staff: reference matched';
  return settleAudited(services, { ...input, outcome: 'confirm', reason }, staffName, audit);
}

export async function rejectDeposit(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
  audit?: AuditInTx<DepositChange>,
) {
  return settleAudited(services, { ...input, outcome: 'reject' }, staffName, audit);
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
  // approved: a manual payout, waiting for finance's bank transfer (markPaid). voided: the
  // provider refused the payout when it was asked (paysafecard at capture) and the money went
  // back to the player: the approval happened, so staff are told what became of it, not that
  // nothing changed.
  const outcomes = ['paid', 'payout_failed', 'approved', 'voided'];
  if (!after || !outcomes.includes(after.status) || after.status === before.status) {
    throw new AppError('errors.boPayments.alreadyDecided');
  }
  return { before: withdrawalState(before), after: withdrawalState(after) };
}

export async function rejectWithdrawal(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
  audit?: AuditInTx<WithdrawalChange>,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const actor = `staff:${staffName}`;
  // Released by this call (not by a concurrent one): only then is there something to audit.
  let released = false;
  const after = await releaseWithdrawal(
    services,
    { orderNo: input.orderNo, how: 'reject', actor, reason: input.reason },
    async (trx, from, to) => {
      released = true;
      await audit?.(trx, { before: withdrawalState(from), after: withdrawalState(to) });
    },
  );
  if (!released || !after || after.status !== 'rejected') {
    throw new AppError('errors.boPayments.alreadyDecided');
  }
  return { before: withdrawalState(before), after: withdrawalState(after) };
}

export async function voidWithdrawal(
  services: S,
  input: { orderNo: string; reason: string },
  staffName: string,
  audit?: AuditInTx<WithdrawalChange>,
) {
  const before = await withdrawalRow(services, input.orderNo);
  const result = await voidFailedPayout(
    services,
    { orderNo: input.orderNo, actor: `staff:${staffName}`, reason: input.reason },
    audit &&
      ((trx, from, to) =>
        audit(trx, { before: withdrawalState(from), after: withdrawalState(to) })),
  );
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
