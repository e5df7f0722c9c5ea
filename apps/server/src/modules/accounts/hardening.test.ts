// Account attacks from the security test of issue 15, on both databases: each test here failed
// on the code before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';

const PASSWORD = 'gizli1234';

let phoneSeq = 0;
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

async function codeFor(t: TestApp, tel: string) {
  const res = await t.call<string>('/sms/getTest', { tel });
  expect(res.state, res.msg).toBe('200');
  return res.resultData;
}

async function register(t: TestApp, tel: string, touristToken?: string) {
  expect((await sendCode(t, tel)).state).toBe('200');
  const res = await t.call<{ token: string; userid: number }>(
    '/sso/register',
    {
      mobile: tel,
      password: PASSWORD,
      verificationCode: await codeFor(t, tel),
      ageConfirmed: true,
      termsAccepted: true,
    },
    touristToken ? { token: touristToken } : {},
  );
  expect(res.state, res.msg).toBe('200');
  return res.resultData;
}

const userInfo = (t: TestApp, token: string) => t.call('/user/getUserInfo', {}, { token });

for (const backend of backends()) {
  describe(`account hardening on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(async () => {
      await t?.dispose();
    });

    it('registration revokes every token of the tourist, not only the caller', async () => {
      const first = await loginTourist(t);
      const second = await loginTourist(t, first.deviceNumber);
      expect(second.userId).toBe(first.userId);
      const player = await register(t, newPhone(), first.token);
      expect(player.userid).toBe(first.userId);
      expect((await userInfo(t, player.token)).state).toBe('200');
      expect((await userInfo(t, first.token)).state).toBe('401');
      expect((await userInfo(t, second.token)).state).toBe('401');
    });

    it('verifies exactly 5 of 20 parallel password guesses and locks out the rest', async () => {
      const tel = newPhone();
      const player = await register(t, tel);
      const login = (password: string) =>
        t.call<{ token: string }>('/sso/loginNew', { mobile: tel, password });
      const attempts = Array.from({ length: 20 }, (_, i) =>
        login(i === 19 ? PASSWORD : `yanlis${i}xx`),
      );
      const answers = await Promise.all(attempts);
      const locked = answers.filter((a) => a.msg.startsWith('Çok fazla hatalı deneme'));
      const verified = answers.filter((a) => !a.msg.startsWith('Çok fazla hatalı deneme'));
      expect(verified).toHaveLength(5);
      expect(locked).toHaveLength(15);
      const rightOne = answers[19]!;
      const sessions = await t.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', player.userid)
        .execute();
      if (rightOne.state === '200') {
        expect(sessions).toHaveLength(2);
      } else {
        // The right password came too late: refused as locked and no session was opened.
        expect(rightOne.msg).toMatch(/^Çok fazla hatalı deneme yapıldı\. Lütfen 15 dakika sonra/);
        expect(sessions).toHaveLength(1);
      }
    });

    it('refuses the right password once 20 parallel wrong guesses have locked the phone', async () => {
      const tel = newPhone();
      await register(t, tel);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.call('/sso/loginNew', { mobile: tel, password: `yanlis${i}xx` }),
        ),
      );
      expect(answers.filter((a) => a.msg === 'Telefon numarası veya şifre hatalı.')).toHaveLength(
        5,
      );
      expect(answers.filter((a) => a.msg.startsWith('Çok fazla hatalı deneme'))).toHaveLength(15);
      const right = await t.call('/sso/loginNew', { mobile: tel, password: PASSWORD });
      expect(right.state).toBe('500');
      expect(right.msg).toMatch(/^Çok fazla hatalı deneme yapıldı\. Lütfen 15 dakika sonra/);
    });
  });
}
