// Puts a real, registered player session into the browser's storage: a tourist token from
// /sso/v2/login, a code from /sms/send (read back through the sandbox's /sms/getTest), then
// /sso/register with the tourist's token, exactly what the register form does. One SMS send
// per call.
import type { Page } from 'playwright-core';
import { api, latestCode, PASSWORD, randomPhone } from './api.ts';

type UserAndToken = Record<string, unknown> & { token: string; mobile: string };

export interface SeededPlayer {
  phone: string;
  password: string;
  user: UserAndToken;
}

export async function registerPlayerViaApi(deviceNumber: string): Promise<SeededPlayer> {
  const tourist = await api<UserAndToken>('/sso/v2/login', { deviceNumber });
  const phone = randomPhone();
  await api<number>('/sms/send', { tel: phone });
  const verificationCode = await latestCode(phone);
  const user = await api<UserAndToken>(
    '/sso/register',
    {
      deviceNumber,
      mobile: phone,
      password: PASSWORD,
      verificationCode,
      ageConfirmed: true,
      termsAccepted: true,
    },
    tourist.token,
  );
  return { phone, password: PASSWORD, user };
}

export async function seedPlayerSession(page: Page): Promise<SeededPlayer> {
  const deviceNumber = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const player = await registerPlayerViaApi(deviceNumber);
  const state = {
    ...player.user,
    deviceNumber,
    isNewUserLogin: true,
    isLogin: true,
    lastLoginAt: Date.now(),
    lang: 'tk',
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['talih.session', JSON.stringify({ state, version: 1 })] as const,
  );
  await page.addInitScript((id) => localStorage.setItem('talih.deviceNumber', id), deviceNumber);
  return player;
}
