// The operator's payment commands on both databases: list, confirm and reject deposits; list,
// approve and reject withdrawals; what the player sees after each, and refusals with exit codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';
import {
  seedBankAccounts,
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../testing/payments.ts';
import { paymentSandboxOf } from '../modules/payments/routes.ts';
import { approveWithdrawal } from '../modules/payments/withdrawals.ts';
import { paymentsCommand, type PaymentsArgs } from './payments.ts';
import { answer, call, totalAssetsOf } from '../testing/calls.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  createWithdraw,
  orderRecordDetail as orderRecordDetailCall,
} from '@talih/contracts/payments.ts';

for (const backend of backends()) {
  describe(`talih deposits|withdrawals on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    const run = async (args: Partial<PaymentsArgs> & Pick<PaymentsArgs, 'area'>) => {
      const lines: string[] = [];
      const code = await paymentsCommand(
        t.database,
        t.cache,
        {
          action: undefined,
          id: undefined,
          status: undefined,
          reason: undefined,
          payoutAdapter: 'sandbox',
          ...args,
        },
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      return { code, text: lines.join('\n') };
    };
    const order = async (token: string, orderId: string) =>
      await call(t, orderRecordDetailCall, { orderId }, { session: token });

    it('lists pending deposits, confirms one once and rejects another with a reason', async () => {
      const p = await createPlayer(t);
      const create = (amount: number) =>
        answer(t, createRechargeOrderCall, { amount }, { session: p.token });
      const a = (await create(300)).resultData;
      const b = (await create(400)).resultData;
      const list = await run({ area: 'deposits', action: 'list' });
      expect(list.code).toBe(0);
      expect(list.text).toContain(a.orderId);
      expect(list.text).toContain(a.reference);

      const confirm = await run({ area: 'deposits', action: 'confirm', id: a.orderId });
      expect(confirm).toMatchObject({ code: 0 });
      expect(confirm.text).toMatch(/is confirmed; ₺300,00 credited/);
      const again = await run({ area: 'deposits', action: 'confirm', id: a.orderId });
      expect(again.code).toBe(1);
      expect(again.text).toMatch(/already confirmed; nothing changed/);
      expect(await totalAssetsOf(t, p.token)).toBe(300);

      expect((await run({ area: 'deposits', action: 'reject', id: b.orderId })).code).toBe(2);
      const reject = await run({
        area: 'deposits',
        action: 'reject',
        id: b.orderId,
        reason: 'Havale gelmedi',
      });
      expect(reject.code).toBe(0);
      expect(await order(p.token, b.orderId)).toMatchObject({
        status: 'rejected',
        failReason: 'Havale gelmedi',
      });
      expect((await run({ area: 'deposits', action: 'confirm', id: 'nope' })).code).toBe(2);
      expect((await run({ area: 'deposits', action: 'confirm', id: 'D261123ZZZZZZZZ' })).code).toBe(
        1,
      );
    });

    it('lists, approves (paid out) and rejects withdrawals', async () => {
      const p = await withdrawingPlayer(t, 1000_00);
      const ask = (amount: number) =>
        answer(
          t,
          createWithdraw,
          { amount, withdrawPassword: WITHDRAW_PASSWORD },
          { session: p.token },
        );
      const a = (await ask(200)).resultData;
      const b = (await ask(300)).resultData;
      const list = await run({ area: 'withdrawals', action: 'list' });
      expect(list.text).toContain(a.orderId);
      expect(list.text).toContain('Deniz Yıldız');

      const approve = await run({ area: 'withdrawals', action: 'approve', id: a.orderId });
      expect(approve.code, approve.text).toBe(0);
      expect(approve.text).toMatch(
        /is paid; ₺200,00 to Deniz Yıldız \(Türkiye İş Bankası\), payout MP-/,
      );
      expect(await order(p.token, a.orderId)).toMatchObject({ status: 'paid' });

      const reject = await run({
        area: 'withdrawals',
        action: 'reject',
        id: b.orderId,
        reason: 'Belge eksik',
      });
      expect(reject.code, reject.text).toBe(0);
      expect(await order(p.token, b.orderId)).toMatchObject({ status: 'rejected' });
      const late = await run({ area: 'withdrawals', action: 'approve', id: b.orderId });
      expect(late).toMatchObject({ code: 1 });
      expect(late.text).toMatch(/is rejected; nothing changed/);
      const twice = await run({
        area: 'withdrawals',
        action: 'reject',
        id: a.orderId,
        reason: 'geç kaldı',
      });
      expect(twice.code).toBe(1);
      expect(await totalAssetsOf(t, p.token)).toBe(800);
      // A payout the provider refused: approve retries it, void gives it back (F4).
      const c = (await ask(100)).resultData;
      const d = (await ask(120)).resultData;
      const down = {
        ...paymentSandboxOf(t.app).payout,
        payout: async () => ({ status: 'failed' as const, reason: 'bank offline' }),
      };
      const services = { ledger: t.app.talih.services.ledger, db: t.database.db };
      await approveWithdrawal(services, down, { orderNo: c.orderId, actor: 't' });
      await approveWithdrawal(services, down, { orderNo: d.orderId, actor: 't' });
      const failed = await run({ area: 'withdrawals', action: 'list', status: 'payout_failed' });
      expect(failed.text).toMatch(/^withdrawals \(payout_failed\): 2/);
      const retried = await run({ area: 'withdrawals', action: 'approve', id: c.orderId });
      expect(retried.code, retried.text).toBe(0);
      expect(retried.text).toMatch(/is paid; ₺100,00/);
      expect((await run({ area: 'withdrawals', action: 'void', id: d.orderId })).code).toBe(2);
      const voided = await run({
        area: 'withdrawals',
        action: 'void',
        id: d.orderId,
        reason: 'Banka hesabı kapalı',
      });
      expect(voided.code, voided.text).toBe(0);
      expect(voided.text).toBe(
        `withdrawals void: ${d.orderId} is voided; ₺120,00 back to user ${p.userId}`,
      );
      expect(await order(p.token, d.orderId)).toMatchObject({ status: 'voided' });
      const again = await run({
        area: 'withdrawals',
        action: 'void',
        id: d.orderId,
        reason: 'tekrar',
      });
      expect(again.code).toBe(1);
      expect(again.text).toMatch(
        /is voided; only a payout_failed withdrawal is voided; nothing changed/,
      );
      expect(await totalAssetsOf(t, p.token)).toBe(700);
      const paid = await run({ area: 'withdrawals', action: 'list', status: 'paid' });
      expect(paid.text).toContain(a.orderId);
      expect(paid.text).not.toContain(b.orderId);
    });
  });
}
