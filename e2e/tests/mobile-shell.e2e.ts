// Mobile: header for guests (with tracking), drawer, tab bar and its login redirect.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, waitForTitle } from '../lib/browser.ts';
import { seedPlayerSession } from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

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

  it('the drawer slides in with search, shortcuts and the 12 providers', async () => {
    const { page, context } = await open(browser, 'mobile');
    await page.goto('/');
    await ready(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await drawer.waitFor();
    await drawer.getByPlaceholder('Oyun ara').waitFor();
    await drawer.getByRole('button', { name: 'Favoriler' }).waitFor();
    assert.equal(await drawer.locator('.m-provider').count(), 12);
    await page.waitForTimeout(300); // let the slide-in finish for the screenshot
    await screenshot(page, 'mobile-drawer');
    // Any drawer action while logged out goes to login.
    await drawer.getByRole('button', { name: 'Evolution' }).tap();
    await page.waitForURL('**/login');
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
    await seedPlayerSession(page);
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
    await page.getByRole('heading', { name: 'Çok yakında' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
