// Trustly and paysafecard deposits in the German deployment (JURISDICTION=de), in both
// layouts, against the sandbox's simulators (the real adapters, the providers' protocols). A
// German player with the deposit limit GlüStV asks for and verified identity chooses Trustly
// on the Recharge page (its wordmark, no fee, instant), pays on the bank page (framed in the
// order's page on the desktop, by redirect on the phone) and comes back to the order, which
// Trustly's signed credit notification confirms: the balance shows €50. Then paysafecard: the
// 16-digit PIN on its panel, the notification triggers the capture, and the balance is €100.
// The desktop player then withdraws €100 to the account of the Trustly deposit; finance
// approves it in the back-office and Trustly's payout notification makes it paid; the
// Providers tab shows each order with the notifications its provider sent and what Talih did
// with them. A second player's Trustly deposit is refunded in part: one finance member asks on
// the Providers tab (the dialog refuses more than the deposit), a second approves on the
// approvals screen, Trustly's refund notifications finish it and the balance drops by it.
// Screenshots of the Recharge page, the provider pages, the confirmed orders, the Providers
// tab and the refund dialog go to e2e/artifacts. SMS sends in this file: 4 (one registration per test, one withdrawal-password code).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, PROJECTS, screenshot, type ProjectName } from '../lib/browser.ts';
import { createStaff, enrolAndSignIn } from '../lib/staff.ts';
import { smsResendOpen, startServer, type ExtraServer } from '../lib/server.ts';
import { logInGerman, openOn, ready } from '../lib/german-pages.ts';
import {
  backOnConfirmedOrder,
  moneyText,
  playerCalls,
  providerPage,
  readyPlayer,
  startDeposit,
} from '../lib/provider-deposits.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
let de: ExtraServer;
before(async () => {
  browser = await launch();
  de = await startServer({ JURISDICTION: 'de', PAYMENT_SANDBOX_DELAY_MS: '300' });
});
after(async () => {
  await browser?.close();
  await de?.stop();
});

const euro = (amount: number) => moneyText('EUR', amount);

const call = playerCalls(() => de.base);

/**
 * A German player ready to deposit under GlüStV: registered (+49), a monthly deposit limit of
 * €500 set, identity details sent and the identity vendor's check clear.
 */
const readyGermanPlayer = () =>
  readyPlayer(() => de.base, {
    phone: `151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    limits: ['deposit'],
    verified: true,
  });

const open = (project: ProjectName) => openOn(browser, de.base, project);
const logIn = logInGerman;

const BALANCE: Record<ProjectName, string> = {
  desktop: 'header .chip-balance .balance-value',
  mobile: '.m-assets .balance-value',
};

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`Trustly and paysafecard in the German deployment (${project})`, () => {
    it('deposits €50 with Trustly and €50 with paysafecard', async () => {
      const player = await readyGermanPlayer();
      const { page, context, errors } = await open(project);
      await logIn(page, player);
      await ready(page);

      await startDeposit(page, project, 'Trustly', 'trustly');
      const bank = await providerPage(page, project);
      await bank.getByRole('button', { name: 'Pay from my bank' }).waitFor();
      await screenshot(page, `${project}-trustly-bank`);
      await bank.getByRole('button', { name: 'Pay from my bank' }).click();
      await backOnConfirmedOrder(page);
      const balance = page.locator(BALANCE[project]);
      await waitUntil(
        'balance after Trustly',
        () => balance.innerText(),
        (v) => v === euro(50),
      );
      await screenshot(page, `${project}-trustly-confirmed`);

      await startDeposit(page, project, 'paysafecard', 'paysafecard');
      const panel = await providerPage(page, project);
      await panel.getByLabel('16-digit PIN').fill('0000 1111 2222 3333');
      await screenshot(page, `${project}-paysafecard-panel`);
      await panel.getByRole('button', { name: 'Pay', exact: true }).click();
      await backOnConfirmedOrder(page);
      await waitUntil(
        'balance after paysafecard',
        () => balance.innerText(),
        (v) => v === euro(100),
      );
      await screenshot(page, `${project}-paysafecard-confirmed`);

      const info = await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
      assert.equal(info.totalAssets, 100);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('the back-office Providers tab (desktop)', () => {
  it('a Trustly withdrawal approved by finance; each order’s notification history', async () => {
    const player = await readyGermanPlayer();
    const { page, context, errors } = await open('desktop');
    await logIn(page, player);
    await ready(page);
    await startDeposit(page, 'desktop', 'Trustly', 'bo-trustly');
    const bank = await providerPage(page, 'desktop');
    await bank.getByRole('button', { name: 'Pay from my bank' }).click();
    await backOnConfirmedOrder(page);
    await startDeposit(page, 'desktop', 'paysafecard', 'bo-paysafecard');
    const panel = await providerPage(page, 'desktop');
    await panel.getByLabel('16-digit PIN').fill('0000 1111 2222 3333');
    await panel.getByRole('button', { name: 'Pay', exact: true }).click();
    await backOnConfirmedOrder(page);
    const orders = await call<{ list: { orderId: string; method: string }[] }>(
      '/recharge/record',
      {},
      player.user.token,
    );
    const trustlyOrder = orders.list.find((o) => o.method === 'trustly')!.orderId;
    const pscOrder = orders.list.find((o) => o.method === 'paysafecard')!.orderId;

    // The withdrawal goes to the account of the Trustly deposit. Its password needs an SMS
    // code, and a phone waits between codes: wait out the registration's.
    await smsResendOpen(player.registeredAt);
    await call('/sms/send', { tel: player.phone }, player.user.token);
    const code = await call<string>('/sms/getTest', { tel: player.phone });
    await call(
      '/user/withdrawPassword/set',
      { password: '482913', verificationCode: code },
      player.user.token,
    );
    await page.goto('/kisiselBilgiler/withdrawl');
    await page.getByTestId('withdrawable').waitFor();
    assert.match(await page.getByTestId('paid-to').innerText(), /^Trustly · Sandbox Bank · DE/);
    await page.getByLabel('Tutar', { exact: true }).fill('100');
    await page.getByLabel('Çekim şifresi', { exact: true }).fill('482913');
    await screenshot(page, 'desktop-trustly-withdraw');
    await page.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
    await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=W*');
    const withdrawal = new URL(page.url()).searchParams.get('orderId')!;
    await context.close();

    const name = `finans-${Date.now().toString(36)}`;
    const link = await createStaff(name, 'finance', de);
    const staff = await browser.newContext({ ...PROJECTS.desktop, locale: 'tr-TR' });
    const bo = await staff.newPage();
    await enrolAndSignIn(bo, name, link);
    // Finance approves it (below the four-eyes threshold): Trustly's AccountPayout, then its
    // payoutconfirmation makes it paid; there is nothing to mark paid by hand.
    await bo.goto(`${de.backofficeBase}/payments/withdrawals`);
    const row = bo.locator('tr', { hasText: withdrawal });
    await row.getByRole('button', { name: 'Onayla' }).click();
    await bo.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await bo.getByRole('dialog').waitFor({ state: 'detached' });
    await waitUntil(
      'the payout confirmed',
      async () =>
        (
          await call<{ list: { orderId: string; status: string }[] }>(
            '/recharge/record',
            { type: 'withdraw' },
            player.user.token,
          )
        ).list.find((o) => o.orderId === withdrawal)?.status ?? 'none',
      (status) => status === 'paid',
    );
    const after = await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
    assert.equal(after.totalAssets, 0);

    await bo.goto(`${de.backofficeBase}/payments/providers`);
    const payoutHistory = bo.getByTestId(`history-${withdrawal}`);
    await payoutHistory.waitFor();
    assert.match(await payoutHistory.innerText(), /payoutconfirmation → ödendi/);
    const trustlyHistory = bo.getByTestId(`history-${trustlyOrder}`);
    await trustlyHistory.waitFor();
    assert.match(await trustlyHistory.innerText(), /account → hesap kaydedildi/);
    assert.match(await trustlyHistory.innerText(), /pending → bankada bekliyor/);
    assert.match(await trustlyHistory.innerText(), /credit → bakiyeye eklendi/);
    await screenshot(bo, 'backoffice-providers-trustly');
    await bo
      .locator('label.field', { hasText: 'Sağlayıcı' })
      .locator('select')
      .selectOption('paysafecard');
    const pscHistory = bo.getByTestId(`history-${pscOrder}`);
    await pscHistory.waitFor();
    assert.match(await pscHistory.innerText(), /ASSIGN_CARDS → durum sorgulandı/);
    await screenshot(bo, 'backoffice-providers-paysafecard');
    assert.deepEqual(errors, []);
    await staff.close();
  });
});

describe('a Trustly deposit refunded from the back-office, four-eyes (desktop)', () => {
  it('finance asks on the Providers tab, a second member approves; the balance drops by it', async () => {
    const player = await readyGermanPlayer();
    const order = await call<{ orderId: string; payUrl: string }>(
      '/recharge/createRechargeOrder',
      { amount: 80, method: 'trustly' },
      player.user.token,
    );
    // The player pays on Trustly's bank page (the simulator's form, as the browser posts it).
    const pay = new URL(order.payUrl, de.base);
    const paid = await fetch(pay, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `t=${pay.searchParams.get('t')}&choice=credit`,
      redirect: 'manual',
    });
    assert.equal(paid.status, 303);
    const assets = async () =>
      (await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token)).totalAssets;
    await waitUntil('the deposit credited', assets, (v) => v === 80);

    const stamp = Date.now().toString(36);
    const askerLink = await createStaff(`iade-a-${stamp}`, 'finance', de);
    const approverLink = await createStaff(`iade-b-${stamp}`, 'finance', de);
    const askerContext = await browser.newContext({ ...PROJECTS.desktop, locale: 'tr-TR' });
    const asker = await askerContext.newPage();
    await enrolAndSignIn(asker, `iade-a-${stamp}`, askerLink);
    await asker.goto(`${de.backofficeBase}/payments/providers`);
    const row = asker.locator('tr', { hasText: order.orderId });
    await row.getByRole('button', { name: `${order.orderId} yatırımını iade et` }).click();
    const dialog = asker.getByRole('dialog');
    const amount = dialog.getByRole('textbox', { name: 'İade tutarı' });
    assert.equal(await amount.inputValue(), '80,00');
    await amount.fill('80,01');
    await dialog.getByLabel('Gerekçe').fill('Oyuncu yatırımın bir kısmını geri istedi');
    await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
    await waitUntil(
      'the amount refused',
      () => dialog.getByRole('alert').first().innerText(),
      (text) => text === `Tutar, iade edilebilecek tutarı (${euro(80)}) aşamaz.`,
    );
    await amount.fill('30,00');
    await screenshot(asker, 'backoffice-refund-dialog');
    await dialog.getByRole('button', { name: 'İade talebi oluştur' }).click();
    await dialog.waitFor({ state: 'detached' });
    const awaiting = row.getByRole('link', { name: /^İade ikinci onay bekliyor \(#\d+\)$/ });
    await awaiting.waitFor();
    // Nothing moves before the second member approves.
    assert.equal(await assets(), 80);

    const approverContext = await browser.newContext({ ...PROJECTS.desktop, locale: 'tr-TR' });
    const approver = await approverContext.newPage();
    await enrolAndSignIn(approver, `iade-b-${stamp}`, approverLink);
    await approver.goto(`${de.backofficeBase}/approvals`);
    const request = approver.locator('tr', { hasText: 'Yatırım iadesi' }).filter({
      hasText: order.orderId,
    });
    await request.waitFor();
    await request.getByRole('button', { name: 'Onayla' }).click();
    await approver.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await request.waitFor({ state: 'detached' });
    await waitUntil('the refund paid', assets, (v) => v === 50);

    await approver.goto(`${de.backofficeBase}/payments/providers`);
    const history = approver.getByTestId(`history-${order.orderId}`);
    await waitUntil(
      "Trustly's refund debit",
      () => history.innerText(),
      (text) => /debit → iade edildi/.test(text),
    );
    const text = await history.innerText();
    assert.match(text, /pending → iade bankada bekliyor/);
    assert.match(
      text,
      new RegExp(
        `iade ${euro(30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} → iade edildi · iade-a-${stamp} / iade-b-${stamp}`,
      ),
    );
    const refundedRow = approver.locator('tr', { hasText: order.orderId });
    assert.match(await refundedRow.innerText(), new RegExp(`iade edilen`));
    await screenshot(approver, 'backoffice-providers-refunded');
    await askerContext.close();
    await approverContext.close();
  });
});
