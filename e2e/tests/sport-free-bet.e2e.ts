// A sport free bet end to end, in both layouts: a player holding a ₺10 free bet
// picks one selection, ticks "Bedava bahis kullan (₺10,00)" on the slip and places it; the
// potential win shown is the winnings only; the bet is open with a ₺10 stake, the player's
// cash is untouched, and the token is offered no more. Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (one registration per layout).
import assert from 'node:assert/strict';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { cliUnavailable, skipOutsideCi, credit } from '../lib/cli.ts';
import {
  installSession,
  newDeviceNumber,
  registerPlayerViaApi,
  type SeededPlayer,
} from '../lib/session.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const userIdOf = (p: SeededPlayer) => Number(p.user.userid ?? p.user.id);

/**
 * No call grants a free bet yet (the bonus engine's triggers will): the token is written to
 * the e2e server's SQLite file, as a grant would write it.
 */
function grantFreeBet(userId: number, amountMinor: number) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: start the tests with e2e/run.ts');
  const db = new DatabaseSync(path.join(dir, 'talih.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const now = Date.now();
    db.prepare(
      `INSERT INTO sport_free_bets (user_id, grant_key, amount_minor, status, expires_at,
         created_at, updated_at) VALUES (?, ?, ?, 'available', ?, ?, ?)`,
    ).run(userId, `e2e:${userId}:${now}`, amountMinor, now + 7 * 86_400_000, now, now);
  } finally {
    db.close();
  }
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`sport free bet (${project})`, () => {
    it('the slip offers the free bet on a single and places it', async (t) => {
      const why = cliUnavailable();
      if (why) return skipOutsideCi(t, why);
      const player = await registerPlayerViaApi(newDeviceNumber());
      await credit(String(userIdOf(player)), '50.00', 'e2e: free bet test credit');
      grantFreeBet(userIdOf(player), 10_00);
      const { page, context, errors } = await open(browser, project);
      try {
        await installSession(page, player);
        await page.goto('/sport');
        await ready(page);
        const upcoming = page.getByTestId('upcoming-list').getByTestId('event-row');
        await waitUntil(
          'upcoming events',
          () => upcoming.count(),
          (n) => n >= 2,
        );
        await upcoming
          .nth((await upcoming.count()) - 1)
          .getByTestId('odds')
          .first()
          .click();
        if (project === 'mobile') await page.getByTestId('slip-open').click();
        await page.getByTestId('bet-slip').waitFor();
        const box = page.getByTestId('slip-free-bet');
        await box.waitFor();
        await page.getByText('Bedava bahis kullan (₺10,00)').waitFor();
        await box.check();
        await page.getByText('bedava bahis tutarı geri ödenmez').waitFor();
        // The potential win is the winnings only: 10 × odds − 10.
        const odds = Number(
          (await page.getByTestId('slip-pick').first().innerText()).match(/\d+\.\d\d/)?.[0],
        );
        const winnings = (Math.floor(1000 * odds) - 1000) / 100;
        assert.equal(
          await page.getByTestId('slip-potential').innerText(),
          `₺${winnings.toFixed(2).replace('.', ',')}`,
        );
        await screenshot(page, `sport-${project}-free-bet-slip`);
        await page.getByTestId('slip-place').click();
        await page.getByText('Bahsiniz alındı.').waitFor();
        const bets = await waitUntil(
          'the free bet is placed',
          async () =>
            (await api<{ list: { stake: number }[] }>('/sport/myBets', {}, player.user.token)).list,
          (l) => l.length === 1,
        );
        assert.equal(bets[0]?.stake, 10);
        const info = await api<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
        assert.equal(Number(info.totalAssets), 50);
        const left = await api<{ list: unknown[] }>('/sport/myFreeBets', {}, player.user.token);
        assert.deepEqual(left.list, []);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
}
