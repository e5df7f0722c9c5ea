// The payments area's rules on both databases, below the staff calls: the havale queue and a
// confirmation that must match the reference, rejections, the withdrawal queue with risk
// signals, approve / reject / retry / void through the CLI's services, and deposit method
// settings that the player's deposit calls obey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMethodSetting } from '../../../modules/payments/method-settings.ts';
import { payoutProviderOf, setPayoutProvider } from '../../../modules/payments/payout-provider.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  GOOD_IBAN,
  TEST_PAYMENT_SECRETS,
  seedBankAccounts,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../../testing/payments.ts';
import {
  confirmDeposit,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  voidWithdrawal,
} from './actions.ts';
import { depositQueue, withdrawalQueue } from './queues.ts';
import { answer, totalAssetsOf } from '../../../testing/calls.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  createWithdraw,
  getChargeInfo as getChargeInfoCall,
} from '@talih/contracts/payments.ts';
import { expectReconciled } from '../../../testing/ledger.ts';

const page = { page: 1, pageSize: 50 };

for (const backend of backends()) {
  describe(`back-office payments service on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());
    const services = () => t.app.talih.services;
    const havale = async (token: string, amount: number) => {
      const res = await answer(
        t,
        createRechargeOrderCall,
        { method: 'havale', amount },
        { session: token },
      );
      if (res.state !== '200') throw new Error(res.msg);
      return res.resultData;
    };
    const withdraw = async (token: string, amount: number) => {
      const res = await answer(
        t,
        createWithdraw,
        { amount, withdrawPassword: WITHDRAW_PASSWORD },
        { session: token },
      );
      if (res.state !== '200') throw new Error(res.msg);
      return res.resultData;
    };

    it('queues a havale, refuses a wrong reference, confirms the right one once', async () => {
      const p = await createPlayer(t);
      const order = await havale(p.token, 250);
      const queued = await depositQueue(t.database.db, { ...page, status: 'open' });
      const row = queued.rows.find((r) => r.orderNo === order.orderId);
      expect(row).toMatchObject({ userId: p.userId, amountMinor: 25000, status: 'pending' });
      expect(row?.risk).toMatchObject({ depositsMinor: 0, withdrawalsMinor: 0, accountAgeDays: 0 });
      await expect(
        confirmDeposit(services(), { orderNo: order.orderId, reference: 'TLHWRONG1' }, 'ayse'),
      ).rejects.toThrow('errors.boPayments.referenceMismatch');
      expect(await totalAssetsOf(t, p.token)).toBe(0);
      const done = await confirmDeposit(
        services(),
        { orderNo: order.orderId, reference: ` ${order.reference.toLowerCase()} ` },
        'ayse',
      );
      expect(done.before).toMatchObject({ status: 'pending', amountMinor: 25000 });
      expect(done.after).toMatchObject({ status: 'confirmed' });
      expect(await totalAssetsOf(t, p.token)).toBe(250);
      await expect(
        confirmDeposit(services(), { orderNo: order.orderId, reference: order.reference }, 'ayse'),
      ).rejects.toThrow('errors.boPayments.alreadyDecided');
      expect(await totalAssetsOf(t, p.token)).toBe(250);
      const after = await depositQueue(t.database.db, { ...page, status: 'open' });
      expect(after.rows.find((r) => r.orderNo === order.orderId)).toBeUndefined();
    });

    it('rejects a havale with a reason; it credits nothing and cannot be confirmed after', async () => {
      const p = await createPlayer(t);
      const order = await havale(p.token, 100);
      const done = await rejectDeposit(
        services(),
        { orderNo: order.orderId, reason: 'no transfer on the statement' },
        'ayse',
      );
      expect(done.after.status).toBe('rejected');
      await expect(
        confirmDeposit(services(), { orderNo: order.orderId, reference: order.reference }, 'ayse'),
      ).rejects.toThrow('errors.boPayments.alreadyDecided');
      expect(await totalAssetsOf(t, p.token)).toBe(0);
    });

    it('shows risk signals on a withdrawal: deposits, withdrawals, wagering, shared IBAN', async () => {
      const p = await withdrawingPlayer(t, 0);
      const order = await havale(p.token, 300);
      await confirmDeposit(services(), { orderNo: order.orderId, reference: order.reference }, 'a');
      const twin = await withdrawingPlayer(t, 0);
      const w = await withdraw(p.token, 120);
      const queue = await withdrawalQueue(t.database.db, { ...page, status: 'open' });
      const row = queue.rows.find((r) => r.orderNo === w.orderId);
      expect(row).toMatchObject({ amountMinor: 12000, status: 'pending', iban: GOOD_IBAN });
      expect(row?.risk).toMatchObject({
        depositsMinor: 30000,
        withdrawalsMinor: 0,
        wageredSinceDepositMinor: 0,
        lastDepositMinor: 30000,
      });
      expect(row?.risk.sameIbanUserIds).toContain(twin.userId);
      expect(row?.risk.sameIbanUserIds).not.toContain(p.userId);
    });

    it('approves and pays a withdrawal once; a second approve is refused', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = await withdraw(p.token, 200);
      const done = await payWithdrawal(services(), { orderNo: w.orderId, retry: false }, 'ayse');
      expect(done.before.status).toBe('pending');
      expect(done.after).toMatchObject({ status: 'paid' });
      await expect(
        payWithdrawal(services(), { orderNo: w.orderId, retry: false }, 'ayse'),
      ).rejects.toThrow('errors.boPayments.alreadyDecided');
      expect(await totalAssetsOf(t, p.token)).toBe(300);
    });

    it('rejects a withdrawal back to cash', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const w = await withdraw(p.token, 200);
      expect(await totalAssetsOf(t, p.token)).toBe(300);
      const done = await rejectWithdrawal(
        services(),
        { orderNo: w.orderId, reason: 'bonus abuse' },
        'ayse',
      );
      expect(done.after.status).toBe('rejected');
      expect(await totalAssetsOf(t, p.token)).toBe(500);
    });

    it('answers staff a payout the provider refused when asked: voided, the money back once', async () => {
      const real = payoutProviderOf(services());
      setPayoutProvider(services(), {
        ...real,
        payout: async () => ({ status: 'refused' as const, reason: 'limit reached (3194)' }),
      });
      try {
        const p = await withdrawingPlayer(t, 500_00);
        const w = await withdraw(p.token, 120);
        expect(await totalAssetsOf(t, p.token)).toBe(380);
        const refused = await payWithdrawal(services(), { orderNo: w.orderId, retry: false }, 'x');
        expect(refused.before.status).toBe('pending');
        expect(refused.after).toMatchObject({
          status: 'voided',
          payoutError: 'limit reached (3194)',
        });
        expect(await totalAssetsOf(t, p.token)).toBe(500);
        // Asked again, it is decided: nothing more moves.
        await expect(
          payWithdrawal(services(), { orderNo: w.orderId, retry: false }, 'x'),
        ).rejects.toThrow('errors.boPayments.alreadyDecided');
        expect(await totalAssetsOf(t, p.token)).toBe(500);
      } finally {
        setPayoutProvider(services(), real);
      }
      await expectReconciled(t);
    });

    it('retries a failed payout until paid, or voids one back to cash; reconcile agrees', async () => {
      const real = payoutProviderOf(services());
      setPayoutProvider(services(), {
        ...real,
        payout: async () => ({ status: 'failed' as const, reason: 'bank offline' }),
      });
      const p = await withdrawingPlayer(t, 500_00);
      const a = await withdraw(p.token, 100);
      const b = await withdraw(p.token, 150);
      const failed = await payWithdrawal(services(), { orderNo: a.orderId, retry: false }, 'x');
      expect(failed.after).toMatchObject({ status: 'payout_failed', payoutError: 'bank offline' });
      await payWithdrawal(services(), { orderNo: b.orderId, retry: false }, 'x');
      setPayoutProvider(services(), real);
      const queue = await withdrawalQueue(t.database.db, { ...page, status: 'payout_failed' });
      expect(queue.rows.map((r) => r.orderNo)).toEqual(
        expect.arrayContaining([a.orderId, b.orderId]),
      );
      const retried = await payWithdrawal(services(), { orderNo: a.orderId, retry: true }, 'x');
      expect(retried.after.status).toBe('paid');
      const voided = await voidWithdrawal(
        services(),
        { orderNo: b.orderId, reason: 'IBAN closed' },
        'x',
      );
      expect(voided.after.status).toBe('voided');
      expect(await totalAssetsOf(t, p.token)).toBe(400);
      await expect(
        voidWithdrawal(services(), { orderNo: a.orderId, reason: 'too late' }, 'x'),
      ).rejects.toThrow('errors.boPayments.alreadyDecided');
      await expectReconciled(t);
    });

    it('enforces method settings on the player deposit calls and shows them in getChargeInfo', async () => {
      const p = await createPlayer(t);
      await saveMethodSetting(
        t.database.db,
        { method: 'havale', minMinor: 200_00, maxMinor: 1000_00, enabled: true },
        'finans.ayse',
      );
      const info = await answer(t, getChargeInfoCall, {}, { session: p.token });
      expect(info.resultData.methods.find((m) => m.code === 'havale')).toMatchObject({
        minAmount: 200,
        maxAmount: 1000,
      });
      const create = (amount: number) =>
        t.call('/recharge/createRechargeOrder', { method: 'havale', amount }, { token: p.token });
      expect((await create(150)).msg).toBe('En az ₺200,00 yatırabilirsiniz.');
      expect((await create(1500)).msg).toBe('Tek seferde en fazla ₺1.000,00 yatırabilirsiniz.');
      expect((await create(500)).state).toBe('200');
      await saveMethodSetting(
        t.database.db,
        { method: 'havale', minMinor: 200_00, maxMinor: 1000_00, enabled: false },
        'finans.ayse',
      );
      expect((await create(500)).msg).toBe(
        'Bu ödeme yöntemi şu an kullanılamıyor. Lütfen başka bir yöntem deneyin.',
      );
      await saveMethodSetting(
        t.database.db,
        { method: 'havale', minMinor: 50_00, maxMinor: 50_000_00, enabled: true },
        'finans.ayse',
      );
    });
  });
}
