// Puts a logged-in player session into the browser's storage.
//
// TODO(accounts issue): the server has no player registration or password login yet
// (/sso/register, /sso/loginNew). Until it does, this takes a real tourist token from
// /sso/v2/login and marks the stored session as a logged-in player, which is what the header
// reads to show the language switcher, mail, balance and avatar. Replace it with a real
// registration + login through the UI when those calls exist.
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';

export async function seedPlayerSession(page: Page): Promise<void> {
  const deviceNumber = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const res = await fetch(`${BASE_URL}/sso/v2/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceNumber, appId: 2020 }),
  });
  const envelope = (await res.json()) as { state: string; resultData: { token: string } };
  if (envelope.state !== '200')
    throw new Error(`tourist login failed: ${JSON.stringify(envelope)}`);
  const state = {
    token: envelope.resultData.token,
    deviceNumber,
    nikeName: 'Deniz',
    role: 'player',
    isNewUserLogin: true,
    isLogin: true,
    lastLoginAt: Date.now(),
    totalAssets: 1234.56,
    vipLevel: 2,
    lang: 'tk',
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['talih.session', JSON.stringify({ state, version: 1 })] as const,
  );
  await page.addInitScript((id) => localStorage.setItem('talih.deviceNumber', id), deviceNumber);
}
