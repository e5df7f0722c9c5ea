// Engagement rewards end to end, in both layouts: the operator sends a mail with a prize from
// the CLI, the player opens it from the header bell, claims it and sees the balance rise;
// signs in for the day in the sign-in dialog; spins the primary wheel (a spin earned by a
// deposit, once wagered) and sees the prize in the balance; looks at the VIP page. Screenshots go to
// e2e/artifacts.
// SMS sends in this file: 2 (one registered player per layout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { cliUnavailable, confirmDeposit, skipOutsideCi, talihCli } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { playRound } from '../lib/studio-wallet.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  // Every segment of the primary wheel pays, so the spin's prize shows in the balance.
  await talihCli([
    'wheel',
    'segments',
    'primary',
    '--set',
    '5:30,10:25,15:20,20:12,5:30,50:6,10:25,100:2',
  ]);
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

const balanceOf = async (p: SeededPlayer) =>
  (await api<{ totalAssets: number }>('/user/getUserInfo', {}, p.user.token)).totalAssets;

function headerBalance(page: Page, project: ProjectName) {
  return page
    .locator(
      project === 'desktop' ? 'header .chip-balance .balance-value' : '.m-assets .balance-value',
    )
    .innerText();
}

async function balanceShows(page: Page, project: ProjectName, amount: number) {
  await waitUntil(
    'header balance',
    () => headerBalance(page, project),
    (v) => v === money(amount),
  );
}

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`engagement rewards (${project})`, () => {
    it('claims a mail prize, signs in for the day, spins a wheel, sees VIP', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const player = await registerPlayerViaApi(newDeviceNumber());
      const userId = String(player.user.userid);
      // A deposit of ₺100, confirmed by the operator: one spin of the primary wheel.
      const order = await api<{ orderId: string }>(
        '/recharge/createRechargeOrder',
        { amount: 100, method: 'havale' },
        player.user.token,
      );
      await confirmDeposit(order.orderId);
      // A deposit earns its spin once wagered: a ₺100 bet won back leaves the balance at ₺100.
      const game = await api<{ gameUrl: string }>(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        player.user.token,
      );
      await playRound(game.gameUrl, '100.00', '100.00');
      const sent = await talihCli([
        'send-mail',
        '--to',
        userId,
        '--title',
        'Hoş geldin hediyesi',
        '--content',
        'Aramıza hoş geldiniz. Hediyeniz bu mesajda.',
        '--amount',
        '12.50',
      ]);
      assert.match(sent, /sent to 1 player/);

      const { page, context, errors } = await open(browser, project);
      await installSession(page, player);
      await page.goto('/');
      await ready(page);
      await balanceShows(page, project, 100);

      // 1. Mail: the bell shows one unread; the mail opens in a dialog and is marked read;
      // its prize is claimed once and the balance rises.
      const bell = page.getByRole('button', { name: 'Mesajlar: 1 okunmamış' });
      await bell.click();
      const panel = page.getByTestId('mail-panel');
      await panel.getByText('Hoş geldin hediyesi').waitFor();
      await screenshot(page, `${project}-engagement-mail-panel`);
      await panel.getByRole('button', { name: /Hoş geldin hediyesi/ }).click();
      const dialog = page.getByTestId('mail-dialog');
      await dialog.getByText('Aramıza hoş geldiniz. Hediyeniz bu mesajda.').waitFor();
      await dialog.getByText(money(12.5)).waitFor();
      await noAxeProblems(page, 'mail dialog');
      await screenshot(page, `${project}-engagement-mail-dialog`);
      await dialog.getByRole('button', { name: 'Ödülü Al' }).click();
      await dialog.getByTestId('mail-claimed').waitFor();
      await balanceShows(page, project, 112.5);
      assert.equal(await balanceOf(player), 112.5, 'the mail prize was credited once');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Mesajlar', exact: true }).waitFor();

      // 2. Daily sign-in: day 1 of the calendar, once today.
      if (project === 'desktop') {
        await page.getByTestId('sign-in-button').click();
      } else {
        await page.goto('/vip');
        await page.getByRole('button', { name: /Günlük Giriş Ödülü/ }).click();
      }
      const signIn = page.getByTestId('sign-in-dialog');
      await signIn.getByText('Bir gün ödül almazsanız seri sıfırlanır', { exact: false }).waitFor();
      await screenshot(page, `${project}-engagement-sign-in`);
      await noAxeProblems(page, 'sign-in dialog');
      await signIn.getByRole('button', { name: `1. günün ödülünü al: ${money(1)}` }).click();
      await signIn.getByTestId('sign-in-done').waitFor();
      await balanceShows(page, project, 113.5);
      await screenshot(page, `${project}-engagement-sign-in-done`);
      await page.keyboard.press('Escape');
      await signIn.waitFor({ state: 'hidden' });

      // 3. The wheel: one spin from the deposit; the server's prize lands and is paid.
      await page.goto('/vip-wheel');
      await page.getByTestId('wheel-page').waitFor();
      const sources = page.getByTestId('spin-source-deposits');
      await sources.getByText('1', { exact: true }).waitFor();
      await page.getByTestId('wheel-odds').getByText('%20,00').first().waitFor();
      await noAxeProblems(page, 'wheel page');
      await screenshot(page, `${project}-engagement-wheel`);
      await page.getByTestId('wheel-spin').click();
      const result = page.getByTestId('wheel-result');
      await result.getByText('Tebrikler!', { exact: false }).waitFor({ timeout: 15_000 });
      const won = Number(
        (await result.innerText())
          .match(/₺([\d.,]+)/)?.[1]
          ?.replace('.', '')
          .replace(',', '.'),
      );
      assert.ok(won > 0, `a prize: ${await result.innerText()}`);
      await balanceShows(page, project, 113.5 + won);
      assert.equal(await balanceOf(player), 113.5 + won, 'the wheel prize was credited once');
      await page.getByTestId('spins-left').getByText('0', { exact: true }).waitFor();
      await screenshot(page, `${project}-engagement-wheel-won`);

      // 4. VIP: the level, the progress and the levels' benefits.
      await page.goto('/vip');
      await page.getByTestId('vip-level').getByText('VIP 0').waitFor();
      await page.getByTestId('vip-levels').waitFor();
      await noAxeProblems(page, 'vip page');
      await screenshot(page, `${project}-engagement-vip`);

      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
