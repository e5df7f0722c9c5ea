// The sandbox providers really call back: a signed webhook after a delay, deliveries lost and
// retried, duplicates sent; the card PSP's hosted page succeeds, declines or times out. Every
// path ends with the order settled once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCoinOrder,
  createRechargeOrder,
  orderRecordDetail,
  type DepositOrder,
} from '@talih/contracts/payments.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../testing/calls.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedBankAccounts } from '../../testing/payments.ts';
import { deriveKey, openSecret } from '../../crypto/secret-box.ts';
import { paymentSandboxOf } from './routes.ts';
import { loadPaymentSecrets } from './secrets.ts';

for (const backend of backends()) {
  describe(`sandbox payment providers on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // No secrets configured: each provider's is generated and kept in the database.
      t = await openTestApp(backend, {
        PAYMENT_SANDBOX_DELAY_MS: '20',
        PAYMENT_SANDBOX_DROP_RATE: '0.5',
      });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    const order = async (token: string, orderId: string): Promise<DepositOrder> => {
      const detail = await call(t, orderRecordDetail, { orderId }, { session: token });
      if (detail.type !== 'deposit') throw new Error(`${orderId} is not a deposit`);
      return detail;
    };
    const balanceOf = (token: string) => totalAssetsOf(t, token);

    it('keeps generated webhook secrets in the database, never a default', async () => {
      const rows = await t.database.db
        .selectFrom('app_meta')
        .select(['key', 'value'])
        .where('key', 'like', 'payment_secret:%')
        .execute();
      expect(rows.map((r) => r.key).sort()).toEqual([
        'payment_secret:card',
        'payment_secret:crypto',
        'payment_secret:havale',
      ]);
      // Sealed with AES-256-GCM under SECRETS_KEY, never kept in clear.
      const key = deriveKey(t.config.SECRETS_KEY, 'payment-secrets');
      for (const r of rows) {
        expect(r.value).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{86}$/);
        expect(r.value).not.toMatch(/[0-9a-f]{64}/);
        expect(openSecret(r.value, key)).toMatch(/^[0-9a-f]{64}$/);
      }
      const loaded = await loadPaymentSecrets(t.database.db, t.config);
      expect(loaded.havale).toBe(
        openSecret(rows.find((r) => r.key === 'payment_secret:havale')!.value, key),
      );
      const otherKey = Buffer.alloc(32, 7);
      expect(() => openSecret(rows[0]!.value, otherKey)).toThrow();
    });

    it('seals a secret an older version kept in clear, and keeps using it', async () => {
      const plain = 'ab'.repeat(32);
      await t.database.db
        .updateTable('app_meta')
        .set({ value: plain })
        .where('key', '=', 'payment_secret:crypto')
        .execute();
      const loaded = await loadPaymentSecrets(t.database.db, t.config);
      expect(loaded.crypto).toBe(plain);
      const row = await t.database.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'payment_secret:crypto')
        .executeTakeFirstOrThrow();
      expect(row.value).not.toContain(plain);
      expect(openSecret(row.value, deriveKey(t.config.SECRETS_KEY, 'payment-secrets'))).toBe(plain);
    });

    it('the sandbox bank and chain confirm havale and USDT orders by themselves, once', async () => {
      const p = await createPlayer(t);
      const havale = await call(t, createRechargeOrder, { amount: 150 }, { session: p.token });
      const coin = await call(t, createCoinOrder, { amount: 83 }, { session: p.token });
      await paymentSandboxOf(t.app).idle();
      expect(await order(p.token, havale.orderId)).toMatchObject({
        status: 'confirmed',
      });
      expect(await order(p.token, coin.orderId)).toMatchObject({ status: 'confirmed' });
      expect(await balanceOf(p.token)).toBe(233);
    });

    it('the sandbox bank never reports a havale ending in 99 kuruş: staff match it', async () => {
      const p = await createPlayer(t);
      const manual = await call(t, createRechargeOrder, { amount: 150.99 }, { session: p.token });
      await paymentSandboxOf(t.app).idle();
      expect(await order(p.token, manual.orderId)).toMatchObject({ status: 'pending' });
      expect(await balanceOf(p.token)).toBe(0);
    });

    it('the card page: success credits, a decline fails, a timeout expires the order', async () => {
      const p = await createPlayer(t);
      const outcomes = ['success', 'fail', 'timeout'] as const;
      const orders: DepositOrder[] = [];
      for (const outcome of outcomes) {
        const res = await answer(
          t,
          createRechargeOrder,
          { amount: 100, method: 'card' },
          { session: p.token },
        );
        expect(res.state, res.msg).toBe('200');
        const payUrl = res.resultData.payUrl ?? '';
        expect(payUrl).toMatch(/^\/payments\/sandbox\/card\/D/);
        const page = await t.app.inject({ method: 'GET', url: payUrl });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('₺100,00');
        const chosen = await t.app.inject({
          method: 'POST',
          url: payUrl,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `outcome=${outcome}`,
        });
        expect(chosen.statusCode).toBe(303);
        expect(chosen.headers.location).toBe(
          `/kisiselBilgiler/recharge-detail?orderId=${res.resultData.orderId}`,
        );
        orders.push(res.resultData);
      }
      await paymentSandboxOf(t.app).idle();
      const states = await Promise.all(orders.map((o) => order(p.token, o.orderId)));
      expect(states.map((s) => s.status)).toEqual(['confirmed', 'failed', 'expired']);
      expect(states[0]?.payUrl).toBeNull();
      expect(await balanceOf(p.token)).toBe(100);
    });

    it('the card page refuses a bare order id: only the payUrl issued to the player opens it', async () => {
      const p = await createPlayer(t);
      const res = await call(
        t,
        createRechargeOrder,
        { amount: 100, method: 'card' },
        { session: p.token },
      );
      const { orderId, payUrl } = res;
      expect(payUrl).toMatch(/^\/payments\/sandbox\/card\/D\w+\?t=[A-Za-z0-9_-]{43}$/);
      const bare = `/payments/sandbox/card/${orderId}`;
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const seen = await t.app.inject({ method: 'GET', url: bare });
      expect(seen.statusCode).toBe(404);
      expect(seen.body).not.toContain('₺100,00');
      const forged = `${bare}?t=${'A'.repeat(43)}`;
      expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
      for (const url of [bare, forged]) {
        const failed = await t.app.inject({
          method: 'POST',
          url,
          headers: form,
          payload: 'outcome=fail',
        });
        expect(failed.statusCode).toBe(400);
      }
      await paymentSandboxOf(t.app).idle();
      expect(await order(p.token, orderId)).toMatchObject({ status: 'pending' });
      const owner = await t.app.inject({ method: 'GET', url: payUrl ?? '' });
      expect(owner.statusCode).toBe(200);
      expect(owner.body).toContain(`action="/payments/sandbox/card/${orderId}?t=`);
    });
  });
}
