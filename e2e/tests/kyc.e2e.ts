// KYC and the Profile hub end to end. A player opens the hub (desktop), goes to Verification,
// fixes a wrong T.C. kimlik, saves their details and uploads an identity card and a bill; the
// risk staff member (created for this run) signs in to the back-office, opens the review queue, looks at each
// document in the viewer and approves both; the player then reads "Doğrulanmış". On mobile the
// hub, the verification page and the menu route (the desktop side menu's entries) are checked.
// Screens go to e2e/artifacts. SMS sends in this file: 1 (the registration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot, waitForTitle } from '../lib/browser.ts';
import { billPng, idCardPng } from '../lib/images.ts';
import { createStaff, enrolAndSignIn } from '../lib/staff.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';

let browser: Browser;
let player: SeededPlayer;
before(async () => {
  browser = await launch();
  player = await registerPlayerViaApi(newDeviceNumber());
});
after(async () => {
  await browser?.close();
});

/**
 * A risk staff member of this run (created from the CLI, enrolled, signed in): the demo `risk`
 * account may already have enrolled its TOTP in another file of the same run.
 */
async function signInAsRisk(page: Page) {
  const name = `risk.kyc.${Date.now().toString(36).slice(-5)}`;
  await enrolAndSignIn(page, name, await createStaff(name, 'risk'));
}

async function upload(page: Page, kind: string, name: string, buffer: Buffer) {
  await page.getByTestId(`kyc-file-${kind}`).setInputFiles({ name, mimeType: 'image/png', buffer });
  await page.getByTestId(`kyc-doc-${kind}`).getByText('Yüklendi').waitFor();
}

describe('KYC and the Profile hub', () => {
  it('desktop: hub, details, uploads; risk approves in the back-office; the player is verified', async () => {
    const { page, context, errors } = await open(browser, 'desktop');
    await installSession(page, player);
    await page.goto('/personal');
    await ready(page);
    await waitForTitle(page, 'Profil · Talih');
    const nickname = String(player.user.nikeName);
    await page.getByRole('heading', { level: 1, name: nickname }).waitFor();
    await page.getByTestId('hub-kyc').getByText('Doğrulanmamış').waitFor();
    for (const link of ['Para Yatır', 'Para Çek', 'Limitlerim ve Sorumlu Oyun', 'Hesap Geçmişi']) {
      await page.getByRole('link', { name: link }).waitFor();
    }
    await screenshot(page, 'desktop-kyc-hub');
    assert.deepEqual(await axeProblems(page), [], 'axe on the hub');

    await page.getByRole('link', { name: /Hesap Doğrulama/ }).click();
    await page.waitForURL('**/verification');
    await page.getByRole('heading', { level: 1, name: 'Hesap Doğrulama' }).waitFor();
    await page.getByLabel('Ad soyad').fill('Deniz Yıldız');
    await page.getByLabel('Doğum tarihi').fill('1990-04-12');
    await page.getByLabel('Şehir').fill('İzmir');
    await page.getByLabel('Açık adres').fill('Alsancak Mah. 1453 Sok. No: 7 Konak');
    await page.getByLabel('T.C. kimlik numarası').fill('10000000147');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('T.C. kimlik numarası 11 haneli olmalı ve geçerli olmalıdır.').waitFor();
    await page.getByLabel('T.C. kimlik numarası').fill('10000000146');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByTestId('kyc-level').getByText('Temel').waitFor();
    await upload(page, 'identity', 'kimlik-on-yuz.png', idCardPng());
    await upload(page, 'address', 'elektrik-faturasi.png', billPng());
    await screenshot(page, 'desktop-kyc-page');
    assert.deepEqual(await axeProblems(page), [], 'axe on the verification page');

    // The risk staff member reviews both documents.
    const staff = await open(browser, 'desktop');
    const sp = staff.page;
    await signInAsRisk(sp);
    await sp.getByRole('link', { name: 'Kimlik Doğrulama' }).click();
    const rows = sp.locator('tr', { hasText: nickname });
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    await screenshot(sp, 'desktop-bo-kyc-queue');
    await rows.first().getByRole('link', { name: 'İncele' }).click();
    await sp.getByRole('heading', { name: 'Belge görüntüleyici' }).waitFor();
    await sp.locator('.kyc-viewer-image').waitFor();
    await screenshot(sp, 'desktop-bo-kyc-review');
    assert.deepEqual(await axeProblems(sp), [], 'axe on the KYC review');
    for (const kind of ['Kimlik belgesi', 'Adres belgesi']) {
      await sp.locator('.kyc-doc-button', { hasText: kind }).click();
      await sp.locator('.kyc-viewer-image').waitFor();
      await sp.locator('.kyc-decide').getByRole('button', { name: 'Onayla', exact: true }).click();
      await sp.getByRole('dialog').getByRole('button', { name: 'Onayla', exact: true }).click();
      await sp.getByText('Belge onaylandı.').first().waitFor();
      await sp.locator('.kyc-doc-button', { hasText: kind }).getByText('Onaylandı').waitFor();
    }
    await sp.locator('.facts').getByText('Doğrulanmış').waitFor();
    assert.deepEqual(staff.errors, []);
    await staff.context.close();

    await page.reload();
    await ready(page);
    await page.getByTestId('kyc-level').getByText('Doğrulanmış').waitFor();
    await page.getByText('Hesabınız doğrulandı. Teşekkür ederiz.').waitFor();
    await screenshot(page, 'desktop-kyc-verified');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('mobile: the hub from the Profil tab, the verification page, and the menu route', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, player);
    await page.goto('/');
    await ready(page);
    await page.locator('.m-tabbar').getByRole('button', { name: 'Profil' }).click();
    await page.waitForURL('**/personal');
    await page.getByRole('heading', { level: 1, name: String(player.user.nikeName) }).waitFor();
    await page.getByTestId('hub-kyc').getByText('Doğrulanmış').waitFor();
    await screenshot(page, 'mobile-kyc-hub');
    assert.deepEqual(await axeProblems(page), [], 'axe on the mobile hub');

    await page.getByRole('link', { name: /Hesap Doğrulama/ }).click();
    await page.getByTestId('kyc-level').getByText('Doğrulanmış').waitFor();
    await screenshot(page, 'mobile-kyc-page');

    await page.goto('/menu');
    await ready(page);
    for (const id of ['Home', 'hot', 'new', 'favoriler', 'Promotions', 'personal', 'Vip']) {
      await page.getByTestId(`menu-${id}`).waitFor();
    }
    await screenshot(page, 'mobile-menu');
    await page.getByTestId('menu-Vip').click();
    await page.waitForURL('**/vip');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
