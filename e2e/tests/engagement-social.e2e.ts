// Promotions, invite rebates, share and customer service end to end, in both layouts: a player
// who invited a friend copies their invite link (and sees its QR code), claims the rebate the
// operator computed from the friend's stakes (the balance rises once), sees the promotions and
// claims one, reads a promotion's terms, and writes to support; the operator answers from the
// CLI and the answer appears. Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (the inviter and the invited friend, shared by both layouts).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api, apiFrom, latestCode, PASSWORD, randomPhone } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { movePlayerActivityBack } from '../lib/db.ts';
import { cliUnavailable, confirmDeposit, skipOutsideCi, credit, talihCli } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { playRound } from '../lib/studio-wallet.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
let inviter: SeededPlayer;
let inviteCode = '';
/** The invited friend's own address: every other call of the run comes from 127.0.0.1. */
const FRIEND_IP = '127.0.0.2';

const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const money = (amount: number) => lira.format(amount);
const istanbulYesterday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now() - 86_400_000);

type Info = { userid: number; inviteUUID: string; totalAssets: number };
const userInfo = (p: { user: { token: string } }) =>
  api<Info>('/user/getUserInfo', {}, p.user.token);

/**
 * Registers a friend with the inviter's code, as the invite link's form does, from the
 * friend's own device and IP address (127.0.0.2): a referral from the inviter's own IP or
 * device is a self-referral and earns the inviter nothing.
 */
async function registerInvited(code: string) {
  const deviceNumber = newDeviceNumber();
  const tourist = await apiFrom<{ token: string }>(FRIEND_IP, '/sso/v2/login', { deviceNumber });
  const phone = randomPhone();
  await api<number>('/sms/send', { tel: phone });
  const verificationCode = await latestCode(phone);
  return apiFrom<{ token: string; userid: number }>(
    FRIEND_IP,
    '/sso/register',
    {
      deviceNumber,
      mobile: phone,
      password: PASSWORD,
      verificationCode,
      inviteCode: code,
      ageConfirmed: true,
      termsAccepted: true,
    },
    tourist.token,
  );
}

before(async () => {
  browser = await launch();
  if (cliUnavailable()) return;
  inviter = await registerPlayerViaApi(newDeviceNumber());
  inviteCode = (await userInfo(inviter)).inviteUUID;
  // The friend plays ₺500 for real, yesterday (rebates are computed only for a day that has
  // ended, so the round is moved back a day); the operator computes yesterday's rebates at the
  // rate of the inviter's VIP level (level 0: 0.20%, migration 0006's default levels) = ₺1,00.
  const friend = await registerInvited(inviteCode);
  await credit(friend.userid, '600', 'e2e: davet edilen oyuncu');
  const game = await api<{ gameUrl: string }>(
    '/labelGame/getGameUrlByGame',
    { gameId: 1, isReal: 1 },
    friend.token,
  );
  await playRound(game.gameUrl, '500.00', '0.00');
  movePlayerActivityBack(friend.userid, 1);
  const out = await talihCli(['rebates', 'compute', istanbulYesterday()]);
  assert.match(out, /1 new rebate\(s\) totalling ₺1,00/);
});
after(async () => {
  await browser?.close();
});

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`engagement, social side (${project})`, () => {
    it('share: copies the invite link, shows its QR code, and the rebate is claimed once', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await installSession(page, inviter);
      await page.goto(project === 'mobile' ? '/pdd' : '/share');
      await ready(page);

      const link = page.locator('#invite-link');
      await link.waitFor();
      const url = await link.inputValue();
      assert.match(url, new RegExp(`/login\\?type=register&inviteCode=${inviteCode}$`));
      await page.locator('svg.qr-code').waitFor();
      await page.getByRole('button', { name: 'Bağlantıyı Kopyala' }).click();
      await page.getByText('Bağlantı kopyalandı.').waitFor();
      const copied = await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      );
      assert.equal(copied, url, 'the clipboard holds the invite link');

      const claim = page.getByRole('button', { name: 'İadeyi Al' });
      if (project === 'desktop') {
        // The day's rebate is waiting; one click pays it.
        await page.locator('.rebate-pending', { hasText: money(1) }).waitFor();
        await page.locator('.invitee-list', { hasText: 'Oynuyor' }).waitFor();
        await screenshot(page, `social-share-${project}`);
        await claim.click();
        await page.getByText(`${money(1)} iade bakiyenize eklendi.`).waitFor();
        await waitUntil(
          'the inviter balance',
          async () => (await userInfo(inviter)).totalAssets,
          (v) => v === 1,
        );
      }
      // Paid: nothing left to claim, the day shows as claimed, the balance rose once.
      await page.locator('.rebate-status[data-status="paid"]').waitFor();
      assert.equal(await claim.isDisabled(), true);
      assert.equal((await userInfo(inviter)).totalAssets >= 1, true);
      await page.locator('.pdd-count', { hasText: '0 / 3 arkadaş' }).waitFor();
      if (project === 'mobile') await screenshot(page, `social-share-${project}`);
      await noAxeProblems(page, `share (${project})`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('promotions: the list, a claim paid once, and a promotion’s terms', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      await installSession(page, inviter);
      await page.goto('/promotions');
      await ready(page);
      const cards = page.locator('.promo-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 4);
      const welcome = cards.filter({ hasText: 'Hoş geldiniz hediyesi' });
      const firstDeposit = cards.filter({ hasText: 'İlk yatırıma' });
      if (project === 'desktop') {
        // The gifts wait for a deposit (the welcome gift too: it needs a verified phone and a
        // confirmed deposit, so new accounts opened for it get nothing).
        await welcome.getByRole('link', { name: 'Önce para yatırın' }).waitFor();
        await firstDeposit.getByRole('link', { name: 'Önce para yatırın' }).waitFor();
        const order = await api<{ orderId: string }>(
          '/recharge/createRechargeOrder',
          { amount: 100, method: 'havale' },
          inviter.user.token,
        );
        await confirmDeposit(order.orderId);
        await page.reload();
        await ready(page);
        const before = (await userInfo(inviter)).totalAssets;
        await welcome.getByRole('button', { name: /Ödülü Al/ }).click();
        await page.getByText(`${money(10)} bakiyenize eklendi.`).waitFor();
        await waitUntil(
          'the balance after the gift',
          async () => (await userInfo(inviter)).totalAssets,
          (v) => v === before + 10,
        );
      }
      await welcome.getByText('Alındı').waitFor();
      // After the deposit the first-deposit gift may be claimed too.
      await firstDeposit.getByRole('button', { name: /Ödülü Al/ }).waitFor();
      await screenshot(page, `social-promotions-${project}`);
      await noAxeProblems(page, `promotions (${project})`);

      await cards
        .filter({ hasText: 'Slot turnuvası' })
        .getByRole('link', { name: 'Detaylar' })
        .click();
      await page.waitForURL(/\/promotions\?id=\d+$/);
      await page.getByRole('heading', { name: 'Şartlar ve Koşullar' }).waitFor();
      await page.locator('.promo-terms li').first().waitFor();
      await screenshot(page, `social-promotion-detail-${project}`);
      await noAxeProblems(page, `promotion detail (${project})`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('customer service: channels, a message to support and the operator’s answer', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      await installSession(page, inviter);
      await page.goto('/customerService');
      await ready(page);
      await page.locator('.support-channel', { hasText: 'destek@talih.example' }).waitFor();
      // An empty message is refused with a message in the player's language.
      await page.getByRole('button', { name: 'Gönder' }).click();
      await page.getByRole('alert').filter({ hasText: 'Lütfen bir mesaj yazın.' }).waitFor();
      const question = `Merhaba, iade ne zaman hesaplanıyor? (${project})`;
      await page.getByPlaceholder('Mesajınızı yazın…').fill(question);
      await page.getByRole('button', { name: 'Gönder' }).click();
      await page.locator('.support-message[data-from="player"]', { hasText: question }).waitFor();

      const answer = `Her gün, bir önceki günün bahislerinden hesaplanır. (${project})`;
      const { userid } = await userInfo(inviter);
      await talihCli(['support', 'reply', String(userid), answer]);
      await page.reload();
      await ready(page);
      await page.locator('.support-message[data-from="staff"]', { hasText: answer }).waitFor();
      await screenshot(page, `social-support-${project}`);
      await noAxeProblems(page, `customer service (${project})`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
