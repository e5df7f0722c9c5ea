// The back-office's legal-text editor end to end: a content editor created from the CLI opens
// Lobi ve İçerik > Yasal metinler, reads the privacy notice's versions, writes version 2 in
// Turkish (previewed as the player app draws it) and publishes it with a reason; a player who
// accepted version 1 at sign-up is then asked to accept the new version at the next visit.
// (The privacy notice, so that legal.e2e.ts still reads version 1 of the terms.) Screenshots
// of the editor (1440x900) and the player's prompt go to e2e/artifacts.
// SMS sends in this file: 1 (one registration through the API).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { cliUnavailable } from '../lib/cli.ts';
import { installSession, newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('the legal-text editor', () => {
  it('publishes a new privacy notice that a player then accepts at the next visit', async (t) => {
    const missing = cliUnavailable();
    if (missing) return t.skip(missing);
    const player = await registerPlayerViaApi(newDeviceNumber());

    const name = `hukuk${Date.now() % 1e6}`;
    const enrol = await createStaff(name, 'content');
    const staff = await open(browser, 'desktop', BO_URL);
    await enrolAndSignIn(staff.page, name, enrol);
    await staff.page.goto('/lobby/legal');
    await staff.page.getByRole('tab', { name: 'Gizlilik Bildirimi' }).click();
    const table = staff.page.getByRole('table', { name: 'Sürümler' });
    await table.getByRole('row', { name: /Türkçe Gizlilik Bildirimi Yürürlükte/ }).waitFor();

    const form = staff.page.getByRole('form', { name: 'Yeni sürüm' });
    assert.equal(await form.getByLabel('Başlık').inputValue(), 'Gizlilik Bildirimi');
    await form
      .getByLabel('Metin (Markdown)')
      .fill('## Saklama süresi\n\nHesap kayıtlarınızı **10 yıl** saklarız.');
    await form.getByLabel('Önizleme').check();
    const preview = form.getByTestId('legal-preview');
    await preview.getByRole('heading', { level: 2, name: 'Saklama süresi' }).waitFor();
    await preview.locator('strong', { hasText: '10 yıl' }).waitFor();
    const publish = form.getByRole('button', { name: 'Yeni sürümü yayımla' });
    assert.equal(await publish.isDisabled(), true, 'no publishing without a reason');
    await form.getByLabel('Gerekçe').fill('saklama süresi eklendi');
    await screenshot(staff.page, 'backoffice-legal-editor');
    assert.deepEqual(await axeProblems(staff.page), [], 'axe on the legal-text editor');
    await publish.click();
    await staff.page.getByText('Sürüm 2 yayımlandı.').waitFor();
    await table
      .getByRole('row', { name: new RegExp(`^2 Türkçe Gizlilik Bildirimi Yürürlükte .* ${name}$`) })
      .waitFor();
    await table.getByRole('row', { name: /^1 Türkçe Gizlilik Bildirimi Eski sürüm/ }).waitFor();
    assert.deepEqual(staff.errors, []);
    await staff.context.close();

    const { page, context, errors } = await open(browser, 'desktop');
    await installSession(page, player);
    await page.goto('/');
    await ready(page);
    const gate = page.getByRole('dialog', { name: 'Şartlarımız güncellendi' });
    await gate.getByText('(sürüm 2)').waitFor();
    await screenshot(page, 'desktop-legal-gate-after-editor');
    await gate.getByRole('button', { name: 'Okudum, kabul ediyorum' }).click();
    await gate.waitFor({ state: 'hidden' });
    await page.goto('/legal/privacy');
    await page.getByRole('heading', { level: 2, name: 'Saklama süresi' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
