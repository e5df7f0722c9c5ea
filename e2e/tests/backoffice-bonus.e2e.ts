// Back-office bonuses end to end (1440x900): a content editor writes a bonus template (the form
// refuses a bad field in Turkish first), sends it for approval and cannot approve it; a finance
// staff member (a second person) approves it; the editor activates it; finance grants it to a
// player, sees it on the player's page and cancels it with a reason; the cost report shows
// the grant and the forfeit. Every screen is checked with axe and photographed.
// SMS sends in this file: 1 (one registration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, screenshot } from '../lib/browser.ts';
import { cliUnavailable } from '../lib/cli.ts';
import { newDeviceNumber, registerPlayerViaApi, type SeededPlayer } from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';

let browser: Browser;
let player: SeededPlayer;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  player = await registerPlayerViaApi(newDeviceNumber());
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

/** Confirms the open dialog with a reason. */
async function confirmWithReason(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Gerekçe').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The editor writes the template; a bad field is named before anything is sent. */
async function writeTemplate(ep: Page, code: string) {
  await ep.goto(`${BO_URL}/bonus/templates`);
  await ep.getByRole('link', { name: 'Yeni şablon' }).click();
  await ep.getByLabel('Şablon kodu').fill(code);
  await ep.getByLabel('Başlık (Türkçe)').fill('Destek jesti');
  await ep.getByLabel('Başlık (İngilizce)').fill('Support gesture');
  await ep.getByRole('combobox', { name: 'Bonus türü' }).selectOption('fixed');
  await ep.getByRole('combobox', { name: 'Tetikleyici' }).selectOption('staff_grant');
  await ep.getByLabel('Sabit tutar (₺)').fill('50');
  await ep.getByLabel('Çevrim katı (kat)').fill('5');
  await ep.getByLabel('Geçerlilik süresi (gün)').fill('0');
  await ep.getByText('Geçerlilik süresi en az 1 olmalıdır.').waitFor();
  await ep.getByLabel('Değişikliğin gerekçesi').fill('Destek ekibi için sabit bonus');
  await ep.getByRole('button', { name: 'Taslağı kaydet' }).click();
  await ep.getByText('Kaydetmeden önce işaretli alanları düzeltin.').waitFor();
  await screenshot(ep, 'desktop-bo-bonus-editor-problem');
  await ep.getByLabel('Geçerlilik süresi (gün)').fill('7');
  await ep.getByRole('button', { name: 'Taslağı kaydet' }).click();
  await ep.getByRole('heading', { name: new RegExp(code) }).waitFor();
}

describe('back-office bonuses (desktop)', () => {
  it('a template approved by a second person is granted to a player and cancelled', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      t.skip(missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    const code = `E2E-${suffix.toUpperCase()}`;
    const editorName = `bonus.icerik.${suffix}`;
    const financeName = `bonus.finans.${suffix}`;
    const editorLink = await createStaff(editorName, 'content');
    const financeLink = await createStaff(financeName, 'finance');
    const userId = String(player.user.userid ?? player.user.id);

    // 1. The editor writes the template and sends version 1 for approval.
    const editor = await open(browser, 'desktop');
    const ep = editor.page;
    await enrolAndSignIn(ep, editorName, editorLink);
    await writeTemplate(ep, code);
    await ep.getByRole('button', { name: 'Onaya gönder' }).click();
    await confirmWithReason(ep, 'Onaya gönder', 'Yeni destek bonusu');
    await ep.getByText('Sürüm 1 ikinci bir yetkilinin onayını bekliyor.').waitFor();
    await screenshot(ep, 'desktop-bo-bonus-template-pending');
    await noAxeProblems(ep, 'bonus template');
    // The editor cannot approve their own template.
    await ep.goto(`${BO_URL}/approvals`);
    const own = ep.locator('tr', { hasText: 'Yeni destek bonusu' });
    await own.waitFor();
    assert.equal(await own.getByRole('button', { name: 'Onayla' }).count(), 0);

    // 2. Finance approves it.
    const finance = await open(browser, 'desktop');
    const fp = finance.page;
    await enrolAndSignIn(fp, financeName, financeLink);
    await fp.goto(`${BO_URL}/approvals`);
    const row = fp.locator('tr', { hasText: 'Yeni destek bonusu' });
    await row.getByRole('button', { name: 'Onayla' }).click();
    await fp.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await row.waitFor({ state: 'detached' });

    // 3. The editor activates it.
    await ep.goto(`${BO_URL}/bonus/templates`);
    await ep.locator('tr', { hasText: code }).getByRole('link', { name: 'Aç' }).click();
    await ep.getByText(`Onaylayan: ${financeName}`).waitFor();
    await ep.getByRole('button', { name: 'Etkinleştir' }).click();
    await confirmWithReason(ep, 'Etkinleştir', 'Kampanya başladı');
    await ep.locator('.head-line').getByText('Etkin').waitFor();
    await screenshot(ep, 'desktop-bo-bonus-template-active');
    await ep.goto(`${BO_URL}/bonus/templates`);
    await ep.locator('tr', { hasText: code }).waitFor();
    await screenshot(ep, 'desktop-bo-bonus-templates');
    await noAxeProblems(ep, 'bonus templates');

    // 4. Finance grants it to the player, then sees it on the player's page and cancels it.
    await fp.goto(`${BO_URL}/bonus/grant?userId=${userId}`);
    await fp.getByRole('combobox', { name: 'Şablon' }).selectOption(code);
    await fp.getByLabel('Gerekçe').fill('Gecikme için özür');
    await screenshot(fp, 'desktop-bo-bonus-grant');
    await noAxeProblems(fp, 'bonus grant');
    await fp.getByRole('button', { name: 'Bonusu tanımla' }).click();
    await fp.getByText(/Bonus tanımlandı/).waitFor();
    await fp.goto(`${BO_URL}/players/${userId}`);
    const bonuses = fp.locator('.player-bonuses');
    const granted = bonuses.locator('tr', { hasText: code });
    await granted.getByText('Etkin').waitFor();
    await granted.getByText('₺50,00').first().waitFor();
    await bonuses.scrollIntoViewIfNeeded();
    await screenshot(fp, 'desktop-bo-bonus-player');
    await granted.getByRole('button', { name: 'İptal et' }).click();
    await fp.getByRole('dialog').getByText('₺50,00').waitFor();
    await confirmWithReason(fp, 'İptal et', 'Yanlış oyuncuya tanımlandı');
    await granted.getByText('İptal edildi').waitFor();
    await granted.getByText('Yanlış oyuncuya tanımlandı').waitFor();
    await screenshot(fp, 'desktop-bo-bonus-player-cancelled');
    await noAxeProblems(fp, 'player bonuses');

    // 5. The cost report: ₺50 granted, ₺50 forfeited by the cancel.
    await fp.goto(`${BO_URL}/bonus/report`);
    const line = fp.locator('tr', { hasText: code });
    await line.waitFor();
    assert.equal((await line.locator('td').nth(2).innerText()).trim(), '₺50,00');
    assert.equal((await line.locator('td').nth(4).innerText()).trim(), '₺50,00');
    await screenshot(fp, 'desktop-bo-bonus-report');
    await noAxeProblems(fp, 'bonus report');

    // The same list in English.
    await ep.locator('.topbar-actions select').selectOption('en');
    await ep.goto(`${BO_URL}/bonus/templates`);
    await ep.getByRole('link', { name: 'New template' }).waitFor();
    await ep.locator('tr', { hasText: code }).getByText('Active').waitFor();
    await screenshot(ep, 'desktop-bo-bonus-templates-en');
    for (const s of [editor, finance]) {
      assert.deepEqual(s.errors, []);
      await s.context.close();
    }
  });
});
