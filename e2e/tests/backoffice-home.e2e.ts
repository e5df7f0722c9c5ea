// The overview's figures at a glance end to end (desktop 1440x900): a finance staff member signs
// in and reads GGR, NGR, bonus cost, deposits and withdrawals (amount and count), first-time
// depositors, active and new players for today, the last 7 and the last 30 days, each window
// pressed in turn, the figures matching the reports' staff call for the same days; the link
// opens the reports. A support member (no reports.read) sees no figures.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, screenshot } from '../lib/browser.ts';
import { cliUnavailable, skipOutsideCi } from '../lib/cli.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The figures, read back through the same staff call with the page's session. */
async function glanceOf(page: Page) {
  const cookies = await page.context().cookies(BO_URL);
  const csrf = cookies.find((c) => c.name === 'bo_csrf')?.value ?? '';
  const res = await page.request.post(`${BO_URL}/bo/api/reports/glance`, {
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
    data: {},
  });
  const body = (await res.json()) as {
    resultData: {
      windows: { days: number; current: { depositCount: number; newPlayers: number } }[];
    };
  };
  return body.resultData;
}

describe('back-office overview figures (desktop)', () => {
  it('finance reads the figures for today, 7 and 30 days; support sees none', async (t) => {
    const missing = cliUnavailable();
    if (missing) {
      skipOutsideCi(t, missing);
      return;
    }
    const suffix = Date.now().toString(36).slice(-5);
    const financeName = `finans.${suffix}`;
    const supportName = `destek.${suffix}`;
    const financeLink = await createStaff(financeName, 'finance');
    const supportLink = await createStaff(supportName, 'support');
    const { page } = await open(browser, 'desktop');
    await enrolAndSignIn(page, financeName, financeLink);

    await page.getByRole('heading', { name: 'Bir bakışta' }).waitFor();
    const tiles = page.getByTestId('glance-tiles');
    await tiles.waitFor();
    assert.equal(await tiles.locator('li').count(), 8);
    const glance = await glanceOf(page);
    for (const [name, days] of [
      ['Son 7 gün', 7],
      ['Son 30 gün', 30],
      ['Bugün', 1],
    ] as const) {
      const button = page.getByRole('button', { name });
      await button.click();
      assert.equal(await button.getAttribute('aria-pressed'), 'true');
      const win = glance.windows.find((w) => w.days === days)!;
      const deposits = tiles.locator('[data-figure="deposits"]');
      await deposits.getByText(`${win.current.depositCount} adet`).waitFor();
      const fresh = tiles.locator('[data-figure="newPlayers"] .glance-value');
      assert.equal(await fresh.innerText(), String(win.current.newPlayers));
      if (days === 30) await screenshot(page, 'desktop-bo-home-glance-30');
    }
    await screenshot(page, 'desktop-bo-home-glance');
    assert.deepEqual(await axeProblems(page), [], 'axe on the overview');
    await page.getByRole('link', { name: 'Raporlara git →' }).click();
    await page.waitForURL(`${BO_URL}/reports`);

    const support = await open(browser, 'desktop');
    await enrolAndSignIn(support.page, supportName, supportLink);
    await support.page.getByRole('heading', { name: 'Genel bakış' }).waitFor();
    assert.equal(await support.page.getByRole('heading', { name: 'Bir bakışta' }).count(), 0);
  });
});
