// The sportsbook end to end, in both layouts, on the sandbox odds feed the server runs: a
// player credited by the operator places a single and a 3-leg accumulator from the Sport page
// (the bet slip is a bottom sheet on mobile), watches a live match's clock and score move on
// its event page, cashes out the single in Bahislerim, and finds both bets there (the single
// settled as "Bozduruldu", the accumulator open). Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (one registration per layout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
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

const userIdOf = (p: SeededPlayer) => String(p.user.userid ?? p.user.id);

interface Bet {
  betNo: string;
  kind: string;
  status: string;
  legs: unknown[];
}

const myBets = async (p: SeededPlayer, status: 'open' | 'settled') =>
  (await api<{ list: Bet[] }>('/sport/myBets', { status }, p.user.token)).list;

/** Opens the slip's sheet on mobile (the desktop slip is always there). */
async function openSlip(page: Page, project: ProjectName) {
  if (project === 'mobile') await page.getByTestId('slip-open').click();
  await page.getByTestId('bet-slip').waitFor();
}

async function placeFromSlip(page: Page, project: ProjectName, stake: string) {
  await openSlip(page, project);
  await page.getByTestId('slip-stake').fill(stake);
  await page.getByTestId('slip-place').click();
  await page.getByText('Bahsiniz alındı.').waitFor();
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`sportsbook (${project})`, () => {
    it('a single and a 3-leg accumulator, a live match moving, a cash-out, Bahislerim', async (t) => {
      const why = cliUnavailable();
      if (why) return skipOutsideCi(t, why);
      const player = await registerPlayerViaApi(newDeviceNumber());
      await credit(userIdOf(player), '500.00', 'e2e: sportsbook test credit');
      const { page, context, errors } = await open(browser, project);
      try {
        await installSession(page, player);
        await page.goto('/sport');
        await ready(page);
        const upcoming = page.getByTestId('upcoming-list').getByTestId('event-row');
        await waitUntil(
          'upcoming events',
          () => upcoming.count(),
          (n) => n >= 5,
        );
        await page.getByTestId('live-list').getByTestId('event-row').first().waitFor();
        await screenshot(page, `sport-${project}-lobby`);
        assert.deepEqual(await axeProblems(page), [], 'axe on the Sport page');

        // Events that start last: the feed kicks the earliest ones off first.
        const rows = await upcoming.count();
        const pick = (i: number) =>
          upcoming
            .nth(rows - 1 - i)
            .getByTestId('odds')
            .first();

        // A single.
        await pick(0).click();
        if (project === 'mobile') await page.getByTestId('slip-open').waitFor();
        await placeFromSlip(page, project, '20');
        await waitUntil(
          'the single is placed',
          () => myBets(player, 'open'),
          (l) => l.length === 1,
        );

        // A 3-leg accumulator: three events, the slip turns Kombine by itself.
        for (const i of [1, 2, 3]) await pick(i).click();
        await openSlip(page, project);
        assert.equal(await page.getByTestId('slip-pick').count(), 3);
        assert.equal(
          await page.getByTestId('slip-kind-multi').getAttribute('aria-selected'),
          'true',
        );
        // The accumulator's total odds show before a stake is typed.
        const totalOdds = await page.getByTestId('slip-total-odds').innerText();
        assert.match(totalOdds, /^\d+\.\d{2}$/);
        assert.ok(Number(totalOdds) > 1, `total odds ${totalOdds} before a stake`);
        await page.getByTestId('slip-stake').fill('5');
        await screenshot(page, `sport-${project}-slip`);
        await page.getByTestId('slip-place').click();
        await page.getByText('Bahsiniz alındı.').waitFor();
        const open = await waitUntil(
          'both bets',
          () => myBets(player, 'open'),
          (l) => l.length === 2,
        );
        assert.deepEqual(open.map((b) => [b.kind, b.legs.length]).sort(), [
          ['multi', 3],
          ['single', 1],
        ]);

        // A live match: its clock moves while the page is open, pushed by the stream.
        await watchLiveClock(page);
        await screenshot(page, `sport-${project}-live-event`);

        // Bahislerim: cash out the single; both bets are there.
        await page.goto('/myBettingRecords');
        await ready(page);
        const cards = page.getByTestId('bets-open').getByTestId('bet-card');
        await waitUntil(
          'two open bets',
          () => cards.count(),
          (n) => n === 2,
        );
        await screenshot(page, `sport-${project}-my-bets-open`);
        const single = cards.filter({ hasText: 'Tekli' });
        const offer = (await single.getByTestId('cash-out').innerText()).replace('Bozdur ', '');
        await single.getByTestId('cash-out').click();
        const confirm = page.getByRole('dialog', { name: 'Bahsi bozdur' });
        await confirm
          .getByText(`${offer} karşılığında bozdurmak istiyor musunuz?`, { exact: false })
          .waitFor();
        await page.waitForTimeout(250);
        await screenshot(page, `sport-${project}-cash-out-confirm`);
        await confirm.getByRole('button', { name: `Bozdur ${offer}` }).click();
        await page.getByText('Bahsiniz bozduruldu.').waitFor();
        await waitUntil(
          'one open bet',
          () => cards.count(),
          (n) => n === 1,
        );
        await page.getByTestId('bets-tab-settled').click();
        const settled = page.getByTestId('bets-settled').getByTestId('bet-card');
        await settled.first().waitFor();
        assert.equal(await settled.first().getByTestId('bet-status').innerText(), 'Bozduruldu');
        await screenshot(page, `sport-${project}-my-bets-settled`);
        const done = await myBets(player, 'settled');
        assert.deepEqual(
          done.map((b) => [b.kind, b.status]),
          [['single', 'cashed_out']],
        );
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
}

/**
 * Opens the first live match and waits for its clock to move. A sandbox match may end while it
 * is watched (an ended match has no clock); then the next live match is watched instead.
 */
async function watchLiveClock(page: Page) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.goto('/sport');
    await ready(page);
    await page.getByTestId('live-list').getByTestId('event-link').first().click();
    await page.getByTestId('event-page').waitFor();
    const clock = page.getByTestId('event-page').getByTestId('event-clock');
    await clock.waitFor({ timeout: 5_000 }).catch(() => {});
    const read = async () => ((await clock.count()) > 0 ? await clock.innerText() : 'ended');
    const before = await read();
    if (before === 'ended') continue;
    const after = await waitUntil('the live clock', read, (v) => v !== before, 15_000);
    if (after !== 'ended') return;
  }
  assert.fail('three live matches in a row ended while watched');
}
