// The risk officer's day end to end (desktop 1440x900): a player's deposits rise against their
// own weeks before (four of ₺100 moved back 10 to 31 days, three of ₺200 this week); the risk
// officer computes the markers, finds the player from the home page's "signs of harm this
// week" card, records a call on the interaction task (it closes), and reads the markers and
// the interaction on the player's 360 view. Then two more accounts on the player's device: the
// rules raise a shared-device alert, the officer opens an AML case from it, notes it and
// downloads the suspicious-activity report (the file's lines checked). Every screen is
// checked with axe and photographed.
// SMS sends in this file: 3 (three registrations on one device).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
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
    // Every deposit made now, four of them moved back only after: each confirmed deposit
    // computes the markers, and with no earlier weeks there is no rise, so no task opens until
    // "compute now" reads the moved history.
    const token = player.user.token;
    const older = [];
    for (let i = 0; i < 4; i++) older.push(await deposit(token, 100));
    for (let i = 0; i < 3; i++) await deposit(token, 200);
    for (const [i, days] of [10, 17, 24, 31].entries()) moveDepositBack(older[i]!, days);
    const userId = String(player.user.userid);
    const nickname = String(player.user.nikeName);

    const suffix = Date.now().toString(36).slice(-5);
    const name = `risk.${suffix}`;
    const link = await createStaff(name, 'risk');
    const { page } = await open(browser, 'desktop');
    await enrolAndSignIn(page, name, link);

    // 1. No task for the player yet; compute the markers now (the hourly job would): their
    // task opens in the queue. Then start from the home page.
    await page.goto(`${BO_URL}/risk/harm`);
    await page.getByRole('heading', { name: 'Zarar işaretleri' }).waitFor();
    const queue = page.getByRole('table', { name: 'Zarar işaretleri' });
    await queue.locator('tbody tr:not(.skeleton-row)').first().waitFor();
    const taskOf = queue.locator('tr', { has: page.getByRole('link', { name: nickname }) });
    assert.equal(await taskOf.count(), 0, 'no task before the markers are computed');
    await page.getByRole('button', { name: 'İşaretleri şimdi hesapla' }).click();
    await page.getByText(/oyuncu hesaplandı: [1-9]\d* yeni görev\./).waitFor();
    await taskOf.getByText('Artan yatırımlar').waitFor();
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

  it('opens an AML case from a shared-device alert, notes it and exports its report', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      skipOutsideCi(t, missing);
      return;
    }
    // Two more accounts on the player's device: three on one device is an alert.
    await registerPlayerViaApi(player.deviceNumber);
    await registerPlayerViaApi(player.deviceNumber);
    const userId = String(player.user.userid);
    const nickname = String(player.user.nikeName);
    const suffix = Date.now().toString(36).slice(-5);
    const name = `aml.${suffix}`;
    const link = await createStaff(name, 'risk');
    const { page } = await open(browser, 'desktop');
    await enrolAndSignIn(page, name, link);

    // 1. The alerts: run the rules, find the player's shared-device alert, open a case.
    await page.goto(`${BO_URL}/risk?kind=shared_device`);
    await page.getByRole('button', { name: 'Kuralları şimdi çalıştır' }).click();
    await page.getByText(/Kurallar çalıştı: \d+ yeni uyarı\./).waitFor();
    const row = page.locator('tr', {
      has: page.getByRole('link', { name: nickname, exact: true }),
    });
    await row.getByText('Aynı cihazda çok hesap').waitFor();
    await row.getByRole('button', { name: 'Vaka aç' }).click();
    await page.getByText('AML vakası açıldı.').waitFor();
    await page.waitForURL(/\/risk\/cases\/\d+$/);
    const caseId = /\/risk\/cases\/(\d+)$/.exec(page.url())![1]!;
    await page.getByRole('heading', { name: `AML vakası #${caseId} · ${nickname}` }).waitFor();
    const alerts = page.getByRole('table', { name: 'Vakadaki uyarılar' });
    await alerts.getByText('Aynı cihazda çok hesap').waitFor();

    // 2. Take it, note it.
    await page.getByRole('button', { name: 'Bana ata' }).click();
    await page.getByText('Vaka size atandı.').waitFor();
    await page.getByLabel('Yeni not').fill('Üç hesap tek cihazda; kaynak belgesi istenecek.');
    await page.getByRole('button', { name: 'Not ekle' }).click();
    await page.getByText('Not eklendi.').waitFor();
    await page.getByText('Üç hesap tek cihazda; kaynak belgesi istenecek.').waitFor();
    await page.getByRole('button', { name: 'Kaynak belgesi iste' }).click();
    await page.getByText('Oyuncudan gelir kaynağı belgesi istendi; mesaj gönderildi.').waitFor();
    await screenshot(page, 'desktop-bo-risk-aml-case');
    await noAxeProblems(page, 'AML case');

    // 3. The report: a text file with the case's record.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Şüpheli işlem raporunu indir' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `sar-case-${caseId}.txt`);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.split('\n');
    assert.equal(lines[0], `SUSPICIOUS ACTIVITY REPORT - AML case #${caseId}`);
    assert.ok(lines.includes(`Player id: ${userId}`), text);
    assert.ok(lines.includes(`Nickname: ${nickname}`), text);
    assert.ok(
      lines.some((l) => l.includes(' shared_device [open] ')),
      text,
    );
    assert.ok(
      lines.some((l) => l.endsWith(`${name}: Üç hesap tek cihazda; kaynak belgesi istenecek.`)),
      text,
    );
    assert.ok(lines.includes('entry;time;kind;amount;reference'), text);
    // The player's seven deposits are in the ledger extract.
    assert.equal(lines.filter((l) => l.includes(';deposit_credit;')).length >= 7, true, text);
    await page.getByText('Rapor indirildi.').waitFor();

    // 4. The cases list shows it, assigned to the officer.
    await page.getByRole('link', { name: 'AML vakaları' }).first().click();
    const listed = page.locator('tr', { has: page.getByRole('link', { name: `#${caseId}` }) });
    await listed.getByText(name).waitFor();
    await screenshot(page, 'desktop-bo-risk-aml-cases');
    await noAxeProblems(page, 'AML cases');
  });
});
