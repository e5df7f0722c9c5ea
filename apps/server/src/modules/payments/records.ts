// The player's orders (deposits and withdrawals together), newest first, and one order by its
// number. Every query names the player: another player's order answers as not found.
import type { Kysely } from 'kysely';
import type { OrderRecord } from '@talih/contracts/payments.ts';
import type { DB } from '../../db/schema.ts';
import { expireStale, loadDeposit } from './deposits.ts';
import { depositView, withdrawView } from './orders.ts';

export async function loadOrder(
  db: Kysely<DB>,
  userId: number,
  orderNo: string,
): Promise<OrderRecord | null> {
  if (orderNo.startsWith('D')) {
    await expireStale(db, userId);
    return (await loadDeposit(db, orderNo, userId))?.view ?? null;
  }
  const row = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? withdrawView(row) : null;
}

export async function listOrders(
  db: Kysely<DB>,
  userId: number,
  q: { type: 'all' | 'deposit' | 'withdraw'; page: number; pageSize: number },
) {
  await expireStale(db, userId);
  const offset = (q.page - 1) * q.pageSize;
  // Both kinds merged by time: take enough of each to fill this page, then cut.
  const need = offset + q.pageSize;
  const wantDeposits = q.type !== 'withdraw';
  const wantWithdrawals = q.type !== 'deposit';
  const [deposits, withdrawals, depositCount, withdrawCount, accounts] = await Promise.all([
    wantDeposits
      ? db
          .selectFrom('deposit_orders')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(need)
          .execute()
      : [],
    wantWithdrawals
      ? db
          .selectFrom('withdrawals')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(need)
          .execute()
      : [],
    wantDeposits ? countOf(db, 'deposit_orders', userId) : 0,
    wantWithdrawals ? countOf(db, 'withdrawals', userId) : 0,
    db.selectFrom('payment_bank_accounts').selectAll().limit(200).execute(),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const merged: OrderRecord[] = [
    ...deposits.map((d) =>
      depositView(d, d.bank_account_id ? (byId.get(d.bank_account_id) ?? null) : null),
    ),
    ...withdrawals.map(withdrawView),
  ].sort((a, b) => b.createTime - a.createTime || b.orderId.localeCompare(a.orderId));
  return {
    list: merged.slice(offset, offset + q.pageSize),
    page: q.page,
    pageSize: q.pageSize,
    total: depositCount + withdrawCount,
  };
}

async function countOf(db: Kysely<DB>, table: 'deposit_orders' | 'withdrawals', userId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
