// Back-office engagement end to end (back-office 1440x900, player app desktop and mobile): a
// content editor changes the weights of the intermediate prize wheel, sees each segment's
// chance and the expected cost per spin before saving, and sends it for approval; the player's
// wheel page keeps the old odds until a finance staff member (a second person) approves it,
// then shows the new odds. Every screen is checked with axe and photographed into e2e/artifacts.
// SMS sends in this file: 1 (one registration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { cliUnavailable } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';
import { waitUntil } from '../lib/wait.ts';

// The intermediate wheel's new weights: 100 in all, so each 10 is 10% and each 20 is 20%.
const WEIGHTS = [10, 10, 20, 10, 10, 10, 10, 20];

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

/** The odds column of the player's intermediate wheel, as the player reads it. */
async function playerOdds(page: Page): Promise<string[]> {
  await page.goto('/vip-wheel');
  await page.getByTestId('wheel-page').waitFor();
  await page.getByTestId('wheel-tab-intermediate').click();
  const cells = page.getByTestId('wheel-odds').locator('tbody tr td:last-child');
  await cells.first().waitFor();
  return cells.allInnerTexts();
}

/** Every other tab of the area, photographed and checked with axe; a segment is saved on the way. */
async function lookAtTheOtherTabs(ep: Page) {
  for (const [tab, heading] of [
    ['sign-in', 'Günlük giriş takvimi'],
    ['vip', 'VIP seviyeleri ve ayrıcalıkları'],
    ['pdd', 'Arkadaşını davet et ödülü'],
  ]) {
    await ep.goto(`${BO_URL}/engagement/${tab}`);
    await ep.getByRole('heading', { name: heading }).waitFor();
    await screenshot(ep, `desktop-bo-engagement-${tab}`);
    await noAxeProblems(ep, `engagement ${tab}`);
  }
  await ep.goto(`${BO_URL}/engagement/promotions`);
  await ep.getByRole('button', { name: 'Aç', exact: true }).first().click();
  await ep.getByRole('heading', { name: /^Promosyon: / }).waitFor();
  await screenshot(ep, 'desktop-bo-engagement-promotion');
  await noAxeProblems(ep, 'promotion editor');
  await ep.goto(`${BO_URL}/engagement/segments`);
  await ep.getByRole('button', { name: 'Yeni segment' }).click();
  await ep.getByLabel('Ad', { exact: true }).fill('Türkçe oyuncular');
  await ep.locator('form.panel').getByLabel('Dil').selectOption('tk');
  await ep.getByText(/oyuncu eşleşiyor/).waitFor();
  await screenshot(ep, 'desktop-bo-engagement-segment-edit');
  await noAxeProblems(ep, 'segment editor');
  await ep.getByRole('button', { name: 'Kaydet' }).click();
  await ep.getByRole('cell', { name: 'Türkçe oyuncular' }).waitFor();
  await ep.goto(`${BO_URL}/engagement/mail`);
  await ep.getByRole('combobox', { name: /^Segment/ }).selectOption({ label: 'Türkçe oyuncular' });
  await ep.getByLabel('Başlık').fill('Hafta sonu hediyesi');
  await ep.getByLabel('İçerik').fill('Hafta sonuna özel küçük bir hediye.');
  await ep.getByLabel('Ödül (isteğe bağlı) (₺)').fill('5,00');
  await ep.getByTestId('mail-cost').getByText('Toplam maliyet').waitFor();
  await screenshot(ep, 'desktop-bo-engagement-mail');
  await noAxeProblems(ep, 'mail composer');
}

/**
 * The composer's whole walk: a mail with a ₺5 prize to the test player, "Gönder", then
 * "Gönder" in the confirmation; the send is listed, and the mail reaches the player's
 * inbox (the scheduler sends due campaigns every 15 s) with its prize.
 */
async function sendMailToThePlayer(ep: Page, pp: Page) {
  const userId = String(player.user.userid);
  const title = `Sizin için küçük bir hediye ${Date.now().toString(36).slice(-4)}`;
  await ep.goto(`${BO_URL}/engagement/mail`);
  await ep.getByLabel('Bir oyuncu').check();
  await ep.getByLabel('Oyuncu numarası').fill(userId);
  await ep.getByLabel('Başlık').fill(title);
  await ep.getByLabel('İçerik').fill('Bu hafta bizimle olduğunuz için teşekkürler.');
  await ep.getByLabel('Ödül (isteğe bağlı) (₺)').fill('5,00');
  await ep.getByTestId('mail-cost').getByText('Bu gönderim onay gerektirmez.').waitFor();
  await ep.getByRole('button', { name: 'Gönder', exact: true }).click();
  const confirm = ep.getByRole('dialog', { name: 'Postayı gönder' });
  await confirm.getByText(`“${title}” gönderilsin mi?`).waitFor();
  await screenshot(ep, 'desktop-bo-engagement-mail-confirm');
  const sent = ep.waitForResponse((r) => r.url().includes('/engagement/mail/send'));
  await confirm.getByRole('button', { name: 'Gönder', exact: true }).click();
  assert.equal((await sent).status(), 200);
  await ep.getByText('Gönderim sıraya alındı.').waitFor();
  await confirm.waitFor({ state: 'hidden' });
  await ep.getByRole('cell', { name: title }).waitFor();
  await screenshot(ep, 'desktop-bo-engagement-mail-sent');

  const inbox = await waitUntil(
    'the mail in the player inbox',
    () => api<{ list: { title: string; amount: number }[] }>('/mail/list', {}, player.user.token),
    (r) => r.list.some((m) => m.title === title),
    30_000,
  );
  assert.equal(inbox.list.find((m) => m.title === title)?.amount, 5);
  await pp.reload();
  await ready(pp);
  await pp
    .locator('header')
    .getByRole('button', { name: /Mesajlar|okunmamış/ })
    .click();
  await pp.getByTestId('mail-panel').getByText(title).waitFor();
  await screenshot(pp, 'desktop-engagement-mail-from-staff');
}

describe('back-office engagement (desktop)', () => {
  it('a wheel change waits for a second approver, then the wheel page shows the new odds', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      t.skip(missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    const editorName = `icerik.${suffix}`;
    const financeName = `finans.e.${suffix}`;
    const editorLink = await createStaff(editorName, 'content');
    const financeLink = await createStaff(financeName, 'finance');

    // The player sees the shipped odds: segment 3 (no prize) is 15 of 145.
    const playerTab = await open(browser, 'desktop');
    await installSession(playerTab.page, player);
    await playerTab.page.goto('/');
    await ready(playerTab.page);
    const before = await playerOdds(playerTab.page);
    assert.equal(before[2], '%10,34');

    // 1. The content editor changes the weights; odds and cost show before saving.
    const editor = await open(browser, 'desktop');
    const ep = editor.page;
    await enrolAndSignIn(ep, editorName, editorLink);
    await ep.goto(`${BO_URL}/engagement/wheels`);
    await ep.getByRole('tab', { name: 'Orta' }).click();
    await ep.getByText('Oyuncular başlangıç ayarlarını görüyor', { exact: false }).waitFor();
    for (const [i, w] of WEIGHTS.entries()) {
      await ep.getByLabel(`${i + 1}. dilimin ağırlığı`).fill(String(w));
    }
    await ep.getByTestId('odds-2').getByText('%20,00').waitFor();
    assert.equal(await ep.getByTestId('odds-0').innerText(), '%10,00');
    // (10+20+0+50+10+100+20+500) lira x weight / 100 = ₺71,00 a spin.
    await ep.getByTestId('expected-cost').getByText('₺71,00').waitFor();
    await screenshot(ep, 'desktop-bo-engagement-wheel-edit');
    await noAxeProblems(ep, 'wheel editor');
    await ep.getByRole('button', { name: 'Onaya gönder' }).click();
    const dialog = ep.getByRole('dialog');
    await dialog.getByLabel('Gerekçe').fill('Orta çarkta sıfır dilimi daha sık');
    await dialog.getByRole('button', { name: 'Onaya gönder' }).click();
    await ep.getByRole('heading', { name: 'v2 ikinci onay bekliyor' }).waitFor();
    await screenshot(ep, 'desktop-bo-engagement-wheel-pending');

    // 2. Until a second person approves, the player still sees the old odds.
    assert.deepEqual(await playerOdds(playerTab.page), before);

    // The editor cannot approve their own change.
    await ep.goto(`${BO_URL}/approvals`);
    const own = ep.locator('tr', { hasText: 'wheel:intermediate@2' });
    await own.waitFor();
    assert.equal(await own.getByRole('button', { name: 'Onayla' }).count(), 0);

    // 3. Finance approves it on the approvals screen.
    const finance = await open(browser, 'desktop');
    const fp = finance.page;
    await enrolAndSignIn(fp, financeName, financeLink);
    await fp.goto(`${BO_URL}/approvals`);
    const row = fp.locator('tr', { hasText: 'wheel:intermediate@2' });
    await row.waitFor();
    await screenshot(fp, 'desktop-bo-engagement-approvals');
    await row.getByRole('button', { name: 'Onayla' }).click();
    await fp.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await row.waitFor({ state: 'detached' });

    // 4. The player's wheel page shows the new odds; the history shows the change.
    assert.deepEqual(await playerOdds(playerTab.page), [
      '%10,00',
      '%10,00',
      '%20,00',
      '%10,00',
      '%10,00',
      '%10,00',
      '%10,00',
      '%20,00',
    ]);
    await screenshot(playerTab.page, 'desktop-engagement-wheel-new-odds');
    const mobile = await open(browser, 'mobile');
    await installSession(mobile.page, player);
    await mobile.page.goto('/');
    await ready(mobile.page);
    assert.equal((await playerOdds(mobile.page))[2], '%20,00');
    await mobile.page.getByTestId('wheel-odds').scrollIntoViewIfNeeded();
    await screenshot(mobile.page, 'mobile-engagement-wheel-new-odds');

    await ep.goto(`${BO_URL}/engagement/wheels`);
    await ep.getByRole('tab', { name: 'Orta' }).click();
    await ep.getByText('Oyuncular şu an v2 sürümünü görüyor.').waitFor();
    await ep.getByText(financeName).first().waitFor();
    await screenshot(ep, 'desktop-bo-engagement-wheel-history');
    await noAxeProblems(ep, 'wheel history');
    await lookAtTheOtherTabs(ep);
    await sendMailToThePlayer(ep, playerTab.page);
    // The same editor in English.
    await ep.locator('.topbar-actions select').selectOption('en');
    await ep.goto(`${BO_URL}/engagement/wheels?wheel=intermediate`);
    await ep.getByRole('heading', { name: 'Segments and odds' }).waitFor();
    await ep.getByText('Players see version v2 now.').waitFor();
    await screenshot(ep, 'desktop-bo-engagement-wheel-en');
    await noAxeProblems(ep, 'wheel editor in English');
    for (const s of [playerTab, editor, finance, mobile]) {
      assert.deepEqual(s.errors, []);
      await s.context.close();
    }
  });
});
