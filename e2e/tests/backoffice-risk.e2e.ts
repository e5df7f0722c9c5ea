// The risk officer's day end to end (desktop 1440x900): a player's deposits rise against their
// own weeks before (four of ₺100 moved back 10 to 31 days, three of ₺200 this week); the risk
// officer computes the markers, finds the player from the home page's "signs of harm this
// week" card, records a call on the interaction task (it closes), and reads the markers and
// the interaction on the player's 360 view. Every screen is checked with axe and photographed.
// SMS sends in this file: 1 (one registration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, screenshot } from '../lib/browser.ts';
import { cliUnavailable, confirmDeposit, skipOutsideCi } from '../lib/cli.ts';
import { moveDepositBack } from '../lib/db.ts';
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

async function deposit(token: string, amount: number): Promise<string> {
  const order = await api<{ orderId: string }>(
    '/recharge/createRechargeOrder',
    { amount, method: 'havale' },
    token,
  );
  await confirmDeposit(order.orderId);
  return order.orderId;
}

describe('back-office risk (desktop)', () => {
  it('finds the players whose markers fired this week and records an interaction', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      skipOutsideCi(t, missing);
      return;
    }
    const token = player.user.token;
    for (const days of [10, 17, 24, 31]) moveDepositBack(await deposit(token, 100), days);
    for (let i = 0; i < 3; i++) await deposit(token, 200);
    const userId = String(player.user.userid);
    const nickname = String(player.user.nikeName);

    const suffix = Date.now().toString(36).slice(-5);
    const name = `risk.${suffix}`;
    const link = await createStaff(name, 'risk');
    const { page } = await open(browser, 'desktop');
    await enrolAndSignIn(page, name, link);

    // 1. Compute the markers now (the hourly job would), then start from the home page.
    await page.goto(`${BO_URL}/risk/harm`);
    await page.getByRole('heading', { name: 'Zarar işaretleri' }).waitFor();
    await page.getByRole('button', { name: 'İşaretleri şimdi hesapla' }).click();
    await page.getByText(/oyuncu hesaplandı: \d+ yeni görev\./).waitFor();
    await page.goto(`${BO_URL}/`);
    const card = page.getByTestId('home-harm');
    await card.getByText('Bu hafta zarar işareti veren oyuncu').waitFor();
    const count = Number(await card.locator('.big').innerText());
    assert.ok(count >= 1, `at least our player fired this week (${count})`);
    await card.getByRole('link', { name: 'Etkileşim görevlerini aç' }).click();
    await page.waitForURL(`${BO_URL}/risk/harm?fired=week`);
    assert.equal(await page.getByLabel('İşaret zamanı').inputValue(), 'week');

    // 2. The player's task: score 2, rising deposits; record a call, the task closes.
    const row = page.locator('tr', { has: page.getByRole('link', { name: nickname }) });
    await row.waitFor();
    await row.getByText('Artan yatırımlar').waitFor();
    assert.equal(await row.locator('td').nth(1).innerText(), '2');
    await screenshot(page, 'desktop-bo-risk-harm-tasks');
    await noAxeProblems(page, 'harm tasks');
    await row.getByRole('button', { name: 'Etkileşim kaydet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Yapılan').selectOption('call');
    await dialog.getByLabel('Gerekçe').fill('Oyuncuyla telefonda konuşuldu; limit önerildi.');
    await screenshot(page, 'desktop-bo-risk-harm-record');
    await dialog.getByRole('button', { name: 'Kaydet ve kapat' }).click();
    await page.getByText('Etkileşim kaydedildi; görev kapandı.').waitFor();
    await row.waitFor({ state: 'detached' });

    // 3. The 360 view: the markers with the why, and the interaction recorded.
    await page.goto(`${BO_URL}/players/${userId}`);
    const panel = page.locator('.harm-panel');
    await panel.getByRole('heading', { name: /Zarar işaretleri/ }).waitFor();
    const rise = panel.locator('tr', { hasText: 'Artan yatırımlar' });
    await rise.getByText('%600 / %300').waitFor();
    await rise
      .getByText(/Son 7 günde ₺600,00 yatırdı; önceki 4 haftada haftalık ortalaması ₺100,00/)
      .waitFor();
    await panel.getByText('Telefonla görüşüldü').waitFor();
    await panel
      .getByText('Oyuncuyla telefonda konuşuldu; limit önerildi.', { exact: false })
      .waitFor();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-bo-player-harm');
    await noAxeProblems(page, 'player 360 with harm markers');
  });
});
