// Bonus money end to end, in both layouts, as a player meets it: the first deposit
// takes the 100% welcome offer on Para Yatır; the bonus shows in the header and on Bonuslarım
// (progress, money left, max bet, terms); rounds in Nazar Slot (the studio's signed wallet
// calls, a stake of the max bet that wins its stake back) wager it through until it converts
// to cash; a bet above the max bet is refused; the promo code TALIH50 starts a second bonus; a
// withdrawal then shows exactly what it forfeits, "keep my bonus" changes nothing, and "yes"
// forfeits it and requests the withdrawal. Screenshots go to e2e/artifacts.
//
// Assumes the demo bonus seed (apps/server/src/seed/bonus-parts.ts): an active first_deposit
// template, 100% up to ₺1.000, minimum deposit ₺100, 10× the bonus, max bet ₺50, offered by
// getChargeInfo; an active promo code TALIH50, a fixed ₺50 with 5× wagering; slot stakes count
// 100%.
// SMS sends in this file: 4 (per layout: one registration, one withdrawal-password code).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api, latestCode } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { cliUnavailable, skipOutsideCi } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { startRound, walletCall, launchOf } from '../lib/studio-wallet.ts';
import { smsResendOpen } from '../lib/server.ts';
import { waitUntil } from '../lib/wait.ts';

const WITHDRAW_PASSWORD = '604128';
/** 10× a ₺100 bonus at ₺50 a round: 20 rounds; a few more in case a round is refused. */
const MAX_ROUNDS = 24;

let browser: Browser;
const players = {} as Record<ProjectName, { player: SeededPlayer; registeredAt: number }>;
before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  for (const project of ['desktop', 'mobile'] as ProjectName[]) {
    players[project] = {
      player: await registerPlayerViaApi(newDeviceNumber()),
      registeredAt: Date.now(),
    };
  }
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

interface BonusView {
  id: number;
  status: string;
  title: string;
  grantedMinor: number;
  balanceMinor: number;
  wageredMinor: number;
  wageringRequiredMinor: number;
  convertedMinor: number;
  forfeitedMinor: number;
}
interface Mine {
  cashMinor: number;
  bonusMinor: number;
  active: BonusView | null;
  pending: BonusView[];
  history: BonusView[];
}
const mine = (p: SeededPlayer) => api<Mine>('/bonus/mine', { pageSize: 50 }, p.user.token);

/**
 * A valid Turkish IBAN at Türkiye İş Bankası (00064) for an account number: each layout's
 * player has a card of their own (an IBAN is one of the welcome bonus's claim marks).
 */
function ibanFor(account: string): string {
  const bban = `000640${account.padStart(16, '0')}`;
  const digits = `${bban}292700`; // "TR00" moved to the end, T = 29, R = 27
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `TR${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** The header's bonus money (desktop chip, mobile line under the cash). */
const headerBonus = (page: Page) => page.getByTestId('header-bonus');

async function depositWithWelcomeOffer(page: Page, project: ProjectName) {
  await page.goto('/kisiselBilgiler/recharge');
  await ready(page);
  await page.getByRole('radio', { name: /Havale\/EFT/ }).check();
  const offers = page.getByTestId('bonus-offers');
  const welcome = offers.locator('.bn-offer', { hasText: '%100 bonus, en fazla ₺1.000,00' });
  await welcome.getByText('10 kat çevrim').waitFor();
  await welcome.getByText('En az ₺100,00 yatırım').waitFor();
  await welcome.getByText('Bahis başına en fazla ₺50,00', { exact: true }).waitFor();
  await welcome.getByRole('radio').check();
  const amount = page.getByLabel('Tutar', { exact: true });
  // Under the offer's minimum: said before anything is sent.
  await amount.fill('60');
  await amount.blur();
  await page
    .getByText(
      'Bu bonus için en az ₺100,00 yatırmanız gerekir. Tutarı artırın ya da başka bir seçenek seçin.',
    )
    .waitFor();
  await amount.fill('100');
  await amount.blur();
  await page
    .getByTestId('offer-preview')
    .getByText('₺100,00 yatırırsanız ₺100,00 bonus alırsınız; ₺1.000,00 çevrim gerekir.')
    .waitFor();
  await screenshot(page, `${project}-bonus-recharge-offer`);
  assert.deepEqual(await axeProblems(page), [], 'recharge with offers');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=D*');
  // The sandbox bank confirms by its signed webhook after a few seconds.
  await page
    .locator('.pay-summary [data-testid="order-status"]', { hasText: 'Başarılı' })
    .waitFor({ timeout: 30_000 });
}

/** Rounds of the max bet that win the stake back, until the welcome bonus has converted. */
async function playThrough(player: SeededPlayer, bonusId: number) {
  const launched = await api<{ gameUrl: string }>(
    '/labelGame/getGameUrlByGame',
    { gameId: 1, isReal: 1 },
    player.user.token,
  );
  // Above the max bet while the bonus is active: refused, nothing staked.
  const { token, studioGame } = launchOf(launched.gameUrl);
  const auth = await walletCall('authenticate', { token });
  const tooBig = await walletCall('bet', {
    token,
    playerId: auth.playerId,
    roundId: randomUUID(),
    gameId: studioGame,
    transactionId: randomUUID(),
    amount: '50.01',
    roundClosed: true,
  });
  assert.equal(tooBig.status, 'ERROR', 'a stake above the max bet is refused');
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const r = await startRound(launched.gameUrl);
    await r.bet('50.00');
    await r.win('50.00');
    const now = await mine(player);
    if (now.active?.id !== bonusId) return now;
  }
  throw new Error(`the welcome bonus did not convert within ${MAX_ROUNDS} rounds`);
}

async function setUpWithdrawals(player: SeededPlayer, registeredAt: number, account: string) {
  // The withdrawal password's code waits for the registration's to allow another.
  await smsResendOpen(registeredAt);
  await api('/sms/send', { tel: player.phone }, player.user.token);
  await api(
    '/user/withdrawPassword/set',
    { password: WITHDRAW_PASSWORD, verificationCode: await latestCode(player.phone) },
    player.user.token,
  );
  await api(
    '/user/bank/save',
    { holderName: 'Deniz Yıldız', iban: ibanFor(account), withdrawPassword: WITHDRAW_PASSWORD },
    player.user.token,
  );
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`bonus money (${project})`, () => {
    it('welcome offer on the first deposit, played through; a promo bonus forfeited to withdraw', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      const { player, registeredAt } = players[project];
      await installSession(page, player);

      // 1. The first deposit with the 100% welcome offer: ₺100 cash and ₺100 bonus.
      await depositWithWelcomeOffer(page, project);
      const granted = await waitUntil(
        'the welcome bonus',
        () => mine(player),
        (m) => m.active !== null,
        15_000,
      );
      const welcome = granted.active!;
      assert.equal(welcome.grantedMinor, 10_000);
      assert.equal(welcome.wageringRequiredMinor, 100_000);
      assert.equal(granted.cashMinor, 10_000);
      await headerBonus(page).getByText(money(100)).waitFor();

      // 2. Bonuslarım: the active bonus, nothing wagered yet.
      await page.goto('/bonuses');
      await ready(page);
      const card = page.getByTestId('bonus-active');
      await card.getByTestId('bonus-left').getByText(money(100)).waitFor();
      await card.getByTestId('bonus-percent').getByText('%0').waitFor();
      await card.getByTestId('bonus-max-bet').getByText(money(50)).waitFor();
      await card.getByText('Şartlar ve Koşullar').click();
      await card.getByText('₺100,00 bonusun 10 katı, yani ₺1.000,00 çevrim gerekir.').waitFor();
      await screenshot(page, `${project}-bonus-active`);
      assert.deepEqual(await axeProblems(page), [], 'Bonuslarım');

      // 3. Played through in the slot: it completes and ₺100 turns into cash.
      const done = await playThrough(player, welcome.id);
      const finished = done.history.find((b) => b.id === welcome.id);
      assert.equal(finished?.status, 'completed');
      assert.equal(finished?.convertedMinor, 10_000);
      assert.equal(done.cashMinor, 20_000);
      assert.equal(done.bonusMinor, 0);
      await page.reload();
      await ready(page);
      await page.getByText('Etkin bonusunuz yok').waitFor();
      const history = page.getByTestId('bonus-history');
      await history.getByText('Tamamlandı').waitFor();
      await history.getByText(`Nakde dönen: ${money(100)}`).waitFor();
      assert.equal(await headerBonus(page).count(), 0, 'no bonus money in the header');

      // 4. Another bonus: the promo code TALIH50 (a wrong code is refused in Turkish first).
      const code = page.getByLabel('Kod', { exact: true });
      await code.fill('ab');
      await page.getByRole('button', { name: 'Kodu Kullan' }).click();
      await page.getByText('Kod 3 ile 32 arasında harf, rakam ya da tireden oluşur.').waitFor();
      await code.fill('talih50');
      await page.getByRole('button', { name: 'Kodu Kullan' }).click();
      await page
        .getByTestId('bonus-active')
        .getByTestId('bonus-left')
        .getByText(money(50))
        .waitFor();
      await headerBonus(page).getByText(money(50)).waitFor();
      await screenshot(page, `${project}-bonus-promo-active`);

      // 5. A withdrawal: the forfeit is stated exactly; "keep" changes nothing; "yes" goes on.
      await setUpWithdrawals(player, registeredAt, project === 'desktop' ? '11223344' : '55667788');
      await page.goto('/kisiselBilgiler/withdrawl');
      await ready(page);
      await page
        .getByTestId('forfeit-notice')
        .getByText(
          'Etkin bir bonusunuz var: para çekme talebi oluşturursanız ₺50,00 bonus silinir.',
        )
        .waitFor();
      await page.getByLabel('Tutar', { exact: true }).fill('100');
      await page.getByLabel('Çekim şifresi', { exact: true }).fill(WITHDRAW_PASSWORD);
      await page.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bonusunuz silinecek' });
      await dialog
        .getByTestId('forfeit-amount')
        .getByText(`−${money(50)}`)
        .waitFor();
      await screenshot(page, `${project}-bonus-forfeit-dialog`);
      await dialog.getByRole('button', { name: 'Bonusu koru' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const kept = await mine(player);
      assert.equal(kept.active?.grantedMinor, 5_000, 'keeping the bonus changes nothing');
      assert.equal(kept.cashMinor, 20_000);

      await page.getByRole('button', { name: 'Çekim Talebi Oluştur' }).click();
      await dialog.getByRole('button', { name: 'Bonusu sil ve para çek' }).click();
      await page.waitForURL('**/kisiselBilgiler/recharge-detail?orderId=W*');
      const after = await mine(player);
      assert.equal(after.active, null);
      assert.equal(after.bonusMinor, 0);
      const promo = after.history.find((b) => b.grantedMinor === 5_000);
      assert.equal(promo?.status, 'forfeited');
      assert.equal(promo?.forfeitedMinor, 5_000);
      assert.equal(after.cashMinor, 10_000, 'the withdrawal holds ₺100 of the ₺200');

      await page.goto('/bonuses');
      await ready(page);
      await page.getByTestId('bonus-history').getByText('Para çekimiyle silindi').waitFor();
      await page
        .getByTestId('bonus-history')
        .getByText(`Silinen: ${money(50)}`)
        .waitFor();
      await screenshot(page, `${project}-bonus-history`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
