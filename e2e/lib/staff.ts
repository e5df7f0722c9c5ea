// Back-office staff in e2e: created from the CLI (its one-time enrolment link answered on the
// back-office port), then enrolled (password, TOTP from the key on screen) and signed in.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { totpAt, timeStep } from '../../apps/server/src/backoffice/auth/totp.ts';
import { talihCli } from './cli.ts';

export const BO_URL = process.env.E2E_BO_URL ?? 'http://localhost:3001';
const STAFF_PASSWORD = 'e2e-personel-sifre-42';

/**
 * Creates a staff member from the CLI; answers their enrolment link on the back-office port
 * (of the e2e server, or of another server a test started).
 */
export async function createStaff(
  name: string,
  role: string,
  server: { cli(args: string[]): Promise<string>; backofficeBase: string } = {
    cli: talihCli,
    backofficeBase: BO_URL,
  },
): Promise<string> {
  const out = await server.cli(['staff', 'create', name, '--role', role]);
  const link = /https?:\/\/\S+/.exec(out)?.[0];
  assert.ok(link, `an enrolment link in: ${out}`);
  const url = new URL(link);
  return `${server.backofficeBase}${url.pathname}${url.search}${url.hash}`;
}

/**
 * Sets the password from the link, then signs in and enrols TOTP from the key on screen;
 * `onTotpScreen` runs on the enrolment screen (a test's screenshot and accessibility check).
 */
export async function enrolAndSignIn(
  page: Page,
  name: string,
  enrolUrl: string,
  onTotpScreen?: (page: Page) => Promise<void>,
) {
  await page.goto(enrolUrl);
  await page.getByLabel('Yeni şifre', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Yeni şifre (tekrar)').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
  await page.getByLabel('Kullanıcı adı').fill(name);
  await page.getByLabel('Şifre', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' }).waitFor();
  await onTotpScreen?.(page);
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('6 haneli kod').fill(totpAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.locator('.shell').waitFor();
}
