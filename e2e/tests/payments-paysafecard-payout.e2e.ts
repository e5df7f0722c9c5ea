// A withdrawal to a paysafecard account in the German deployment (JURISDICTION=de), in both
// layouts, against the sandbox's paysafecard simulator. A verified German player (Deniz
// Yıldız, born 12 April 1990) with €300 from a paysafecard deposit opens the Withdrawal page:
// paysafecard is where the money goes, the form shows the verified name and birth date
// paysafecard will match, and links to the simulator's "my paysafecard" page. There the player
// first opens the account with their surname typed without Turkish letters: the request is
// refused on the form with paysafecard's message and nothing leaves the balance. Corrected on
// the my paysafecard page, €150 is requested: held at once (balance €150), above the four-eyes
// threshold (€100), so one finance member approves and a second one approves on the approvals
// screen; paysafecard's capture pays it (Ödendi). Then €100: requested, the player changes the
// birth date on their paysafecard account before finance approves, paysafecard refuses the
// capture (customer_details_mismatched, 3195), and the €100 comes back with the message. The
// withdrawal history lists both with their figures. Screenshots go to e2e/artifacts.
// SMS sends in this file: 4 (one registration per player, one withdrawal-password code each).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, PROJECTS, screenshot, type ProjectName } from '../lib/browser.ts';
import { createStaff, enrolAndSignIn } from '../lib/staff.ts';
import { smsResendOpen, startServer, type ExtraServer } from '../lib/server.ts';
import { logInGerman, openOn, ready } from '../lib/german-pages.ts';
import { moneyText, playerCalls, readyPlayer } from '../lib/provider-deposits.ts';
import { waitUntil } from '../lib/wait.ts';

const PASSWORD = '482913';
const MISMATCH =
  'Doğrulanmış profilinizdeki ad ve doğum tarihi paysafecard hesabınızla eşleşmiyor; paysafecard bu ödemeyi yapamıyor.';

let browser: Browser;
let de: ExtraServer;
const call = playerCalls(() => de.base);
const euro = (amount: number) => moneyText('EUR', amount);

type Player = Awaited<ReturnType<typeof readyPlayer>>;
const players = {} as Record<ProjectName, Player>;
/** The two finance members' back-office pages: one approves, the other gives the second approval. */
let finance: Page;
let second: Page;

/** A verified German player with €300 paid by paysafecard and a withdrawal password. */
async function fundedPlayer(): Promise<Player> {
  const player = await readyPlayer(() => de.base, {
    phone: `151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    limits: ['deposit'],
    verified: true,
  });
  const order = await call<{ orderId: string; payUrl: string }>(
    '/recharge/createRechargeOrder',
    { amount: 300, method: 'paysafecard' },
    player.user.token,
  );
  // The player enters a PIN on paysafecard's panel (its form, as the browser posts it).
  const panel = new URL(order.payUrl, de.base);
  const paid = await fetch(
    new URL(`${panel.pathname}?mtid=${panel.searchParams.get('mtid')}`, de.base),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'pin=0000111122223333&action=pay',
      redirect: 'manual',
    },
  );
  assert.equal(paid.status, 303);
  await waitUntil(
    'the deposit credited',
    () => assets(player),
    (v) => v === 300,
  );
  return player;
}

const assets = async (player: Player) =>
  (await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token)).totalAssets;

async function setPassword(player: Player) {
  // The password needs an SMS code, and a phone waits between codes: wait out registration's.
  await smsResendOpen(player.registeredAt);
  await call('/sms/send', { tel: player.phone }, player.user.token);
  const code = await call<string>('/sms/getTest', { tel: player.phone });
  await call(
    '/user/withdrawPassword/set',
    { password: PASSWORD, verificationCode: code },
    player.user.token,
  );
}

before(async () => {
  browser = await launch();
  // A withdrawal above €100 waits for a second staff member.
  de = await startServer({
    JURISDICTION: 'de',
    PAYMENT_SANDBOX_DELAY_MS: '300',
    FOUR_EYES_WITHDRAWAL_MINOR: '10000',
  });
  players.desktop = await fundedPlayer();
  players.mobile = await fundedPlayer();
  await setPassword(players.desktop);
  await setPassword(players.mobile);
  const stamp = Date.now().toString(36);
  for (const [name, set] of [
    [`psc-a-${stamp}`, (p: Page) => (finance = p)],
    [`psc-b-${stamp}`, (p: Page) => (second = p)],
  ] as const) {
    const link = await createStaff(name, 'finance', de);
    const context = await browser.newContext({ ...PROJECTS.desktop, locale: 'tr-TR' });
    const page = await context.newPage();
    await enrolAndSignIn(page, name, link);
    set(page);
  }
});
after(async () => {
  await browser?.close();
  await de?.stop();
});

/** The my paysafecard page of the simulator: opens the account, or changes its details. */
async function myPaysafecard(
  page: Page,
  action: 'Open account' | 'Change my details',
  holder: { email: string; first: string; last: string; born: string },
) {
  await page.getByLabel('E-mail').fill(holder.email);
  await page.getByLabel('First name').fill(holder.first);
  await page.getByLabel('Last name').fill(holder.last);
  await page.getByLabel('Date of birth').fill(holder.born);
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('status').waitFor();
}

/** Finance approves the withdrawal in the queue; above the threshold a second member too. */
async function approve(orderId: string, fourEyes: boolean) {
  await finance.goto(`${de.backofficeBase}/payments/withdrawals`);
  const row = finance.locator('tr', { hasText: orderId });
  await row.getByRole('button', { name: 'Onayla' }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
  if (!fourEyes) return;
  await finance
    .getByText('Tutar eşiğin üzerinde: çekim ikinci bir yetkilinin onayını bekliyor.')
    .waitFor();
  await second.goto(`${de.backofficeBase}/approvals`);
  const request = second.locator('tr', { hasText: orderId });
  await request.waitFor();
  await screenshot(second, 'backoffice-psc-payout-approvals');
  await request.getByRole('button', { name: 'Onayla' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
  await request.waitFor({ state: 'detached' });
}

async function requestWithdrawal(page: Page, email: string, amount: string) {
  const form = page.getByRole('form', { name: 'Para Çek' });
  await form.getByLabel('paysafecard hesabınızın e-postası').fill(email);
  await form.getByLabel('Tutar', { exact: true }).fill(amount);
  await form.getByLabel('Çekim şifresi', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
}

/** The order's page reached from the history, its state shown once it is `label`. */
async function orderShows(page: Page, orderId: string, label: string) {
  await page.goto(`/kisiselBilgiler/recharge-detail?orderId=${orderId}`);
  await waitUntil(
    `${orderId} ${label}`,
    async () => {
      await page.reload();
      return page.getByTestId('order-status').innerText();
    },
    (v) => v === label,
  );
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`a paysafecard payout in the German deployment (${project})`, () => {
    it('opens a my paysafecard account, withdraws €150 with four eyes; a refused €100 comes back', async () => {
      const player = players[project];
      const email = `deniz.${player.user.mobile}@psc.example`;
      const { page, context, errors } = await openOn(browser, de.base, project);
      await logInGerman(page, player);
      await ready(page);
      await page.goto('/kisiselBilgiler/withdrawl');
      await page.getByTestId('withdrawable').waitFor();
      assert.equal(await page.getByTestId('withdrawable').innerText(), euro(300));
      const choice = page.getByRole('radio', { name: /paysafecard hesabıma/ });
      assert.equal(await choice.isChecked(), true);
      assert.equal(await page.getByTestId('psc-holder').innerText(), 'Deniz Yıldız');
      assert.equal(await page.getByTestId('psc-birth-date').innerText(), '12 Nisan 1990');
      await screenshot(page, `${project}-psc-withdraw-form`);

      // The sandbox's my paysafecard page, surname typed without Turkish letters.
      await page.getByRole('link', { name: 'my paysafecard hesabı aç' }).click();
      await page.waitForURL((url) => url.pathname === '/sandbox/paysafecard/account');
      const holder = { email, first: 'Deniz', last: 'Yildiz', born: '1990-04-12' };
      await myPaysafecard(page, 'Open account', holder);
      await screenshot(page, `${project}-psc-account-opened`);
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await page.waitForURL((url) => url.pathname === '/kisiselBilgiler/withdrawl');

      // Refused before anything is held: the message stays on the form.
      await requestWithdrawal(page, email, '150');
      const refusal = page.getByTestId('psc-refusal');
      await refusal.waitFor();
      assert.equal(await refusal.locator('strong').innerText(), 'Çekim talebi oluşturulamadı');
      assert.equal(await refusal.locator('p').innerText(), MISMATCH);
      await screenshot(page, `${project}-psc-withdraw-refused`);
      assert.equal(await assets(player), 300);

      // Corrected at paysafecard, then €150: held, approved by two, paid.
      await page.goto('/sandbox/paysafecard/account?return=/kisiselBilgiler/withdrawl');
      await myPaysafecard(page, 'Change my details', { ...holder, last: 'Yıldız' });
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await page.getByTestId('withdrawable').waitFor();
      await requestWithdrawal(page, email, '150');
      await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=W*');
      const paid = new URL(page.url()).searchParams.get('orderId')!;
      assert.equal(await page.getByTestId('order-status').innerText(), 'İnceleniyor');
      assert.match(
        await page.getByTestId('psc-account').innerText(),
        /^paysafecard · d\*\*\*\d@psc\.example$/,
      );
      await screenshot(page, `${project}-psc-withdraw-pending`);
      assert.equal(await assets(player), 150);
      await approve(paid, true);
      await orderShows(page, paid, 'Ödendi');
      assert.equal(
        await page.locator('.pay-summary .pay-note').first().innerText(),
        'Ödeme paysafecard hesabınıza gönderildi.',
      );
      assert.equal(await assets(player), 150);

      // €100, then the holder's birth date changes at paysafecard: the capture is refused.
      await page.goto('/kisiselBilgiler/withdrawl');
      await page.getByTestId('withdrawable').waitFor();
      await requestWithdrawal(page, email, '100');
      await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=W*');
      const refused = new URL(page.url()).searchParams.get('orderId')!;
      assert.notEqual(refused, paid);
      assert.equal(await assets(player), 50);
      await page.goto('/sandbox/paysafecard/account');
      await myPaysafecard(page, 'Change my details', {
        ...holder,
        last: 'Yıldız',
        born: '1990-04-21',
      });
      await approve(refused, false);
      // Finance is told the approval ended in paysafecard's refusal, the money back.
      await finance
        .getByText(
          'Çekim onaylandı ancak ödeme sağlayıcısı ödemeyi reddetti; tutar oyuncunun bakiyesine iade edildi.',
        )
        .waitFor();
      await screenshot(finance, 'backoffice-psc-payout-refused');
      await orderShows(page, refused, 'İade edildi');
      assert.equal(await page.getByTestId('order-reason').innerText(), `Açıklama: ${MISMATCH}`);
      await screenshot(page, `${project}-psc-withdraw-returned`);
      assert.equal(await assets(player), 150);

      // The history: both withdrawals with their figures and states, the balance €150.
      await page.goto('/kisiselBilgiler/withdrawl');
      await page.getByTestId('withdrawable').waitFor();
      assert.equal(await page.getByTestId('withdrawable').innerText(), euro(150));
      const rows = page.getByTestId('order-records').locator('li');
      await waitUntil(
        'two withdrawals listed',
        () => rows.count(),
        (n) => n === 2,
      );
      const newer = await rows.nth(0).innerText();
      const older = await rows.nth(1).innerText();
      assert.ok(newer.includes(refused), newer);
      assert.ok(newer.includes(`−${euro(100)}`) && newer.includes('İade edildi'), newer);
      assert.ok(older.includes(paid), older);
      assert.ok(older.includes(`−${euro(150)}`) && older.includes('Ödendi'), older);
      await rows.nth(1).scrollIntoViewIfNeeded();
      await screenshot(page, `${project}-psc-withdraw-history`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
