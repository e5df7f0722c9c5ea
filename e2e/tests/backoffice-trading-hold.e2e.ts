// A trader holds the feed's settlement of a live match for review (back-office 1440x900, player
// desktop): the player bets on the match's 1X2; the trader presses "Sonuçları beklet"; the
// sandbox feed ends the match and its settlements wait in "Bekletilen sonuçlar" (the player's
// balance unchanged, the bet still open in Bahislerim); the trader releases the 1X2 (a reason
// too short is named first) and the player's bet settles to the feed's result with the
// balance to match; another market's settlement is rejected with a reason, which the queue
// shows. Screens photographed and checked by axe.
// SMS sends in this file: 1 (one registration).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { EventView } from '@talih/contracts/sport.ts';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { launch, open, ready, screenshot } from '../lib/browser.ts';
import { cliUnavailable, credit } from '../lib/cli.ts';
import { installSession, newDeviceNumber, registerPlayerViaApi } from '../lib/session.ts';
import { BO_URL, createStaff, enrolAndSignIn } from '../lib/staff.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

interface Bet {
  betNo: string;
  status: string;
  payout: number;
}

/** The live football match nearest its end whose 1X2 is open (a short wait for its end). */
async function nearlyOverMatch(): Promise<EventView> {
  const minute = (e: EventView) => Number(/^(\d+)'/.exec(e.clock)?.[1] ?? -1);
  const list = await waitUntil(
    'a live football match with an open 1X2 before the 80th minute',
    async () => (await api<{ list: EventView[] }>('/sport/events', { live: true })).list,
    (l) => l.some((e) => e.main?.type === '1x2' && e.main.status === 'open' && minute(e) < 80),
    60_000,
  );
  const open = list.filter(
    (e) => e.main?.type === '1x2' && e.main.status === 'open' && minute(e) < 80,
  );
  return open.sort((a, b) => minute(b) - minute(a))[0]!;
}

async function confirmWithReason(page: Page, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Gerekçe').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

describe('back-office: holding the feed settlement for review (desktop)', () => {
  it(
    'hold, the feed settlement held, release pays the player, reject keeps the reason',
    { timeout: 300_000 },
    async (t) => {
      const why = cliUnavailable();
      if (why) return t.skip(why);
      const player = await registerPlayerViaApi(newDeviceNumber());
      const userId = String(player.user.userid ?? player.user.id);
      await credit(userId, '500.00', 'e2e: hold test credit');
      const traderName = `hold.${Date.now().toString(36).slice(-5)}`;
      const enrolLink = await createStaff(traderName, 'trader');

      // 1. The player bets 20 on the home win (retried: markets close for a tick around goals).
      const match = await nearlyOverMatch();
      const home = match.main!.selections.find((s) => s.code === '1')!;
      const placed = await waitUntil(
        'the bet',
        () =>
          api<{ bets: { odds?: number }[] }>(
            '/sport/placeBet',
            {
              kind: 'single',
              selections: [{ selectionId: home.id, odds: home.odds }],
              stake: 20,
              oddsPolicy: 'any',
            },
            player.user.token,
          ).catch(() => null),
        (r) => r !== null,
        30_000,
      );
      assert.ok(placed);
      const [openBet] = await api<{ list: (Bet & { totalOdds: number })[] }>(
        '/sport/myBets',
        { status: 'open' },
        player.user.token,
      ).then((r) => r.list);
      assert.ok(openBet, 'the open bet');

      // 2. The trader holds the match's settlements.
      const bo = await open(browser, 'desktop');
      const tp = bo.page;
      await enrolAndSignIn(tp, traderName, enrolLink);
      await tp.goto(`${BO_URL}/sport/events/${match.id}`);
      await tp.getByRole('button', { name: 'Sonuçları beklet', exact: true }).click();
      await confirmWithReason(tp, 'Beklet', 'e2e: sonucu kontrol edeceğiz');
      await tp.getByText('Beslemenin sonuçları bekletilecek.').waitFor();
      await tp.locator('.event-head').getByText('Sonuç bekletiliyor').waitFor();
      await tp.getByRole('button', { name: 'Sonuç beklemesini kaldır', exact: true }).waitFor();
      await screenshot(tp, 'bo-trading-event-settle-held');

      // 3. The feed ends the match: its settlements wait in the queue, no money moved.
      await tp.goto(`${BO_URL}/sport/held`);
      const rows = tp.getByRole('row').filter({ hasText: match.home });
      await waitUntil(
        'the 1X2 settlement held in the queue',
        async () => {
          await tp.reload();
          await tp.getByRole('table').waitFor();
          return rows.filter({ hasText: 'Maç Sonucu' }).count();
        },
        (n) => n === 1,
        150_000,
      );
      const info = () => api<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
      assert.equal((await info()).totalAssets, 480);
      const stillOpen = await api<{ list: Bet[] }>(
        '/sport/myBets',
        { status: 'open' },
        player.user.token,
      );
      assert.deepEqual(
        stillOpen.list.map((b) => b.betNo),
        [openBet.betNo],
      );
      const pp = await open(browser, 'desktop');
      const page = pp.page;
      await installSession(page, player);
      await page.goto('/myBettingRecords');
      await ready(page);
      const openCard = page.getByTestId('bet-card').first();
      await openCard.waitFor();
      assert.equal(await openCard.getByTestId('bet-status').innerText(), 'Açık');
      await screenshot(page, 'bo-trading-hold-player-open');

      const row1x2 = rows.filter({ hasText: 'Maç Sonucu' });
      const resultText = await row1x2.getByRole('cell').nth(3).innerText();
      const homeWon = /^1: Kazandı/.test(resultText);
      assert.match(
        resultText,
        /^1: (Kazandı|Kaybetti) · X: (Kazandı|Kaybetti) · 2: (Kazandı|Kaybetti)/,
      );
      await screenshot(tp, 'bo-trading-held-queue');
      assert.deepEqual(await axeProblems(tp), [], 'axe on the held queue');

      // 4. Release the 1X2: a reason too short is named; then it pays as the feed said.
      await row1x2
        .getByRole('button', { name: `${match.home} – ${match.away}: onayla ve öde` })
        .click();
      const dialog = tp.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Beslemenin sonucunu onayla' }).waitFor();
      await dialog.getByLabel('Gerekçe').fill('ok');
      await dialog.getByText('Gerekçe en az 3 karakter olmalı.').waitFor();
      assert.equal(await dialog.getByRole('button', { name: 'Onayla ve öde' }).isDisabled(), true);
      await screenshot(tp, 'bo-trading-held-release-dialog');
      await confirmWithReason(tp, 'Onayla ve öde', 'e2e: skor doğrulandı');
      await tp.getByText('Sonuç uygulandı: 1 kupon sonuçlandı.').waitFor();
      await row1x2.waitFor({ state: 'detached' });

      const payout = homeWon ? Math.round(20 * openBet.totalOdds * 100) / 100 : 0;
      const settled = await waitUntil(
        'the bet settled',
        async () =>
          (await api<{ list: Bet[] }>('/sport/myBets', { status: 'settled' }, player.user.token))
            .list,
        (l) => l.some((b) => b.betNo === openBet.betNo),
      );
      const done = settled.find((b) => b.betNo === openBet.betNo)!;
      assert.deepEqual([done.status, done.payout], [homeWon ? 'won' : 'lost', payout]);
      assert.equal((await info()).totalAssets, 480 + payout);
      await page.reload();
      await ready(page);
      await page.getByTestId('bets-tab-settled').click();
      const card = page.getByTestId('bets-settled').getByTestId('bet-card').first();
      await card.waitFor();
      assert.equal(
        await card.getByTestId('bet-status').innerText(),
        homeWon ? 'Kazandı' : 'Kaybetti',
      );
      await screenshot(page, 'bo-trading-hold-player-settled');

      // 5. Reject another market's settlement with a reason: nothing paid, the reason kept.
      const other = rows.first();
      const otherMarket = await other.getByRole('cell').nth(2).innerText();
      await other.getByRole('button', { name: `${match.home} – ${match.away}: reddet` }).click();
      await confirmWithReason(tp, 'Reddet', 'e2e: besleme hatalı, elle sonuçlanacak');
      await tp.getByText('Sonuç reddedildi; bahsi elle sonuçlandırın.').waitFor();
      await tp.getByLabel('Durum').selectOption({ label: 'Reddedildi' });
      const rejected = tp
        .getByRole('row')
        .filter({ hasText: match.home })
        .filter({ hasText: otherMarket });
      await rejected.getByText('“e2e: besleme hatalı, elle sonuçlanacak”').waitFor();
      await rejected.getByText(traderName).waitFor();
      await screenshot(tp, 'bo-trading-held-rejected');
      assert.equal((await info()).totalAssets, 480 + payout);
      assert.deepEqual(pp.errors, []);
      assert.deepEqual(bo.errors, []);
    },
  );
});
