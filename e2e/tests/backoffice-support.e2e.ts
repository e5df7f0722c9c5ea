// Support and risk in the back-office end to end: a player writes to support from the app
// (desktop 1440x900); the demo support agent signs in (enrolling TOTP like anyone), writes a
// canned answer, finds the waiting conversation in the inbox with the player's 360 beside it,
// answers with the canned text; the player's open page shows the answer without a reload (the
// live stream, faster than the 15 s poll). The conversation is looked at on a phone
// (390x844) too. The demo risk member runs the rules and closes an alert with a reason.
// Every screen is checked with axe and photographed into e2e/artifacts.
// SMS sends in this file: 3 (three registrations: the risk rules need three players on one IP).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { totpAt, timeStep } from '../../apps/server/src/backoffice/auth/totp.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { cliUnavailable } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';

const BO_URL = process.env.E2E_BO_URL ?? 'http://localhost:3001';
const DEMO_STAFF_PASSWORD = 'talih-demo-staff';
/** Longer than nothing, shorter than the conversation's 15 s poll: only the stream is this fast. */
const LIVE_MS = 9_000;

let browser: Browser;
let player: SeededPlayer;
before(async () => {
  browser = await launch();
  player = await registerPlayerViaApi(newDeviceNumber());
  // Two more players from the same (loopback) address: the shared-IP rule raises an alert.
  await registerPlayerViaApi(newDeviceNumber());
  await registerPlayerViaApi(newDeviceNumber());
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

/** A demo staff member's first sign-in: password, then TOTP enrolment from the key on screen. */
async function signInDemo(page: Page, name: string) {
  await page.goto(`${BO_URL}/login`);
  await page.getByLabel('Kullanıcı adı').fill(name);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Devam' }).click();
  await page.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('6 haneli kod').fill(totpAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.locator('.shell').waitFor();
}

describe('back-office support and risk (desktop)', () => {
  it('a player writes, the support agent answers from the inbox, the player sees it live', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      t.skip(missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    // 1. The player writes from the customer service page and keeps it open.
    const playerTab = await open(browser, 'desktop');
    const pp = playerTab.page;
    await installSession(pp, player);
    await pp.goto('/customerService');
    await ready(pp);
    const question = `Çekim talebim ne zaman onaylanır? (${suffix})`;
    await pp.getByPlaceholder('Mesajınızı yazın…').fill(question);
    await pp.getByRole('button', { name: 'Gönder' }).click();
    await pp.locator('.support-message[data-from="player"]', { hasText: question }).waitFor();

    // 2. The support agent signs in and keeps a canned answer.
    const agent = await open(browser, 'desktop');
    const ap = agent.page;
    await signInDemo(ap, 'support');
    await ap.getByRole('link', { name: 'Destek' }).click();
    await ap.getByRole('link', { name: 'Hazır yanıtlar' }).click();
    await ap.getByRole('button', { name: 'Yeni hazır yanıt' }).click();
    const cannedTitle = `Çekim süresi ${suffix}`;
    const answer = `Çekim talebiniz inceleniyor; onaylanınca birkaç dakikada hesabınıza geçer. (${suffix})`;
    await ap.getByLabel('Başlık').fill(cannedTitle);
    await ap.getByLabel('Metin').fill(answer);
    await ap.getByRole('button', { name: 'Kaydet' }).click();
    await ap.locator('tr', { hasText: cannedTitle }).waitFor();
    await screenshot(ap, 'desktop-bo-support-canned');
    await noAxeProblems(ap, 'canned answers');

    // 3. The inbox: the player's conversation waits; open it with the 360 beside it.
    await ap.getByRole('link', { name: 'Gelen kutusu' }).click();
    await ap.getByRole('combobox', { name: 'Durum' }).selectOption('waiting');
    const nickname = String(player.user.nikeName);
    const item = ap.locator('.conv-item', { hasText: question });
    await item.getByText('bekliyor', { exact: false }).waitFor();
    await item.click();
    await ap.getByRole('heading', { level: 2, name: new RegExp(nickname) }).waitFor();
    await ap.getByRole('heading', { name: 'Oyuncu 360' }).waitFor();
    await ap.locator('.bubble-player', { hasText: question }).waitFor();

    // 4. Answer with the canned text; take the conversation on the way.
    await ap
      .getByRole('combobox', { name: 'Hazır yanıt ekle' })
      .selectOption({ label: cannedTitle });
    assert.equal(await ap.getByLabel('Yanıtınız').inputValue(), answer);
    await ap.getByRole('button', { name: 'Gönder', exact: true }).click();
    await ap.getByText('Yanıt gönderildi.').waitFor();
    await ap.locator('.bubble-staff', { hasText: answer }).waitFor();
    await ap.getByText('Atanan: support').waitFor();
    await ap.getByLabel('Not ekle').fill('Çekim için finans ekibine haber verildi.');
    await ap.getByRole('button', { name: 'Not ekle' }).click();
    await ap.locator('.note-list', { hasText: 'finans ekibine' }).waitFor();
    // Answered, it leaves "waiting for us" and shows among the open ones.
    await ap.getByRole('combobox', { name: 'Durum' }).selectOption('open');
    // The list previews the last message: now the answer.
    await ap.locator('.conv-item', { hasText: answer }).getByText('Yanıtlandı').waitFor();
    await screenshot(ap, 'desktop-bo-support-inbox');
    await noAxeProblems(ap, 'support inbox');

    // 5. The player's open page shows the answer without a reload.
    const staffMessage = pp.locator('.support-message[data-from="staff"]', { hasText: answer });
    await staffMessage.waitFor({ timeout: LIVE_MS });
    // Signed as the support team, never with the staff member's account name.
    assert.match(await staffMessage.innerText(), /Destek Ekibi/);
    await screenshot(pp, 'desktop-support-conversation');
    await noAxeProblems(pp, 'customer service (desktop)');
    assert.deepEqual(playerTab.errors, []);

    // 6. The same conversation on a phone.
    const phone = await open(browser, 'mobile');
    await installSession(phone.page, player);
    await phone.page.goto('/customerService');
    await ready(phone.page);
    await phone.page.locator('.support-message[data-from="staff"]', { hasText: answer }).waitFor();
    await screenshot(phone.page, 'mobile-support-conversation');
    await noAxeProblems(phone.page, 'customer service (mobile)');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(agent.errors, []);
    await Promise.all([playerTab.context.close(), agent.context.close(), phone.context.close()]);
  });

  it('the risk member runs the rules and closes an alert with a reason', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      t.skip(missing);
      return;
    }
    const risk = await open(browser, 'desktop');
    const rp = risk.page;
    await signInDemo(rp, 'risk');
    await rp.getByRole('link', { name: 'Risk uyarıları' }).click();
    await rp.getByRole('heading', { level: 1, name: 'Risk uyarıları' }).waitFor();
    await rp.getByRole('button', { name: 'Kuralları şimdi çalıştır' }).click();
    await rp.getByText('Kurallar çalıştı', { exact: false }).waitFor();
    // Every browser of the run comes from one loopback address: many accounts on one IP.
    await rp.getByRole('combobox', { name: 'Tür' }).selectOption('shared_ip');
    const row = rp.locator('tr', { hasText: "Aynı IP'de çok hesap" }).first();
    await row.waitFor();
    await screenshot(rp, 'desktop-bo-risk');
    await noAxeProblems(rp, 'risk alerts');
    await row.getByRole('button', { name: 'Bana ata' }).click();
    await rp.getByText('Uyarı size atandı.').waitFor();
    await row.getByRole('button', { name: 'Kapat' }).click();
    const dialog = rp.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Test ortamı: tüm oyuncular aynı makineden.');
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await rp.getByText('Uyarı kapatıldı.').waitFor();
    await rp.getByRole('combobox', { name: 'Durum' }).selectOption('closed');
    await rp.getByText('risk kapattı: Test ortamı', { exact: false }).first().waitFor();
    await screenshot(rp, 'desktop-bo-risk-closed');
    assert.deepEqual(risk.errors, []);
    await risk.context.close();
  });
});
