// The operator's legal texts in the player app (desktop 1440x900 and mobile 390x844): the
// sign-up box's "Şartlar ve Koşulları" and "Gizlilik Bildirimi" open the texts in a new tab
// (the form keeps what was typed), the pages draw the Markdown, and after a new version of the
// terms the player is asked to accept it before going on; the Profile hub then shows it.
// SMS sends in this file: 2 (two registrations through the API).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { publishLegalVersion } from '../lib/db.ts';
import { installSession, newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Presses a link of the sign-up form; answers the tab it opened, loaded. */
async function openFromForm(page: Page, name: string): Promise<Page> {
  const form = page.getByRole('form', { name: 'Kaydol' });
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name }).click(),
  ]);
  await tab.waitForLoadState();
  await tab.getByTestId('legal-page').waitFor();
  return tab;
}

async function signUpLinks(project: ProjectName) {
  const { page, context, errors } = await open(browser, project);
  await page.goto(project === 'desktop' ? '/login?type=register' : '/register');
  await ready(page);
  const form = page.getByRole('form', { name: 'Kaydol' });
  await form.getByLabel('Telefon numarası').fill('5321234567');

  const terms = await openFromForm(page, 'Şartlar ve Koşulları');
  assert.equal(new URL(terms.url()).pathname, '/legal/terms');
  await screenshot(terms, `${project}-legal-terms`);
  const text = terms.getByTestId('legal-page');
  await text.getByRole('heading', { level: 1, name: 'Şartlar ve Koşullar' }).waitFor();
  await text.getByRole('heading', { level: 2, name: '2. Hesap açma' }).waitFor();
  await text.getByText(/^Sürüm 1 · Yürürlük: /).waitFor();
  await text.getByRole('link', { name: 'Gizlilik Bildirimi' }).waitFor();
  assert.deepEqual(await axeProblems(terms), [], 'axe on the terms page');
  await terms.close();

  const privacy = await openFromForm(page, 'Gizlilik Bildirimi');
  await privacy.getByRole('heading', { level: 1, name: 'Gizlilik Bildirimi' }).waitFor();
  await privacy.close();
  // The form is as the player left it, and pressing the links ticked nothing.
  assert.equal(await form.getByLabel('Telefon numarası').inputValue(), '5321234567');
  assert.equal(await form.getByLabel('Şartlar ve Koşulları kabul ediyorum').isChecked(), false);
  await form.getByLabel('Şartlar ve Koşulları kabul ediyorum').check();
  await screenshot(page, `${project}-register-legal-links`);

  await page.goto('/legal/bonus-terms');
  await page.getByRole('heading', { level: 1, name: 'Bonus Şartları' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Çevrim şartı' }).waitFor();
  await screenshot(page, `${project}-legal-bonus-terms`);
  assert.deepEqual(errors, []);
  await context.close();
}

async function acceptNewVersion(project: ProjectName) {
  const player = await registerPlayerViaApi(newDeviceNumber());
  const version = publishLegalVersion(
    'terms',
    'Şartlar ve Koşullar',
    '## Değişen madde\n\nÇekim talepleri en geç **24 saat** içinde işleme alınır.',
  );
  const { page, context, errors } = await open(browser, project);
  await installSession(page, player);
  await page.goto('/');
  await ready(page);
  const gate = page.getByRole('dialog', { name: 'Şartlarımız güncellendi' });
  await gate.waitFor();
  await gate.getByText(`(sürüm ${version})`).waitFor();
  assert.equal(await gate.getByRole('button', { name: 'Kapat' }).count(), 0, 'no way around it');
  await page.keyboard.press('Escape');
  await gate.waitFor();
  await page.waitForTimeout(250);
  await screenshot(page, `${project}-legal-gate`);
  assert.deepEqual(await axeProblems(page), [], 'axe on the acceptance dialog');
  const accepted = page.waitForResponse((r) => r.url().endsWith('/legal/accept'));
  await gate.getByRole('button', { name: 'Okudum, kabul ediyorum' }).click();
  assert.equal(((await (await accepted).json()) as { state: string }).state, '200');
  await gate.waitFor({ state: 'hidden' });

  // A reload asks nothing more; the hub shows the version accepted.
  await page.goto('/personal');
  await ready(page);
  await page.getByTestId('hub-legal-terms').getByText(`(sürüm ${version})`).waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Şartlarımız güncellendi' }).count(), 0);
  await page.getByTestId('hub-legal-terms').scrollIntoViewIfNeeded();
  await screenshot(page, `${project}-hub-legal`);
  assert.deepEqual(errors, []);
  await context.close();
}

// Both layouts read version 1 first; then each publishes a new version of the terms.
for (const project of ['desktop', 'mobile'] as const) {
  describe(`legal texts from the sign-up box (${project})`, () => {
    it('opens the terms and privacy notice in a new tab', () => signUpLinks(project));
  });
}
for (const project of ['desktop', 'mobile'] as const) {
  describe(`a new version of the terms (${project})`, () => {
    it('is accepted at the next visit, then shown in the hub', () => acceptNewVersion(project));
  });
}
