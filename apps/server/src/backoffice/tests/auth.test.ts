// Staff sign-in: password then TOTP (enrolled with a QR secret at the first sign-in), codes
// that work once, the players' lockout, cookie flags, CSRF, the 30-minute idle timeout, and
// the one-time enrolment link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../testing/backends.ts';
import {
  openBackofficeTest,
  staffClient,
  TEST_STAFF_PASSWORD,
  type Answer,
  type BackofficeTest,
} from '../../testing/staff.ts';
import { createStaff, createStaffWithPassword } from '../auth/accounts.ts';
import { timeStep, totpAt } from '../auth/totp.ts';
import { login } from '@talih/contracts/backoffice/auth.ts';
import { publicStaffAnswer } from '../../testing/calls.ts';

describe.each(backends())('staff sign-in on $name', (backend) => {
  let t: BackofficeTest;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
  });
  afterAll(() => t.dispose());
  const db = () => t.app.talih.services.db;

  async function totp(challenge: string, code: string) {
    const res = await t.bo.inject({
      method: 'POST',
      url: '/bo/api/auth/totp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ challenge, code }),
    });
    return { body: res.json<Answer<{ name: string; csrfToken: string }>>(), res };
  }

  it('enrols TOTP at the first sign-in, then asks for a code; a code works once', async () => {
    await createStaffWithPassword(db(), 'ayse', 'finance', TEST_STAFF_PASSWORD);
    const first = await publicStaffAnswer(t, login, {
      name: 'ayse',
      password: TEST_STAFF_PASSWORD,
    });
    const enrol = first.resultData;
    if (enrol.step !== 'enrol') throw new Error(`signed in at step ${enrol.step}, not enrol`);
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUri).toBe(
      `otpauth://totp/Talih%20Back-office:ayse?issuer=Talih%20Back-office&secret=${enrol.secret}` +
        '&algorithm=SHA1&digits=6&period=30',
    );
    const wrong = await totp(enrol.challenge, '000000');
    expect(wrong.body.msg).toBe('Doğrulama kodu hatalı ya da zaten kullanıldı.');
    const failed = await db()
      .selectFrom('staff_audit')
      .select(['staff_name', 'after_json'])
      .where('action', '=', 'staff.login_failed')
      .execute();
    expect(failed).toEqual([{ staff_name: 'ayse', after_json: '{"step":"totp"}' }]);
    const code = totpAt(enrol.secret, timeStep());
    const ok = await totp(enrol.challenge, code);
    expect(ok.body.state).toBe('200');
    expect(ok.body.resultData.name).toBe('ayse');
    const cookies = ok.res.headers['set-cookie'] as string[];
    expect(cookies[0]).toMatch(/^bo_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(cookies[1]).toMatch(/^bo_csrf=[\w-]{43}; Path=\/; SameSite=Strict$/);

    const second = await publicStaffAnswer(t, login, {
      name: 'ayse',
      password: TEST_STAFF_PASSWORD,
    });
    expect(second.resultData.step).toBe('totp');
    expect(second.resultData).not.toHaveProperty('secret');
    // The same code again (same time step): refused, a code signs in once.
    const replay = await totp(second.resultData.challenge, code);
    expect(replay.body.state).toBe('500');
    const next = await totp(second.resultData.challenge, totpAt(enrol.secret, timeStep() + 1));
    expect(next.body.state).toBe('200');
  });

  it('answers the same for an unknown name and a wrong password, and locks after 5 failures', async () => {
    await createStaffWithPassword(db(), 'mehmet', 'support', TEST_STAFF_PASSWORD);
    const unknown = await t.boCall('/auth/login', { name: 'nobody', password: 'whatever-123' });
    const wrong = await t.boCall('/auth/login', { name: 'mehmet', password: 'wrong-password' });
    expect(unknown.msg).toBe('Kullanıcı adı veya şifre hatalı.');
    // The known name's failure is on the record; the unknown one has no row to name.
    const failures = await db()
      .selectFrom('staff_audit')
      .select(['staff_name', 'action', 'after_json', 'ip'])
      .where('action', '=', 'staff.login_failed')
      .where('staff_name', 'in', ['mehmet', 'nobody'])
      .execute();
    expect(failures).toEqual([
      {
        staff_name: 'mehmet',
        action: 'staff.login_failed',
        after_json: '{"step":"password"}',
        ip: '127.0.0.1',
      },
    ]);
    expect(wrong.msg).toBe(unknown.msg);
    for (let i = 0; i < 4; i++)
      await t.boCall('/auth/login', { name: 'mehmet', password: 'wrong-password' });
    const locked = await t.boCall('/auth/login', { name: 'mehmet', password: TEST_STAFF_PASSWORD });
    expect(locked.msg).toBe('Hesap çok fazla hatalı deneme nedeniyle 15 dakika kilitlendi.');
  });

  it('limits sign-in attempts per IP', async () => {
    const tight = await openBackofficeTest(backend, { STAFF_LOGIN_IP_MAX: '3' });
    try {
      for (let i = 0; i < 3; i++)
        await tight.boCall('/auth/login', { name: `x${i}`, password: 'whatever-123' });
      const fourth = await tight.boCall('/auth/login', { name: 'x9', password: 'whatever-123' });
      expect(fourth.msg).toBe('Çok fazla deneme yapıldı. Biraz bekleyip yeniden deneyin.');
    } finally {
      await tight.dispose();
    }
  });

  it('ends a session idle for more than 30 minutes', async () => {
    const staff = await staffClient(t, 'support');
    expect((await staff.call('/auth/me')).state).toBe('200');
    await db()
      .updateTable('staff_sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .where('staff_id', '=', staff.id)
      .execute();
    const idle = await staff.call('/auth/me');
    expect(idle.state).toBe('401');
    expect(idle.msg).toBe('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.');
  });

  it('a session still used within 30 minutes stays', async () => {
    const staff = await staffClient(t, 'support');
    await db()
      .updateTable('staff_sessions')
      .set({ last_seen_at: Date.now() - 29 * 60_000 })
      .where('staff_id', '=', staff.id)
      .execute();
    expect((await staff.call('/auth/me')).state).toBe('200');
  });

  it('sign-out ends the session', async () => {
    const staff = await staffClient(t, 'risk');
    expect((await staff.call('/auth/logout')).state).toBe('200');
    expect((await staff.call('/auth/me')).state).toBe('401');
  });

  it('the enrolment link sets the password once; then sign-in enrols TOTP', async () => {
    const link = await createStaff(db(), t.config, 'zeynep', 'risk');
    expect(link.enrolUrl).toMatch(/^http:\/\/localhost:3001\/enrol#[\w-]{43}$/);
    const token = link.enrolUrl.split('#')[1]!;
    const tooShort = await t.boCall('/auth/set-password', { token, password: 'short' });
    expect(tooShort.state).toBe('500');
    const set = await t.boCall('/auth/set-password', { token, password: 'a-long-password' });
    expect(set.resultData).toEqual({ name: 'zeynep' });
    const again = await t.boCall('/auth/set-password', { token, password: 'another-password' });
    expect(again.msg).toBe(
      'Davet bağlantısı geçersiz ya da süresi dolmuş. Yöneticinizden yenisini isteyin.',
    );
    const step = await publicStaffAnswer(t, login, {
      name: 'zeynep',
      password: 'a-long-password',
    });
    expect(step.resultData.step).toBe('enrol');
    // Before TOTP is enrolled the account is not active: nothing but enrolment works.
    const row = await db()
      .selectFrom('staff')
      .select('status')
      .where('name', '=', 'zeynep')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('invited');
  });

  it('marks cookies Secure in production', async () => {
    const { sessionCookies } = await import('../auth/sessions.ts');
    expect(sessionCookies({ token: 'a', csrfToken: 'b' }, true)).toEqual([
      'bo_session=a; Path=/; HttpOnly; Secure; SameSite=Strict',
      'bo_csrf=b; Path=/; Secure; SameSite=Strict',
    ]);
    expect(sessionCookies(null, false)).toEqual([
      'bo_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
      'bo_csrf=; Max-Age=0; Path=/; SameSite=Strict',
    ]);
  });

  it('answers English to a staff member who chose it', async () => {
    const staff = await staffClient(t, 'support');
    await staff.call('/auth/language', { lang: 'en' });
    const refused = await staff.call('/staff/list');
    expect(refused.msg).toBe('You do not have permission for this action.');
  });
});
