// Deposits through the HTTP API on both databases: every state change of an order, signed
// webhooks (replays, forgeries, wrong amounts, out-of-order events), the operator's settle,
// ownership, a ledger that reconciles afterwards, and the cap on open orders and the KYC
// threshold held under 20 orders at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../crypto/body-signature.ts';
import { backends, type TestApp, openTestApp } from '../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedBankAccounts, sendWebhook, TEST_PAYMENT_SECRETS } from '../../testing/payments.ts';
import { settleDeposit } from './deposits.ts';
import { getUserInfo } from '@talih/contracts/accounts.ts';
import {
  createCoinOrder,
  createRechargeOrder,
  getChargeInfo,
  getCoinOrderDetail,
  orderRecordDetail,
  randomBankAccounts,
  rechargeRecord,
} from '@talih/contracts/payments.ts';
import { listAlerts } from '../risk/alerts.ts';

for (const backend of backends()) {
  describe(`deposits on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    const balanceOf = (token: string) => totalAssetsOf(t, token);

    const havaleOrder = async (token: string, amount = 250) => {
      const res = await answer(
        t,
        createRechargeOrder,
        { amount, method: 'havale' },
        { session: token },
      );
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };

    const orderOf = (token: string, orderId: string) =>
      call(t, orderRecordDetail, { orderId }, { session: token });

    const alertsOf = async (userId: number) =>
      (await listAlerts(t.database.db, { status: 'all', limit: 500 })).filter(
        (a) => a.userId === userId,
      );

    it('lists methods and limits, with no bonus offers while there is no wagering engine', async () => {
      const p = await createPlayer(t);
      const res = await answer(t, getChargeInfo, {}, { session: p.token });
      expect(res.state).toBe('200');
      expect(res.resultData.methods.map((m) => m.code)).toEqual(['havale', 'crypto', 'card']);
      expect(res.resultData.methods[0]).toMatchObject({ minAmount: 50, maxAmount: 50000 });
      expect(res.resultData.bonusOffers).toEqual([]);
    });

    const ordersAtOnce = (token: string, amount: number) =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          answer(t, createRechargeOrder, { amount, method: 'havale' }, { session: token }),
        ),
      );
    const ordersOf = (userId: number) =>
      t.database.db
        .selectFrom('deposit_orders')
        .select(['amount_minor', 'status'])
        .where('user_id', '=', userId)
        .execute();

    it('20 orders at once: exactly 5 wait, the cap on open orders', async () => {
      const p = await createPlayer(t);
      const answers = await ordersAtOnce(p.token, 100);
      expect(answers.filter((a) => a.state === '200')).toHaveLength(5);
      const refused = answers.filter((a) => a.state !== '200');
      expect(refused).toHaveLength(15);
      for (const r of refused) {
        expect(r.msg).toBe(
          'Bekleyen 5 yatırım talebiniz var. Yenisini oluşturmadan önce onların sonuçlanmasını bekleyin.',
        );
      }
      expect(await ordersOf(p.userId)).toHaveLength(5);
    });

    it('20 orders of ₺30.000 at once at KYC level none: exactly 3 wait, under the ₺100.000 threshold', async () => {
      const p = await createPlayer(t);
      const answers = await ordersAtOnce(p.token, 30_000);
      expect(answers.filter((a) => a.state === '200')).toHaveLength(3);
      const refused = answers.filter((a) => a.state !== '200');
      expect(refused).toHaveLength(17);
      for (const r of refused) {
        expect(r.msg).toBe(
          'Bu yatırım için hesabınızın Doğrulanmış seviyesinde olması gerekiyor. Eksik olanlar: ' +
            'kişisel bilgileriniz, kimlik belgeniz ve adres belgeniz. Hesap Doğrulama sayfasından ' +
            'tamamlayabilirsiniz.',
        );
      }
      const orders = await ordersOf(p.userId);
      expect(orders.map((o) => Number(o.amount_minor))).toEqual([30_000_00, 30_000_00, 30_000_00]);
    });

    it('gives one of the operator bank accounts with a valid TR IBAN', async () => {
      const p = await createPlayer(t);
      const res = await answer(t, randomBankAccounts, {}, { session: p.token });
      expect(res.state).toBe('200');
      expect(res.resultData.iban).toMatch(/^TR\d{24}$/);
      expect(res.resultData.holder).toContain('Talih');
    });

    it('a havale order waits, then a signed webhook confirms it and credits once', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 250.5);
      expect(order).toMatchObject({ status: 'pending', method: 'havale', amount: 250.5 });
      expect(order.reference).toMatch(/^TLH[0-9A-Z]{7}$/);
      expect(order.bankAccount?.iban).toMatch(/^TR\d{24}$/);
      expect(await balanceOf(p.token)).toBe(0);

      const hook = await sendWebhook(t, 'havale', {
        orderId: order.orderId,
        status: 'paid',
        amount: '250.50',
      });
      expect(hook).toEqual({ status: 200, body: { ok: true, outcome: 'credited' } });
      expect(await orderOf(p.token, order.orderId)).toMatchObject({ status: 'confirmed' });
      expect(await balanceOf(p.token)).toBe(250.5);
      const info = await call(t, getUserInfo, {}, { session: p.token });
      expect(info.firstRecharge).toBe(1);
    });

    it('a webhook replayed 20 times in parallel credits once', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 100);
      const event = {
        orderId: order.orderId,
        status: 'paid' as const,
        amount: '100.00',
        eventId: `evt-replay-${order.orderId}`,
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => sendWebhook(t, 'havale', event)),
      );
      for (const a of answers) expect(a.status).toBe(200);
      const outcomes = answers.map((a) => a.body.outcome).sort();
      expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
      expect(await balanceOf(p.token)).toBe(100);
    });

    it('20 different paid events for one order in parallel still credit once', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 75);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          sendWebhook(t, 'havale', { orderId: order.orderId, status: 'paid', amount: '75.00' }),
        ),
      );
      expect(answers.filter((a) => a.body.outcome === 'credited')).toHaveLength(1);
      expect(answers.filter((a) => a.body.outcome === 'already_settled')).toHaveLength(19);
      expect(await balanceOf(p.token)).toBe(75);
      const entries = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('idempotency_key', '=', `deposit:${order.orderId}`)
        .execute();
      expect(entries).toHaveLength(1);
    });

    it('a forged signature changes nothing', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 300);
      const event = { orderId: order.orderId, status: 'paid' as const, amount: '300.00' };
      const forged = await sendWebhook(t, 'havale', event, 'not-the-secret-at-all-0000');
      expect(forged.status).toBe(401);
      // Another provider's secret is a forgery too.
      const crossed = await sendWebhook(
        t,
        'havale',
        event,
        TEST_PAYMENT_SECRETS.PAYMENT_SECRET_CARD,
      );
      expect(crossed.status).toBe(401);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/payments/v1/havale/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...event, eventId: 'x', providerRef: 'x', sentAt: 1 }),
      });
      expect(unsigned.statusCode).toBe(401);
      expect(await orderOf(p.token, order.orderId)).toMatchObject({ status: 'pending' });
      expect(await balanceOf(p.token)).toBe(0);
      const recorded = await t.database.db
        .selectFrom('payment_webhooks')
        .select('id')
        .where('order_no', '=', order.orderId)
        .execute();
      expect(recorded).toHaveLength(0);
    });

    it('a webhook signed more than 5 minutes ago (or ahead) is refused; a fresh one credits', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 120);
      const event = { orderId: order.orderId, status: 'paid' as const, amount: '120.00' };
      const secret = TEST_PAYMENT_SECRETS.PAYMENT_SECRET_HAVALE;
      const minute = 60_000;
      const old = await sendWebhook(t, 'havale', event, secret, Date.now() - 6 * minute);
      expect(old).toEqual({ status: 401, body: { ok: false, error: 'STALE_SIGNATURE' } });
      const ahead = await sendWebhook(t, 'havale', event, secret, Date.now() + 6 * minute);
      expect(ahead.status).toBe(401);
      expect(await balanceOf(p.token)).toBe(0);
      const fresh = await sendWebhook(t, 'havale', event, secret, Date.now() - 4 * minute);
      expect(fresh).toEqual({ status: 200, body: { ok: true, outcome: 'credited' } });
      expect(await balanceOf(p.token)).toBe(120);
      // The bare body signature of the old scheme is no longer a signature.
      const raw = JSON.stringify({
        ...event,
        eventId: 'evt_old_scheme',
        providerRef: 'x',
        sentAt: 1,
      });
      const oldScheme = await t.app.inject({
        method: 'POST',
        url: '/payments/v1/havale/webhook',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, secret) },
        payload: raw,
      });
      expect(oldScheme.statusCode).toBe(401);
    });

    it('a paid event with another amount, or for another provider, credits nothing', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 500);
      const wrong = await sendWebhook(t, 'havale', {
        orderId: order.orderId,
        status: 'paid',
        amount: '5000.00',
      });
      expect(wrong.body.outcome).toBe('amount_mismatch');
      const otherProvider = await sendWebhook(t, 'card', {
        orderId: order.orderId,
        status: 'paid',
        amount: '500.00',
      });
      expect(otherProvider.body.outcome).toBe('unknown_order');
      expect(await orderOf(p.token, order.orderId)).toMatchObject({ status: 'pending' });
      expect(await balanceOf(p.token)).toBe(0);
    });

    it('out of order: a failed event after paid changes nothing; paid after failed confirms and alerts staff (F5)', async () => {
      const p = await createPlayer(t);
      const a = await havaleOrder(p.token, 60);
      await sendWebhook(t, 'havale', { orderId: a.orderId, status: 'paid', amount: '60.00' });
      const late = await sendWebhook(t, 'havale', {
        orderId: a.orderId,
        status: 'failed',
        amount: '60.00',
      });
      expect(late.body.outcome).toBe('already_settled');
      expect(await orderOf(p.token, a.orderId)).toMatchObject({ status: 'confirmed' });

      const b = await havaleOrder(p.token, 70);
      const failed = await sendWebhook(t, 'havale', {
        orderId: b.orderId,
        status: 'failed',
        amount: '70.00',
      });
      expect(failed.body.outcome).toBe('closed');
      const paidLate = await sendWebhook(t, 'havale', {
        orderId: b.orderId,
        status: 'paid',
        amount: '70.00',
      });
      // The money arrived after all: the order is confirmed and credited once, and staff see it.
      expect(paidLate.body.outcome).toBe('credited');
      expect(await orderOf(p.token, b.orderId)).toMatchObject({ status: 'confirmed' });
      expect(await balanceOf(p.token)).toBe(130);
      const again = await sendWebhook(t, 'havale', {
        orderId: b.orderId,
        status: 'paid',
        amount: '70.00',
      });
      expect(again.body.outcome).toBe('already_settled');
      expect(await balanceOf(p.token)).toBe(130);
      const alerts = await alertsOf(p.userId);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        kind: 'deposit_paid_late',
        status: 'open',
        details: {
          orderId: b.orderId,
          why: 'failed',
          orderStatusBefore: 'failed',
          paidAmount: '70.00',
        },
      });
    });

    it('an unpaid order expires at its deadline; money that arrives late still confirms it', async () => {
      const p = await createPlayer(t);
      const order = await havaleOrder(p.token, 90);
      await t.database.db
        .updateTable('deposit_orders')
        .set({ expires_at: Date.now() - 1 })
        .where('order_no', '=', order.orderId)
        .execute();
      expect(await orderOf(p.token, order.orderId)).toMatchObject({ status: 'expired' });
      const hook = await sendWebhook(t, 'havale', {
        orderId: order.orderId,
        status: 'paid',
        amount: '90.00',
      });
      expect(hook.body.outcome).toBe('credited');
      expect(await orderOf(p.token, order.orderId)).toMatchObject({ status: 'confirmed' });
      expect(await balanceOf(p.token)).toBe(90);
    });

    it('the operator confirms or rejects; a rejected order is never credited afterwards', async () => {
      const p = await createPlayer(t);
      const ok = await havaleOrder(p.token, 120);
      const no = await havaleOrder(p.token, 130);
      const services = t.app.talih.services;
      const confirmed = await settleDeposit(services, {
        orderNo: ok.orderId,
        outcome: 'confirm',
        actor: 'test',
        actorType: 'cli',
      });
      expect(confirmed).toMatchObject({ changed: true, status: 'confirmed' });
      const again = await settleDeposit(services, {
        orderNo: ok.orderId,
        outcome: 'confirm',
        actor: 'test',
        actorType: 'cli',
      });
      expect(again).toMatchObject({ changed: false, status: 'confirmed' });
      await settleDeposit(services, {
        orderNo: no.orderId,
        outcome: 'reject',
        actor: 'test',
        actorType: 'cli',
        reason: 'no transfer arrived',
      });
      const hook = await sendWebhook(t, 'havale', {
        orderId: no.orderId,
        status: 'paid',
        amount: '130.00',
      });
      expect(hook.body.outcome).toBe('already_settled');
      expect(await orderOf(p.token, no.orderId)).toMatchObject({
        status: 'rejected',
        failReason: 'no transfer arrived',
      });
      expect(await balanceOf(p.token)).toBe(120);
      // Money arrived for an order the operator rejected: not credited, but never ignored (F5).
      expect(await alertsOf(p.userId)).toMatchObject([
        { kind: 'deposit_paid_late', details: { orderId: no.orderId, why: 'rejected' } },
      ]);
    });

    it('a USDT order gives an address, a network and an exact amount; only that amount confirms', async () => {
      const p = await createPlayer(t);
      const res = await answer(t, createCoinOrder, { amount: 415 }, { session: p.token });
      expect(res.state, res.msg).toBe('200');
      const order = res.resultData;
      expect(order.coin).toMatchObject({
        currency: 'USDT',
        network: 'TRC20',
        coinAmount: '10.000000',
      });
      expect(order.coin?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(order.expiresAt - order.createTime).toBe(30 * 60 * 1000);
      const detail = await call(
        t,
        getCoinOrderDetail,
        { orderId: order.orderId },
        { session: p.token },
      );
      expect(detail).toEqual(order);
      const short = await sendWebhook(t, 'crypto', {
        orderId: order.orderId,
        status: 'paid',
        amount: '415.00',
        coinAmount: '9.990000',
      });
      expect(short.body.outcome).toBe('amount_mismatch');
      const exact = await sendWebhook(t, 'crypto', {
        orderId: order.orderId,
        status: 'paid',
        amount: '415.00',
        coinAmount: '10.000000',
      });
      expect(exact.body.outcome).toBe('credited');
      expect(await balanceOf(p.token)).toBe(415);
    });

    it("another player's orderId answers as not found", async () => {
      const owner = await createPlayer(t);
      const other = await createPlayer(t);
      const order = await havaleOrder(owner.token, 55);
      const coin = await call(t, createCoinOrder, { amount: 100 }, { session: owner.token });
      const detail = await answer(
        t,
        orderRecordDetail,
        { orderId: order.orderId },
        { session: other.token },
      );
      expect(detail).toMatchObject({ state: '500', msg: 'Bu sipariş bulunamadı.' });
      const coinDetail = await answer(
        t,
        getCoinOrderDetail,
        { orderId: coin.orderId },
        { session: other.token },
      );
      expect(coinDetail).toMatchObject({ state: '500', msg: 'Bu sipariş bulunamadı.' });
      const unknown = await answer(
        t,
        orderRecordDetail,
        { orderId: 'D261123ZZZZZZZZ' },
        { session: other.token },
      );
      expect(unknown.msg).toBe(detail.msg);
      const list = await call(t, rechargeRecord, {}, { session: other.token });
      expect(list.total).toBe(0);
    });

    it('refuses amounts outside the limits with a message in the player language', async () => {
      const p = await createPlayer(t);
      const low = await answer(
        t,
        createRechargeOrder,
        { amount: 10, method: 'havale' },
        { session: p.token },
      );
      expect(low).toMatchObject({ state: '500', msg: 'En az ₺50,00 yatırabilirsiniz.' });
      const high = await answer(
        t,
        createRechargeOrder,
        { amount: 50000.01, method: 'havale', lang: 'en' },
        { session: p.token },
      );
      expect(high).toMatchObject({
        state: '500',
        msg: 'The largest single deposit is ₺50,000.00.',
      });
      const decimals = await answer(
        t,
        createRechargeOrder,
        { amount: 10.555 },
        { session: p.token },
      );
      expect(decimals.msg).toBe('Tutar en fazla iki ondalık basamak içerebilir.');
    });

    it('the record lists the player orders newest first with their states', async () => {
      const p = await createPlayer(t);
      const first = await havaleOrder(p.token, 51);
      const second = await havaleOrder(p.token, 52);
      await sendWebhook(t, 'havale', { orderId: second.orderId, status: 'paid', amount: '52.00' });
      const res = await call(t, rechargeRecord, { type: 'deposit' }, { session: p.token });
      expect(res.total).toBe(2);
      expect(res.list.map((o) => [o.orderId, o.status])).toEqual([
        [second.orderId, 'confirmed'],
        [first.orderId, 'pending'],
      ]);
    });

    it('leaves a ledger that reconciles', async () => {
      await expectReconciled(t);
    });
  });
}
