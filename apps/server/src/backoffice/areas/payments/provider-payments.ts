// The Providers tab: a provider's deposits and withdrawals, newest first, each with its state
// at the provider and every notification it sent (kind, what Talih did with it, when), so
// finance can follow an order from creation to its final notification.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { pendingApprovalsOf } from './queues.ts';

/** At most this many orders of each kind are read for one page (a limit on every list). */
const READ_MAX = 500;

export async function providerPayments(
  db: Kysely<DB>,
  q: { provider: 'trustly' | 'paysafecard'; page: number; pageSize: number },
) {
  const need = Math.min(READ_MAX, q.page * q.pageSize);
  const [deposits, withdrawals, depositCount, withdrawalCount] = await Promise.all([
    db
      .selectFrom('deposit_orders as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select([
        'd.order_no',
        'd.user_id',
        'u.nickname',
        'd.amount_minor',
        'd.status',
        'd.provider_ref',
        'd.provider_state',
        'd.reversed_minor',
        'd.refunded_minor',
        'd.fail_reason',
        'd.created_at',
        'd.updated_at',
      ])
      .where('d.method', '=', q.provider)
      .orderBy('d.id', 'desc')
      .limit(need)
      .execute(),
    db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select([
        'w.order_no',
        'w.user_id',
        'u.nickname',
        'w.amount_minor',
        'w.status',
        'w.payout_ref',
        'w.fail_reason',
        'w.created_at',
        'w.updated_at',
      ])
      .where('w.provider', '=', q.provider)
      .orderBy('w.id', 'desc')
      .limit(need)
      .execute(),
    db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('method', '=', q.provider)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('provider', '=', q.provider)
      .executeTakeFirstOrThrow(),
  ]);
  const merged = [
    ...deposits.map((d) => ({
      orderNo: d.order_no,
      kind: 'deposit' as const,
      userId: d.user_id,
      nickname: d.nickname,
      amountMinor: d.amount_minor,
      status: d.status,
      providerRef: d.provider_ref,
      providerState: d.provider_state,
      reversedMinor: d.reversed_minor,
      refundedMinor: d.refunded_minor,
      refundableMinor:
        d.status === 'confirmed'
          ? Math.max(0, d.amount_minor - d.reversed_minor - d.refunded_minor)
          : 0,
      reason: d.fail_reason,
      createdAt: d.created_at,
      updatedAt: d.updated_at,
    })),
    ...withdrawals.map((w) => ({
      orderNo: w.order_no,
      kind: 'withdrawal' as const,
      userId: w.user_id,
      nickname: w.nickname,
      amountMinor: w.amount_minor,
      status: w.status,
      providerRef: w.payout_ref,
      providerState: null,
      reversedMinor: 0,
      refundedMinor: 0,
      refundableMinor: 0,
      reason: w.fail_reason,
      createdAt: w.created_at,
      updatedAt: w.updated_at,
    })),
  ]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const notes =
    merged.length === 0
      ? []
      : await db
          .selectFrom('payment_notifications')
          .selectAll()
          .where('provider', '=', q.provider)
          .where(
            'order_no',
            'in',
            merged.map((m) => m.orderNo),
          )
          .orderBy('id')
          .limit(READ_MAX)
          .execute();
  const depositNos = merged.filter((m) => m.kind === 'deposit').map((m) => m.orderNo);
  const [refunds, approvals] =
    depositNos.length === 0
      ? [[], new Map<string, number>()]
      : await Promise.all([
          db
            .selectFrom('deposit_refunds')
            .selectAll()
            .where('order_no', 'in', depositNos)
            .orderBy('id')
            .limit(READ_MAX)
            .execute(),
          pendingApprovalsOf(db, depositNos, 'deposit.refund'),
        ]);
  return {
    rows: merged.map((m) => ({
      ...m,
      refunds: refunds
        .filter((r) => r.order_no === m.orderNo)
        .map((r) => ({
          refundNo: r.refund_no,
          amountMinor: r.amount_minor,
          status: r.status,
          providerState: r.provider_state,
          requestedBy: r.requested_by,
          approvedBy: r.approved_by,
          reason: r.reason,
          failure: r.failure,
          createdAt: r.created_at,
        })),
      refundApprovalId: approvals.get(m.orderNo) ?? null,
      notifications: notes
        .filter((n) => n.order_no === m.orderNo)
        .map((n) => ({
          kind: n.kind,
          outcome: n.outcome,
          notificationId: n.notification_id,
          amountMinor: n.amount_minor,
          receivedAt: n.received_at,
          detail: JSON.parse(n.detail) as Record<string, unknown>,
        })),
    })),
    total: Number(depositCount.n) + Number(withdrawalCount.n),
    page: q.page,
  };
}
