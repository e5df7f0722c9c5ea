// Refunds of provider deposits to the player's original method: Trustly's `Refund` (OrderID,
// Amount, Currency; final on the `debit` notification flagged refund, returned on its
// `cancel`) and paysafecard's refund (final in its answer). A refund is asked for by one staff
// member and approved by a second (backoffice/areas/payments); the approval runs startRefund:
// the order's refunded_minor grows under a conditional update (two refunds never both take the
// same money), the amount is held from the player's cash (ledger refundHold), and the provider
// is called. Its answer posts the hold to the provider's clearing account (refunded) or voids
// it back to the player once (returned). One refund of an order waits for its provider at a
// time, so a notification names its refund. A refund left held is a reconcile violation.
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { minorToDecimal } from '@talih/contracts/money.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { DepositRefundsTable } from '../../db/schema.ts';
import { LedgerError } from '../../ledger/errors.ts';
import { refundMovement } from '../../ledger/payment-movements.ts';
import type { TxState } from '../../ledger/post.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';

export const REFUND_PROVIDERS = ['trustly', 'paysafecard'] as const;
export type RefundProvider = (typeof REFUND_PROVIDERS)[number];

export type RefundRow = Selectable<DepositRefundsTable>;

/** What a provider answered to a refund: final either way, or not yet known. */
export type RefundAnswer =
  | { outcome: 'refunded'; providerRef: string | null }
  | { outcome: 'accepted'; providerRef: string | null }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unknown'; reason: string };

/** The provider's refund call (Trustly's Refund, paysafecard's refund), by the process's runtime. */
export interface RefundCaller {
  (refund: RefundRow, depositRef: string): Promise<RefundAnswer>;
}

/**
 * By the process's services, not decorated on the app: refunds are asked for by staff calls,
 * which run in the back-office app (another Fastify instance on the same services).
 */
const callers = new WeakMap<object, Partial<Record<RefundProvider, RefundCaller>>>();

/** Each provider runtime registers its refund call with the process's services. */
export function registerRefundCaller(services: object, provider: RefundProvider, c: RefundCaller) {
  callers.set(services, { ...callers.get(services), [provider]: c });
}

export const newRefundNo = () =>
  `R${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

export interface RefundRequest {
  orderNo: string;
  amountMinor: number;
  /** paysafecard: the player's paysafecard account e-mail (the documented customer[email]). */
  email: string | null;
}

/** What is left to refund of a deposit: its amount less reversals and earlier refunds. */
export function refundableMinor(o: {
  amount_minor: number;
  reversed_minor: number;
  refunded_minor: number;
}) {
  return Math.max(0, o.amount_minor - o.reversed_minor - o.refunded_minor);
}

/** Refuses a refund its deposit cannot take (before the approval is asked for, and again at it). */
export async function checkRefund(db: Services['db'], r: RefundRequest) {
  const order = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', r.orderNo)
    .executeTakeFirst();
  if (!order) throw new AppError('errors.boPayments.notFound');
  if (
    order.status !== 'confirmed' ||
    !(REFUND_PROVIDERS as readonly string[]).includes(order.method) ||
    !order.provider_ref
  ) {
    throw new AppError('errors.boPayments.refundNotRefundable');
  }
  if (!Number.isSafeInteger(r.amountMinor) || r.amountMinor <= 0) {
    throw new AppError('errors.boPayments.refundAmountInvalid');
  }
  const leftMinor = refundableMinor(order);
  if (r.amountMinor > leftMinor) {
    throw new AppError('errors.boPayments.refundTooMuch', { max: minorToDecimal(leftMinor) });
  }
  if (order.method === 'paysafecard' && !r.email) {
    throw new AppError('errors.boPayments.refundEmailRequired');
  }
  const waiting = await db
    .selectFrom('deposit_refunds')
    .select('refund_no')
    .where('order_no', '=', r.orderNo)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (waiting) throw new AppError('errors.boPayments.refundInFlight');
  return order;
}

export interface StartRefund extends RefundRequest {
  refundNo: string;
  reason: string;
  requestedBy: string;
  approvedBy: string;
}

/**
 * The approved refund: held and sent to the provider, once per refund number (a replay
 * answers the refund as it stands). Answers the refund row after the provider's answer.
 */
export async function startRefund(services: Services, r: StartRefund): Promise<RefundRow> {
  const existing = await refundOf(services, r.refundNo);
  if (existing) return existing;
  const order = await checkRefund(services.db, r);
  const call = callers.get(services)?.[order.method as RefundProvider];
  if (!call) throw new AppError('errors.boPayments.refundProviderUnavailable');
  let refund: RefundRow;
  try {
    refund = await services.ledger.transact('deposit_refund', async (tx) => {
      const claimed = await tx.trx
        .updateTable('deposit_orders')
        .set({ refunded_minor: order.refunded_minor + r.amountMinor, updated_at: tx.now })
        .where('id', '=', order.id)
        .where('refunded_minor', '=', order.refunded_minor)
        .where('reversed_minor', '=', order.reversed_minor)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1)
        throw new AppError('errors.boPayments.refundInFlight');
      const row = await tx.trx
        .insertInto('deposit_refunds')
        .values({
          refund_no: r.refundNo,
          order_no: order.order_no,
          user_id: order.user_id,
          provider: order.method,
          amount_minor: r.amountMinor,
          status: 'held',
          provider_state: null,
          provider_ref: null,
          email: r.email,
          reason: r.reason,
          requested_by: r.requestedBy,
          approved_by: r.approvedBy,
          failure: null,
          created_at: tx.now,
          updated_at: tx.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const entry = await refundMovement(tx, movementOf(row, `staff:${r.approvedBy}`), 'hold');
      await audit(tx, row, 'payments.refund_held', { entryId: entry.entryId });
      return row;
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('errors.boPayments.refundBalanceShort');
    }
    throw error;
  }
  const answer = await call(refund, order.provider_ref ?? '').catch(
    (error: unknown): RefundAnswer => ({
      outcome: 'unknown',
      reason: error instanceof Error ? error.message.slice(0, 200) : 'no answer',
    }),
  );
  await applyRefundAnswer(services, refund.refund_no, answer);
  return (await refundOf(services, refund.refund_no)) ?? refund;
}

export function refundOf(services: Pick<Services, 'db'>, refundNo: string) {
  return services.db
    .selectFrom('deposit_refunds')
    .selectAll()
    .where('refund_no', '=', refundNo)
    .executeTakeFirst();
}

/** The provider's answer to the call: refunded, accepted (a notification decides), refused. */
export async function applyRefundAnswer(services: Services, refundNo: string, a: RefundAnswer) {
  await services.ledger.transact('deposit_refund_settle', async (tx) => {
    const row = await tx.trx
      .selectFrom('deposit_refunds')
      .selectAll()
      .where('refund_no', '=', refundNo)
      .executeTakeFirstOrThrow();
    if (a.outcome === 'refunded') await finishRefund(tx, row, a.providerRef);
    else if (a.outcome === 'refused') await returnRefund(tx, row, a.reason);
    else {
      await tx.trx
        .updateTable('deposit_refunds')
        .set({
          provider_state: a.outcome === 'accepted' ? 'accepted' : 'no_answer',
          provider_ref: a.outcome === 'accepted' ? a.providerRef : row.provider_ref,
          failure: a.outcome === 'unknown' ? a.reason : null,
          updated_at: tx.now,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'held')
        // A notification that came before this answer (Trustly's pending) says more.
        .where('provider_state', 'is', null)
        .execute();
    }
  });
}

/** The provider paid the refund: the hold leaves for its clearing account (once). */
export async function finishRefund(tx: TxState, row: RefundRow, providerRef: string | null) {
  const moved = await tx.trx
    .updateTable('deposit_refunds')
    .set({
      status: 'refunded',
      provider_state: null,
      provider_ref: providerRef ?? row.provider_ref,
      updated_at: tx.now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const entry = await refundMovement(tx, movementOf(row, `provider:${row.provider}`), 'post');
  await audit(tx, row, 'payments.refund_paid', { entryId: entry.entryId });
  return true;
}

/** The provider refused or cancelled the refund: the money goes back to the player once. */
export async function returnRefund(tx: TxState, row: RefundRow, reason: string) {
  const moved = await tx.trx
    .updateTable('deposit_refunds')
    .set({
      status: 'returned',
      provider_state: null,
      failure: reason.slice(0, 200),
      updated_at: tx.now,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  const order = await tx.trx
    .selectFrom('deposit_orders')
    .select(['id', 'refunded_minor'])
    .where('order_no', '=', row.order_no)
    .executeTakeFirstOrThrow();
  const given = await tx.trx
    .updateTable('deposit_orders')
    .set({ refunded_minor: order.refunded_minor - row.amount_minor, updated_at: tx.now })
    .where('id', '=', order.id)
    .where('refunded_minor', '=', order.refunded_minor)
    .executeTakeFirst();
  if (Number(given.numUpdatedRows) !== 1)
    throw new Error(`deposit ${row.order_no} moved meanwhile`);
  const entry = await refundMovement(
    tx,
    { ...movementOf(row, `provider:${row.provider}`), reason },
    'void',
  );
  await audit(tx, row, 'payments.refund_returned', { entryId: entry.entryId, reason });
  return true;
}

/** The refund of a deposit waiting for its provider (at most one, see checkRefund). */
export function heldRefundOf(tx: TxState, orderNo: string) {
  return tx.trx
    .selectFrom('deposit_refunds')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('status', '=', 'held')
    .orderBy('id')
    .executeTakeFirst();
}

function movementOf(row: RefundRow, actor: string) {
  return {
    provider: row.provider,
    refundNo: row.refund_no,
    orderNo: row.order_no,
    userId: row.user_id,
    amountMinor: row.amount_minor,
    actor,
    reason: row.reason,
  };
}

async function audit(tx: TxState, row: RefundRow, action: string, extra: Record<string, unknown>) {
  await writeAudit(
    tx.trx,
    {
      actorType: 'system',
      actorId: `provider:${row.provider}`,
      action,
      subject: `deposit:${row.order_no}`,
      detail: {
        refundNo: row.refund_no,
        userId: row.user_id,
        amount: minorToDecimal(row.amount_minor),
        requestedBy: row.requested_by,
        approvedBy: row.approved_by,
        ...extra,
      },
    },
    tx.now,
  );
}
