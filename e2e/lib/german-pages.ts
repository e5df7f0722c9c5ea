// A page of a second server under the German pack (jurisdiction and provider payments tests):
// browser.ts's page on that server's address, its +49 sign-in,
// and the wait for a page's content.
import type { Browser, Page } from 'playwright-core';
import { open, type ProjectName } from './browser.ts';
import type { SeededPlayer } from './session.ts';

export async function openOn(browser: Browser, base: string, project: ProjectName) {
  return await open(browser, project, base);
}

/** Signs a German player in with their +49 number and password. */
export async function logInGerman(page: Page, player: SeededPlayer) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Giriş Yap' });
  await form.locator('.input-prefix', { hasText: '+49' }).waitFor();
  await form.getByLabel('Telefon numarası').fill(player.phone);
  await form.getByLabel('Şifre', { exact: true }).fill(player.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The page drawn: main visible, its skeleton gone. */
export async function ready(page: Page) {
  await page.locator('#main').waitFor({ state: 'visible' });
  await page.locator('[aria-busy="true"].page-skeleton').waitFor({ state: 'detached' });
}
