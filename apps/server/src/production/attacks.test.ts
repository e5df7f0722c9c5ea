// The server started in production mode with a safe configuration: the attacks of the audit
// fail. OTP codes cannot be read back, no card order or sandbox card page, havale and USDT
// orders do not confirm themselves (staff confirm havale), no studio, no sportsbook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsCommand } from '../cli/payments.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { makeTrIban } from '@talih/contracts/iban.ts';
import { bankAccountsCommand } from '../cli/bank-accounts.ts';
import { createPlayer } from '../testing/players.ts';
import { SAFE_PRODUCTION_ENV } from '../testing/production-env.ts';
import { startSmsGatewayStub, type SmsGatewayStub } from '../testing/sms-gateway-stub.ts';
import { answer, totalAssetsOf } from '../testing/calls.ts';
import { getSiteConfig } from '@talih/contracts/system.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  getChargeInfo as getChargeInfoCall,
} from '@talih/contracts/payments.ts';

const GATEWAY_SECRET = 'sms-gateway-secret-0123456789abcdef';

for (const backend of backends()) {
  describe(`production mode on ${backend.name}`, () => {
    let t: TestApp;
    let gateway: SmsGatewayStub;
    beforeAll(async () => {
      gateway = await startSmsGatewayStub(GATEWAY_SECRET);
      t = await openTestApp(backend, {
        ...SAFE_PRODUCTION_ENV,
        SMS_ADAPTER: 'http',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_SECRET: GATEWAY_SECRET,
        PAYMENT_SANDBOX_DELAY_MS: '10',
        PAYMENT_SANDBOX_DROP_RATE: '0',
      });
      // No demo data in production: finance adds the account havale deposits go to.
      const added = await bankAccountsCommand(
        t.database,
        { action: 'add', value: makeTrIban('00064', '5500123456'), holder: 'Talih A.Ş.' },
        () => {},
        () => {},
      );
      expect(added).toBe(0);
    });
    afterAll(async () => {
      await t.dispose();
      await gateway.close();
    });
    const en = { 'accept-language': 'en' };

    it('serves no OASIS simulator', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/oasis/oasisws/spielerstatus',
        headers: { kennung: 'U0000000', passwort: 'talih-oasis-simulator' },
        payload: '<x/>',
      });
      expect(res.statusCode).toBe(404);
    });

    it('tells the web app it runs in production with card, USDT and sport off', async () => {
      const res = await answer(t, getSiteConfig);
      const { mode, features, jurisdiction } = res.resultData;
      expect({ mode, features }).toEqual({
        mode: 'production',
        features: { sport: false, depositMethods: ['havale'] },
      });
      // The tests' own pack (testing/production-env.ts): lira with the seed's +90.
      expect(jurisdiction).toMatchObject({
        code: 'test-tr',
        currency: 'TRY',
        phoneCallingCodes: ['90'],
      });
    });

    it('sends the code through the gateway and /sms/getTest cannot read it back', async () => {
      const tel = '905551112233';
      const sent = await t.call('/sms/send', { tel });
      expect(sent.state).toBe('200');
      const read = await t.call('/sms/getTest', { tel }, en);
      expect(read.state).not.toBe('200');
      expect(read.msg).toBe('This is only available in sandbox mode.');

      // The code went to the gateway only.
      expect(gateway.messages).toHaveLength(1);
      expect(gateway.messages[0]?.to).toBe(tel);
      const code = /\b(\d{6})\b/.exec(gateway.messages[0]?.text ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(read.resultData).not.toBe(code);
      const outbox = await t.database.db.selectFrom('sms_outbox').selectAll().execute();
      expect(outbox).toEqual([]);
    });

    it('refuses card and USDT orders and does not serve the sandbox card page', async () => {
      const p = await createPlayer(t);
      for (const [path, body] of [
        ['/recharge/createRechargeOrder', { amount: 50_000, method: 'card' }],
        ['/recharge/createCoinOrder', { amount: 500 }],
      ] as const) {
        const res = await t.call(path, body, { token: p.token, ...en });
        expect(res.state).not.toBe('200');
        expect(res.msg).toBe('This payment method is not offered. Please use bank transfer.');
      }
      const info = await answer(t, getChargeInfoCall, {}, { session: p.token });
      expect(info.resultData.methods.map((m) => m.code)).toEqual(['havale']);

      // A card order that exists anyway (say, from before the switch) cannot be paid by a click.
      const now = Date.now();
      await t.database.db
        .insertInto('deposit_orders')
        .values({
          order_no: 'DCARD0000001',
          user_id: p.userId,
          method: 'card',
          amount_minor: 5_000_000,
          status: 'pending',
          reference: 'CARD01',
          bank_account_id: null,
          coin_network: null,
          coin_address: null,
          coin_amount: null,
          coin_rate: null,
          pay_url: null,
          provider_ref: null,
          entry_id: null,
          fail_reason: null,
          created_at: now,
          updated_at: now,
          expires_at: now + 600_000,
          confirmed_at: null,
        })
        .execute();
      const page = await t.app.inject({ url: '/payments/sandbox/card/DCARD0000001' });
      expect(page.statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: '/payments/sandbox/card/DCARD0000001',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=success',
      });
      expect(post.statusCode).toBe(404);
      const hook = await t.app.inject({
        method: 'POST',
        url: '/payments/v1/card/webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(404);
      await new Promise((r) => setTimeout(r, 100));
      expect(await totalAssetsOf(t, p.token)).toBe(0);
    });

    it('leaves a havale order pending until staff confirm it', async () => {
      const p = await createPlayer(t);
      const created = await answer(
        t,
        createRechargeOrderCall,
        { amount: 1000, method: 'havale' },
        { session: p.token },
      );
      expect(created.state).toBe('200');
      const orderId = created.resultData.orderId;
      // Ten times the sandbox delay: a self-confirming bank would have called back by now.
      await new Promise((r) => setTimeout(r, 200));
      const row = await t.database.db
        .selectFrom('deposit_orders')
        .select('status')
        .where('order_no', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
      expect(await totalAssetsOf(t, p.token)).toBe(0);

      const lines: string[] = [];
      const code = await paymentsCommand(
        t.database,
        t.cache,
        {
          area: 'deposits',
          action: 'confirm',
          id: orderId,
          status: undefined,
          reason: undefined,
          payoutAdapter: 'manual',
        },
        (l) => lines.push(l),
        (l) => lines.push(l),
      );
      expect(code).toBe(0);
      expect(lines.join('\n')).toMatch(/is confirmed; ₺1\.000,00 credited/);
      expect(await totalAssetsOf(t, p.token)).toBe(1000);
    });

    it('does not serve the sandbox studio', async () => {
      const page = await t.app.inject({ url: '/studio/slot' });
      expect(page.statusCode).toBe(404);
      const session = await t.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(session.statusCode).toBe(404);
    });

    it('refuses every sport call with a translated error and has no sport stream', async () => {
      const p = await createPlayer(t, 100_000);
      for (const path of ['/sport/tree', '/sport/events', '/fb/data/api/v2/token/get']) {
        const res = await t.call(path, {}, { token: p.token, ...en });
        expect(res.state).not.toBe('200');
        expect(res.msg).toBe('Sports betting is not available.');
      }
      const tk = await t.call('/sport/tree', {}, { token: p.token, 'accept-language': 'tr' });
      expect(tk.msg).toBe('Spor bahisleri şu an sunulmuyor.');
      const stream = await t.app.inject({ url: '/api/sport/stream' });
      expect(stream.statusCode).toBe(404);
    });
  });
}

for (const backend of backends()) {
  describe(`production mode without an SMS gateway on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, SAFE_PRODUCTION_ENV);
    });
    afterAll(() => t.dispose());

    it('refuses to send a code, in the caller language, and keeps none to read back', async () => {
      const tel = '905557776655';
      const sent = await t.call('/sms/send', { tel }, { 'accept-language': 'en' });
      expect(sent.state).not.toBe('200');
      expect(sent.msg).toBe(
        'Sending codes by SMS is not available right now. Please contact customer service.',
      );
      const tk = await t.call('/sms/send', { tel: '905557776656' }, { 'accept-language': 'tr' });
      expect(tk.msg).toBe(
        'SMS ile kod gönderimi şu an yapılamıyor. Lütfen Müşteri Hizmetleri ile iletişime geçin.',
      );
      expect((await t.call('/sms/getTest', { tel })).state).not.toBe('200');
      expect(await t.database.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    });
  });
}
