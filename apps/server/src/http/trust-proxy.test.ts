// TRUST_PROXY believes only the hops it is told to: a client that writes its own leftmost
// X-Forwarded-For entry still counts against its real IP's limits (trusting every hop let a client
// walk past every per-IP limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';

describe('TRUST_PROXY configuration', () => {
  it('refuses true with the forms it takes instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true trusts every hop.*a hop count such as 1.*10\.0\.0\.0\/8/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: not understood/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('takes false, a hop count or a list of IPs and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });
});

let seq = 0;
const newPhone = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 1000).padStart(3, '0')}`;

for (const backend of backends()) {
  describe(`per-IP limits behind a proxy on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { TRUST_PROXY: '1', SMS_IP_HOURLY_MAX: '3' });
    });
    afterAll(async () => {
      await t?.dispose();
    });

    /** One OTP send through the proxy at 127.0.0.1, the client at 203.0.113.7 spoofing the rest. */
    async function sendThroughProxy(spoofed: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sms/send',
        remoteAddress: '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `${spoofed}, 203.0.113.7`,
        },
        payload: { tel: newPhone() },
      });
      return res.json() as { state: string; msg: string };
    }

    it('counts a spoofed leftmost X-Forwarded-For against the real client IP', async () => {
      const states: string[] = [];
      for (let i = 0; i < 5; i++) states.push((await sendThroughProxy(`198.51.100.${i}`)).state);
      expect(states).toEqual(['200', '200', '200', '500', '500']);
      const refused = await sendThroughProxy('198.51.100.99');
      expect(refused.msg).toBe(
        'Bu numaraya çok fazla kod gönderildi. Lütfen daha sonra tekrar deneyin.',
      );
    });
  });
}
