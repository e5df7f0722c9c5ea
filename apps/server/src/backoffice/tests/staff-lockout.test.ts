// Staff sign-in lockout: per name and address (5 failures lock that pair), with a slower
// throttle per name from anywhere (50), so five wrong passwords from a stranger's address do
// not lock `admin` out everywhere; a right password with a wrong code is one attempt, not two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffWithPassword } from '../auth/accounts.ts';
import { backends } from '../../testing/backends.ts';
import {
  openBackofficeTest,
  nextTotp,
  TEST_STAFF_PASSWORD,
  type Answer,
  type BackofficeTest,
} from '../../testing/staff.ts';

const LOCKED = 'Hesap çok fazla hatalı deneme nedeniyle 15 dakika kilitlendi.';
const WRONG = 'Kullanıcı adı veya şifre hatalı.';

describe.each(backends())('staff lockout on $name', (backend) => {
  let t: BackofficeTest;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
  });
  afterAll(() => t.dispose());

  async function post<T>(path: string, body: unknown, ip: string) {
    const res = await t.bo.inject({
      method: 'POST',
      url: `/bo/api${path}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
    return res.json<Answer<T>>();
  }
  const login = (name: string, password: string, ip: string) =>
    post<{ step: string; challenge: string }>('/auth/login', { name, password }, ip);
  const failuresOf = async (key: string) =>
    (
      await t.database.db
        .selectFrom('login_throttle')
        .select('failures')
        .where('phone', '=', key)
        .executeTakeFirst()
    )?.failures ?? 0;

  it('five wrong passwords lock the name at that address, not the name elsewhere', async () => {
    await createStaffWithPassword(t.database.db, 'kilit', 'admin', TEST_STAFF_PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await login('kilit', 'wrong-password', '203.0.113.7')).msg).toBe(WRONG);
    }
    expect((await login('kilit', TEST_STAFF_PASSWORD, '203.0.113.7')).msg).toBe(LOCKED);
    const office = await login('kilit', TEST_STAFF_PASSWORD, '198.51.100.20');
    expect([office.state, office.resultData.step]).toEqual(['200', 'enrol']);
  });

  it('fifty failures from anywhere lock the name everywhere (the slower throttle)', async () => {
    await createStaffWithPassword(t.database.db, 'yavas', 'finance', TEST_STAFF_PASSWORD);
    for (let i = 0; i < 50; i++) {
      await login('yavas', 'wrong-password', `192.0.2.${i + 1}`);
    }
    expect(await failuresOf('staff:yavas')).toBe(50);
    expect((await login('yavas', TEST_STAFF_PASSWORD, '198.51.100.99')).msg).toBe(LOCKED);
  });

  it('a right password with a wrong code spends one attempt', async () => {
    await createStaffWithPassword(t.database.db, 'tekdeneme', 'risk', TEST_STAFF_PASSWORD);
    const ip = '198.51.100.5';
    for (let i = 0; i < 3; i++) await login('tekdeneme', 'wrong-password', ip);
    const step = await login('tekdeneme', TEST_STAFF_PASSWORD, ip);
    const bad = await post(
      '/auth/totp',
      { challenge: step.resultData.challenge, code: '000000' },
      ip,
    );
    expect(bad.msg).toBe('Doğrulama kodu hatalı ya da zaten kullanıldı.');
    expect(await failuresOf('staff:tekdeneme')).toBe(4);
    // A second code against the same challenge is a new attempt.
    await post('/auth/totp', { challenge: step.resultData.challenge, code: '000001' }, ip);
    expect(await failuresOf('staff:tekdeneme')).toBe(5);
  });
  it('a sign-in finished while guesses locked its address leaves the lock in place', async () => {
    await createStaffWithPassword(t.database.db, 'yaris', 'support', TEST_STAFF_PASSWORD);
    const ip = '198.51.100.77';
    // The right password's attempt is reserved while the address is open...
    const step = await login('yaris', TEST_STAFF_PASSWORD, ip);
    expect(step.resultData.step).toBe('enrol');
    // ...then guesses from the same address use up the rest and lock it...
    for (let i = 0; i < 4; i++)
      expect((await login('yaris', 'wrong-password', ip)).msg).toBe(WRONG);
    expect((await login('yaris', 'wrong-password', ip)).msg).toBe(LOCKED);
    // ...and the code step that finishes the right sign-in forgives the count, not the lock.
    const secret = (step.resultData as unknown as { secret: string }).secret;
    const done = await post<{ name: string }>(
      '/auth/totp',
      { challenge: step.resultData.challenge, code: nextTotp(secret, new Set()) },
      ip,
    );
    expect([done.state, done.resultData.name]).toEqual(['200', 'yaris']);
    // The name's slower count (5 of 50, unlocked) is forgiven; the address stays locked.
    expect(await failuresOf('staff:yaris')).toBe(0);
    expect((await login('yaris', TEST_STAFF_PASSWORD, ip)).msg).toBe(LOCKED);
  });
});
