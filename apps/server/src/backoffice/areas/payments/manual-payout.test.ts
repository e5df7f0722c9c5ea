// Manual payouts (PAYOUT_ADAPTER=manual, production's default): approving a withdrawal posts
// it but pays nothing, so it stays approved until finance marks it paid with the bank transfer's
// reference, once, audited. The sandbox provider's "paid" with a made-up reference never
// appears. The CLI does the same; reconcile flags an approved one left past the stuck hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/talih.ts';
import { reconcile } from '../../../testing/reconcile.ts';
import { backends } from '../../../testing/backends.ts';
import {
  TEST_PAYMENT_SECRETS,
  seedBankAccounts,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../../testing/payments.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { answer, staffAnswer } from '../../../testing/calls.ts';
import { createWithdraw } from '@talih/contracts/payments.ts';
import { withdrawalQueue } from '@talih/contracts/backoffice/payments.ts';
import { expectReconciled } from '../../../testing/ledger.ts';

for (const backend of backends()) {
  describe(`manual payouts on ${backend.name}`, () => {
    let t: BackofficeTest;
    let finance: StaffClient;
    let support: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend, {
        ...TEST_PAYMENT_SECRETS,
        PAYMENT_SANDBOX_AUTO: 'false',
        PAYOUT_ADAPTER: 'manual',
      });
      await seedBankAccounts(t);
      finance = await staffClient(t, 'finance');
      support = await staffClient(t, 'support');
    });
    afterAll(() => t.dispose());

    const withdrawal = async (amount: number) => {
      const p = await withdrawingPlayer(t, 5000_00);
      const w = await answer(
        t,
        createWithdraw,
        { amount, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      return w.resultData.orderId;
    };
    const rowOf = (orderNo: string) =>
      t.database.db
        .selectFrom('withdrawals')
        .select(['status', 'payout_ref'])
        .where('order_no', '=', orderNo)
        .executeTakeFirstOrThrow();

    it('approval leaves it approved with no payout reference, and marking it paid keeps the bank reference once', async () => {
      const orderNo = await withdrawal(300);
      const approved = await finance.call('/payments/withdrawals/approve', { orderNo });
      expect(approved.resultData).toEqual({ status: 'done', withdrawalStatus: 'approved' });
      expect(await rowOf(orderNo)).toEqual({ status: 'approved', payout_ref: null });

      const queue = await staffAnswer(finance, withdrawalQueue, { status: 'open' });
      expect(queue.resultData.rows.find((r) => r.orderNo === orderNo)?.status).toBe('approved');

      const refused = await support.call('/payments/withdrawals/markPaid', {
        orderNo,
        bankRef: 'EFT-2026-0001',
      });
      expect(refused.state).toBe('403');
      const bad = await finance.call('/payments/withdrawals/markPaid', { orderNo, bankRef: 'x' });
      expect(bad.state).toBe('500');
      expect(await rowOf(orderNo)).toEqual({ status: 'approved', payout_ref: null });

      const paid = await finance.call('/payments/withdrawals/markPaid', {
        orderNo,
        bankRef: 'EFT-2026-0001',
      });
      expect(paid.resultData).toEqual({ status: 'paid' });
      expect(await rowOf(orderNo)).toEqual({ status: 'paid', payout_ref: 'EFT-2026-0001' });
      const again = await finance.call('/payments/withdrawals/markPaid', {
        orderNo,
        bankRef: 'EFT-2026-0002',
      });
      expect(again.state).toBe('500');
      expect(await rowOf(orderNo)).toEqual({ status: 'paid', payout_ref: 'EFT-2026-0001' });

      const audit = await t.database.db
        .selectFrom('staff_audit')
        .select(['action', 'reason'])
        .where('object_id', '=', orderNo)
        .orderBy('seq')
        .execute();
      expect(audit).toEqual([
        { action: 'withdrawal.approve', reason: null },
        { action: 'withdrawal.mark_paid', reason: 'bank reference EFT-2026-0001' },
      ]);
    });

    it('the CLI approves to approved, then mark-paid needs the reference', async () => {
      const orderNo = await withdrawal(250);
      const env = cliEnv(t, backend, { ...TEST_PAYMENT_SECRETS, PAYOUT_ADAPTER: 'manual' });
      const cli = async (...args: string[]) => {
        const lines: string[] = [];
        const code = await runCli(
          args,
          (l) => lines.push(l),
          (l) => lines.push(l),
          env,
        );
        return { code, text: lines.join('\n') };
      };
      const approve = await cli('withdrawals', 'approve', orderNo);
      expect(approve.code).toBe(0);
      expect(approve.text).toContain(
        `withdrawals approve: ${orderNo} is approved; transfer ₺250,00`,
      );
      expect(await rowOf(orderNo)).toEqual({ status: 'approved', payout_ref: null });

      const stuck = await reconcile(t.database, () => {}, {
        withdrawStuckHours: 1,
        now: Date.now() + 2 * 3600_000,
      });
      const stuckCheck = stuck.checks.find((c) => c.sample.some((s) => s.includes(orderNo)));
      expect(stuckCheck?.ok).toBe(false);

      expect((await cli('withdrawals', 'mark-paid', orderNo)).code).toBe(2);
      const marked = await cli('withdrawals', 'mark-paid', orderNo, '--reference', 'HVL 778812');
      expect(marked).toEqual({
        code: 0,
        text: `withdrawals mark-paid: ${orderNo} is paid; bank reference HVL 778812`,
      });
      expect(await rowOf(orderNo)).toEqual({ status: 'paid', payout_ref: 'HVL 778812' });
      const twice = await cli('withdrawals', 'mark-paid', orderNo, '--reference', 'HVL 778812');
      expect(twice.code).toBe(1);

      await expectReconciled(t);
    });
  });
}
