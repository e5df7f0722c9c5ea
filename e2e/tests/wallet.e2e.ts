// Money end to end, in both layouts. A registered player gets credit from the operator CLI
// (`npm run talih -- credit`, against the e2e server's database), opens Nazar Slot for real
// money and spins inside the studio's iframe: the balance (desktop header, mobile game bar)
// follows over the event stream, without a reload, and ends equal to getUserInfo. The demo then
// spins with play money and moves nothing. A second test plays a round the way the studio's
// server does (signed provider wallet calls): the bet and then the win show live, and the game
// history and the biggest wins list it. Screenshots go to e2e/artifacts.
// SMS sends in this file: 4 (one registration per player).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { BASE_URL, launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { axeProblems } from '../lib/axe.ts';
import { cliUnavailable, skipOutsideCi, credit } from '../lib/cli.ts';
import { seedPlayerSession, type SeededPlayer } from '../lib/session.ts';
import { startRound } from '../lib/studio-wallet.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** The header's text for an amount (Intl may use no-break spaces; none for TRY in tr-TR). */
const money = (amount: number) => lira.format(amount);

interface UserInfo {
  totalAssets: number;
}
interface Rounds {
  total: number;
  list: { status: string; gameName: string }[];
}

const userInfo = (p: SeededPlayer) => api<UserInfo>('/user/getUserInfo', {}, p.user.token);
const rounds = (p: SeededPlayer) =>
  api<Rounds>('/balance/getGameRecord', { page: 1, pageSize: 20 }, p.user.token);
const userIdOf = (p: SeededPlayer) => String(p.user.userid ?? p.user.id);

/** The page's globals these tests touch (this folder is checked without the DOM library). */
interface WatchGlobals {
  __balances?: string[];
  __loadedOnce?: boolean;
  document: { body: unknown; querySelector(s: string): { textContent: string | null } | null };
  MutationObserver: new (cb: () => void) => { observe(node: unknown, options: object): void };
}

/**
 * Records every text the balance shows from now on, and marks the page, so a reload (which
 * would drop the mark) is noticed.
 */
async function watchBalance(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const g = globalThis as unknown as WatchGlobals;
    g.__loadedOnce = true;
    const seen: string[] = [];
    g.__balances = seen;
    const read = () => g.document.querySelector(sel)?.textContent ?? '';
    seen.push(read());
    new g.MutationObserver(() => {
      const text = read();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(g.document.body, { subtree: true, childList: true, characterData: true });
  }, selector);
}

async function watched(page: Page): Promise<{ balances: string[]; sameDocument: boolean }> {
  return page.evaluate(() => {
    const g = globalThis as unknown as WatchGlobals;
    return { balances: g.__balances ?? [], sameDocument: g.__loadedOnce === true };
  });
}

/** Whether the sandbox studio's page is built and served (it answers 503 until it is). */
async function studioMissing(): Promise<string | null> {
  const res = await fetch(`${BASE_URL}/studio/play.html?game=slot&lang=tk&mode=demo`);
  if (res.ok) return null;
  return `the sandbox studio page answers ${res.status}: ${(await res.text()).slice(0, 160)}`;
}

/** The game's frame, found by its accessible name (the iframe's title is the game's name). */
async function gameFrame(page: Page, name: string): Promise<FrameLocator> {
  const frame = page.locator(`iframe[title="${name}"]`);
  await frame.waitFor();
  return page.frameLocator(`iframe[title="${name}"]`);
}

/** Presses the slot's "Çevir" and waits until the reels have stopped and it can spin again. */
async function spin(frame: FrameLocator): Promise<void> {
  const button = frame.getByRole('button', { name: 'Çevir' });
  await button.waitFor({ timeout: 15_000 });
  await button.click();
  // The button reads "Dönüyor…" while the reels turn (maybe only for a moment in turbo).
  await frame
    .getByRole('button', { name: 'Dönüyor…' })
    .waitFor({ timeout: 3_000 })
    .catch(() => undefined);
  await frame.locator('button:enabled', { hasText: 'Çevir' }).waitFor({ timeout: 20_000 });
}

/** Where each route set shows the balance during a game, as a CSS selector. */
const BALANCE_SELECTOR: Record<ProjectName, string> = {
  desktop: 'header .chip-balance .balance-value',
  mobile: '.game-bar .balance-value',
};

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`wallet with the studio (${project})`, () => {
    it('credits, spins for real and for fun; the balance follows real money only', async (t) => {
      const missing = cliUnavailable() ?? (await studioMissing());
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      const player = await seedPlayerSession(page);
      await credit(userIdOf(player), '100.00', 'e2e: wallet test credit');
      assert.equal((await userInfo(player)).totalAssets, 100, 'the CLI credit reached the player');

      await page.goto(project === 'desktop' ? '/gamePlaying/1' : '/gamePlaying/1/1');
      await ready(page);
      const shown = page.locator(BALANCE_SELECTOR[project]);
      await waitUntil(
        'balance',
        () => shown.innerText(),
        (v) => v === money(100),
      );
      await page.getByRole('heading', { level: 1, name: 'Nazar Slot' }).waitFor();
      await page.getByRole('button', { name: 'Gerçek Para', pressed: true }).waitFor();
      await watchBalance(page, BALANCE_SELECTOR[project]);

      const frame = await gameFrame(page, 'Nazar Slot');
      // A spin that pays exactly its stake leaves the balance where it was: spin again then.
      let after = { totalAssets: 100 };
      for (let spins = 1; spins <= 3 && after.totalAssets === 100; spins++) {
        await spin(frame);
        await waitUntil(
          `round ${spins} closed`,
          () => rounds(player),
          (r) => r.total === spins && r.list[0]?.status === 'closed',
        );
        after = await userInfo(player);
      }
      assert.notEqual(after.totalAssets, 100, 'the spins moved money');
      await waitUntil(
        'balance = getUserInfo',
        () => shown.innerText(),
        (v) => v === money(after.totalAssets),
      );
      const seen = await watched(page);
      assert.ok(seen.sameDocument, 'the page was not reloaded');
      assert.ok(
        seen.balances.includes(money(after.totalAssets)),
        `the balance changed in place (saw ${seen.balances.join(' → ')})`,
      );
      await screenshot(page, `${project}-game-spin-real`);

      // The demo: play money, the wallet untouched.
      await page.getByRole('button', { name: 'Demo', pressed: false }).click();
      await page.waitForURL('**/gamePlayingFront/1');
      await page.getByText('Demo — sanal para').waitFor();
      const header = page.locator(BALANCE_SELECTOR.desktop);
      const before = project === 'desktop' ? await header.innerText() : '';
      const roundsBefore = (await rounds(player)).total;
      const demo = await gameFrame(page, 'Nazar Slot');
      // spin() returns once the round answered: a real round would have reached the wallet and
      // the round list by then, so the server is checked first (no sleeping for a non-event),
      // and with the wallet unchanged no balance push can move the header afterwards.
      await spin(demo);
      assert.equal(
        (await userInfo(player)).totalAssets,
        after.totalAssets,
        'a demo spin leaves the wallet',
      );
      assert.equal((await rounds(player)).total, roundsBefore, 'and records no round');
      if (project === 'desktop') {
        assert.equal(await header.innerText(), before, 'and the header balance');
      }
      await screenshot(page, `${project}-game-spin-demo`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`wallet through the provider API (${project})`, () => {
    it('the balance follows a round live; history and biggest wins show it', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      const player = await seedPlayerSession(page);
      await credit(userIdOf(player), '50.00', 'e2e: provider API credit');

      await page.goto(project === 'desktop' ? '/gamePlaying/1' : '/gamePlaying/1/1');
      await ready(page);
      const shown = page.locator(BALANCE_SELECTOR[project]);
      await waitUntil(
        'balance',
        () => shown.innerText(),
        (v) => v === money(50),
      );
      await watchBalance(page, BALANCE_SELECTOR[project]);

      // What the studio's server does for a round: a signed bet, then a signed win.
      const launch = await api<{ gameUrl: string }>(
        '/labelGame/getGameUrlByGame',
        { gameId: 1, isReal: 1 },
        player.user.token,
      );
      const round = await startRound(launch.gameUrl);
      assert.equal(await round.bet('5.00'), '45.00');
      await waitUntil(
        'the bet, live',
        () => shown.innerText(),
        (v) => v === money(45),
      );
      // Each project wins its own amount, to find its own entry among the biggest wins.
      const win = project === 'desktop' ? 62.5 : 71.25;
      const total = 45 + win;
      assert.equal(await round.win(win.toFixed(2)), total.toFixed(2));
      await waitUntil(
        'the win, live',
        () => shown.innerText(),
        (v) => v === money(total),
      );
      assert.equal((await userInfo(player)).totalAssets, total, 'equal to getUserInfo');
      assert.ok((await watched(page)).sameDocument, 'no reload');
      await screenshot(page, `${project}-game-live-balance`);
      assert.deepEqual(await axeProblems(page), [], 'game page');

      await page.goto('/kisiselBilgiler/oyunGecmisi');
      await ready(page);
      await page.getByText('Nazar Slot').first().waitFor();
      await page.getByText('Kazandı').first().waitFor();
      await page.getByText(money(win)).first().waitFor();
      await screenshot(page, `${project}-game-history`);
      assert.deepEqual(await axeProblems(page), [], 'game history');

      // The server caches the biggest wins for 30 s: wait until the list has this win.
      await waitUntil(
        'the win among the biggest wins',
        () => api<{ winAmount: number }[]>('/activity/betRankData', { limit: 10 }),
        (list) => list.some((w) => w.winAmount === win),
        40_000,
      );
      await page.goto('/');
      await ready(page);
      const wins = page.getByRole('heading', { name: /Büyük Kazançlar/ });
      await wins.waitFor();
      await page.getByRole('heading', { name: 'Talih Stüdyo' }).waitFor();
      // Down to the strip (on a phone it sits under the tab bar at first).
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(300);
      await screenshot(page, `${project}-home-wins`);

      // A player's tile reaches real money. The lobby's card rule (play-mode.ts, the seed's
      // "game card click") changed the way: Nazar Slot has a demo, so its card opens the demo
      // page, and real money is the game bar's switch (this test used to find the tile opening
      // /gamePlaying/1 directly). Nazar Slot now has a card in several rows (Talih Stüdyo, Hot,
      // New), so the card is found by its game id, and the first one is taken.
      const tile = page.locator('[data-testid="game-card"][data-game-id="1"] a').first();
      assert.equal(await tile.getAttribute('href'), '/gamePlayingFront/1');
      await tile.click();
      await page.waitForURL('**/gamePlayingFront/1');
      await page.getByRole('button', { name: 'Demo', pressed: true }).waitFor();
      await page.getByRole('button', { name: 'Gerçek Para', pressed: false }).click();
      await page.waitForURL((url) =>
        project === 'desktop'
          ? url.pathname === '/gamePlaying/1'
          : url.pathname === '/gamePlaying/1/1',
      );
      await page.getByRole('button', { name: 'Gerçek Para', pressed: true }).waitFor();
      await waitUntil(
        'the real-money balance after the switch',
        () => shown.innerText(),
        (v) => v === money(total),
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('game pages for a tourist', () => {
  it('a Home card asks for login first; the demo opens by address; real money asks too', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await page.goto('/');
    await ready(page);
    // The lobby's card rule (play-mode.ts, as the seed writes it): a visitor without a login
    // who clicks a card goes to login first, coming back to where the card goes (this test
    // used to reach /gamePlayingFront/1 straight from the card). Nazar Slot has a card in
    // several rows, so it is found by its game id.
    await page.locator('[data-testid="game-card"][data-game-id="1"] a').first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/gamePlayingFront/1');
    // The demo page itself still plays for a tourist (its address works without a login).
    await page.goto('/gamePlayingFront/1');
    await ready(page);
    await page.getByText('Demo — sanal para').waitFor();
    await page.getByRole('button', { name: 'Demo', pressed: true }).waitFor();
    await page.locator('iframe[title="Nazar Slot"]').waitFor();
    await screenshot(page, 'mobile-game-demo');
    await page.getByRole('button', { name: 'Gerçek Para' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/gamePlaying/1/1');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown game shows the error state with a retry', async () => {
    const { page, context } = await open(browser, 'desktop');
    await page.goto('/gamePlayingFront/999999');
    await ready(page);
    await page.getByRole('heading', { name: 'Oyun açılamadı' }).waitFor();
    await page.getByRole('button', { name: 'Tekrar dene' }).waitFor();
    await context.close();
  });
});
