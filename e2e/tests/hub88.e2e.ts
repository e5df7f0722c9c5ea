// Hub88's games in the sandbox, in both layouts: the simulator's list reaches the lobby (the
// scheduled sync runs shortly after the start), a registered player with credit opens one of
// its Pragmatic Play slots for real money and spins inside the game's frame, served by the
// Hub88 simulator and paid through Talih's Hub88 wallet; the demo then spins with play money and
// moves nothing. Screenshots go to e2e/artifacts.
// SMS sends in this file: 2 (one registration per layout).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { launch, open, ready, screenshot, type ProjectName } from '../lib/browser.ts';
import { api } from '../lib/api.ts';
import { cliUnavailable, skipOutsideCi, credit } from '../lib/cli.ts';
import { hub88Game } from '../lib/db.ts';
import { seedPlayerSession, type SeededPlayer } from '../lib/session.ts';
import { waitUntil } from '../lib/wait.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

interface Rounds {
  total: number;
  list: { status: string; gameName: string }[];
}
const rounds = (p: SeededPlayer) =>
  api<Rounds>('/balance/getGameRecord', { page: 1, pageSize: 20 }, p.user.token);
const assets = async (p: SeededPlayer) =>
  (await api<{ totalAssets: number }>('/user/getUserInfo', {}, p.user.token)).totalAssets;
const userIdOf = (p: SeededPlayer) => String(p.user.userid ?? p.user.id);

async function spin(frame: FrameLocator): Promise<void> {
  const button = frame.getByRole('button', { name: 'Çevir' });
  await button.waitFor({ timeout: 15_000 });
  await button.click();
  await frame
    .getByRole('button', { name: 'Dönüyor…' })
    .waitFor({ timeout: 3_000 })
    .catch(() => undefined);
  await frame.locator('button:enabled', { hasText: 'Çevir' }).waitFor({ timeout: 20_000 });
}

async function frameOf(page: Page, name: string): Promise<FrameLocator> {
  await page.locator(`iframe[title="${name}"]`).waitFor();
  return page.frameLocator(`iframe[title="${name}"]`);
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`Hub88 games (${project})`, () => {
    it('a Pragmatic Play slot from the simulator plays for real money and in demo', async (t) => {
      const missing = cliUnavailable();
      if (missing) {
        skipOutsideCi(t, missing);
        return;
      }
      const game = await waitUntil(
        'the Hub88 game list synced',
        async () => hub88Game('PP'),
        (g) => g !== null,
        60_000,
      );
      assert.ok(game);
      const found = await waitUntil(
        'the lobby search finds it',
        () => api<{ gameId: number }[]>('/labelGame/getSearchResults', { words: game.name }),
        (list) => list.some((g) => g.gameId === game.id),
        40_000,
      );
      assert.ok(found.length > 0);

      const { page, context, errors } = await open(browser, project);
      const player = await seedPlayerSession(page);
      await credit(userIdOf(player), '100.00', 'e2e: hub88 test credit');
      await page.goto(
        project === 'desktop' ? `/gamePlaying/${game.id}` : `/gamePlaying/${game.id}/1`,
      );
      await ready(page);
      await page.getByRole('heading', { level: 1, name: game.name }).waitFor();
      const frame = await frameOf(page, game.name);
      let total = 100;
      for (let spins = 1; spins <= 3 && total === 100; spins++) {
        await spin(frame);
        await waitUntil(
          `round ${spins} closed`,
          () => rounds(player),
          (r) => r.total === spins && r.list[0]?.status === 'closed',
        );
        total = await assets(player);
      }
      assert.notEqual(total, 100, 'the spins moved money through the Hub88 wallet');
      assert.equal((await rounds(player)).list[0]?.gameName, game.name);
      await screenshot(page, `${project}-hub88-real`);

      await page.getByRole('button', { name: 'Demo', pressed: false }).click();
      await page.waitForURL(`**/gamePlayingFront/${game.id}`);
      const demo = await frameOf(page, game.name);
      const roundsBefore = (await rounds(player)).total;
      await spin(demo);
      assert.equal(await assets(player), total, 'a demo spin leaves the wallet');
      assert.equal((await rounds(player)).total, roundsBefore, 'and records no round');
      await screenshot(page, `${project}-hub88-demo`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
