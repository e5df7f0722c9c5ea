// The deposit queue (havale orders waiting for the money to be matched) and the withdrawal
// queue (requests waiting for a decision, and failed payouts waiting for a retry or a void),
// each row with the player's risk signals.
import type { Kysely } from 'kysely';
import type { DB, DepositStatus, WithdrawStatus } from '../../../db/schema.ts';
import { expireStale } from '../../../modules/payments/deposits.ts';
import { riskSignals } from './risk-signals.ts';

export interface QueuePage {
  page: number;
  pageSize: number;
}

export async function depositQueue(
  db: Kysely<DB>,
  q: QueuePage & { status: DepositStatus | 'open' },
) {
  await expireStale(db);
  // "open": what finance still has to match, including havale that arrived after its deadline.
  const statuses: DepositStatus[] = q.status === 'open' ? ['pending', 'expired'] : [q.status];
  const base = db
    .selectFrom('deposit_orders as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('payment_bank_accounts as a', 'a.id', 'd.bank_account_id')
    .where('d.method', '=', 'havale')
    .where('d.status', 'in', statuses);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'd.order_no',
        'd.user_id',
        'u.nickname',
        'u.real_name',
        'd.amount_minor',
        'd.status',
        'd.reference',
        'd.fail_reason',
        'd.created_at',
        'd.expires_at',
        'a.bank_name',
        'a.iban as account_iban',
      ])
      .orderBy('d.id', 'asc')
      .offset((q.page - 1) * q.pageSize)
      .limit(q.pageSize)
      .execute(),
  ]);
  const cards = await cardsOf(db, [...new Set(rows.map((r) => r.user_id))]);
  const out = [];
  for (const r of rows) {
    out.push({
      orderNo: r.order_no,
      userId: r.user_id,
      nickname: r.nickname,
      realName: r.real_name,
      amountMinor: r.amount_minor,
      status: r.status,
      reference: r.reference,
      reason: r.fail_reason,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      toBank: r.bank_name,
      toIban: r.account_iban,
      risk: await riskSignals(db, r.user_id, cards.get(r.user_id) ?? null),
    });
  }
  return { total: Number(count.n), rows: out };
}

async function cardsOf(db: Kysely<DB>, userIds: number[]) {
  const out = new Map<number, string>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('bank_cards')
    .select(['user_id', 'iban'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const r of rows) out.set(r.user_id, r.iban);
  return out;
}

export async function withdrawalQueue(
  db: Kysely<DB>,
  q: QueuePage & { status: WithdrawStatus | 'open' },
) {
  const statuses: WithdrawStatus[] =
    q.status === 'open' ? ['pending', 'approved', 'payout_failed'] : [q.status];
  const base = db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .where('w.status', 'in', statuses);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'w.order_no',
        'w.user_id',
        'u.nickname',
        'w.amount_minor',
        'w.status',
        'w.holder_name',
        'w.bank_name',
        'w.iban',
        'w.provider',
        'w.payout_error',
        'w.fail_reason',
        'w.reviewed_by',
        'w.created_at',
        'w.updated_at',
      ])
      .orderBy('w.id', 'asc')
      .offset((q.page - 1) * q.pageSize)
      .limit(q.pageSize)
      .execute(),
  ]);
  const out = [];
  for (const r of rows) {
    out.push({
      orderNo: r.order_no,
      userId: r.user_id,
      nickname: r.nickname,
      amountMinor: r.amount_minor,
      status: r.status,
      holderName: r.holder_name,
      bankName: r.bank_name,
      iban: r.iban,
      provider: r.provider,
      payoutError: r.payout_error,
      reason: r.fail_reason,
      reviewedBy: r.reviewed_by,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      risk: await riskSignals(db, r.user_id, r.iban),
    });
  }
  return { total: Number(count.n), rows: out };
}

/** Four-eyes approvals still waiting, by withdrawal order number. */
export async function pendingApprovalsOf(
  db: Kysely<DB>,
  orderNos: string[],
  kind: 'withdrawal.approve' | 'deposit.refund' = 'withdrawal.approve',
) {
  const out = new Map<string, number>();
  if (orderNos.length === 0) return out;
  const rows = await db
    .selectFrom('staff_approvals')
    .select(['id', 'object_id'])
    .where('kind', '=', kind)
    .where('object_id', 'in', orderNos)
    .where('status', 'in', ['pending', 'deciding'])
    .execute();
  for (const r of rows) out.set(r.object_id, Number(r.id));
  return out;
}
