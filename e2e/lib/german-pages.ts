// A page of a second server under the German pack (jurisdiction and provider payments tests):
// a browser context on that server's address with console errors collected, its +49 sign-in,
// and the wait for a page's content.
import type { Browser, Page } from 'playwright-core';
import { PROJECTS, type ProjectName } from './browser.ts';
import type { SeededPlayer } from './session.ts';

export async function openOn(browser: Browser, base: string, project: ProjectName) {
  const context = await browser.newContext({
    ...PROJECTS[project],
    baseURL: base,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${m.text()}`);
    }
  });
  return { context, page, errors };
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
