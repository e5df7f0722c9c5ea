// Language switch through the header switcher (logged-in players only): tr -> en -> tr.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, waitForTitle, type PageGlobals } from '../lib/browser.ts';
import { seedPlayerSession } from '../lib/session.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

describe('language switch (desktop, logged in)', () => {
  it('switches to English and back, updating the UI, the title and <html lang>', async () => {
    const { page, context, errors } = await open(browser, 'desktop');
    await seedPlayerSession(page);
    await page.goto('/');
    await ready(page);
    const html = page.locator('html');
    assert.equal(await html.getAttribute('lang'), 'tr');
    await page.locator('.chip-balance').waitFor();
    await screenshot(page, 'desktop-home-player');

    await page.getByRole('button', { name: 'Dil' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).document.documentElement.lang === 'en',
    );
    await page
      .getByRole('heading', { level: 1, name: 'What would you like to play today?' })
      .waitFor();
    await waitForTitle(page, 'Home · Talih');
    assert.equal(await page.getByRole('menuitemradio').count(), 0, 'menu closed');
    // The switcher offers Türkçe and English, not Chinese.
    await page.getByRole('button', { name: 'Language' }).click();
    assert.deepEqual(await page.getByRole('menuitemradio').allInnerTexts(), ['Türkçe', 'English']);

    // The choice is kept in the store across a reload.
    await page.keyboard.press('Escape');
    await page.reload();
    await ready(page);
    assert.equal(await html.getAttribute('lang'), 'en');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Türkçe' }).click();
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).document.documentElement.lang === 'tr',
    );
    await page.getByRole('heading', { level: 1, name: 'Bugün ne oynamak istersiniz?' }).waitFor();
    await waitForTitle(page, 'Ana Sayfa · Talih');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
