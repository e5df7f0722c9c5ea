// Home in both viewports, its title and language, and an axe check.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName, waitForTitle } from '../lib/browser.ts';

/** Text compared as a reader sees it: case and the kind of apostrophe do not matter. */
const norm = (text: string) => text.replace(/[’']/g, "'").toLocaleLowerCase('tr').trim();

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`home (${project})`, () => {
    it('loads with the hero, the Turkish title and lang="tr", without errors', async () => {
      const { page, errors, context } = await open(browser, project);
      const startupDone = Promise.all(
        ['/sso/v2/login', '/user/checkOldUser'].map((path) =>
          page.waitForResponse((r) => r.url().endsWith(path)),
        ),
      );
      const response = await page.goto('/');
      assert.equal(response?.status(), 200);
      await ready(page);
      await page.getByRole('heading', { level: 1, name: 'Kaydolun, oynamaya başlayın' }).waitFor();
      // The heading does not repeat the first banner's title (the demo's "Talih'e hoş geldiniz").
      const bannerTitle = page.locator('.banner-title').first();
      await bannerTitle.waitFor();
      assert.notEqual(
        norm(await bannerTitle.innerText()),
        norm(await page.getByRole('heading', { level: 1 }).innerText()),
      );
      await waitForTitle(page, 'Ana Sayfa · Talih');
      assert.equal(await page.locator('html').getAttribute('lang'), 'tr');
      assert.equal(await page.locator('html').getAttribute('data-layout'), project);
      // Startup's calls answered (a failing call toasts as soon as it answers or times out):
      // only then is "no toast" a finding, not a sleep's guess.
      await startupDone;
      // A toast from those answers renders within a frame.
      await page.evaluate(
        () =>
          new Promise((r) =>
            (
              globalThis as unknown as { requestAnimationFrame(cb: () => void): void }
            ).requestAnimationFrame(() => r(null)),
          ),
      );
      assert.equal(await page.locator('.toast').count(), 0, 'no toast on a normal start');
      await screenshot(page, `${project}-home`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('starts a tourist session with a device number and a token', async () => {
      const { page, context } = await open(browser, project);
      await page.goto('/');
      await ready(page);
      await page.waitForFunction(() => {
        const raw = localStorage.getItem('talih.session');
        return raw ? Boolean(JSON.parse(raw).state.token) : false;
      });
      const state = await page.evaluate(
        () => JSON.parse(localStorage.getItem('talih.session')!).state,
      );
      assert.equal(state.role, 'tourist');
      assert.equal(state.isNewUserLogin, false);
      assert.match(state.deviceNumber, /^[0-9a-f-]{32,36}$/);
      await context.close();
    });

    it('has no serious or critical axe violations', async () => {
      const { page, context } = await open(browser, project);
      await page.goto('/');
      await ready(page);
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert.deepEqual(bad, []);
      await context.close();
    });
  });
}
