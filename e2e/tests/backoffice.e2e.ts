// The back-office end to end (desktop 1440x900), as staff would use it: two staff members
// created from the CLI enrol their password and TOTP from the enrolment link and sign in; the
// finance one finds a player, confirms their havale by the reference on the "bank statement"
// (the player's balance rises in the player app), and approves a withdrawal above the
// four-eyes threshold (e2e/run.ts sets it to ₺100), which waits until the admin approves it as
// the second staff member; the admin then reads both decisions in the audit log. Every screen
// is checked with axe and photographed into e2e/artifacts.
// SMS sends in this file: 2 (one registration, one withdrawal-password code).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api, latestCode } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { cliUnavailable, skipOutsideCi } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn as enrolWithTotp } from '../lib/staff.ts';
import { smsResendOpen } from '../lib/server.ts';
import { waitUntil } from '../lib/wait.ts';

const GOOD_IBAN = 'TR06 0006 4000 0001 1234 5678 91';
const WITHDRAW_PASSWORD = '730194';

let browser: Browser;
let player: SeededPlayer;
let registeredAt = 0;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  player = await registerPlayerViaApi(newDeviceNumber());
  registeredAt = Date.now();
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

/** Signs in through enrolment, photographing and checking the TOTP enrolment screen. */
function enrolAndSignIn(page: Page, name: string, enrolUrl: string, shots: string) {
  return enrolWithTotp(page, name, enrolUrl, async (p) => {
    await screenshot(p, `${shots}-enrol-totp`);
    await noAxeProblems(p, 'TOTP enrolment');
  });
}

const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('back-office (desktop)', () => {
  it('enrols, finds a player, confirms a havale, approves a withdrawal with a second approver, audits it', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      skipOutsideCi(t, missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    const financeName = `finans.${suffix}`;
    const adminName = `yonetici.${suffix}`;
    const financeLink = await createStaff(financeName, 'finance');
    const adminLink = await createStaff(adminName, 'admin');
    // A second admin, there before the invite it approves in step 9.
    const admin2Name = `yonetici2.${suffix}`;
    const admin2Link = await createStaff(admin2Name, 'admin');

    // 1. The finance staff member enrols and signs in.
    const finance = await open(browser, 'desktop');
    const fp = finance.page;
    await enrolAndSignIn(fp, financeName, financeLink, 'desktop-bo');

    // 2. The player asks for a havale the sandbox bank leaves for staff (ends in 99 kuruş).
    const deposit = await api<{ orderId: string; reference: string }>(
      '/recharge/createRechargeOrder',
      { method: 'havale', amount: 250.99 },
      player.user.token,
    );

    // 3. Find the player by phone and open the 360 view.
    await fp.goto(`${BO_URL}/players`);
    await fp.getByLabel('Oyuncu ara').fill(player.phone.slice(-7));
    await fp.getByRole('button', { name: 'Ara' }).click();
    const nickname = String(player.user.nikeName);
    await fp.getByRole('link', { name: nickname }).click();
    await fp.getByRole('heading', { level: 1, name: new RegExp(nickname) }).waitFor();
    await fp.getByRole('tab', { name: 'Yatırımlar' }).click();
    await fp.getByText(deposit.orderId).waitFor();
    await screenshot(fp, 'desktop-bo-player');
    await noAxeProblems(fp, 'player 360');

    // 4. The overview counts the havale among what waits for finance (and shows no queue the
    // role can't read), and opens the deposit queue; confirm the havale there with the
    // reference from the statement.
    await fp.goto(`${BO_URL}/`);
    const deposits = fp.getByTestId('home-deposits');
    await waitUntil(
      'havale waiting on the overview',
      async () => Number((await deposits.locator('strong').innerText()).replace(/\D/g, '')),
      (n) => n >= 1,
    );
    assert.equal(await fp.getByTestId('home-support').count(), 0, 'finance reads no support queue');
    await fp.getByTestId('home-reconcile').waitFor();
    await screenshot(fp, 'desktop-bo-overview');
    await noAxeProblems(fp, 'overview');
    await deposits.getByRole('link', { name: 'Yatırım kuyruğunu aç' }).click();
    await fp.waitForURL(`${BO_URL}/payments/deposits`);
    const row = fp.locator('tr', { hasText: deposit.orderId });
    await row.waitFor();
    await screenshot(fp, 'desktop-bo-deposits');
    await noAxeProblems(fp, 'deposit queue');
    await row.getByRole('button', { name: 'Onayla' }).click();
    const dialog = fp.getByRole('dialog');
    await dialog.getByLabel('Banka hareketindeki referans').fill('TLHYANLIS');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await dialog
      .getByText('Girdiğiniz referans bu yatırım talebinin referansıyla eşleşmiyor', {
        exact: false,
      })
      .waitFor();
    await dialog.getByLabel('Banka hareketindeki referans').fill(deposit.reference);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await fp.getByText('Yatırım onaylandı; tutar oyuncunun bakiyesine eklendi.').waitFor();
    await row.waitFor({ state: 'detached' });

    // 5. The player sees the balance rise in the player app.
    const playerTab = await open(browser, 'desktop');
    await installSession(playerTab.page, player);
    await playerTab.page.goto('/');
    await ready(playerTab.page);
    await waitUntil(
      'header balance',
      () => playerTab.page.locator('header .chip-balance .balance-value').innerText(),
      (v) => v === lira.format(250.99),
    );
    await screenshot(playerTab.page, 'desktop-bo-player-app-balance');

    // 6. A withdrawal of ₺150 (above the ₺100 threshold of this run).
    await smsResendOpen(registeredAt);
    await api('/sms/send', { tel: player.phone });
    await api(
      '/user/withdrawPassword/set',
      { password: WITHDRAW_PASSWORD, verificationCode: await latestCode(player.phone) },
      player.user.token,
    );
    await api(
      '/user/bank/save',
      { holderName: 'Deniz Yıldız', iban: GOOD_IBAN, withdrawPassword: WITHDRAW_PASSWORD },
      player.user.token,
    );
    const withdrawal = await api<{ orderId: string }>(
      '/withdraw/create',
      { amount: 150, withdrawPassword: WITHDRAW_PASSWORD },
      player.user.token,
    );
    await fp.goto(`${BO_URL}/payments/withdrawals`);
    const wrow = fp.locator('tr', { hasText: withdrawal.orderId });
    await wrow.waitFor();
    await screenshot(fp, 'desktop-bo-withdrawals');
    await noAxeProblems(fp, 'withdrawal queue');
    await wrow.getByRole('button', { name: 'Onayla' }).click();
    await fp.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await fp
      .getByText('Tutar eşiğin üzerinde: çekim ikinci bir yetkilinin onayını bekliyor.')
      .waitFor();
    await wrow.getByText('İkinci onay bekleniyor', { exact: false }).waitFor();

    // 7. The admin, a second staff member, approves it; the payout goes out.
    const admin = await open(browser, 'desktop');
    const ap = admin.page;
    await enrolAndSignIn(ap, adminName, adminLink, 'desktop-bo-admin');
    const approvals = ap.getByTestId('home-approvals');
    await waitUntil(
      'approval waiting on the overview',
      async () => Number((await approvals.locator('strong').innerText()).replace(/\D/g, '')),
      (n) => n >= 1,
    );
    await approvals.getByRole('link', { name: 'Onay kuyruğunu aç' }).click();
    await ap.waitForURL(`${BO_URL}/approvals`);
    const arow = ap.locator('tr', { hasText: withdrawal.orderId });
    await arow.waitFor();
    await screenshot(ap, 'desktop-bo-approvals');
    await arow.getByRole('button', { name: 'Onayla' }).click();
    await ap.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await arow.waitFor({ state: 'detached' });
    await ap.goto(`${BO_URL}/payments/withdrawals`);
    await ap.getByRole('combobox', { name: 'Durum' }).selectOption('paid');
    await ap.locator('tr', { hasText: withdrawal.orderId }).waitFor();
    const after = await api<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
    assert.equal(after.totalAssets, 100.99, 'the withdrawal left the balance once');

    // 8. The audit log shows the confirmation and both names on the approval.
    await ap.goto(`${BO_URL}/audit`);
    await ap.getByText('withdrawal.approve').first().waitFor();
    await ap.getByText('deposit.confirm').first().waitFor();
    await screenshot(ap, 'desktop-bo-audit');
    await noAxeProblems(ap, 'audit log');
    // The chain's head as the servers publish it: checked against itself, then a forged one.
    const head = await ap.getByTestId('audit-head').innerText();
    assert.match(head, /^\d+:[0-9a-f]{64}$/);
    const headCard = ap.getByRole('region', { name: 'Zincirin başı' });
    const publishedField = headCard.getByLabel('Yayımlanan baş');
    await publishedField.fill(head);
    await headCard.getByRole('button', { name: 'Bu başa göre doğrula' }).click();
    await ap.getByText('Zincir sağlam ve yayımlanan başa ulaşıyor', { exact: false }).waitFor();
    await publishedField.fill(`${Number(head.split(':')[0]) + 1000}:${'0'.repeat(64)}`);
    await headCard.getByRole('button', { name: 'Bu başa göre doğrula' }).click();
    await ap.getByText('Zincir bozuk', { exact: false }).waitFor();
    await screenshot(ap, 'desktop-bo-audit-head');

    // 9. The admin invites a staff member: it waits for a second admin (no link for the one who
    // asked); the second admin approves it and is shown the one-time link, which enrols them.
    const inviteName = `destek.${suffix}`;
    await ap.goto(`${BO_URL}/staff`);
    await ap.getByRole('button', { name: 'Personel ekle' }).click();
    const invite = ap.getByRole('dialog');
    await invite.getByLabel('Kullanıcı adı').fill(inviteName);
    await invite.getByLabel('Rol').selectOption('support');
    await invite.getByRole('button', { name: 'Personel ekle' }).click();
    await ap.getByText('Onay bekliyor: ikinci bir yönetici', { exact: false }).waitFor();
    assert.equal(await ap.getByTestId('enrol-url').count(), 0, 'no link for the requester');
    assert.equal(await ap.getByRole('cell', { name: inviteName, exact: true }).count(), 0);
    await screenshot(ap, 'desktop-bo-staff-invite-waits');
    const admin2 = await open(browser, 'desktop');
    const a2 = admin2.page;
    await enrolAndSignIn(a2, admin2Name, admin2Link, 'desktop-bo-admin2');
    await a2.goto(`${BO_URL}/approvals`);
    const irow = a2.locator('tr', { hasText: inviteName });
    await irow.getByText('Personel ekleme').waitFor();
    await irow.getByRole('button', { name: 'Onayla' }).click();
    await a2.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    const link = await a2.getByTestId('enrol-url').innerText();
    await screenshot(a2, 'desktop-bo-approvals-invite-link');
    await noAxeProblems(a2, 'approvals with an invite link');
    const url = new URL(link);
    const newcomer = await open(browser, 'desktop');
    await enrolAndSignIn(
      newcomer.page,
      inviteName,
      `${BO_URL}${url.pathname}${url.hash}`,
      'desktop-bo-invited',
    );

    // 10. The admin disables the newcomer at once; enabling again waits for the second admin.
    await ap.goto(`${BO_URL}/staff`);
    const srow = ap.locator('tr', { hasText: inviteName });
    await srow.getByRole('button', { name: 'Devre dışı bırak' }).click();
    let staffDialog = ap.getByRole('dialog');
    await staffDialog.getByLabel('Gerekçe').fill('İzne çıktı');
    await staffDialog.getByRole('button', { name: 'Devre dışı bırak' }).click();
    await srow.getByRole('button', { name: 'Etkinleştir' }).click();
    staffDialog = ap.getByRole('dialog');
    await staffDialog
      .getByText('Etkinleştirmek için ikinci onay gerekir', { exact: false })
      .waitFor();
    await staffDialog.getByLabel('Gerekçe').fill('İzinden döndü');
    await staffDialog.getByRole('button', { name: 'Kaydet' }).click();
    await ap.getByText('Onay bekliyor: ikinci bir yönetici', { exact: false }).first().waitFor();
    await srow.getByRole('button', { name: 'Etkinleştir' }).waitFor();
    await screenshot(ap, 'desktop-bo-staff-enable-waits');
    await a2.goto(`${BO_URL}/approvals`);
    const erow = a2.locator('tr', { hasText: 'Personeli yeniden etkinleştirme' });
    await erow.getByRole('button', { name: 'Onayla' }).click();
    await a2.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await erow.waitFor({ state: 'detached' });
    await ap.reload();
    await srow.getByRole('button', { name: 'Devre dışı bırak' }).waitFor();

    for (const s of [finance, playerTab, admin, admin2, newcomer]) {
      assert.deepEqual(s.errors, [], 'no page errors');
      await s.context.close();
    }
  });
});
