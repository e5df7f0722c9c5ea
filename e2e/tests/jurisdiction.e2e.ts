// The German deployment (JURISDICTION=de) end to end, in both layouts: a second server started
// by this file with the German pack. Amounts read in euros on the home page and the deposit
// page (after the deposit limit GlüStV asks for first), the phone field says +49, the player
// is verified through the identity vendor (the sandbox's Onfido simulator, pressed through in
// the browser) before the first spin, and Nazar Slot follows GlüStV: the stake stops at €1,00,
// the spin button waits 5 s after a spin with a countdown, and there is no autoplay. The panic button locks the account for 24 h with one
// tap and no confirmation.
// Screenshots of the German home and slot go to e2e/artifacts.
// SMS sends in this file: 3 (one registration per test, on the German server).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { launch, screenshot, type ProjectName } from '../lib/browser.ts';
import { newDeviceNumber, type SeededPlayer } from '../lib/session.ts';
import { startServer, type ExtraServer } from '../lib/server.ts';
import { logInGerman, openOn, ready } from '../lib/german-pages.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
let de: ExtraServer;
before(async () => {
  browser = await launch();
  de = await startServer({ JURISDICTION: 'de' });
});
after(async () => {
  await browser?.close();
  await de?.stop();
});

const euro = (amount: number) =>
  new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(amount);

type Envelope<T> = { state: string; msg: string; resultData: T };

async function answer<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${de.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ appId: 2020, ...body }),
  });
  return (await res.json()) as Envelope<T>;
}

async function call<T>(path: string, body: object, token?: string): Promise<T> {
  const envelope = await answer<T>(path, body, token);
  if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}

/** A German player (+49 151 …) registered on the German server, credited €100 by the CLI. */
async function germanPlayer(): Promise<SeededPlayer> {
  const deviceNumber = newDeviceNumber();
  const tourist = await call<{ token: string }>('/sso/v2/login', { deviceNumber });
  const phone = `151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call('/sms/send', { tel: phone });
  const verificationCode = await call<string>('/sms/getTest', { tel: phone });
  const user = await call<Record<string, unknown> & { token: string; mobile: string }>(
    '/sso/register',
    {
      deviceNumber,
      mobile: phone,
      password: 'gizli1234',
      verificationCode,
      ageConfirmed: true,
      termsAccepted: true,
    },
    tourist.token,
  );
  assert.equal(user.mobile, `49${phone}`, 'stored with the German code');
  await de.cli(['credit', String(user.userid ?? user.id), '100.00', '--reason', 'e2e: de']);
  return { phone, password: 'gizli1234', user, deviceNumber };
}

const openGerman = (project: ProjectName) => openOn(browser, de.base, project);
const logIn = logInGerman;

const BALANCE: Record<ProjectName, string> = {
  desktop: 'header .chip-balance .balance-value',
  mobile: '.m-assets .balance-value',
};

/** Where each layout shows the balance during a game. */
const GAME_BALANCE: Record<ProjectName, string> = {
  desktop: 'header .chip-balance .balance-value',
  mobile: '.game-bar .balance-value',
};

async function slotFrame(page: Page): Promise<FrameLocator> {
  await page.locator('iframe[title="Nazar Slot"]').waitFor();
  return page.frameLocator('iframe[title="Nazar Slot"]');
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`the German deployment (${project})`, () => {
    it('shows euros, +49, and paces Nazar Slot at €1 and 5 s a spin with no autoplay', async () => {
      const player = await germanPlayer();
      const { page, context, errors } = await openGerman(project);
      // The login form's phone field says +49 and takes the national number.
      await logIn(page, player);
      await ready(page);
      const balance = page.locator(BALANCE[project]);
      await waitUntil(
        'balance in euros',
        () => balance.innerText(),
        (v) => v === euro(100),
      );
      await screenshot(page, `${project}-de-home`);

      await page.goto('/kisiselBilgiler/recharge');
      await ready(page);
      // GlüStV: a deposit limit before the first deposit, and identity checked before paying in.
      await page.getByTestId('kyc-notice').waitFor();
      const offer = page.getByTestId('deposit-limit-offer');
      await offer.locator('select').selectOption('month');
      await offer.getByLabel('Yatırım Limiti').fill('500');
      await offer.getByRole('button', { name: 'Kaydet' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.locator('.input-prefix', { hasText: '€' }).first().waitFor();
      assert.ok(
        (await page.locator('#main').innerText()).includes(euro(100)),
        'the deposit page shows the balance in euros',
      );
      await screenshot(page, `${project}-de-recharge`);

      // GlüStV: identity verified before play. Registered, not verified, the game is refused
      // naming what is missing; the Verification page hands over to the identity vendor's
      // capture page (the sandbox's Onfido simulator), which brings the player back verified.
      const refused = await answer(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        player.user.token,
      );
      assert.equal(refused.state, '500');
      assert.match(refused.msg, /^Gerçek parayla oynamak için hesabınızın Doğrulanmış seviyesinde/);
      await call(
        '/kyc/basic',
        {
          fullName: 'Lena Schmidt',
          birthDate: '1991-06-02',
          country: 'DE',
          city: 'Köln',
          address: 'Hohe Straße 12, 50667 Köln',
          nationalId: 'T22000129',
        },
        player.user.token,
      );
      await page.goto('/verification');
      await ready(page);
      await page.getByTestId('kyc-level').and(page.locator('[data-level="basic"]')).waitFor();
      await screenshot(page, `${project}-de-verification`);
      await page.getByTestId('identity-start').click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/onfido/capture/'));
      await screenshot(page, `${project}-de-onfido-capture`);
      await page.getByRole('button', { name: 'Gönder' }).click();
      await page.waitForURL((url) => url.pathname === '/verification');
      await ready(page);
      await page.getByTestId('kyc-level').and(page.locator('[data-level="verified"]')).waitFor();
      await page
        .getByTestId('identity-status')
        .and(page.locator('[data-status="clear"]'))
        .waitFor();
      await screenshot(page, `${project}-de-verified`);

      await page.goto(project === 'desktop' ? '/gamePlaying/1' : '/gamePlaying/1/1');
      await ready(page);
      const frame = await slotFrame(page);
      const spinButton = frame.getByRole('button', { name: /^Çevir/ });
      await spinButton.waitFor({ timeout: 15_000 });
      // The stake selector stops at €1,00: the only level, so neither step button works.
      assert.equal(await frame.locator('.bet-amount').innerText(), euro(1));
      assert.ok(await frame.getByRole('button', { name: 'Bahsi artır' }).isDisabled());
      await frame.getByText('Tur başına en az 5 sn').waitFor();
      await frame.getByText(`Tur başına en fazla ${euro(1)}`).waitFor();
      assert.equal(await frame.getByText(/otomatik oyun|autoplay/i).count(), 0, 'no autoplay');
      await screenshot(page, `${project}-de-slot`);

      const clicked = Date.now();
      await spinButton.click();
      // After the reels stop the button counts down, disabled, until 5 s have passed.
      const waiting = frame.locator('button.btn-main:disabled', { hasText: /Çevir \(\d sn\)/ });
      await waiting.waitFor({ timeout: 5_000 });
      await screenshot(page, `${project}-de-slot-wait`);
      await frame.locator('button.btn-main:enabled', { hasText: /^Çevir$/ }).waitFor({
        timeout: 10_000,
      });
      const waited = Date.now() - clicked;
      assert.ok(waited >= 5_000, `the next spin opened after ${waited} ms, not before 5,000`);
      // The €1 spin moved real money: one round staking €1, its win (which may be exactly the
      // stake, leaving the balance where it was) paid to the same balance, which the game
      // page follows in euros.
      const record = await call<{ list: { betAmount: number; winAmount: number }[] }>(
        '/balance/getGameRecord',
        { page: 1, pageSize: 20 },
        player.user.token,
      );
      assert.equal(record.list.length, 1, 'one round recorded');
      assert.equal(record.list[0]?.betAmount, 1, 'the spin staked €1 of real money');
      const after = await call<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
      assert.equal(
        after.totalAssets,
        99 + (record.list[0]?.winAmount ?? 0),
        'balance = 100 − 1 + win',
      );
      const inGame = page.locator(GAME_BALANCE[project]);
      await waitUntil(
        'game balance',
        () => inGame.innerText(),
        (v) => v === euro(after.totalAssets),
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('the German panic button (desktop)', () => {
  it('locks the account for 24 hours at one tap, with no confirmation', async () => {
    const player = await germanPlayer();
    const token = player.user.token;
    const { page, context, errors } = await openGerman('desktop');
    await logIn(page, player);
    await page.goto('/responsible-gaming');
    await ready(page);
    const tapped = Date.now();
    await page.getByRole('button', { name: 'Panik butonu: şimdi kilitle' }).click();
    // No dialog asks first: the lock is in force and the page says so.
    await page.getByText('Hesabınız kilitli (panik butonu)').waitFor();
    assert.equal(await page.locator('dialog[open], [role="dialog"]').count(), 0, 'no confirmation');
    await screenshot(page, 'desktop-de-panic');

    const overview = await call<{ exclusion: { kind: string; endsAt: number } | null }>(
      '/protection/overview',
      {},
      token,
    );
    assert.equal(overview.exclusion?.kind, 'panic');
    const lockedMs = (overview.exclusion?.endsAt ?? 0) - tapped;
    const day = 24 * 3600 * 1000;
    assert.ok(lockedMs > day - 60_000 && lockedMs <= day + 60_000, `locked ${lockedMs} ms`);
    // Real play is refused while it lasts; the money stays the player's.
    const launch = await answer('/labelGame/getGameUrlByGame', { gameId: 1, isReal: 1 }, token);
    assert.equal(launch.state, '500');
    assert.match(launch.msg, /oyuna kapalı/);
    const info = await call<{ totalAssets: number }>('/user/getUserInfo', {}, token);
    assert.equal(info.totalAssets, 100);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
