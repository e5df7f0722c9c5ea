// Sandbox mode (the default outside NODE_ENV=production) keeps every sandbox working, as
// `npm start`, the e2e run and demos need: OTP read-back, the card page, self-confirming
// havale and USDT, the studio, the sportsbook; and tells the web app it is a sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSandboxOf } from '../modules/payments/routes.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { seedBankAccounts } from '../testing/payments.ts';
import { createPlayer } from '../testing/players.ts';
import { answer, totalAssetsOf } from '../testing/calls.ts';
import { getTestSms } from '@talih/contracts/accounts.ts';
import { getSiteConfig } from '@talih/contracts/system.ts';
import { createRechargeOrder as createRechargeOrderCall } from '@talih/contracts/payments.ts';

for (const backend of backends()) {
  describe(`sandbox mode on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, {
        PAYMENT_SANDBOX_DELAY_MS: '10',
        PAYMENT_SANDBOX_DROP_RATE: '0',
      });
      await seedBankAccounts(t);
    });
    afterAll(() => t.dispose());

    it('tells the web app it is a sandbox with every feature on', async () => {
      const res = await answer(t, getSiteConfig);
      const { mode, features, jurisdiction } = res.resultData;
      expect({ mode, features }).toEqual({
        mode: 'sandbox',
        features: { sport: true, depositMethods: ['havale', 'crypto', 'card'] },
      });
      // The default pack: play money in lira with the seed's +90.
      expect(jurisdiction).toMatchObject({
        code: 'sandbox',
        currency: 'TRY',
        phoneCallingCodes: ['90'],
      });
    });

    it('reads the sent code back with /sms/getTest', async () => {
      const tel = '905559998877';
      expect((await t.call('/sms/send', { tel })).state).toBe('200');
      const read = await answer(t, getTestSms, { tel });
      expect(read.state).toBe('200');
      expect(read.resultData).toMatch(/^\d{6}$/);
    });

    it('serves the card page, whose success credits the order', async () => {
      const p = await createPlayer(t);
      const created = await answer(
        t,
        createRechargeOrderCall,
        { amount: 250, method: 'card' },
        { session: p.token },
      );
      expect(created.state).toBe('200');
      const { orderId } = created.resultData;
      const payUrl = created.resultData.payUrl ?? '';
      // The page token binds the page to the order's owner (modules/payments/sandbox-card-page.ts).
      expect(payUrl).toMatch(
        new RegExp(`^/payments/sandbox/card/${orderId}\\?t=[A-Za-z0-9_-]{43}$`),
      );
      const page = await t.app.inject({ url: payUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('₺250,00');
      const post = await t.app.inject({
        method: 'POST',
        url: payUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=success',
      });
      expect(post.statusCode).toBe(303);
      await paymentSandboxOf(t.app).idle();
      expect(await totalAssetsOf(t, p.token)).toBe(250);
    });

    it('confirms havale and USDT orders by themselves', async () => {
      const p = await createPlayer(t);
      const havale = await t.call(
        '/recharge/createRechargeOrder',
        { amount: 300 },
        { token: p.token },
      );
      const usdt = await t.call('/recharge/createCoinOrder', { amount: 200 }, { token: p.token });
      expect([havale.state, usdt.state]).toEqual(['200', '200']);
      await new Promise((r) => setTimeout(r, 50));
      await paymentSandboxOf(t.app).idle();
      expect(await totalAssetsOf(t, p.token)).toBe(500);
    });

    it('serves the studio and the sportsbook', async () => {
      const session = await t.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(session.statusCode).not.toBe(404);
      const p = await createPlayer(t);
      expect((await t.call('/sport/tree', {}, { token: p.token })).state).toBe('200');
    });
  });
}
