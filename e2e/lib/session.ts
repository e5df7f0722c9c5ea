// Puts a real, registered player session into the browser's storage: a tourist token from
// /sso/v2/login, a code from /sms/send (read back through the sandbox's /sms/getTest), then
// /sso/register with the tourist's token, exactly what the register form does. One SMS send
// per registration (registerPlayerViaApi, seedPlayerSession); installSession sends none.
import type { Page } from 'playwright-core';
import { api, latestCode, PASSWORD, randomPhone } from './api.ts';

type UserAndToken = Record<string, unknown> & { token: string; mobile: string };

export interface SeededPlayer {
  phone: string;
  password: string;
  user: UserAndToken;
  /** The device the player registered from; installSession puts it back in the browser. */
  deviceNumber: string;
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
  return { phone, password: PASSWORD, user, deviceNumber };
}

/** A fresh device number, as the app makes one for a new browser. */
export function newDeviceNumber(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Puts an already registered player's session into the page's storage before the app starts
 * (no SMS): a file that needs a player in several tests registers once and installs it in each
 * test's fresh context. The login is fresh (lastLoginAt now).
 */
export async function installSession(page: Page, player: SeededPlayer): Promise<void> {
  const state = {
    ...player.user,
    deviceNumber: player.deviceNumber,
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
  await page.addInitScript(
    (id) => localStorage.setItem('talih.deviceNumber', id),
    player.deviceNumber,
  );
}

/** Registers a new player (one SMS send) and installs its session in the page. */
export async function seedPlayerSession(page: Page): Promise<SeededPlayer> {
  const player = await registerPlayerViaApi(newDeviceNumber());
  await installSession(page, player);
  return player;
}
