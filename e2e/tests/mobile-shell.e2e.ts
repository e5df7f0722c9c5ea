// Mobile: header for guests (with tracking), drawer, tab bar and its login redirect.
// SMS sends in this file: 1 (one registered player, shared by the tests that need one).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, waitForTitle } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The seed's twelve providers (docs/seed-spec.md S1.7), in the drawer's order. */
const SEED_PROVIDERS = [
  'Pragmatic Play',
  'TADA',
  'Vivo',
  'PG',
  'Bgaming',
  'WAZDAN',
  'Microgaming',
  'NetEnt',
  'PlayNGo',
  'Playson',
  'Evolution',
  'Ezugi',
];

interface Provider {
  firmCode: string;
  firmName: string;
  categoryId: number;
}

let registered: Promise<SeededPlayer> | undefined;
/** The file's one registered player (one SMS), made on first use. */
const player = () => (registered ??= registerPlayerViaApi(newDeviceNumber()));

describe('mobile shell', () => {
  it('header has the menu button, logo and guest buttons; Giriş Yap sends tracking', async () => {
    const { page, context } = await open(browser, 'mobile');
    await page.goto('/');
    await ready(page);
    const header = page.locator('header.m-header');
    await header.getByRole('button', { name: 'Menüyü aç' }).waitFor();
    await header.getByRole('link', { name: 'Talih Ana Sayfa' }).waitFor();
    await header.getByRole('button', { name: 'Kaydol' }).waitFor();
    const tracked = page.waitForRequest((r) => r.url().endsWith('/tracking/uploadTrack'));
    await header.getByRole('button', { name: 'Giriş Yap' }).tap();
    const body = (await tracked).postDataJSON() as { eventType: number; eventId: number };
    assert.equal(body.eventType, 2);
    assert.equal(body.eventId, 3);
    await page.waitForURL('**/login');
    await screenshot(page, 'mobile-login');
    await context.close();
  });

  it('the drawer slides in with search, shortcuts and one icon per provider', async () => {
    const { page, context } = await open(browser, 'mobile');
    await page.goto('/');
    await ready(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.waitFor();
    await drawer.getByPlaceholder('Oyun ara').waitFor();
    await drawer.getByRole('button', { name: 'Favoriler' }).waitFor();
    // The seed's two shortcuts (home goes to Sport, favourites to Home with Favoriler active),
    // and the recent games, which the mobile set reaches no other way.
    const shortcuts = drawer.getByRole('navigation', { name: 'Kısayollar' }).getByRole('button');
    assert.deepEqual(
      (await shortcuts.allInnerTexts()).map((s) => s.trim()),
      ['Spor', 'Favoriler', 'Son Oynananlar'],
    );
    // The lobby changed this: the icons come from the game list's providers (seed S2 "one icon
    // per provider from the game list"), which are the seed's twelve plus the house studio
    // whose real games lead Home. So: the twelve are all there, by name, in the seed's order,
    // and nothing else but Talih Stüdyo (where the old test counted 12 fixed icons).
    const icons = drawer.getByTestId('drawer-provider');
    await icons.first().waitFor();
    const names = (await icons.locator('.m-provider-name').allInnerTexts()).map((s) => s.trim());
    assert.deepEqual(
      names.filter((n) => SEED_PROVIDERS.includes(n)),
      SEED_PROVIDERS,
    );
    assert.deepEqual(
      names.filter((n) => !SEED_PROVIDERS.includes(n)),
      ['Talih Stüdyo'],
    );
    assert.equal(await drawer.locator('.m-provider').count(), 13);
    await page.waitForTimeout(300); // let the slide-in finish for the screenshot
    await screenshot(page, 'mobile-drawer');
    // Any drawer action while logged out goes to login.
    await drawer.getByRole('button', { name: 'Evolution' }).tap();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('logged in, every provider icon opens gameAll with its firmCode', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, await player());
    const { providerList } = await api<{ providerList: Provider[] }>('/labelGame/list', {});
    assert.equal(providerList.length, 13);
    await page.goto('/');
    await ready(page);
    await page.locator('header .m-assets').waitFor();
    for (const p of providerList) {
      await page.getByRole('button', { name: 'Menüyü aç' }).tap();
      const drawer = page.getByRole('dialog', { name: 'Menü' });
      await drawer
        .getByTestId('drawer-provider')
        .and(drawer.getByRole('button', { name: p.firmName }))
        .tap();
      const path = `/gameAll/${p.categoryId}/${encodeURIComponent(p.firmName)}/${p.firmCode}`;
      await page.waitForURL((url) => url.pathname === path);
      await page
        .getByTestId('game-all-page')
        .getByRole('heading', { level: 1, name: p.firmName })
        .waitFor();
      await drawer.waitFor({ state: 'hidden' });
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('logged in, the shortcuts go to Sport, and to Home with Favoriler active (S2.34)', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, await player());
    await page.goto('/menu');
    await ready(page);
    await page.locator('header .m-assets').waitFor();
    const shortcut = async (name: string) => {
      await page.getByRole('button', { name: 'Menüyü aç' }).tap();
      const drawer = page.getByRole('dialog', { name: 'Menü' });
      await drawer
        .getByRole('navigation', { name: 'Kısayollar' })
        .getByRole('button', { name })
        .tap();
      await drawer.waitFor({ state: 'hidden' });
    };
    await shortcut('Spor');
    await page.waitForURL((url) => url.pathname === '/sport');
    await shortcut('Favoriler');
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByTestId('label-chip-favoriler')
      .and(page.locator('[aria-pressed=true]'))
      .waitFor();
    await screenshot(page, 'mobile-drawer-favorites-shortcut');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a menu opened while the next page loads stays open when it arrives; back closes it for good', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, await player());
    // The Sport page's code arrives 2 s late (a slow phone network): the browser already
    // shows /sport while the menu page stays on screen.
    let sportCodeSent = false;
    await page.route(/\/assets\/SportPage-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 2_000));
      sportCodeSent = true;
      await route.continue();
    });
    await page.goto('/menu');
    await ready(page);
    await page.locator('header .m-assets').waitFor();
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer
      .getByRole('navigation', { name: 'Kısayollar' })
      .getByRole('button', { name: 'Spor' })
      .tap();
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === '/sport');
    assert.equal(sportCodeSent, false, 'the menu is opened again before the Sport page arrives');
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    await drawer.waitFor();
    await page.getByTestId('upcoming-list').first().waitFor({ timeout: 10_000 });
    assert.ok(sportCodeSent);
    // The page arrived under the open menu, which stays open and usable.
    await page.waitForTimeout(500);
    assert.equal(await drawer.isVisible(), true, 'the menu is still open');
    await drawer
      .getByRole('navigation', { name: 'Kısayollar' })
      .getByRole('button', { name: 'Favoriler' })
      .tap();
    await page.waitForURL((url) => url.pathname === '/');
    await drawer.waitFor({ state: 'hidden' });
    // The back button closes an open menu with the page it was opened on; coming forward to
    // that page again does not reopen it.
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    await drawer.waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/sport');
    await drawer.waitFor({ state: 'hidden' });
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('label-chip-favoriler').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await drawer.isVisible(), false, 'the menu stays closed');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the tab bar has five tabs; a tab tap while logged out goes to login', async () => {
    const { page, context } = await open(browser, 'mobile');
    await page.goto('/');
    await ready(page);
    const tabs = page.getByRole('navigation', { name: 'Alt menü' });
    assert.deepEqual(
      (await tabs.getByRole('button').allInnerTexts()).map((s) => s.trim()),
      ['Ana Sayfa', 'Spor', 'Promo', 'Paylaş', 'Profil'],
    );
    await tabs.getByRole('button', { name: 'Ana Sayfa' }).tap();
    assert.equal(new URL(page.url()).pathname, '/');
    await tabs.getByRole('button', { name: 'Spor' }).tap();
    await page.waitForURL('**/login');
    await waitForTitle(page, 'Giriş Yap · Talih');
    await context.close();
  });

  it('shows the 404 page in the mobile set too', async () => {
    const { page, context } = await open(browser, 'mobile');
    await page.goto('/olmayan/sayfa');
    await ready(page);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    await screenshot(page, 'mobile-404');
    await context.close();
  });

  it('logged in: assets chip, VIP badge and avatar; tabs navigate', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, await player());
    await page.goto('/');
    await ready(page);
    const header = page.locator('header.m-header');
    await header.locator('.m-assets').waitFor();
    assert.match(await header.locator('.m-assets').innerText(), /₺\d/);
    await screenshot(page, 'mobile-home-player');
    await header.getByRole('button', { name: /VIP Seviyesi/ }).tap();
    await page.waitForURL('**/vip');
    await page
      .getByRole('navigation', { name: 'Alt menü' })
      .getByRole('button', { name: 'Spor' })
      .tap();
    await page.waitForURL('**/sport');
    await waitForTitle(page, 'Spor · Talih');
    // The Sport page of the sportsbook (#8).
    await page.getByRole('heading', { name: 'Yaklaşan' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
