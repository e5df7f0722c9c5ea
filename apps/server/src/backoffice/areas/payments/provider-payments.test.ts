// The back-office side of Trustly on both databases: a withdrawal above the four-eyes
// threshold is asked for by one finance member and approved by a second, then paid through
// Trustly's AccountPayout and final only on its payoutconfirmation; the Providers tab lists
// the deposit and the withdrawal with every notification Trustly sent for each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveWithdrawal, providerPayments } from '@talih/contracts/backoffice/payments.ts';
import { createRechargeOrder, createWithdraw } from '@talih/contracts/payments.ts';
import { backends } from '../../../testing/backends.ts';
import { answer, staffAnswer } from '../../../testing/calls.ts';
import { balanceOf, expectReconciled } from '../../../testing/ledger.ts';
import { WITHDRAW_PASSWORD, withdrawingPlayer } from '../../../testing/payments.ts';
import { providerTestEnv } from '../../../testing/provider-payments.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { trustlySimulatorOf } from '../../../modules/payments/trustly/provider.ts';

for (const backend of backends()) {
  describe(`Trustly in the back-office on ${backend.name}`, () => {
    let t: BackofficeTest;
    let finance: StaffClient;
    let finance2: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(
        backend,
        providerTestEnv({ PAYSAFECARD_ADAPTER: 'off', FOUR_EYES_WITHDRAWAL_MINOR: '10000' }),
      );
      finance = await staffClient(t, 'finance');
      finance2 = await staffClient(t, 'finance');
    });
    afterAll(() => t.dispose());

    it('four eyes, AccountPayout, payoutconfirmation; each order’s notifications listed', async () => {
      const sim = trustlySimulatorOf(t.app);
      const p = await withdrawingPlayer(t, 0, false);
      const order = await answer(
        t,
        createRechargeOrder,
        { amount: 200, method: 'trustly' },
        { session: p.token },
      );
      expect(order.state, order.msg).toBe('200');
      const ref = (
        await t.database.db
          .selectFrom('deposit_orders')
          .select('provider_ref')
          .where('order_no', '=', order.resultData.orderId)
          .executeTakeFirstOrThrow()
      ).provider_ref!;
      sim.decide(ref, 'credit');
      await sim.idle();
      const w = await answer(
        t,
        createWithdraw,
        { amount: 150, withdrawPassword: WITHDRAW_PASSWORD },
        { session: p.token },
      );
      expect(w.state, w.msg).toBe('200');

      const asked = await staffAnswer(finance, approveWithdrawal, {
        orderNo: w.resultData.orderId,
      });
      expect(asked.resultData.status).toBe('pending');
      const approvalId = (asked.resultData as { approvalId?: number }).approvalId;
      const second = await finance2.call('/approvals/decide', {
        id: approvalId,
        decision: 'approve',
        reason: '',
      });
      expect(second.state, second.msg).toBe('200');
      await sim.idle();
      expect(await balanceOf(t, p.userId)).toBe(5000);

      const listed = await staffAnswer(finance, providerPayments, { provider: 'trustly' });
      expect(listed.state).toBe('200');
      const rows = listed.resultData.rows.filter((r) => r.userId === p.userId);
      expect(
        rows.map((r) => [r.kind, r.status, r.notifications.map((n) => `${n.kind}:${n.outcome}`)]),
      ).toEqual([
        ['withdrawal', 'paid', ['payoutconfirmation:paid']],
        ['deposit', 'confirmed', ['account:account_saved', 'pending:pending', 'credit:credited']],
      ]);
      expect(rows[1]!.notifications[0]!.detail).toMatchObject({
        verified: '1',
        attributes: { bank: 'Sandbox Bank' },
      });
      await expectReconciled(t);
    });
  });
}
