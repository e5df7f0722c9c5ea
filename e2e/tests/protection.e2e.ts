// Player protection end to end, in both layouts: a daily deposit limit set in the sign-up
// form, a deposit over it refused with what is left, the limit raised and the waiting period
// shown; a time-out after which only withdrawal and history stay open; the reality check
// after an hour of play. Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (one registration through the form per layout) + 2 by API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  launch,
  open,
  ready,
  screenshot,
  type PageGlobals,
  type ProjectName,
} from '../lib/browser.ts';
import { api, latestCode, PASSWORD, randomPhone } from '../lib/api.ts';
import { cliUnavailable, credit, talihCli } from '../lib/cli.ts';
import { timeStep, totpAt } from '../../apps/server/src/backoffice/auth/totp.ts';
import { movePlaySessionBack } from '../lib/db.ts';
import { installSession, newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';
import { startRound } from '../lib/studio-wallet.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const tap = (project: ProjectName) => (project === 'mobile' ? 'tap' : 'click');

async function registerWithLimit(page: Page, project: ProjectName) {
  await page.goto(project === 'mobile' ? '/register' : '/login?type=register');
  await ready(page);
  const form = page.getByRole('form', { name: 'Kaydol' });
  const phone = randomPhone();
  await form.getByLabel('Telefon numarası').fill(phone);
  const answered = page.waitForResponse((r) => r.url().endsWith('/sms/send'));
  await form.getByRole('button', { name: 'Kod Gönder' }).click();
  await answered;
  await form.getByLabel('Doğrulama kodu').fill(await latestCode(phone));
  await form.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Günlük yatırım limiti (isteğe bağlı)').fill('300');
  await form.getByLabel('18 yaşından büyüğüm').check();
  await form.getByLabel('Şartlar ve Koşulları kabul ediyorum').check();
  const limitSet = page.waitForResponse((r) => r.url().endsWith('/protection/limit/set'));
  await form.getByRole('button', { name: 'Kaydol' })[tap(project)]();
  const body = (await (await limitSet).json()) as { state: string };
  assert.equal(body.state, '200', 'the limit was saved right after sign-up');
  await page.waitForURL((url) => url.pathname === '/');
}

async function deposit(page: Page, amount: string) {
  await page.goto('/kisiselBilgiler/recharge');
  await ready(page);
  await page.getByRole('textbox', { name: 'Tutar' }).fill(amount);
  await page.getByRole('button', { name: 'Devam Et' }).click();
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`player protection (${project})`, () => {
    it('a deposit limit from sign-up refuses a deposit over it; a raise waits', async () => {
      const { page, context } = await open(browser, project);
      await page.goto('/');
      await ready(page);
      await registerWithLimit(page, project);

      await deposit(page, '200');
      await page.waitForURL('**/recharge-detail**');
      await deposit(page, '150');
      await page
        .getByText('Limitiniz yenilenene kadar en fazla ₺100,00 yatırabilirsiniz.', {
          exact: false,
        })
        .waitFor();
      assert.match(page.url(), /\/recharge$/, 'no order page for a refused deposit');

      await page.goto('/responsible-gaming');
      await ready(page);
      const day = page.getByTestId('limit-deposit-day');
      await day.getByText('₺300,00').waitFor();
      await day.getByText('Kalan ₺100,00', { exact: false }).waitFor();
      await day.getByRole('textbox').fill('500');
      await day.getByRole('button', { name: 'Kaydet' }).click();
      const pending = page.getByTestId('limit-deposit-day-pending');
      await pending.waitFor();
      assert.match(
        await pending.innerText(),
        /₺500,00 olarak yeni limitiniz .* itibarıyla geçerli olacak\./,
      );
      await day.getByText('₺300,00').waitFor();
      await screenshot(page, `${project}-protection-limits`);
      await context.close();
    });

    it('a time-out leaves only withdrawal and history open', async () => {
      const { page, context } = await open(browser, project);
      const player = await registerPlayerViaApi(newDeviceNumber());
      await installSession(page, player);
      await page.goto('/responsible-gaming');
      await ready(page);
      await page.getByRole('button', { name: '1 gün' })[tap(project)]();
      const dialog = page.getByRole('dialog', { name: '1 gün mola verilsin mi?' });
      await dialog.getByRole('button', { name: 'Onayla' })[tap(project)]();
      const notice = page.getByTestId('rg-excluded');
      await notice.getByRole('heading', { name: 'Moladasınız' }).waitFor();
      await notice.getByRole('link', { name: 'Para Çek' }).waitFor();
      await notice.getByRole('link', { name: 'Hesap Geçmişi' }).waitFor();
      assert.equal(
        await page.getByRole('button', { name: '1 gün' }).count(),
        0,
        'no second break offered',
      );
      // The page scrolls up to the notice that replaced the break options.
      await page.waitForFunction(() => (globalThis as unknown as PageGlobals).scrollY === 0);
      await screenshot(page, `${project}-protection-time-out`);

      // The lobby and the promotions show the time-out in their place; the server refuses
      // their calls too.
      for (const path of ['/', '/promotions']) {
        await page.goto(path);
        const gate = page.getByTestId('exclusion-gate');
        await gate.getByRole('heading', { name: 'Moladasınız' }).waitFor();
        await gate
          .getByText(
            "Bu sürede yalnızca para çekebilir, geçmişinizi ve limitlerinizi görebilir, Müşteri Hizmetleri'ne ulaşabilirsiniz.",
          )
          .waitFor();
        assert.equal(await page.getByTestId('game-grid').count(), 0, `no games on ${path}`);
      }
      await screenshot(page, `${project}-protection-promotions-closed`);
      await assert.rejects(api('/labelGame/list', {}, player.user.token), /oyuna kapalı/);
      await assert.rejects(api('/activity/list', {}, player.user.token), /oyuna kapalı/);
      const support = page
        .getByTestId('exclusion-gate')
        .getByRole('link', { name: 'Müşteri Hizmetleri' });
      await support[tap(project)]();
      await page.waitForURL('**/customerService');
      await page.getByTestId('exclusion-gate').waitFor({ state: 'detached' });

      // Deposit: the page shows the time-out instead of the form; the server refuses anyway.
      await page.goto('/kisiselBilgiler/recharge');
      await ready(page);
      await page.getByTestId('rg-excluded').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Devam Et' }).count(), 0);
      await assert.rejects(
        api('/recharge/createRechargeOrder', { amount: 100, method: 'havale' }, player.user.token),
        /oyuna kapalı/,
      );
      // A real-money game launch is refused; withdrawal opens.
      await assert.rejects(
        api('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, player.user.token),
        /oyuna kapalı/,
      );
      await page.goto('/kisiselBilgiler/withdrawl');
      await ready(page);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await context.close();
    });

    it('the reality check shows time played and the result after an hour of play', async (t) => {
      const missing = cliUnavailable();
      if (missing) return t.skip(missing);
      const { page, context } = await open(browser, project);
      const player = await registerPlayerViaApi(newDeviceNumber());
      const userId = Number(player.user.userid ?? player.user.id);
      await credit(userId, '50.00', 'e2e: reality check');
      const launched = await api<{ gameUrl: string }>(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        player.user.token,
      );
      const round = await startRound(launched.gameUrl);
      await round.bet('5.00', true);
      movePlaySessionBack(userId, 61);
      await installSession(page, player);
      await page.goto('/');
      await ready(page);
      const dialog = page.getByRole('dialog', { name: 'Gerçeklik kontrolü' });
      await dialog.waitFor();
      await dialog.getByText('1 sa 1 dk').waitFor();
      await dialog.getByText('-₺5,00').waitFor();
      // The way to the help-line, in a new tab so the game stays where it was.
      const help = dialog.getByRole('link', {
        name: 'Ara vermek mi istiyorsunuz? Destek hattına ulaşın',
      });
      assert.equal(await help.getAttribute('href'), '/safer-gambling');
      assert.equal(await help.getAttribute('target'), '_blank');
      await screenshot(page, `${project}-protection-reality-check`);
      await dialog.getByRole('button', { name: 'Devam et' })[tap(project)]();
      await dialog.waitFor({ state: 'hidden' });

      // The account history counts the stake and the hour played this month.
      await page.goto('/account-history');
      await ready(page);
      const history = page.getByTestId('account-history');
      await history.getByText('-₺5,00').first().waitFor();
      await screenshot(page, `${project}-protection-account-history`);
      await context.close();
    });
  });
}

const BO_URL = process.env.E2E_BO_URL ?? 'http://localhost:3001';
const STAFF_PASSWORD = 'e2e-koruma-sifre-42';

/** A risk staff member created from the CLI, enrolled and signed in on the back-office. */
async function signInRisk(page: Page) {
  const name = `risk.${Date.now().toString(36).slice(-5)}`;
  const out = await talihCli(['staff', 'create', name, '--role', 'risk']);
  const link = new URL(/https?:\/\/\S+/.exec(out)?.[0] ?? '');
  await page.goto(`${BO_URL}${link.pathname}${link.search}${link.hash}`);
  await page.getByLabel('Yeni şifre', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Yeni şifre (tekrar)').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByRole('link', { name: 'Giriş sayfasına git' }).click();
  await page.getByLabel('Kullanıcı adı').fill(name);
  await page.getByLabel('Şifre', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Devam' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('6 haneli kod').fill(totpAt(secret, timeStep()));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.locator('.shell').waitFor();
}

describe('player protection in the back-office (desktop)', () => {
  it('risk sees a time-out, excludes the player with a reason, finds them in the list', async (t) => {
    const missing = cliUnavailable();
    if (missing) return t.skip(missing);
    const player = await registerPlayerViaApi(newDeviceNumber());
    const userId = Number(player.user.userid ?? player.user.id);
    await api('/protection/time-out', { hours: 24 }, player.user.token);
    const { page, context } = await open(browser, 'desktop');
    await signInRisk(page);
    await page.goto(`${BO_URL}/protection/${userId}`);
    await page.getByRole('heading', { name: `Oyuncu #${userId} · koruma` }).waitFor();
    await page.getByRole('cell', { name: 'Mola' }).first().waitFor();
    await page.getByRole('button', { name: 'Hariç tut…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oyuncu oyundan hariç tutulsun mu?' });
    await dialog.getByLabel('Gerekçe').fill('Sorumlu oyun incelemesi');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await page.getByText('Oyuncu hariç tutuldu.').waitFor();
    await page.getByRole('cell', { name: 'Sorumlu oyun incelemesi' }).first().waitFor();
    await screenshot(page, 'backoffice-protection-player');
    await page.goto(`${BO_URL}/protection`);
    await page
      .getByRole('link', { name: new RegExp(`#${userId}`) })
      .first()
      .waitFor();
    await screenshot(page, 'backoffice-protection-excluded');
    await context.close();
  });
});
