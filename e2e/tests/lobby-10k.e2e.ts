// The lobby at an aggregator's size (issue 38): a second server seeded with 10,000 generated
// games (SEED_CATALOGUE_GAMES=10000, plus Talih Stüdyo's three; Hub88 off so nothing else is
// synced in). On both layouts the gameAll page of every game keeps only a screenful of cards in
// the DOM, at the top and halfway down, as with the 3,000-game demo catalogue; and search over
// the 10,000 finds the anchor names.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, open, screenshot, type ProjectName } from '../lib/browser.ts';
import { assertGameAllVirtualised } from '../lib/game-grid.ts';
import { startServer, type ExtraServer } from '../lib/server.ts';

let browser: Browser;
let big: ExtraServer;
before(async () => {
  [browser, big] = await Promise.all([
    launch(),
    startServer({ SEED_CATALOGUE_GAMES: '10000', HUB88_ADAPTER: 'off' }),
  ]);
});
after(async () => {
  await browser?.close();
  await big?.stop();
});

async function call<T>(path: string, body: object): Promise<T> {
  const res = await fetch(new URL(path, big.base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 2020, ...body }),
  });
  const envelope = (await res.json()) as { state: string; resultData: T };
  assert.equal(envelope.state, '200', path);
  return envelope.resultData;
}

for (const project of ['desktop', 'mobile'] as ProjectName[]) {
  describe(`lobby of 10,000 games (${project})`, () => {
    it('the gameAll grid of all 10,003 games keeps only a screenful of cards', async (t) => {
      const { total } = await call<{ total: number }>('/labelGame/getGameByCategoryAndPage', {
        categoryId: 0,
        page: 1,
        pageSize: 1,
      });
      assert.equal(total, 10_003);
      const { page, context, errors } = await open(browser, project, big.base);
      t.diagnostic(await assertGameAllVirtualised(page, project, total));
      await screenshot(page, `${project}-gameall-10k-middle`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('search over 10,000 games', () => {
  it('finds the anchor names, best match first', async () => {
    const found = await call<{ gameName: string }[]>('/labelGame/getSearchResults', {
      words: 'istanbul',
      pageSize: 24,
    });
    assert.equal(found[0]?.gameName, 'İSTANBUL GECELERİ');
    const bonanza = await call<{ gameName: string }[]>('/labelGame/getSearchResults', {
      words: 'bonanza',
      pageSize: 50,
    });
    assert.ok(bonanza.length >= 5, `${bonanza.length} bonanza games`);
    assert.ok(bonanza.every((g) => /bonanza/i.test(g.gameName)));
  });
});
