// Desktop: side menu, header for guests, login redirects, titles, 404 and the login shell.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, waitForTitle, type PageGlobals } from '../lib/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('desktop shell', () => {
  it('side menu puts Popüler, Yeni and Favoriler right after Ana Sayfa', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/');
    await ready(page);
    const items = await page
      .getByRole('navigation', { name: 'Ana menü' })
      .locator('.side-item')
      .allInnerTexts();
    assert.deepEqual(
      items.slice(0, 4).map((s) => s.trim()),
      ['Ana Sayfa', 'Popüler', 'Yeni', 'Favoriler'],
    );
    assert.ok(items.some((s) => s.includes('Kişisel Bilgiler')));
    assert.ok(!items.some((s) => s.includes('Oyun Arama')), 'SearchGarm is hidden from the menu');
    await context.close();
  });

  it('header shows the search box and the guest buttons', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/');
    await ready(page);
    const header = page.locator('header.header');
    await header.getByPlaceholder('Oyun ara').waitFor();
    await header.getByRole('button', { name: 'Ara' }).waitFor();
    await header.getByRole('link', { name: 'Giriş Yap' }).waitFor();
    await header.getByRole('link', { name: 'Kaydol' }).waitFor();
    assert.equal(await header.getByRole('button', { name: 'Dil' }).count(), 0);
    await context.close();
  });

  it('a menu click while logged out goes to login', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/');
    await ready(page);
    await page.locator('.side-item', { hasText: 'Promosyonlar' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Tekrar hoş geldiniz' }).waitFor();
    await waitForTitle(page, 'Giriş Yap · Talih');
    // ignoreAuth page: the header shows the page title instead of the login buttons.
    assert.equal(await page.locator('.header-title').innerText(), 'Giriş Yap');
    await context.close();
  });

  it('sets the page title after each navigation and scrolls to top', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/');
    await ready(page);
    await page.mouse.wheel(0, 600);
    // The page did scroll, so 0 below is the reset's doing (RootShell.test.tsx checks the call).
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).scrollY > 0);
    await page.getByRole('link', { name: 'Kaydol' }).first().click();
    await page.waitForURL('**/login?type=register');
    await waitForTitle(page, 'Giriş Yap · Talih');
    assert.equal(await page.evaluate(() => (globalThis as unknown as PageGlobals).scrollY), 0);
    // The Profile hub asks a guest to log in (kyc.e2e.ts shows it to a player).
    await page.goto('/personal');
    await ready(page);
    await waitForTitle(page, 'Profil · Talih');
    await page.getByRole('heading', { name: 'Bu sayfa için giriş yapmanız gerekiyor' }).waitFor();
    await page.goto('/');
    await ready(page);
    await waitForTitle(page, 'Ana Sayfa · Talih');
    await context.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const { page, context, errors } = await open(browser, 'desktop');
    await page.goto('/bu-sayfa-yok');
    await ready(page);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    await waitForTitle(page, 'Sayfa bulunamadı · Talih');
    await screenshot(page, 'desktop-404');
    await page.getByRole('link', { name: 'Ana Sayfa’ya dön' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // S2.1 strict matching: another case or a trailing slash is not the page.
    for (const path of ['/Promotions', '/promotions/']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('login shell validates on blur and on submit, and opens registration by query', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/login');
    await ready(page);
    const phone = page.getByLabel('Telefon numarası');
    await phone.fill('123');
    await phone.blur();
    await page.getByText('Telefon numarası 7 ile 11 hane arasında olmalıdır.').waitFor();
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('Lütfen şifrenizi girin.').waitFor();
    await screenshot(page, 'desktop-login');
    await page.goto('/login?type=register');
    await ready(page);
    await page.getByRole('heading', { name: 'Hesap oluşturun' }).waitFor();
    await page.getByLabel('Doğrulama kodu').waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Kaydol' }).getAttribute('aria-current'),
      'page',
    );
    await context.close();
  });
});
