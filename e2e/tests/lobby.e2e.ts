// The games lobby end to end (issue #5 "done when"), in both layouts, in the Turkish UI:
// - search "bonanza" (desktop: the header's dropdown; mobile: the drawer's search, rows with the
//   whole names and no "Demo" chip), each a second after the typing stops from the first letter
//   on, and open a result: every result says "bonanza", the page the card rule names opens for
//   that game id, and the game's frame loads (on a phone a stand-in's notice is one line);
// - add a favourite from a card's heart, see it under Favorite (desktop: the side menu's
//   Favoriler, Home with the favoriler chip; mobile: /favorite), remove it, see it gone, and the
//   server agrees (/labelGame/getFavoriteGames);
// - open a provider (mobile: the drawer's icon; desktop: Home's providers section): gameAll of
//   that provider on its main category, tabs of only its categories with its counts ("Tümü" its
//   total, as Home counts it), and the grid holds only its games;
// - play a real round (CLI credit, a card, the real/demo switch, a signed studio round) and find
//   the game first in RecentGameRecords (mobile: the drawer's shortcut), marked as real money,
//   without a "Demo" chip;
// - a guest's card goes to login with the card's target as the redirect, and logging in comes
//   back to it;
// - the gameAll grid of every game keeps only a screenful of cards in the DOM;
// - axe finds nothing serious or critical on Home, gameAll and Favorite.
// The card rule (apps/web/src/features/games/play-mode.ts): no or expired login -> login with
// ?redirect=<target>; a player on a game with a demo -> /gamePlayingFront/:id; otherwise real
// money (desktop /gamePlaying/:id, mobile /gamePlaying/:id/1); a drawer card always real money.
// Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (one registered player per layout, shared by that layout's tests).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
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
import { playRound } from '../lib/studio-wallet.ts';
import { waitUntil } from '../lib/wait.ts';
import { assertGameAllVirtualised, scrollTo, waitForCards } from '../lib/game-grid.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The search debounce of the seed (S5): a search goes out a second after the typing stops. */
const SEARCH_DEBOUNCE_MS = 1_000;
/** Result cards in the desktop dropdown and in the drawer (SearchDropdown.tsx, Drawer.tsx). */
const DROPDOWN_RESULTS = 6;
const DRAWER_RESULTS = 12;

interface LobbyGame {
  gameId: number;
  gameName: string;
  haveDemo: boolean;
  firmCode: string;
  firmName: string;
}
interface Lobby {
  labelList: { labelId: string; labelName: string; games: LobbyGame[] }[];
  categoryList: { categoryId: number; categoryName: string; gameCount: number }[];
  providerList: {
    firmCode: string;
    firmName: string;
    categoryId: number;
    gameCount: number;
    categories: { categoryId: number; gameCount: number }[];
  }[];
}
interface Paged<T> {
  total: number;
  list: T[];
}
interface Launch {
  gameId: number;
  gameName: string;
  gameUrl: string;
  isReal: number;
  standIn: boolean;
}

const count = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// One registered player per layout, made on first use: its tests share it (2 SMS in all).
const players = new Map<ProjectName, Promise<SeededPlayer>>();
function playerFor(project: ProjectName): Promise<SeededPlayer> {
  let player = players.get(project);
  if (!player) {
    player = registerPlayerViaApi(newDeviceNumber());
    players.set(project, player);
  }
  return player;
}
const userIdOf = (p: SeededPlayer) => String(p.user.userid ?? p.user.id);

const lobby = () => api<Lobby>('/labelGame/list', { rowSize: 12 });
const favoriteIds = async (p: SeededPlayer) =>
  (
    await api<Paged<LobbyGame> & { gameIds: number[] }>(
      '/labelGame/getFavoriteGames',
      { page: 1, pageSize: 100 },
      p.user.token,
    )
  ).gameIds;

/** Where a card goes: play-mode.ts's rule, written out again from the seed's three lines. */
function cardTarget(
  game: Pick<LobbyGame, 'gameId' | 'haveDemo'>,
  project: ProjectName,
  viewer: 'player' | 'guest',
  realOnly = false,
): string {
  const target =
    game.haveDemo && !realOnly
      ? `/gamePlayingFront/${game.gameId}`
      : project === 'desktop'
        ? `/gamePlaying/${game.gameId}`
        : `/gamePlaying/${game.gameId}/1`;
  return viewer === 'player' ? target : `/login?redirect=${encodeURIComponent(target)}`;
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const card = (scope: Page | Locator, gameId: number) =>
  scope.locator(`[data-testid="game-card"][data-game-id="${gameId}"]`);

/** Home has rendered its lobby, and for a player the header shows the balance. */
async function homeReady(page: Page, project: ProjectName, player: boolean): Promise<void> {
  await ready(page);
  await page.getByTestId('label-row').first().waitFor();
  if (player) {
    await page
      .locator(project === 'desktop' ? 'header .chip-balance' : 'header .m-assets')
      .waitFor();
  }
}

interface Searched {
  results: LobbyGame[];
  /** Every search request made while typing, with the words it asked for. */
  sent: string[];
}

/**
 * Types the words key by key into a search box and answers the server's results for the whole
 * words. Checks the debounce for them: their search goes out no sooner than (nearly) the
 * debounce after the last key, and no search asks for the words cut after the first letter.
 */
async function search(page: Page, box: Locator, words: string): Promise<Searched> {
  const sent: { words: string; at: number }[] = [];
  const wordsOf = (r: { postDataJSON(): unknown }) => (r.postDataJSON() as { words: string }).words;
  const onRequest = (r: { url(): string; postDataJSON(): unknown }) => {
    if (r.url().endsWith('/labelGame/getSearchResults'))
      sent.push({ words: wordsOf(r), at: Date.now() });
  };
  page.on('request', onRequest);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/labelGame/getSearchResults') && wordsOf(r.request()) === words,
  );
  await box.pressSequentially(words, { delay: 40 });
  const typedAt = Date.now();
  const response = await answered;
  page.off('request', onRequest);
  const results = ((await response.json()) as { resultData: LobbyGame[] }).resultData;
  const full = sent.filter((s) => s.words === words);
  assert.equal(full.length, 1, 'one search for the whole words');
  // The last key went out just before typedAt; the debounce timer starts at that key.
  const waited = full[0]!.at - typedAt;
  assert.ok(
    waited >= SEARCH_DEBOUNCE_MS - 250,
    `the search waited for the debounce (${waited} ms)`,
  );
  const partial = sent.filter((s) => s.words !== words && s.words.length > 1);
  assert.deepEqual(partial, [], 'no search while typing');
  assert.ok(results.length > 1, `"${words}" finds several games (${results.length})`);
  for (const game of results) {
    assert.ok(
      game.gameName.toLocaleLowerCase('tr').includes(words),
      `the server's result "${game.gameName}" contains "${words}"`,
    );
  }
  return { results, sent: sent.map((s) => s.words) };
}

/** The game page of `game` in `mode`: the launch call, the bar and a loaded frame. */
async function assertGamePage(
  page: Page,
  game: Pick<LobbyGame, 'gameId' | 'gameName'>,
  mode: 'real' | 'demo',
  launched: Promise<{ json(): Promise<unknown> }>,
): Promise<Launch> {
  const launch = ((await (await launched).json()) as { resultData: Launch }).resultData;
  assert.equal(launch.gameId, game.gameId, 'the launch is for the clicked game');
  assert.equal(launch.isReal, mode === 'real' ? 1 : 0, `the launch is ${mode}`);
  await page.getByRole('heading', { level: 1, name: game.gameName }).waitFor();
  await page
    .getByRole('button', { name: mode === 'real' ? 'Gerçek Para' : 'Demo', pressed: true })
    .waitFor();
  if (launch.standIn) {
    // A catalogue game without a studio of its own opens the sandbox slot, and says so.
    await page.getByTestId('stand-in-notice').getByText(game.gameName).waitFor();
  }
  // The frame has loaded the studio's page: its spin button is there.
  await page.locator('iframe.game-frame[data-loaded]').waitFor();
  await page
    .frameLocator('iframe.game-frame')
    .getByRole('button', { name: 'Çevir' })
    .waitFor({ timeout: 15_000 });
  return launch;
}

const launchResponse = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/labelGame/getGameUrlByGame'));

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`lobby (${project})`, () => {
    it('searches "bonanza" in Turkish and opens a result', async () => {
      const { page, context, errors } = await open(browser, project);
      await installSession(page, await playerFor(project));
      await page.goto('/');
      await homeReady(page, project, true);
      assert.equal(await page.locator('html').getAttribute('lang'), 'tr');

      let names: string[];
      let links: Locator;
      let results: LobbyGame[];
      let realOnly = false;
      if (project === 'desktop') {
        const box = page.getByRole('combobox', { name: 'Oyun ara' });
        assert.equal(await box.getAttribute('data-testid'), 'header-search-input');
        const searched = await search(page, box, 'bonanza');
        // The header's search waits for the debounce from the first key on: nothing else.
        assert.deepEqual(searched.sent, ['bonanza']);
        results = searched.results;
        const dropdown = page.getByTestId('header-search-dropdown');
        links = dropdown.getByRole('option').and(page.getByTestId('search-result'));
        const shown = Math.min(DROPDOWN_RESULTS, results.length);
        await links.nth(shown - 1).waitFor();
        assert.equal(await links.count(), shown, 'the dropdown shows the first results');
        await dropdown.getByTestId('search-see-all').waitFor();
        names = await dropdown.locator('.search-result-name').allInnerTexts();
        await screenshot(page, 'desktop-search-dropdown');
      } else {
        await page.getByRole('button', { name: 'Menüyü aç' }).tap();
        const drawer = page.getByTestId('drawer');
        await drawer.waitFor();
        const searched = await search(page, drawer.getByTestId('drawer-search-input'), 'bonanza');
        // The drawer waits for the debounce from the first key on too: nothing else.
        assert.deepEqual(searched.sent, ['bonanza']);
        results = searched.results;
        const list = drawer.getByTestId('drawer-search-results');
        await list.waitFor();
        links = list.getByRole('link').and(list.getByTestId('drawer-result'));
        const shown = Math.min(DRAWER_RESULTS, results.length);
        await links.nth(shown - 1).waitFor();
        assert.equal(await links.count(), shown, 'the drawer shows the first results');
        names = await list.locator('.m-result-name').allInnerTexts();
        // Whole names (a long one wraps, never "Bonanza of …"), and no "Demo" chip: a drawer
        // result always opens real money.
        const cut = await list
          .locator('.m-result-name')
          .evaluateAll(
            (els) =>
              els.filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight)
                .length,
          );
        assert.equal(cut, 0, 'no name is cut');
        assert.equal(await list.getByText('Demo', { exact: true }).count(), 0, 'no Demo chip');
        realOnly = true;
        await screenshot(page, 'mobile-drawer-search');
      }
      // What the page shows is the server's ranking, and every name says "bonanza".
      assert.deepEqual(
        names,
        results.slice(0, names.length).map((g) => g.gameName),
      );
      for (const name of names) {
        assert.ok(name.toLocaleLowerCase('tr').includes('bonanza'), `"${name}" has "bonanza"`);
      }
      // Every result goes where the card rule says (the drawer's always real money).
      for (let i = 0; i < names.length; i++) {
        assert.equal(
          await links.nth(i).getAttribute('href'),
          cardTarget(results[i]!, project, 'player', realOnly),
          `result ${i + 1} (${names[i]})`,
        );
      }

      // Open the second result (the first is also the top of the search page: vary it).
      const game = results[1]!;
      const launched = launchResponse(page);
      if (project === 'desktop') await links.nth(1).click();
      else await links.nth(1).tap();
      const target = cardTarget(game, project, 'player', realOnly);
      await page.waitForURL((url) => url.pathname === target);
      const mode = target.startsWith('/gamePlayingFront/') ? 'demo' : 'real';
      const launch = await assertGamePage(page, game, mode, launched);
      if (project === 'mobile') {
        assert.equal(await page.getByTestId('drawer').isVisible(), false, 'the drawer closed');
        assert.ok(launch.standIn, 'a catalogue "bonanza" is a stand-in');
        // On a phone the stand-in notice is one line above the game; a tap tells the rest.
        const notice = page.getByTestId('stand-in-notice');
        const height = (await notice.boundingBox())?.height ?? 0;
        assert.ok(height > 0 && height <= 40, `the notice is one line (${height} px)`);
        const details = notice.getByTestId('stand-in-details');
        assert.equal(await details.isVisible(), false);
        await notice.getByRole('button').tap();
        await details.getByText('Nazar Slot').waitFor();
        await screenshot(page, 'mobile-stand-in-details');
        await notice.getByRole('button').tap();
        await details.waitFor({ state: 'hidden' });
      }
      await screenshot(page, `${project}-search-game`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('adds a favourite with the heart, shows it under Favorite, removes it', async () => {
      const { page, context, errors } = await open(browser, project);
      const player = await playerFor(project);
      await installSession(page, player);
      // Hearts follow the player's favourite ids, loaded after getUserInfo: wait for them.
      const idsLoaded = page.waitForResponse((r) =>
        r.url().endsWith('/labelGame/getFavoriteGames'),
      );
      await page.goto('/');
      await homeReady(page, project, true);
      await idsLoaded;
      assert.deepEqual(await axeProblems(page), [], 'Home (player)');

      // The first game of Home's Jackpot row: a catalogue game, not one of the studio's three.
      const jackpot = (await lobby()).labelList.find((l) => l.labelId === 'jackpot');
      assert.ok(jackpot?.games.length, 'the demo lobby has a Jackpot row');
      const game = jackpot.games[0]!;
      assert.ok(!(await favoriteIds(player)).includes(game.gameId), 'not a favourite yet');
      const row = page.getByTestId('label-row').filter({
        has: page.getByRole('heading', { name: jackpot.labelName }),
      });
      const heart = card(row, game.gameId).getByRole('button', {
        name: `Favori: ${game.gameName}`,
      });
      assert.equal(await heart.getAttribute('data-testid'), 'favorite-button');
      assert.equal(await heart.getAttribute('aria-pressed'), 'false');
      const saved = page.waitForResponse((r) => r.url().endsWith('/labelGame/favoriteGame'));
      if (project === 'desktop') await heart.click();
      else await heart.tap();
      assert.equal(((await (await saved).json()) as { state: string }).state, '200');
      await card(row, game.gameId)
        .getByRole('button', { name: `Favori: ${game.gameName}`, pressed: true })
        .waitFor();
      assert.ok((await favoriteIds(player)).includes(game.gameId), 'the server has it');

      // Favorite: desktop Home with the favoriler label (from the side menu); mobile /favorite.
      let favorites: Locator;
      if (project === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Ana menü' })
          .getByRole('link', { name: 'Favoriler' })
          .click();
        await page
          .getByTestId('label-chip-favoriler')
          .and(page.locator('[aria-pressed=true]'))
          .waitFor();
        favorites = page.locator('.lobby-grid').getByTestId('game-grid');
      } else {
        await page.goto('/favorite');
        await ready(page);
        favorites = page.getByTestId('favorite-page').getByTestId('game-grid');
      }
      const favorite = card(favorites, game.gameId);
      await favorite.waitFor();
      assert.equal(await favorite.locator('.game-tile-name').innerText(), game.gameName);
      await screenshot(page, `${project}-favorites`);
      assert.deepEqual(await axeProblems(page), [], 'Favorite');

      // Off again, from the Favorite list itself: gone from the page and from the server.
      const removed = page.waitForResponse((r) => r.url().endsWith('/labelGame/favoriteGame'));
      const off = favorite.getByRole('button', { name: `Favori: ${game.gameName}`, pressed: true });
      if (project === 'desktop') await off.click();
      else await off.tap();
      assert.equal(((await (await removed).json()) as { state: string }).state, '200');
      await favorite.waitFor({ state: 'detached' });
      await waitUntil(
        'the server forgot the favourite',
        () => favoriteIds(player),
        (ids) => !ids.includes(game.gameId),
      );
      // It was this player's only favourite: the list shows its empty state.
      assert.deepEqual(await favoriteIds(player), []);
      await page.getByRole('heading', { name: 'Henüz favori oyununuz yok' }).waitFor();
      await screenshot(page, `${project}-favorites-removed`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(
      project === 'mobile'
        ? 'opens a provider from the drawer: gameAll of only its games'
        : 'opens a provider from Home’s providers: gameAll of only its games',
      async () => {
        const { page, context, errors } = await open(browser, project);
        await installSession(page, await playerFor(project));
        await page.goto('/');
        await homeReady(page, project, true);
        // Desktop: Evolution (live tables, no demos); mobile: Pragmatic Play (slots).
        const name = project === 'desktop' ? 'Evolution' : 'Pragmatic Play';
        const provider = (await lobby()).providerList.find((p) => p.firmName === name);
        assert.ok(provider, `${name} is a provider of the demo lobby`);
        const path = `/gameAll/${provider.categoryId}/${encodeURIComponent(name)}/${provider.firmCode}`;
        let shownOnHome: string | null = null;
        if (project === 'mobile') {
          await page.getByRole('button', { name: 'Menüyü aç' }).tap();
          const icon = page
            .getByTestId('drawer')
            .getByTestId('drawer-provider')
            .and(page.getByRole('button', { name }));
          await icon.tap();
        } else {
          const link = page
            .getByRole('region', { name: 'Sağlayıcılar' })
            .getByTestId('provider-link')
            .filter({ hasText: name });
          shownOnHome = await link.locator('.provider-chip-count').innerText();
          await link.click();
        }
        await page.waitForURL((url) => url.pathname === path);
        const gameAll = page.getByTestId('game-all-page');
        await gameAll.getByRole('heading', { level: 1, name }).waitFor();
        // The tabs: "Tümü" with the provider's total, then only its own categories, each with
        // its count there; the address's category (its main one) is the current tab.
        const { categoryList } = await lobby();
        const tabs = gameAll.getByRole('group', { name: 'Oyun türleri' }).getByRole('link');
        await tabs.first().waitFor();
        assert.deepEqual(await tabs.allInnerTexts(), [
          `Tümü (${count.format(provider.gameCount)})`,
          ...provider.categories.map((c) => {
            const category = categoryList.find((k) => k.categoryId === c.categoryId)!;
            return `${category.categoryName} (${count.format(c.gameCount)})`;
          }),
        ]);
        const current = provider.categories.findIndex((c) => c.categoryId === provider.categoryId);
        assert.ok(current >= 0, 'the main category is one of its tabs');
        assert.equal(await tabs.nth(current + 1).getAttribute('aria-current'), 'page');
        if (shownOnHome !== null) {
          assert.equal(shownOnHome, count.format(provider.gameCount), 'Home counts its total');
        }
        // The page's count is the server's for this provider in its main category.
        const { total } = await api<Paged<LobbyGame>>('/labelGame/getGameByCategoryAndPage', {
          categoryId: provider.categoryId,
          firmCode: provider.firmCode,
          page: 1,
          pageSize: 1,
        });
        assert.ok(total > 0);
        await gameAll
          .locator('.lobby-page-sub')
          .getByText(`${count.format(total)} oyun`)
          .waitFor();
        const grid = gameAll.getByTestId('game-grid');
        await grid.getByTestId('game-card').first().waitFor();
        await assertOnlyProvider(grid, name, 'top of the grid');
        await screenshot(page, `${project}-gameall-provider`);
        assert.deepEqual(await axeProblems(page), [], 'gameAll');

        // Further down (later pages, loaded on the way): still only this provider.
        await scrollTo(page, 0.7);
        await waitForCards(page);
        await assertOnlyProvider(grid, name, 'further down');
        assert.deepEqual(errors, []);
        await context.close();
      },
    );

    it('plays a real round and finds the game first in RecentGameRecords', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const { page, context, errors } = await open(browser, project);
      const player = await playerFor(project);
      await installSession(page, player);
      const before = (
        await api<{ totalAssets: number }>('/user/getUserInfo', {}, player.user.token)
      ).totalAssets;
      await credit(userIdOf(player), '20.00', 'e2e: lobby recent games credit');
      const credited = before + 20;
      // Another game launched first, so that "first" means something.
      await api('/labelGame/getGameUrlByGame', { gameId: 2, isReal: 0 }, player.user.token);

      // The first game with a demo of Home's Megaways row.
      const megaways = (await lobby()).labelList.find((l) => l.labelId === 'megaways');
      const game = megaways?.games.find((g) => g.haveDemo);
      assert.ok(megaways && game, 'the Megaways row has a game with a demo');
      await page.goto('/');
      await homeReady(page, project, true);
      const row = page.getByTestId('label-row').filter({
        has: page.getByRole('heading', { name: megaways.labelName }),
      });
      const link = card(row, game.gameId).getByRole('link');
      // A player's card of a game with a demo opens the demo...
      assert.equal(await link.getAttribute('href'), `/gamePlayingFront/${game.gameId}`);
      let launched = launchResponse(page);
      if (project === 'desktop') await link.click();
      else await link.tap();
      await page.waitForURL((url) => url.pathname === `/gamePlayingFront/${game.gameId}`);
      await assertGamePage(page, game, 'demo', launched);

      // ...and real money is one switch away.
      launched = launchResponse(page);
      await page.getByRole('button', { name: 'Gerçek Para', pressed: false }).click();
      const real = cardTarget({ ...game, haveDemo: false }, project, 'player');
      await page.waitForURL((url) => url.pathname === real);
      const launch = await assertGamePage(page, game, 'real', launched);
      const balance = page.locator(
        project === 'desktop' ? 'header .chip-balance .balance-value' : '.game-bar .balance-value',
      );
      await waitUntil(
        'the credited balance',
        () => balance.innerText(),
        (v) => v === lira.format(credited),
      );

      // A round the way the studio's server plays it, on the frame's own launch token.
      const src = await page.locator('iframe.game-frame').getAttribute('src');
      assert.ok(src && src.includes('token='), 'a real-money launch URL');
      assert.equal(launch.gameUrl, src);
      const final = await playRound(src, '2.00', '5.00');
      assert.equal(final, (credited + 3).toFixed(2));
      await waitUntil(
        'the balance after the round, live',
        () => balance.innerText(),
        (v) => v === lira.format(credited + 3),
      );
      const rounds = await api<Paged<{ gameName: string; status: string }>>(
        '/balance/getGameRecord',
        { page: 1, pageSize: 5 },
        player.user.token,
      );
      assert.equal(rounds.list[0]?.gameName, game.gameName, 'the round is booked on the game');
      assert.equal(rounds.list[0]?.status, 'closed');

      // RecentGameRecords: desktop from the side menu, mobile from the drawer's shortcut.
      if (project === 'desktop') {
        await page
          .getByRole('navigation', { name: 'Ana menü' })
          .getByRole('link', { name: 'Son Oynananlar' })
          .click();
      } else {
        await page.goto('/');
        await homeReady(page, project, true);
        await page.getByRole('button', { name: 'Menüyü aç' }).tap();
        await page
          .getByTestId('drawer')
          .getByRole('navigation', { name: 'Kısayollar' })
          .getByRole('button', { name: 'Son Oynananlar' })
          .tap();
      }
      await page.waitForURL((url) => url.pathname === '/recentGameRecords');
      const recent = page.getByTestId('recent-games-page');
      await recent.getByRole('heading', { level: 1, name: 'Son Oynananlar' }).waitFor();
      const cards = recent.getByTestId('game-grid').getByTestId('game-card');
      await cards.nth(1).waitFor();
      assert.equal(await cards.first().getAttribute('data-game-id'), String(game.gameId));
      assert.equal(await cards.first().locator('.game-tile-name').innerText(), game.gameName);
      // Last played for real money: no "Demo" after the time, nor a "Demo" chip on the art
      // (the game has a demo, but here only the last mode is said).
      assert.doesNotMatch(await cards.first().locator('time').innerText(), /Demo/);
      assert.equal(await cards.first().getByText('Demo', { exact: true }).count(), 0);
      const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-game-id')));
      assert.ok(ids.indexOf('2') > 0, 'the game launched before it comes later');
      await screenshot(page, `${project}-recent-games`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('a guest’s card goes to login with where it was going; login comes back', async () => {
      const { page, context, errors } = await open(browser, project);
      await page.goto('/');
      await homeReady(page, project, false);
      const labels = (await lobby()).labelList;
      const label = (id: string) => labels.find((l) => l.labelId === id)!;
      const row = (id: string) =>
        page.getByTestId('label-row').filter({
          has: page.getByRole('heading', { name: label(id).labelName }),
        });
      // A game with a demo (Megaways row) and one without (a live table).
      const demo = label('megaways').games.find((g) => g.haveDemo)!;
      const live = label('live').games.find((g) => !g.haveDemo)!;
      assert.ok(demo && live, 'the demo lobby has both kinds');

      for (const [game, id] of [
        [demo, 'megaways'],
        [live, 'live'],
      ] as const) {
        const link = card(row(id), game.gameId).getByRole('link');
        const expected = cardTarget(game, project, 'guest');
        assert.equal(await link.getAttribute('href'), expected, game.gameName);
        if (project === 'desktop') await link.click();
        else await link.tap();
        await page.waitForURL((url) => url.pathname === '/login');
        assert.equal(pathOf(page), expected, `${game.gameName}: login, then back to the game`);
        if (game === demo) {
          await page.goBack();
          await homeReady(page, project, false);
        }
      }
      await screenshot(page, `${project}-guest-card-login`);

      // Logging in (password, no SMS) comes back to the live table, for real money.
      const player = await playerFor(project);
      const form = page.getByRole('form', { name: 'Giriş Yap' });
      await form.getByLabel('Telefon numarası').fill(player.phone);
      await form.getByLabel('Şifre', { exact: true }).fill(player.password);
      const launched = launchResponse(page);
      await form.getByRole('button', { name: 'Giriş Yap' }).click();
      const back = cardTarget(live, project, 'player');
      await page.waitForURL((url) => url.pathname === back);
      await assertGamePage(page, live, 'real', launched);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('the gameAll grid of all 3,000+ games keeps only a screenful of cards', async (t) => {
      const { page, context, errors } = await open(browser, project);
      const { total } = await api<Paged<LobbyGame>>('/labelGame/getGameByCategoryAndPage', {
        categoryId: 0,
        page: 1,
        pageSize: 1,
      });
      assert.ok(total >= 3000, `the demo catalogue has 3,000+ games (${total})`);
      t.diagnostic(await assertGameAllVirtualised(page, project, total));
      await screenshot(page, `${project}-gameall-all-middle`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('drawer search debounce (mobile)', () => {
  it('the first letter waits for the debounce too, also after the box is emptied', async () => {
    const { page, context, errors } = await open(browser, 'mobile');
    await installSession(page, await playerFor('mobile'));
    await page.goto('/');
    await homeReady(page, 'mobile', true);
    await page.getByRole('button', { name: 'Menüyü aç' }).tap();
    const drawer = page.getByTestId('drawer');
    await drawer.waitFor();
    const box = drawer.getByTestId('drawer-search-input');
    const first = await search(page, box, 'bonanza');
    assert.deepEqual(first.sent, ['bonanza'], 'one search, a second after the typing');
    await drawer.getByTestId('drawer-search-results').waitFor();

    // Emptied: the menu is back; typed again: the new first letter waits as well.
    await box.fill('');
    await drawer.getByRole('navigation', { name: 'Kısayollar' }).waitFor();
    const second = await search(page, box, 'sultan');
    assert.deepEqual(second.sent, ['sultan'], 'again one search, a second after the typing');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The page's globals these tests read (this folder is checked without the DOM library). */
/** Every card of the grid in the DOM is of the provider. */
async function assertOnlyProvider(grid: Locator, name: string, where: string): Promise<void> {
  const providers = await grid
    .locator('[data-testid="game-card"] .game-tile-provider')
    .allInnerTexts();
  assert.ok(providers.length > 0, `${where}: cards`);
  assert.deepEqual(
    [...new Set(providers)],
    [name],
    `${where}: only ${name}'s games (${providers.length} cards)`,
  );
}
