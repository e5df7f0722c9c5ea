// The seed API contract (docs/design.md "The API contract"; docs/seed-spec.md S7.1, S8): every
// registered call answers the envelope for any input, never an HTTP 5xx or a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tk from '@talih/i18n/locales/tk.json' with { type: 'json' };
import en from '@talih/i18n/locales/en.json' with { type: 'json' };
import zhCN from '@talih/i18n/locales/zh-CN.json' with { type: 'json' };

const locales: Record<string, { fields: Record<string, string> }> = { tk, en, 'zh-CN': zhCN };
import { backends, loginTourist, openTestApp, type TestApp } from '../testing/backends.ts';
import { answer } from '../testing/calls.ts';
import { getUserInfo as getUserInfoCall } from '@talih/contracts/accounts.ts';

const MALFORMED_BODIES: { name: string; payload: string; contentType?: string }[] = [
  { name: 'invalid JSON', payload: '{"deviceNumber": ' },
  { name: 'a JSON array', payload: '[1,2,3]' },
  { name: 'a JSON string', payload: '"hello"' },
  { name: 'a JSON number', payload: '42' },
  { name: 'null', payload: 'null' },
  { name: 'wrong types in the common fields', payload: JSON.stringify(wrongTypes()) },
  { name: 'text/plain body', payload: 'deviceNumber=x', contentType: 'text/plain' },
  { name: 'form body', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];

/** The 53 calls of the seed (docs/seed-spec.md S7), written out: each one must be served. */
const SEED_CALLS = [
  '/labelGame/list',
  '/balance/getGameRecord',
  '/activity/betRankData',
  '/labelGame/getGameByLabelCategoryAndPage',
  '/labelGame/getGameByCategoryAndPage',
  '/labelGame/getGameByCategoryNameAndPage',
  '/labelGame/getRecentGames',
  '/labelGame/getGameUrlByGame',
  '/labelGame/getFavoriteGames',
  '/labelGame/favoriteGame',
  '/labelGame/getSearchResults',
  '/pddPrizeConfig/getUserUUID',
  '/pddPrizeConfig/getPrize',
  '/getPrizeUserMsg',
  '/getWithdrawPrize',
  '/getInviteMsg',
  '/setPrizeLog',
  '/recharge/getChargeInfo',
  '/recharge/createRechargeOrder',
  '/recharge/createCoinOrder',
  '/user/bank',
  '/mail/list',
  '/mail/receive',
  '/mail/read',
  '/activity/list',
  '/recharge/record',
  '/invite/agent/info',
  '/invite/agent/receiveRebate',
  '/withdraw/getMangirPayBankList',
  '/recharge/randomBankAccounts',
  '/recharge/getCoinOrderDetail',
  '/recharge/orderRecordDetail',
  '/fb/data/api/v2/token/get',
  '/tracking/uploadTrack',
  '/user/uploadLoginLog',
  '/sso/v2/login',
  '/user/getUserInfo',
  '/user/editprofile',
  '/user/rename',
  '/sms/send',
  '/sms/getTest',
  '/user/bind-phone',
  '/user/profile',
  '/vip/getVipInfo',
  '/user/checkOldUser',
  '/sso/loginNew',
  '/sso/register',
  '/sso/modify',
  '/sso/logout',
  '/signInRecord/getSignInUpdate',
  '/signInConfig/getSignInConfig',
  '/signInRecord/getSignInRecord',
  '/banner/list',
];

function wrongTypes() {
  return {
    appId: { x: 1 },
    sign: 5,
    uid: [],
    deviceNumber: 12,
    adid: false,
    gaid: {},
    tel: 123,
    mobile: [],
    gameId: 'x'.repeat(5000),
    eventType: 'two',
    eventId: -1,
    words: 9,
  };
}

for (const backend of backends()) {
  describe(`API contract on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it("registers each of the seed's 53 calls", () => {
      expect(SEED_CALLS).toHaveLength(53);
      const registered = new Set(t.app.talih.calls.calls.map((c) => c.path));
      expect(SEED_CALLS.filter((path) => !registered.has(path))).toEqual([]);
    });

    it('registers calls and every one is POST-only', async () => {
      const calls = t.app.talih.calls.calls;
      for (const call of calls) {
        const res = await t.app.inject({ method: 'GET', url: call.path });
        // A GET of an API path is a page load: it never reaches the handler.
        expect(res.statusCode, call.path).not.toBe(200);
        expect(res.body).not.toMatch(/"state":"200"/);
      }
    });

    it('refuses a wrong type in every field of every call, naming a field', async () => {
      const { token } = await loginTourist(t);
      for (const call of t.app.talih.calls.calls) {
        for (const field of Object.keys(call.body.shape)) {
          const res = await t.call(call.path, { [field]: { nested: [true] } }, { token });
          const where = `${call.path} ${field}`;
          if (call.auth === 'player') {
            expect(res.state, where).toBe('401');
            continue;
          }
          expect(res.state, where).toBe('500');
          // Either a form rule's own message, or a generic one that names a field of this call
          // (the first failing one: a required field may come before the one sent wrong).
          const labels = Object.keys(call.body.shape).map(
            (f) => tk.fields[f as keyof typeof tk.fields] ?? f,
          );
          const named = labels.flatMap((label) =>
            Object.values(tk.errors.validation).map((m) =>
              m.replace('{{field}}', label).replace(/\{\{\w+\}\}/g, '#'),
            ),
          );
          const formRules = Object.values(tk.base);
          expect(
            formRules.includes(res.msg) || named.includes(res.msg.replace(/\d+/g, '#')),
            `${where}: ${res.msg}`,
          ).toBe(true);
        }
      }
    });

    it('has a label for every field of every call in every language', () => {
      const missing: string[] = [];
      for (const [lang, locale] of Object.entries(locales)) {
        for (const call of t.app.talih.calls.calls) {
          for (const field of Object.keys(call.body.shape)) {
            if (!(field in locale.fields)) missing.push(`${lang} fields.${field} (${call.path})`);
          }
        }
      }
      expect([...new Set(missing)]).toEqual([]);
    });

    it('survives hostile but well-formed JSON on every call', async () => {
      const hostile = [
        '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
        '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
        JSON.stringify({ deviceNumber: 'ü'.repeat(64), words: '\u0000\ud800' }),
      ];
      for (const call of t.app.talih.calls.calls) {
        for (const payload of hostile) {
          // A fresh session each time (logout revokes it), on one device: no new tourists.
          const { token } = await loginTourist(t, 'dev-hostile-json-1');
          const res = await t.app.inject({
            method: 'POST',
            url: call.path,
            headers: { 'content-type': 'application/json', token },
            payload,
          });
          expect(res.statusCode, call.path).toBe(200);
          const expected = call.auth === 'player' ? ['401'] : ['200', '500'];
          expect(expected, call.path).toContain(res.json().state);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers malformed bodies on every registered call with the envelope, never a 5xx', async () => {
      const { token } = await loginTourist(t);
      for (const call of t.app.talih.calls.calls) {
        for (const body of MALFORMED_BODIES) {
          for (const auth of [{}, { authorization: token, token }]) {
            const res = await t.app.inject({
              method: 'POST',
              url: call.path,
              headers: { 'content-type': body.contentType ?? 'application/json', ...auth },
              payload: body.payload,
            });
            const where = `${call.path} with ${body.name}`;
            expect(res.statusCode, where).toBe(200);
            const json = res.json();
            expect(Object.keys(json).sort(), where).toEqual([
              'msg',
              'resultData',
              'state',
              'success',
            ]);
            expect(['500', '401'], where).toContain(json.state);
            expect(json.success, where).toBe(false);
            expect(json.msg, where).toBeTruthy();
            expect(json.msg, where).not.toMatch(/at .+\.ts:\d+|Error:|stack/i);
          }
        }
      }
    });

    it('answers HTTP 413 with the envelope for a body over the limit', async () => {
      const huge = JSON.stringify({ deviceNumber: 'x'.repeat(t.config.BODY_LIMIT_BYTES + 10) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/sso/v2/login',
        headers: { 'content-type': 'application/json' },
        payload: huge,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ state: '500', success: false, resultData: null });
    });

    it('treats an empty body as {} and names the missing field in the caller language', async () => {
      const tr = await t.app.inject({
        method: 'POST',
        url: '/user/checkOldUser',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(tr.json()).toEqual({
        state: '500',
        msg: 'Cihaz numarası alanı zorunludur.',
        success: false,
        resultData: null,
      });
      const en = await t.call('/user/checkOldUser', {}, { 'accept-language': 'en-US,en;q=0.9' });
      expect(en.msg).toBe('Device number is required.');
      const zh = await t.call('/user/checkOldUser', { lang: 'zh-CN' });
      expect(zh.msg).toBe('设备号为必填项。');
      const wrongType = await t.call(
        '/user/checkOldUser',
        { deviceNumber: 5 },
        { 'accept-language': 'en' },
      );
      expect(wrongType.msg).toBe('Device number has an invalid format.');
      const tooShort = await t.call(
        '/user/checkOldUser',
        { deviceNumber: 'abc' },
        { 'accept-language': 'en' },
      );
      expect(tooShort.msg).toBe('Device number must be at least 8 characters long.');
    });

    it("answers '401' for a missing, unknown, revoked or expired token", async () => {
      const missing = await t.call('/user/getUserInfo');
      expect(missing).toMatchObject({ state: '401', success: false, resultData: null });
      const unknown = await t.call('/user/getUserInfo', {}, { authorization: 'x'.repeat(43) });
      expect(unknown.state).toBe('401');
      const garbage = await t.call('/user/getUserInfo', {}, { token: '<script>' });
      expect(garbage.state).toBe('401');

      const revoked = await loginTourist(t);
      expect((await t.call('/sso/logout', {}, { authorization: revoked.token })).state).toBe('200');
      const afterLogout = await t.call('/user/getUserInfo', {}, { authorization: revoked.token });
      expect(afterLogout.state).toBe('401');
      expect(afterLogout.msg).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');

      const expired = await loginTourist(t);
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('user_id', '=', expired.userId)
        .execute();
      expect((await t.call('/user/getUserInfo', {}, { token: expired.token })).state).toBe('401');
    });

    it('accepts the token in Authorization (bare or Bearer) or in the token header', async () => {
      const { token, userId } = await loginTourist(t);
      const variants: Record<string, string>[] = [
        { authorization: token },
        { authorization: `Bearer ${token}` },
        { token },
        { authorization: token, token },
      ];
      for (const headers of variants) {
        const res = await answer(t, getUserInfoCall, {}, { headers });
        expect(res.state).toBe('200');
        expect(res.resultData.userid).toBe(userId);
      }
    });

    it('answers an unknown call with HTTP 404 and the envelope', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/no/such/call',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ state: '500', success: false });
    });

    it('echoes a request id, and makes one when none is given', async () => {
      const given = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'abc-123-def' },
      });
      expect(given.headers['x-request-id']).toBe('abc-123-def');
      const made = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const hostile = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'a b\u0001' },
      });
      expect(hostile.headers['x-request-id']).not.toBe('a b\u0001');
    });

    it('sends security headers and a strict CSP', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });

    it('allows CORS with credentials only for configured origins', async () => {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/user/getUserInfo',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,token',
        },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/token/i);

      const denied = await t.app.inject({
        method: 'OPTIONS',
        url: '/user/getUserInfo',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('serves liveness and readiness probes', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe('ok');
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'ready',
        database: { kind: backend.databaseUrl ? 'postgres' : 'sqlite', ok: true },
        cache: { kind: backend.redisUrl ? 'redis' : 'memory', ok: true },
      });
    });

    it('publishes every registered call in the OpenAPI document at /docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      // The seed's list first (a registry missing a call would also miss it in the document).
      for (const path of SEED_CALLS) expect(doc.paths[path]?.post, path).toBeDefined();
      for (const call of t.app.talih.calls.calls) {
        expect(doc.paths[call.path]?.post, call.path).toBeDefined();
        expect(doc.paths[call.path].post.requestBody.content['application/json'].schema.type).toBe(
          'object',
        );
      }
      const html = await t.app.inject({ method: 'GET', url: '/docs' });
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain('/sso/v2/login');
    });
  });
}
