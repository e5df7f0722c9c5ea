// Accounts end to end over HTTP on both databases: OTP rules, registration from a tourist,
// login with per-account lockout, reset, binding a phone, profile and withdrawal password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { consumeOtp, issueOtp, otpKey } from './otp.ts';
import { answer } from '../../testing/calls.ts';
import {
  bindPhone,
  editProfile,
  getTestSms,
  getUserInfo as getUserInfoCall,
  loginNew as loginNewCall,
  profile as profileCall,
  register as registerCall,
  rename as renameCall,
} from '@talih/contracts/accounts.ts';

const PASSWORD = 'gizli1234';

let phoneSeq = 0;
/** A fresh national phone number per test, so SMS cooldowns never collide. */
const newPhone = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

async function sendCode(t: TestApp, tel: string, ip = '10.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sms/send',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { tel },
  });
  return res.json() as { state: string; msg: string; resultData: number };
}

/** Sends again as if the 60 s cooldown had passed. */
async function resendAfterCooldown(t: TestApp, tel: string) {
  await t.cache.del(`sms:cooldown:90${tel}`);
  const res = await sendCode(t, tel);
  expect(res.state, res.msg).toBe('200');
}

async function codeFor(t: TestApp, tel: string) {
  const res = await answer(t, getTestSms, { tel });
  expect(res.state).toBe('200');
  return res.resultData;
}

async function registerPlayer(t: TestApp, tel = newPhone()) {
  const tourist = await loginTourist(t);
  expect((await sendCode(t, tel)).resultData).toBe(60);
  const res = await answer(
    t,
    registerCall,
    {
      mobile: tel,
      password: PASSWORD,
      verificationCode: await codeFor(t, tel),
      ageConfirmed: true,
      termsAccepted: true,
    },
    { session: tourist.token },
  );
  expect(res.state, res.msg).toBe('200');
  return { ...res.resultData, tel, tourist };
}

for (const backend of backends()) {
  describe(`accounts on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it('sends a 6-digit code, answers the 60 s countdown, and refuses a resend inside it', async () => {
      const tel = newPhone();
      expect(await sendCode(t, tel)).toMatchObject({ state: '200', resultData: 60 });
      expect(await codeFor(t, tel)).toMatch(/^\d{6}$/);
      const again = await sendCode(t, tel);
      expect(again.state).toBe('500');
      expect(again.msg).toBe('Yeni bir kod için lütfen 60 saniye bekleyin.');
      const sms = await t.database.db
        .selectFrom('sms_outbox')
        .select('body')
        .where('phone', '=', `90${tel}`)
        .execute();
      expect(sms).toHaveLength(1);
      expect(sms[0]!.body).toMatch(/^Talih doğrulama kodunuz: \d{6}\./);
    });

    it('accepts the phone with or without 90 and enforces 7 to 11 digits', async () => {
      const tel = newPhone();
      expect((await sendCode(t, `90${tel}`)).state).toBe('200');
      expect(await codeFor(t, tel)).toMatch(/^\d{6}$/);
      const short = await t.call('/sms/send', { tel: '12345' });
      expect(short.msg).toBe('Telefon numarası 7 ile 11 hane arasında olmalıdır.');
      const empty = await t.call('/sms/send', { tel: '' });
      expect(empty.msg).toBe('Lütfen telefon numaranızı girin.');
    });

    it('limits codes per IP across phones', async () => {
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push((await sendCode(t, newPhone(), '10.9.9.9')).state);
      expect(answers.slice(0, 20).every((s) => s === '200')).toBe(true);
      expect(answers[20]).toBe('500');
    });

    it('takes the per-IP limits from the configuration', async () => {
      const small = await openTestApp(backend, { SMS_IP_HOURLY_MAX: '3' });
      try {
        const answers = [];
        for (let i = 0; i < 4; i++) {
          answers.push((await sendCode(small, newPhone(), '10.8.8.8')).state);
        }
        expect(answers).toEqual(['200', '200', '200', '500']);
        // Another address has its own allowance.
        expect((await sendCode(small, newPhone(), '10.8.8.9')).state).toBe('200');
      } finally {
        await small.dispose();
      }
    });

    it('takes the resend countdown from the configuration', async () => {
      const quick = await openTestApp(backend, { SMS_RESEND_SECONDS: '1' });
      try {
        const tel = newPhone();
        expect(await sendCode(quick, tel)).toMatchObject({ state: '200', resultData: 1 });
        const again = await sendCode(quick, tel);
        expect(again.msg).toBe('Yeni bir kod için lütfen 1 saniye bekleyin.');
        await new Promise((r) => setTimeout(r, 1_200));
        expect(await sendCode(quick, tel)).toMatchObject({ state: '200', resultData: 1 });
      } finally {
        await quick.dispose();
      }
    });

    it('kills a code after 5 wrong tries: the 6th try with the right code fails', async () => {
      const tel = newPhone();
      await sendCode(t, tel);
      const right = await codeFor(t, tel);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await t.call('/sso/modify', {
          mobile: tel,
          verificationCode: wrong,
          password: PASSWORD,
        });
        expect(res.msg).toBe('Doğrulama kodu hatalı. Lütfen tekrar deneyin.');
      }
      const sixth = await t.call('/sso/modify', {
        mobile: tel,
        verificationCode: right,
        password: PASSWORD,
      });
      expect(sixth.state).toBe('500');
      expect(sixth.msg).toMatch(/süresi doldu/);
    });

    it('a resend kills the old code; a code works once and dies after 5 minutes', async () => {
      const db = t.database.db;
      const key = otpKey(t.config.SECRETS_KEY);
      const phone = `90${newPhone()}`;
      const codes: string[] = [];
      const sms = {
        kind: 'sandbox' as const,
        send: async (m: { code?: string }) => void codes.push(m.code!),
      };
      const now = Date.now();
      await issueOtp(db, key, sms, phone, (c) => c, now);
      // Resend until the new code differs (one chance in a million it doesn't), so the old
      // code's refusal is checked on every run.
      do await issueOtp(db, key, sms, phone, (c) => c, now + 1000);
      while (codes.at(-1) === codes[0] && codes.length < 5);
      const [old, current] = [codes[0]!, codes.at(-1)!];
      expect(current).not.toBe(old);
      expect(await consumeOtp(db, key, phone, old, now + 2000)).toBe('wrong');
      expect(await consumeOtp(db, key, phone, current, now + 2000)).toBe('ok');
      expect(await consumeOtp(db, key, phone, current, now + 3000)).toBe('expired');
      await issueOtp(db, key, sms, phone, (c) => c, now);
      expect(await consumeOtp(db, key, phone, codes.at(-1)!, now + 5 * 60 * 1000)).toBe('expired');
    });

    it('registers a tourist as a player keeping its id, and logs in with the password', async () => {
      const player = await registerPlayer(t);
      expect(player.role).toBe('player');
      expect(player.userid).toBe(player.tourist.userId);
      expect(player.mobile).toBe(`90${player.tel}`);
      expect((player as unknown as { nikeName: string }).nikeName).toBe(
        `Oyuncu${player.tel.slice(-4)}`,
      );
      // The tourist token is spent; the new one works.
      expect((await t.call('/user/getUserInfo', {}, { token: player.tourist.token })).state).toBe(
        '401',
      );
      const info = await answer(t, getUserInfoCall, {}, { session: player.token });
      expect(info.resultData.role).toBe('player');
      expect(info.resultData.inviteUUID).toMatch(/^[A-Z2-9]{8}$/);

      const login = await answer(t, loginNewCall, {
        mobile: `0${player.tel}`,
        password: PASSWORD,
        deviceNumber: 'device-login-0001',
      });
      expect(login.state).toBe('200');
      expect(login.resultData.userid).toBe(player.userid);
      expect(
        (await t.call('/user/checkOldUser', { deviceNumber: 'device-login-0001' })).resultData,
      ).toBe(true);
      const stored = await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', player.userid)
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses registration without both confirmations, a taken phone or an unknown invite', async () => {
      const tel = newPhone();
      const base = { mobile: tel, password: PASSWORD, verificationCode: '123456' };
      expect((await t.call('/sso/register', { ...base, termsAccepted: true })).msg).toBe(
        'Devam etmek için 18 yaşından büyük olduğunuzu onaylamalısınız.',
      );
      expect(
        (await t.call('/sso/register', { ...base, ageConfirmed: true, termsAccepted: false })).msg,
      ).toBe('Devam etmek için Şartlar ve Koşulları kabul etmelisiniz.');
      expect(
        (
          await t.call('/sso/register', {
            ...base,
            password: 'short',
            ageConfirmed: true,
            termsAccepted: true,
          })
        ).msg,
      ).toMatch(/en az bir harf ve bir rakam/);
      // A taken phone is only named as taken to someone holding a live code for it.
      const existing = await registerPlayer(t);
      await t.cache.del(`sms:cooldown:90${existing.tel}`);
      expect((await sendCode(t, existing.tel, '10.0.0.2')).state).toBe('200');
      const taken = await t.call('/sso/register', {
        ...base,
        mobile: existing.tel,
        verificationCode: await codeFor(t, existing.tel),
        ageConfirmed: true,
        termsAccepted: true,
      });
      expect(taken.msg).toBe('Bu telefon numarası başka bir hesaba kayıtlı.');
      const invite = await t.call('/sso/register', {
        ...base,
        ageConfirmed: true,
        termsAccepted: true,
        inviteCode: 'NOPE1234',
      });
      expect(invite.msg).toMatch(/Davet kodu bulunamadı/);
    });

    it('links the inviter by invite code', async () => {
      const inviter = await registerPlayer(t);
      const info = await answer(t, getUserInfoCall, {}, { session: inviter.token });
      const tel = newPhone();
      await sendCode(t, tel);
      const res = await answer(t, registerCall, {
        mobile: tel,
        password: PASSWORD,
        verificationCode: await codeFor(t, tel),
        ageConfirmed: true,
        termsAccepted: true,
        inviteCode: info.resultData.inviteUUID.toLowerCase(),
      });
      expect(res.state, res.msg).toBe('200');
      const row = await t.database.db
        .selectFrom('users')
        .select('inviter_id')
        .where('id', '=', res.resultData.userid)
        .executeTakeFirstOrThrow();
      expect(row.inviter_id).toBe(inviter.userid);
    });

    it('logs in once when 20 parallel submissions carry the right code', async () => {
      const player = await registerPlayer(t);
      await resendAfterCooldown(t, player.tel);
      const code = await codeFor(t, player.tel);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.call('/sso/loginNew', { mobile: player.tel, verificationCode: code }),
        ),
      );
      expect(answers.filter((a) => a.state === '200')).toHaveLength(1);
      expect(answers.filter((a) => a.state === '500')).toHaveLength(19);
    });

    it('locks an account after 5 wrong passwords, whatever IP the tries come from', async () => {
      const player = await registerPlayer(t);
      const tryLogin = async (password: string, ip: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/sso/loginNew',
            remoteAddress: ip,
            headers: { 'content-type': 'application/json' },
            payload: { mobile: player.tel, password },
          })
        ).json() as { state: string; msg: string };
      for (let i = 0; i < 5; i++) {
        expect((await tryLogin('wrong-pass1', `10.1.0.${i}`)).msg).toBe(
          'Telefon numarası veya şifre hatalı.',
        );
      }
      for (let i = 5; i < 8; i++) {
        const locked = await tryLogin(PASSWORD, `10.1.0.${i}`);
        expect(locked.state).toBe('500');
        expect(locked.msg).toMatch(/^Çok fazla hatalı deneme yapıldı\. Lütfen 15 dakika sonra/);
      }
    });

    it('never says whether a phone is registered when the password is wrong', async () => {
      const player = await registerPlayer(t);
      const known = await t.call('/sso/loginNew', { mobile: player.tel, password: 'wrong-pass1' });
      const unknown = await t.call('/sso/loginNew', {
        mobile: newPhone(),
        password: 'wrong-pass1',
      });
      expect(known.msg).toBe(unknown.msg);
    });

    it('resets the password with a code and signs out every session', async () => {
      const player = await registerPlayer(t);
      await resendAfterCooldown(t, player.tel);
      const reset = await t.call('/sso/modify', {
        mobile: player.tel,
        verificationCode: await codeFor(t, player.tel),
        password: 'yeniSifre99',
      });
      expect(reset.state).toBe('200');
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['actor_type', 'actor_id', 'action', 'request_id'])
        .where('subject', '=', `user:${player.userid}`)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['account.register', 'account.password_reset']);
      expect(audit[1]).toMatchObject({ actor_type: 'player', actor_id: String(player.userid) });
      expect(audit[1]!.request_id).toBeTruthy();
      expect((await t.call('/user/getUserInfo', {}, { token: player.token })).state).toBe('401');
      expect(
        (await t.call('/sso/loginNew', { mobile: player.tel, password: PASSWORD })).state,
      ).toBe('500');
      expect(
        (await t.call('/sso/loginNew', { mobile: player.tel, password: 'yeniSifre99' })).state,
      ).toBe('200');
    });

    it('binds a new phone proven by a code, never one another account uses', async () => {
      const a = await registerPlayer(t);
      const b = await registerPlayer(t);
      await t.cache.del(`sms:cooldown:90${b.tel}`);
      expect((await sendCode(t, b.tel, '10.0.0.2')).state).toBe('200');
      const taken = await t.call(
        '/user/bind-phone',
        { mobile: b.tel, verificationCode: await codeFor(t, b.tel), password: PASSWORD },
        { token: a.token },
      );
      expect(taken.msg).toBe('Bu telefon numarası başka bir hesaba kayıtlı.');
      const fresh = newPhone();
      await sendCode(t, fresh);
      const bound = await answer(
        t,
        bindPhone,
        { mobile: fresh, verificationCode: await codeFor(t, fresh), password: PASSWORD },
        { session: a.token },
      );
      expect(bound.state, bound.msg).toBe('200');
      expect(bound.resultData.mobile).toBe(`90${fresh}`);
      const tourist = await loginTourist(t);
      expect(
        (
          await t.call(
            '/user/bind-phone',
            { mobile: fresh, verificationCode: '1234' },
            { token: tourist.token },
          )
        ).state,
      ).toBe('401');
    });

    it('edits the profile and nickname with validation', async () => {
      const p = await registerPlayer(t);
      const edited = await answer(
        t,
        editProfile,
        { name: 'Ayşe Yılmaz', email: 'Ayse@Example.com' },
        { session: p.token },
      );
      expect(edited.resultData).toMatchObject({ name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
      expect(
        (await t.call('/user/editprofile', { email: 'not-an-email' }, { token: p.token })).msg,
      ).toBe('Lütfen geçerli bir e-posta adresi girin.');
      const renamed = await answer(
        t,
        renameCall,
        { nikeName: 'Şanslı Kedi' },
        { session: p.token },
      );
      expect(renamed.resultData.nikeName).toBe('Şanslı Kedi');
      expect((await t.call('/user/rename', { nikeName: 'x' }, { token: p.token })).msg).toBe(
        'Takma ad 2 ile 24 karakter arasında olmalıdır.',
      );
      const profile = await answer(t, profileCall, {}, { session: p.token });
      expect(profile.resultData.nikeName).toBe('Şanslı Kedi');
      expect(profile.resultData.registeredAt).toBeGreaterThan(0);
    });

    it('sets and changes the withdrawal password with a code, hashed with argon2id', async () => {
      const p = await registerPlayer(t);
      expect(
        (
          await t.call(
            '/user/withdrawPassword/change',
            { password: '123456', verificationCode: '123456' },
            { token: p.token },
          )
        ).msg,
      ).toBe('Henüz bir çekim şifresi belirlemediniz.');
      expect(
        (
          await t.call(
            '/user/withdrawPassword/set',
            { password: '12ab', verificationCode: '123456' },
            { token: p.token },
          )
        ).msg,
      ).toBe('Çekim şifresi 6 haneli bir sayı olmalıdır.');
      await resendAfterCooldown(t, p.tel);
      const set = await t.call(
        '/user/withdrawPassword/set',
        { password: '482915', verificationCode: await codeFor(t, p.tel) },
        { token: p.token },
      );
      expect(set.state, set.msg).toBe('200');
      const info = await answer(t, getUserInfoCall, {}, { session: p.token });
      expect(info.resultData.withdrawPwdStatus).toBe(1);
      const row = await t.database.db
        .selectFrom('users')
        .select('withdraw_password_hash')
        .where('id', '=', p.userid)
        .executeTakeFirstOrThrow();
      expect(row.withdraw_password_hash).toMatch(/^\$argon2id\$/);
      expect(
        (
          await t.call(
            '/user/withdrawPassword/set',
            { password: '111111', verificationCode: '123456' },
            { token: p.token },
          )
        ).msg,
      ).toMatch(/zaten belirlenmiş/);
    });

    it('records login logs and never fails the caller for them', async () => {
      const p = await registerPlayer(t);
      const res = await t.call('/user/uploadLoginLog', { mobile: p.tel }, { token: p.token });
      expect(res.state).toBe('200');
      const logs = await t.database.db
        .selectFrom('login_logs')
        .selectAll()
        .where('user_id', '=', p.userid)
        .execute();
      expect(logs).toHaveLength(1);
      expect(logs[0]!.mobile).toBe(p.tel);
    });
  });
}
