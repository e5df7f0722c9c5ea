// Payments end to end, in both layouts, the way a player and the operator would: a deposit by
// bank transfer that the sandbox bank confirms with its signed webhook (the order page turns
// "Başarılı" by itself and the balance rises); a withdrawal password set with an SMS code; a
// bank card refused with a bad IBAN, then saved with a good one; a withdrawal asked for with
// the password, approved by the operator from the CLI and another rejected; the record shows
// each state. Screenshots go to e2e/artifacts.
// SMS sends in this file: 5 (per layout: one registration, one withdrawal-password code; one
// more registration for the account the desktop test switches to).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api, latestCode } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { cliUnavailable, skipOutsideCi, talihCli } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { smsResendOpen } from '../lib/server.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
// Both players register first, so the second layout's cooldown has passed by its turn.
const players = {} as Record<ProjectName, { player: SeededPlayer; registeredAt: number }>;
/** The account the desktop test switches to on the bank card page: it has no card. */
let other: SeededPlayer;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  for (const project of ['desktop', 'mobile'] as ProjectName[]) {
    players[project] = {
      player: await registerPlayerViaApi(newDeviceNumber()),
      registeredAt: Date.now(),
    };
  }
  other = await registerPlayerViaApi(newDeviceNumber());
});
after(async () => {
  await browser?.close();
});

const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (amount: number) => lira.format(amount);

// A valid TR IBAN of Türkiye İş Bankası (00064), and the same with one digit changed.
const GOOD_IBAN = 'TR06 0006 4000 0001 1234 5678 91';
const BAD_IBAN = 'TR06 0006 4000 0001 1234 5678 92';
const WITHDRAW_PASSWORD = '730194';

const balanceOf = async (p: SeededPlayer) =>
  (await api<{ totalAssets: number }>('/user/getUserInfo', {}, p.user.token)).totalAssets;

/** The order number the page is showing (from its address). */
function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('orderId');
  assert.ok(id, `an order page: ${page.url()}`);
  return id;
}

async function statusIs(page: Page, text: string, timeoutMs = 10_000) {
  await page
    .locator('.pay-summary [data-testid="order-status"]', { hasText: text })
    .waitFor({ timeout: timeoutMs });
}

const NEED_PASSWORD_TITLE = 'Önce çekim şifresi belirleyin';

async function switchAccountOnBankCard(page: Page) {
  await page.goto('/kisiselBilgiler/bankaKartiBilgiler');
  await page.getByTestId('bank-card').getByText('TR •••• 7891').waitFor();
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem', { name: 'Hesap Değiştir' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  const form = page.getByRole('form', { name: 'Giriş Yap' });
  await form.getByLabel('Telefon numarası').fill(other.phone);
  await form.getByLabel('Şifre', { exact: true }).fill(other.password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Back to the card page without a reload (the menu's link): only the cache could leak here.
  await page.getByRole('button', { name: 'Hesabım' }).click();
  const cardAnswered = page.waitForResponse((r) => r.url().endsWith('/user/bank'));
  await page.getByRole('menuitem', { name: 'Banka Kartı Bilgileri' }).click();
  await page.waitForURL('**/kisiselBilgiler/bankaKartiBilgiler');
  assert.equal(await page.getByText('Deniz Yıldız').count(), 0, "the other player's name");
  assert.equal(await page.getByText('TR •••• 7891').count(), 0, "the other player's card");
  await cardAnswered;
  // The new player has no card and no withdrawal password yet: the page asks for the password.
  await page.getByRole('heading', { name: NEED_PASSWORD_TITLE }).waitFor();
  assert.equal(await page.getByTestId('bank-card').count(), 0, 'the new player has no card');
  await screenshot(page, 'desktop-payments-bank-card-after-switch');
}

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`payments (${project})`, () => {
    it('deposit by bank transfer, bank card, withdrawal approved by the operator, the record', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      const { player, registeredAt } = players[project];
      await installSession(page, player);

      // 1. Deposit by havale/EFT: the order waits, then the sandbox bank's webhook confirms it.
      // The header's balance opens Para Yatır (docs/seed-spec.md S2.25, S2.30).
      await page.goto('/');
      await ready(page);
      await page.locator(project === 'desktop' ? 'header .chip-balance' : '.m-assets').click();
      await page.waitForURL('**/kisiselBilgiler/recharge');
      await page.getByRole('heading', { level: 1, name: 'Para Yatır' }).waitFor();
      await page.getByRole('radio', { name: /Havale\/EFT/ }).check();
      const amount = page.getByLabel('Tutar', { exact: true });
      await amount.fill('10');
      await amount.blur();
      await page.getByText('En az ₺50,00 girebilirsiniz.').waitFor();
      await amount.fill('');
      await page.getByRole('button', { name: /₺500,00/ }).click();
      await screenshot(page, `${project}-payments-recharge`);
      await noAxeProblems(page, 'recharge');
      await page.getByRole('button', { name: 'Devam Et' }).click();
      await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=D*');
      const depositId = orderIdOf(page);
      await statusIs(page, 'Bekliyor');
      await page.getByText('Bu hesaba havale/EFT yapın').waitFor();
      await page.getByText(/^TR\d\d( \d{4}){5} \d\d$/).waitFor();
      await screenshot(page, `${project}-payments-deposit-waiting`);
      await noAxeProblems(page, 'deposit order');
      // The sandbox bank calls back after a few seconds (with lost deliveries retried).
      await statusIs(page, 'Başarılı', 30_000);
      assert.equal(await balanceOf(player), 500, 'the deposit was credited once');
      if (project === 'desktop') {
        await waitUntil(
          'header balance',
          () => page.locator('header .chip-balance .balance-value').innerText(),
          (v) => v === money(500),
        );
      }
      await screenshot(page, `${project}-payments-deposit-confirmed`);

      // 2. The withdrawal password, with a code sent to the player's phone.
      await page.goto('/kisiselBilgiler/withdrawalPassword');
      await page.getByText('Henüz bir çekim şifreniz yok.', { exact: false }).waitFor();
      await page.getByLabel('Çekim şifresi', { exact: true }).fill(WITHDRAW_PASSWORD);
      await page.getByLabel('Çekim şifresi (tekrar)').fill(WITHDRAW_PASSWORD);
      // The code for the withdrawal password waits for the registration's to allow another.
      await smsResendOpen(registeredAt);
      await page.getByRole('button', { name: 'Kod Gönder' }).click();
      await page.getByRole('button', { name: /sn sonra tekrar gönder/ }).waitFor();
      await page.getByLabel('Doğrulama kodu').fill(await latestCode(player.phone));
      await page.getByRole('button', { name: 'Çekim Şifresi Belirle' }).click();
      await page.getByText('Çekim şifreniz belirlendi.').waitFor();
      await page.getByText('Çekim şifreniz belirlenmiş.', { exact: false }).waitFor();

      // 3. The bank card: a bad IBAN is refused with a clear message, then a good one is saved.
      await page.goto('/kisiselBilgiler/bankaKartiBilgiler');
      await page.getByLabel('Hesap sahibi', { exact: true }).fill('Deniz Yıldız');
      const iban = page.getByLabel('IBAN', { exact: true });
      await iban.fill(BAD_IBAN);
      await iban.blur();
      await page
        .getByText('Bu IBAN geçerli değil; kontrol basamakları tutmuyor.', { exact: false })
        .waitFor();
      await screenshot(page, `${project}-payments-bank-card-bad-iban`);
      await iban.fill(GOOD_IBAN);
      await iban.blur();
      await page.getByText('Banka: Türkiye İş Bankası').waitFor();
      await page.getByLabel('Çekim şifresi', { exact: true }).fill(WITHDRAW_PASSWORD);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await page.getByText('Banka kartı bilgileriniz kaydedildi.').waitFor();
      const card = page.getByTestId('bank-card');
      await card.getByText('Deniz Yıldız').waitFor();
      await card.getByText('TR •••• 7891').waitFor();
      await screenshot(page, `${project}-payments-bank-card`);
      await noAxeProblems(page, 'bank card');

      // 4. Two withdrawals with the password: the operator approves one and rejects the other.
      const ask = async (amountText: string) => {
        await page.goto('/kisiselBilgiler/withdrawl');
        await page.getByTestId('withdrawable').waitFor();
        await page.getByLabel('Tutar', { exact: true }).fill(amountText);
        await page.getByLabel('Çekim şifresi', { exact: true }).fill(WITHDRAW_PASSWORD);
        await page.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
        await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=W*');
        await statusIs(page, 'İnceleniyor');
        return orderIdOf(page);
      };
      await page.goto('/kisiselBilgiler/withdrawl');
      await page.getByTestId('withdrawable').getByText(money(500)).waitFor();
      await screenshot(page, `${project}-payments-withdraw`);
      await noAxeProblems(page, 'withdraw');
      const rejectedId = await ask('100');
      const approvedId = await ask('200');
      await page.getByRole('button', { name: 'Talebi İptal Et' }).waitFor();
      assert.equal(await balanceOf(player), 200, 'both withdrawals are held');
      await screenshot(page, `${project}-payments-withdraw-pending`);

      const approved = await talihCli(['withdrawals', 'approve', approvedId]);
      assert.match(approved, new RegExp(`${approvedId} is paid; ₺200,00 to Deniz Yıldız`));
      await talihCli(['withdrawals', 'reject', rejectedId, '--reason', 'e2e: belge eksik']);
      // The order page looks again by itself while the order waits.
      await statusIs(page, 'Ödendi', 15_000);
      await page.getByRole('button', { name: 'Talebi İptal Et' }).waitFor({ state: 'detached' });
      assert.equal(await balanceOf(player), 300, 'the rejected one came back, the paid one left');

      // 5. The record: every order with its state.
      await page.goto('/kisiselBilgiler/recharge-detail');
      const records = page.getByTestId('order-records');
      await records.waitFor();
      const row = (id: string) => records.locator('li', { hasText: id });
      await row(depositId).getByText('Başarılı').waitFor();
      await row(approvedId).getByText('Ödendi').waitFor();
      await row(rejectedId).getByText('Reddedildi').waitFor();
      await screenshot(page, `${project}-payments-records`);
      await noAxeProblems(page, 'records');
      await row(rejectedId).click();
      await statusIs(page, 'Reddedildi');
      await page.getByText('e2e: belge eksik').waitFor();

      // 6. Switching account on the bank card page (desktop header): the next player must never
      // see this player's card, not even for a moment from the cache.
      if (project === 'desktop') await switchAccountOnBankCard(page);

      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
