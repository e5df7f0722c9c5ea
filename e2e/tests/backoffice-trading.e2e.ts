// Sportsbook trading end to end (back-office 1440x900, player desktop): a player bets on a live
// match of the sandbox feed and puts the same pick on the slip again; a trader created from the
// CLI finds the match on the trading screen (its open bet in the liability), suspends the
// market, and the player's slip refuses the pick (placeBet too, in Turkish); the trader then
// voids the event and the bet resettles: the player sees the stake back, as "İade" in
// Bahislerim. The ticket search and limits screens are photographed too, each checked by axe.
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

async function noAxeProblems(page: Page, where: string) {
  assert.deepEqual(await axeProblems(page), [], `axe on ${where}`);
}

/** The live match that kicked off last (the most time left), with its 1X2 open. */
async function freshLiveMatch(): Promise<EventView> {
  const list = await waitUntil(
    'a live match with an open 1X2',
    async () => (await api<{ list: EventView[] }>('/sport/events', { live: true })).list,
    (l) => l.some((e) => e.main?.type === '1x2' && e.main.status === 'open'),
    60_000,
  );
  const open = list.filter((e) => e.main?.type === '1x2' && e.main.status === 'open');
  return open.sort((a, b) => b.startAt - a.startAt)[0]!;
}

/** Confirms the open dialog with a reason. */
async function confirmWithReason(page: Page, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Gerekçe').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

describe('back-office sportsbook trading (desktop)', () => {
  it('a trader suspends a live market (the slip refuses it), then voids the event (stakes back)', async (t) => {
    const why = cliUnavailable();
    if (why) return t.skip(why);
    const player = await registerPlayerViaApi(newDeviceNumber());
    const userId = String(player.user.userid ?? player.user.id);
    await credit(userId, '500.00', 'e2e: trading test credit');
    const traderName = `trader.${Date.now().toString(36).slice(-5)}`;
    const enrolLink = await createStaff(traderName, 'trader');

    // 1. The player bets 20 on the home win of a live match (through the API: the live feed
    //    suspends markets around goals; the call is tried until the market takes it), then
    //    puts the same pick on the slip.
    const match = await freshLiveMatch();
    const home = match.main!.selections.find((s) => s.code === '1')!;
    const slip = {
      kind: 'single',
      selections: [{ selectionId: home.id, odds: home.odds }],
      stake: 20,
      oddsPolicy: 'any',
    };
    await waitUntil(
      'the first bet',
      () => api<{ bets: unknown[] }>('/sport/placeBet', slip, player.user.token).catch(() => null),
      (r) => r !== null,
      30_000,
    );
    const pp = await open(browser, 'desktop');
    const page = pp.page;
    await installSession(page, player);
    await page.goto(`/sport?event=${match.id}`);
    await ready(page);
    await page.locator(`[data-testid="odds"][data-selection="${home.id}"]`).first().click();
    await page.getByTestId('slip-stake').fill('10');

    // 2. The trader finds the match, its open bet in the liability, and suspends the 1X2.
    const bo = await open(browser, 'desktop');
    const tp = bo.page;
    await enrolAndSignIn(tp, traderName, enrolLink);
    await tp.goto(`${BO_URL}/sport/events`);
    await tp.getByLabel('Takım veya no').fill(String(match.id));
    await tp.getByRole('row').filter({ hasText: match.home }).getByRole('link').click();
    const market = tp.locator('[data-market="1x2"]');
    await waitUntil(
      'the open bet in the 1X2 liability',
      () => market.locator('.market-sum').innerText(),
      (text) => !text.startsWith('0 '),
    );
    await screenshot(tp, 'bo-trading-event');
    await noAxeProblems(tp, 'trading event');
    await market.getByRole('button', { name: 'Askıya al', exact: true }).click();
    await confirmWithReason(tp, 'Askıya al', 'e2e: şüpheli bahis akışı');
    await tp.getByText('Bahis askıya alındı.').waitFor();
    await market.getByText('Trader askıya aldı').waitFor();

    // 3. The player's slip refuses the pick (pushed by the stream), and so does placeBet.
    const slipPick = page.getByTestId('slip-pick');
    await slipPick.getByText('Bu seçim şu an oynanamıyor.').waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('slip-place').isDisabled(), true);
    await screenshot(page, 'bo-trading-player-slip-refused');
    const refused = await api<unknown>('/sport/placeBet', slip, player.user.token).catch(
      (e: Error) => e,
    );
    assert.ok(refused instanceof Error, 'placeBet refuses the suspended market');
    assert.match(refused.message, /Bu bahis şu an askıda/);

    // The settlement dialog asks a result per outcome (looked at, then cancelled).
    await market.getByRole('button', { name: 'Sonuçlandır' }).click();
    await tp.getByRole('dialog').getByRole('heading', { name: 'Bahsi sonuçlandır' }).waitFor();
    await screenshot(tp, 'bo-trading-settle-dialog');
    await tp.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();

    // 4. The trader voids the event: the bet resettles, the stake goes back.
    await tp.getByRole('button', { name: 'Karşılaşmayı iade et' }).click();
    await confirmWithReason(tp, 'İade et', 'e2e: maç ertelendi');
    await tp.getByText(/kupon sonuçlandı/).waitFor();
    await screenshot(tp, 'bo-trading-event-voided');

    await page.goto('/myBettingRecords');
    await ready(page);
    await page.getByTestId('bets-tab-settled').click();
    const card = page.getByTestId('bets-settled').getByTestId('bet-card').first();
    await card.waitFor();
    assert.equal(await card.getByTestId('bet-status').innerText(), 'İade');
    const info = await api<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token);
    assert.equal(info.totalAssets, 500);
    await screenshot(page, 'bo-trading-player-stake-back');

    // 5. The ticket search finds the bet; the limits screen.
    await tp.goto(`${BO_URL}/sport/tickets`);
    await tp.getByLabel('Oyuncu', { exact: true }).fill(userId);
    await tp.getByRole('row').filter({ hasText: 'İade' }).first().waitFor();
    await screenshot(tp, 'bo-trading-tickets');
    await noAxeProblems(tp, 'ticket search');
    await tp.getByRole('row').filter({ hasText: 'İade' }).getByRole('link').first().click();
    await tp.getByText('Trader karşılaşmayı iade etti').waitFor();
    await screenshot(tp, 'bo-trading-ticket');
    await tp.goto(`${BO_URL}/sport/limits`);
    await tp.getByText('Henüz limit yok: yerleşik limitler geçerli.').waitFor();
    await tp.getByText('Özel limiti olan oyuncu yok.').waitFor();
    await screenshot(tp, 'bo-trading-limits');
    await noAxeProblems(tp, 'limits');
    await tp.goto(`${BO_URL}/sport/events`);
    await tp.getByRole('row').nth(1).waitFor();
    // The feed's health heads the list: the in-process sandbox feed, or LSports with its state
    // when the server runs SPORT_FEED=lsports.
    const feedHealth = await tp.getByRole('region', { name: 'Oran beslemesi' }).innerText();
    assert.match(
      feedHealth,
      /^Oran beslemesi: (sandbox \(bu sunucuda, uydurma maçlar\)|LSports TRADE360\nDurum\nCanlı)/,
    );
    await screenshot(tp, 'bo-trading-events');
    await noAxeProblems(tp, 'trading events');
    assert.deepEqual(pp.errors, []);
    assert.deepEqual(bo.errors, []);
  });
});
