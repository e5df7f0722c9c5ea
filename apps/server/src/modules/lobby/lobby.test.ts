// The lobby calls over HTTP on both databases, against the full demo catalogue: labels,
// categories and providers, paging edges, Turkish search, only active games, names in the
// caller's language, banners, generated art and the stand-in flag of a launch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, type TestApp } from '../../testing/backends.ts';
import { setGameStatus } from '../../testing/catalogue.ts';
import { openWalletTestApp } from '../../testing/players.ts';
import { catalogueChanged } from './catalogue.ts';
import { normaliseSearchText } from './normalise.ts';
import { answer } from '../../testing/calls.ts';
import {
  bannerList,
  getGame as getGameCall,
  getGameByCategoryAndPage as getGameByCategoryAndPageCall,
  getGameByCategoryNameAndPage as getGameByCategoryNameAndPageCall,
  getGameByLabelCategoryAndPage as getGameByLabelCategoryAndPageCall,
  getRecentGames as getRecentGamesCall,
  getSearchResults as getSearchResultsCall,
  labelList as labelListCall,
} from '@talih/contracts/lobby.ts';
import { getGameUrlByGame as getGameUrlByGameCall } from '@talih/contracts/games.ts';

/** The paged game lists, by the last part of their path. */
const PAGED = {
  getGameByLabelCategoryAndPage: getGameByLabelCategoryAndPageCall,
  getGameByCategoryAndPage: getGameByCategoryAndPageCall,
  getGameByCategoryNameAndPage: getGameByCategoryNameAndPageCall,
};

const ids = (games: { gameId: number }[]) => games.map((g) => g.gameId);
const EMPTY_PAGE = { list: [], page: 1, pageSize: 24, total: 0 };
const byWeightThenId = (a: { w: number; id: number }, b: { w: number; id: number }) =>
  b.w - a.w || a.id - b.id;

for (const backend of backends()) {
  describe(`lobby on ${backend.name}`, () => {
    let t: TestApp;
    let activeGames: number;
    let liveId: number;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      const count = await t.database.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      activeGames = Number(count.n);
      const live = await t.database.db
        .selectFrom('game_categories')
        .select('id')
        .where('code', '=', 'live')
        .executeTakeFirstOrThrow();
      liveId = live.id;
    });
    afterAll(() => t.dispose());

    const lobby = async (body: object = {}, headers: Record<string, string> = {}) => {
      const res = await answer(t, labelListCall, body, { headers });
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };
    const page = async (
      path: keyof typeof PAGED,
      body: object,
      headers: Record<string, string> = {},
    ) => {
      const res = await answer(t, PAGED[path], body, { headers });
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };
    const search = async (words: string, extra: object = {}) => {
      const res = await answer(t, getSearchResultsCall, { words, ...extra });
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };
    /** A label's games as the database orders them: weight desc, then id. */
    const labelOrder = async (labelId: string) => {
      const rows = await t.database.db
        .selectFrom('game_labels')
        .innerJoin('games', 'games.id', 'game_labels.game_id')
        .select(['game_labels.game_id as id', 'game_labels.weight as w'])
        .where('label_id', '=', labelId)
        .where('games.status', '=', 'active')
        .execute();
      return rows.sort(byWeightThenId).map((r) => r.id);
    };

    it('lists the labels with their first games, the categories and the providers, in Turkish', async () => {
      const result = await lobby({ rowSize: 5 });
      expect(result.labelList.map((l) => [l.labelId, l.labelName, l.kind])).toEqual([
        ['hot', 'Popüler', 'system'],
        ['new', 'Yeni', 'system'],
        ['favoriler', 'Favoriler', 'system'],
        ['jackpot', 'Jackpot Oyunları', 'operator'],
        ['megaways', 'Megaways', 'operator'],
        ['live', 'Canlı Masalar', 'operator'],
      ]);
      const hot = result.labelList[0]!;
      const hotOrder = await labelOrder('hot');
      expect(hot.total).toBe(hotOrder.length);
      expect(hot.total).toBeGreaterThan(100);
      expect(ids(hot.games)).toEqual(hotOrder.slice(0, 5));
      // The studio's real games lead the row.
      expect(hot.games.slice(0, 3).map((g) => g.gameName)).toEqual([
        'Nazar Slot',
        'Mayın Tarlası',
        'Roket',
      ]);
      expect(hot.games[0]).toMatchObject({
        gameId: 1,
        imageUrlLobby: '/games/nazar-slot.svg',
        haveDemo: true,
        firmCode: 'TALIH',
        firmName: 'Talih Stüdyo',
        labels: ['hot', 'new'],
        playingNow: 0,
      });
      const favorites = result.labelList.find((l) => l.labelId === 'favoriler')!;
      expect(favorites).toMatchObject({ total: 0, games: [] });

      expect(result.categoryList.map((c) => [c.code, c.categoryName])).toEqual([
        ['slot', 'Slot'],
        ['live', 'Canlı Casino'],
        ['table', 'Masa Oyunları'],
        ['instant', 'Crash ve Anlık Oyunlar'],
        ['fishing', 'Balık Avı'],
        ['jackpot', 'Jackpot'],
      ]);
      expect(result.categoryList.reduce((n, c) => n + c.gameCount, 0)).toBe(activeGames);
      expect(activeGames).toBeGreaterThanOrEqual(3003);

      expect(result.providerList.map((p) => p.firmName)).toEqual([
        'Pragmatic Play',
        'TADA',
        'Vivo',
        'PG',
        'Bgaming',
        'WAZDAN',
        'Microgaming',
        'NetEnt',
        'PlayNGo',
        'Playson',
        'Evolution',
        'Ezugi',
        'Talih Stüdyo',
      ]);
      const evolution = result.providerList.find((p) => p.firmName === 'Evolution')!;
      expect(evolution).toMatchObject({ firmCode: 'EVO', categoryId: liveId, gameCount: 250 });
      expect(result.providerList.find((p) => p.firmCode === 'TALIH')!.gameCount).toBe(3);
      expect(result.providerList.reduce((n, p) => n + p.gameCount, 0)).toBe(activeGames);
    });

    it('names labels and categories in English and Chinese when asked', async () => {
      const en = await lobby({ lang: 'en', rowSize: 1 });
      expect(en.labelList.slice(0, 3).map((l) => l.labelName)).toEqual([
        'Hot',
        'New',
        'Favourites',
      ]);
      expect(en.categoryList.find((c) => c.code === 'live')!.categoryName).toBe('Live Casino');
      const zh = await lobby({ rowSize: 1 }, { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(zh.labelList[0]!.labelName).toBe('热门');
      expect(zh.categoryList.find((c) => c.code === 'fishing')!.categoryName).toBe('捕鱼游戏');
    });

    it('pages a label: sizes 1 and 100, a page past the end, and refuses page 0', async () => {
      const order = await labelOrder('hot');
      const hundred = await page('getGameByLabelCategoryAndPage', {
        labelId: 'hot',
        pageSize: 100,
      });
      expect(hundred).toMatchObject({ page: 1, pageSize: 100, total: order.length });
      expect(ids(hundred.list)).toEqual(order.slice(0, 100));
      const second = await page('getGameByLabelCategoryAndPage', {
        labelId: 'hot',
        page: 2,
        pageSize: 1,
      });
      expect(ids(second.list)).toEqual([order[1]]);
      expect(second.total).toBe(order.length);
      const lastPage = Math.ceil(order.length / 24);
      const last = await page('getGameByLabelCategoryAndPage', { labelId: 'hot', page: lastPage });
      expect(ids(last.list)).toEqual(order.slice((lastPage - 1) * 24));
      const past = await page('getGameByLabelCategoryAndPage', {
        labelId: 'hot',
        page: lastPage + 1,
      });
      expect(past).toEqual({ list: [], page: lastPage + 1, pageSize: 24, total: order.length });

      const zero = await t.call('/labelGame/getGameByLabelCategoryAndPage', {
        labelId: 'hot',
        page: 0,
      });
      expect(zero).toMatchObject({ state: '500', msg: 'Sayfa en az 1 olmalıdır.' });
      const tooBig = await t.call('/labelGame/getGameByLabelCategoryAndPage', { pageSize: 101 });
      expect(tooBig.state).toBe('500');
      expect(tooBig.msg).toMatch(/Sayfa boyutu/);
    });

    it('filters a label by category; "" is every game, an unknown label none', async () => {
      const liveHot = await page('getGameByLabelCategoryAndPage', {
        labelId: 'hot',
        categoryId: liveId,
        pageSize: 100,
      });
      const liveHotRows = await t.database.db
        .selectFrom('game_labels')
        .innerJoin('games', 'games.id', 'game_labels.game_id')
        .select('games.id')
        .where('label_id', '=', 'hot')
        .where('games.category_id', '=', liveId)
        .execute();
      expect(liveHot.total).toBe(liveHotRows.length);
      expect(liveHot.total).toBeGreaterThan(0);
      expect(liveHot.list.every((g) => g.categoryId === liveId && g.labels.includes('hot'))).toBe(
        true,
      );
      const all = await page('getGameByLabelCategoryAndPage', { labelId: '' });
      expect(all.total).toBe(activeGames);
      const weights = await t.database.db
        .selectFrom('games')
        .select(['id', 'sort_weight as w'])
        .where('status', '=', 'active')
        .execute();
      expect(ids(all.list)).toEqual(
        weights
          .sort(byWeightThenId)
          .slice(0, 24)
          .map((g) => g.id),
      );
      expect(await page('getGameByLabelCategoryAndPage', { labelId: 'nosuch' })).toEqual(
        EMPTY_PAGE,
      );
    });

    it('pages a category, all categories, and one provider of a category', async () => {
      const live = await page('getGameByCategoryAndPage', { categoryId: liveId, pageSize: 100 });
      const liveCount = await t.database.db
        .selectFrom('games')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('category_id', '=', liveId)
        .executeTakeFirstOrThrow();
      expect(live.total).toBe(Number(liveCount.n));
      expect(live.list.every((g) => g.categoryId === liveId && !g.haveDemo)).toBe(true);
      const liveRows = await t.database.db
        .selectFrom('games')
        .select(['id', 'sort_weight as w'])
        .where('category_id', '=', liveId)
        .execute();
      expect(ids(live.list)).toEqual(
        liveRows
          .sort(byWeightThenId)
          .slice(0, 100)
          .map((g) => g.id),
      );

      const all = await page('getGameByCategoryAndPage', { categoryId: 0, pageSize: 1 });
      expect(all.total).toBe(activeGames);
      const evo = await page('getGameByCategoryAndPage', { categoryId: liveId, firmCode: 'evo' });
      expect(evo.total).toBeGreaterThan(100);
      expect(evo.total).toBeLessThan(250);
      expect(evo.list.every((g) => g.firmCode === 'EVO' && g.firmName === 'Evolution')).toBe(true);
      const everyEvo = await page('getGameByCategoryAndPage', { firmCode: 'EVO' });
      expect(everyEvo.total).toBe(250);
      expect(await page('getGameByCategoryAndPage', { firmCode: 'NOPE' })).toMatchObject({
        list: [],
        total: 0,
      });
      expect(await page('getGameByCategoryAndPage', { categoryId: 999_999 })).toMatchObject({
        list: [],
        total: 0,
      });
    });

    it('gives each provider its count in every category it has games in, as its pages count them', async () => {
      const result = await lobby({ rowSize: 1 });
      const categoryOrder = result.categoryList.map((c) => c.categoryId);
      const rows = await t.database.db
        .selectFrom('games')
        .select(['firm_code', 'category_id'])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', 'active')
        .groupBy(['firm_code', 'category_id'])
        .execute();
      for (const provider of result.providerList) {
        const expected = rows
          .filter((r) => r.firm_code === provider.firmCode)
          .sort(
            (a, b) => categoryOrder.indexOf(a.category_id) - categoryOrder.indexOf(b.category_id),
          )
          .map((r) => ({ categoryId: r.category_id, gameCount: Number(r.n) }));
        expect(provider.categories, provider.firmCode).toEqual(expected);
        expect(provider.categories.every((c) => c.gameCount > 0)).toBe(true);
        // They add up to the provider's total, the main category is one of them, and each is
        // what that category's page of the provider counts.
        expect(provider.categories.reduce((n, c) => n + c.gameCount, 0)).toBe(provider.gameCount);
        expect(provider.categories.map((c) => c.categoryId)).toContain(provider.categoryId);
        for (const c of provider.categories) {
          const onPage = await page('getGameByCategoryAndPage', {
            categoryId: c.categoryId,
            firmCode: provider.firmCode,
            pageSize: 1,
          });
          expect(onPage.total, `${provider.firmCode} in ${c.categoryId}`).toBe(c.gameCount);
        }
      }
      // Evolution: 250 games, most of them live tables (its main category), the rest tables.
      const tableId = result.categoryList.find((c) => c.code === 'table')!.categoryId;
      const evolution = result.providerList.find((p) => p.firmCode === 'EVO')!;
      expect(evolution.gameCount).toBe(250);
      expect(evolution.categories.map((c) => c.categoryId)).toEqual([liveId, tableId]);
      const liveEvo = evolution.categories[0]!.gameCount;
      expect(liveEvo).toBeGreaterThan(evolution.categories[1]!.gameCount);

      // A hidden game leaves its category's count, at once.
      const hidden = (
        await page('getGameByCategoryAndPage', { categoryId: liveId, firmCode: 'EVO', pageSize: 1 })
      ).list[0]!.gameId;
      await setGameStatus(t, hidden, 'hidden');
      try {
        const after = (await lobby({ rowSize: 1 })).providerList.find((p) => p.firmCode === 'EVO')!;
        expect(after.gameCount).toBe(249);
        expect(after.categories).toEqual([
          { categoryId: liveId, gameCount: liveEvo - 1 },
          evolution.categories[1],
        ]);
      } finally {
        await setGameStatus(t, hidden, 'active');
      }
    });

    it('finds a category by its code or its name in any language, ignoring case and Turkish letters', async () => {
      const expected = await page('getGameByCategoryAndPage', { categoryId: liveId });
      for (const categoryName of [
        'Canlı Casino',
        'canli casino',
        'CANLI CASİNO',
        'live',
        'Live Casino',
        '真人娱乐',
      ]) {
        const found = await page('getGameByCategoryNameAndPage', { categoryName });
        expect(found, categoryName).toEqual(expected);
      }
      const ezugi = await page('getGameByCategoryNameAndPage', {
        categoryName: 'Canlı Casino',
        firmCode: 'EZUGI',
      });
      expect(ezugi.total).toBeGreaterThan(0);
      expect(ezugi.list.every((g) => g.firmCode === 'EZUGI')).toBe(true);
      expect(await page('getGameByCategoryNameAndPage', { categoryName: 'Bingo' })).toEqual(
        EMPTY_PAGE,
      );
    });

    it('searches ignoring case, accents and Turkish letters: "istanbul" finds "İSTANBUL"', async () => {
      const istanbul = await search('istanbul');
      expect(istanbul[0]!.gameName).toBe('İSTANBUL GECELERİ');
      expect(istanbul.every((g) => normaliseSearchText(g.gameName).includes('istanbul'))).toBe(
        true,
      );
      // Each Turkish letter, typed or left out, finds the same game first (an exact match).
      const cases: [string, string, string][] = [
        ['İSTANBUL GECELERİ', 'İstanbul Geceleri', 'istanbul geceleri'],
        ['Işıklı Kervansaray', 'ışıklı kervansaray', 'isikli kervansaray'],
        ['Şeker Bonanza', 'şeker bonanza', 'seker bonanza'],
        ['Ağrı Dağı Hazinesi', 'AĞRI DAĞI HAZİNESİ', 'agri dagi hazinesi'],
        ['Güneşli Ölüdeniz', 'güneşli ölüdeniz', 'GUNESLI OLUDENIZ'],
        ['Bonanza Çarşısı', 'bonanza çarşısı', 'Bonanza Carsisi'],
      ];
      for (const [name, typed, folded] of cases) {
        expect((await search(typed))[0]?.gameName, typed).toBe(name);
        expect((await search(folded))[0]?.gameName, folded).toBe(name);
      }
      // And any catalogue name with the letter, as written and in Turkish capitals.
      for (const letter of ['İ', 'ı', 'ş', 'ğ', 'ü', 'ö', 'ç']) {
        const row = await t.database.db
          .selectFrom('games')
          .select(['id', 'name'])
          .where('name', 'like', `%${letter}%`)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        expect(ids(await search(row.name))[0], row.name).toBe(row.id);
        expect(ids(await search(row.name.toLocaleUpperCase('tr')))[0], row.name).toBe(row.id);
      }
      const sweet = ids(await search('sweet'));
      expect(sweet.length).toBeGreaterThan(0);
      expect(ids(await search('SWEET'))).toEqual(sweet);
      expect(ids(await search('Swéet'))).toEqual(sweet);
      expect((await search('sweet'))[0]!.gameName).toMatch(/^Sweet /);
    });

    it('answers one page of matches, and nothing for empty words', async () => {
      const bonanza = await search('bonanza');
      expect(bonanza).toHaveLength(24);
      expect(bonanza.every((g) => /bonanza/i.test(g.gameName))).toBe(true);
      const ten = await search('bonanza', { pageSize: 10 });
      const second = await search('bonanza', { pageSize: 5, page: 2 });
      expect(ids(second)).toEqual(ids(ten).slice(5, 10));
      for (const words of ['', '   ', '!?', '\t']) expect(await search(words)).toEqual([]);
      expect(await search('bonanza', { pageSize: 5, page: 100 })).toEqual([]);
      const provider = await search('evolution');
      expect(provider).toHaveLength(24);
      expect(provider.every((g) => g.firmName === 'Evolution')).toBe(true);
      const long = await t.call('/labelGame/getSearchResults', { words: 'a'.repeat(201) });
      expect(long.state).toBe('500');
    });

    it('ranks exact, then prefix, then word start, then substring, whatever the sort weight', async () => {
      const now = Date.now();
      const base = {
        image_url: '/games/nazar-slot.svg',
        have_demo: 1,
        firm_code: 'TALIH',
        studio_code: 'sandbox',
        studio_game: 'slot',
        status: 'active' as const,
        created_at: now,
        category_id: 1,
      };
      const inserted = await t.database.db
        .insertInto('games')
        .values([
          { ...base, name: 'Superqorvex', sort_weight: 990 },
          { ...base, name: 'Altın Qorvex', sort_weight: 980 },
          { ...base, name: 'Qorvex Gold', sort_weight: 970 },
          { ...base, name: 'Qorvex', sort_weight: 1 },
          { ...base, name: 'Qorvex Nights', sort_weight: 975 },
        ])
        .returning('id')
        .execute();
      await catalogueChanged(t.cache);
      try {
        expect((await search('QORVEX')).map((g) => g.gameName)).toEqual([
          'Qorvex',
          'Qorvex Nights',
          'Qorvex Gold',
          'Altın Qorvex',
          'Superqorvex',
        ]);
      } finally {
        await t.database.db
          .deleteFrom('games')
          .where(
            'id',
            'in',
            inserted.map((r) => r.id),
          )
          .execute();
        await catalogueChanged(t.cache);
      }
      expect(await search('qorvex')).toEqual([]);
    });

    it('shows only active games: a hidden game leaves every list, the search and its art', async () => {
      const [first] = await search('İSTANBUL GECELERİ');
      const gameId = first!.gameId;
      expect((await t.app.inject({ url: `/game-art/${gameId}.svg` })).statusCode).toBe(200);
      await setGameStatus(t, gameId, 'hidden');
      try {
        expect(ids(await search('istanbul geceleri'))).not.toContain(gameId);
        const all = await page('getGameByCategoryAndPage', { categoryId: 0 });
        expect(all.total).toBe(activeGames - 1);
        expect((await lobby()).providerList.find((p) => p.firmCode === 'PG')!.gameCount).toBe(259);
        expect((await t.app.inject({ url: `/game-art/${gameId}.svg` })).statusCode).toBe(404);
        const gone = await t.call('/labelGame/getGame', { gameId });
        expect(gone.state).toBe('500');
        expect(gone.msg).toBe('Bu oyun bulunamadı ya da şu an kapalı.');
      } finally {
        await setGameStatus(t, gameId, 'active');
      }
      expect(ids(await search('istanbul geceleri'))[0]).toBe(gameId);
    });

    it('answers one game by id, as the lists show it; unknown ids refused', async () => {
      const [listed] = await search('İSTANBUL GECELERİ');
      const res = await answer(t, getGameCall, { gameId: String(listed!.gameId) });
      expect(res.state, res.msg).toBe('200');
      expect(res.resultData).toEqual(listed);
      const studio = await answer(t, getGameCall, { gameId: 1 });
      expect(studio.resultData).toMatchObject({
        gameName: 'Nazar Slot',
        firmCode: 'TALIH',
        haveDemo: true,
      });
      expect((await t.call('/labelGame/getGame', { gameId: 999_999 })).state).toBe('500');
      expect((await t.call('/labelGame/getGame', {})).state).toBe('500');
    });

    it('serves generated 3:4 art per game, escaped, cached for good; 404 for unknown ids', async () => {
      const [game] = await search('hold win');
      expect(game!.gameName).toContain('&');
      expect(game!.imageUrlLobby).toBe(`/game-art/${game!.gameId}.svg`);
      const res = await t.app.inject({ url: game!.imageUrlLobby });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toMatch(/img-src 'self'/);
      expect(res.body).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 400"/,
      );
      expect(res.body).toContain(game!.firmName);
      expect(res.body).toContain('&amp;');
      expect(res.body).not.toMatch(/& /);
      expect((await t.app.inject({ url: game!.imageUrlLobby })).body).toBe(res.body);
      for (const url of ['/game-art/999999.svg', '/game-art/abc.svg', '/game-art/12.png']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    });

    it('lists the live banners in the caller language with their art and links', async () => {
      const res = await answer(t, bannerList);
      expect(res.state).toBe('200');
      // The lobby's four lead; promotions' own banners follow them (seed/social-parts.ts).
      expect(res.resultData.slice(0, 4).map((b) => [b.title, b.linkType, b.link])).toEqual([
        ["Talih'e hoş geldiniz", 'route', '/promotions'],
        ['Nazar Slot', 'game', '1'],
        ['Canlı Casino masaları açık', 'route', `/gameAll/${liveId}/Canl%C4%B1%20Casino`],
        ['Roket kalkışa hazır', 'game', '3'],
      ]);
      const en = await answer(t, bannerList, { lang: 'en' });
      expect(en.resultData[0]!.title).toBe('Welcome to Talih');
      const art = await t.app.inject({ url: res.resultData[0]!.imageUrl });
      expect(art.statusCode).toBe(200);
      expect(art.body).toMatch(/viewBox="0 0 1600 500"/);
      expect((await t.app.inject({ url: '/banner-art/999.svg' })).statusCode).toBe(404);

      // Outside its window a banner is not shown.
      const [first, second] = res.resultData;
      const now = Date.now();
      await t.database.db
        .updateTable('banners')
        .set({ ends_at: now - 1 })
        .where('id', '=', first!.bannerId)
        .execute();
      await t.database.db
        .updateTable('banners')
        .set({ starts_at: now + 60_000 })
        .where('id', '=', second!.bannerId)
        .execute();
      try {
        const live = await answer(t, bannerList);
        expect(live.resultData.map((b) => b.bannerId)).toEqual(
          res.resultData.slice(2).map((b) => b.bannerId),
        );
      } finally {
        await t.database.db
          .updateTable('banners')
          .set({ starts_at: null, ends_at: null })
          .execute();
      }
    });

    it('launches a stand-in as the sandbox slot and says so; a studio game is no stand-in', async () => {
      const tourist = await loginTourist(t);
      const [standIn] = await search('Sweet Lokum Bonanza');
      const launch = await answer(
        t,
        getGameUrlByGameCall,
        { gameId: standIn!.gameId, isReal: 0 },
        { session: tourist.token },
      );
      expect(launch.resultData).toMatchObject({
        gameName: 'Sweet Lokum Bonanza',
        standIn: true,
        gameUrl: '/studio/play.html?game=slot&lang=tk&currency=TRY&mode=demo',
      });
      const studio = await answer(
        t,
        getGameUrlByGameCall,
        { gameId: 2, isReal: 0 },
        { session: tourist.token },
      );
      expect(studio.resultData.standIn).toBe(false);
    });

    it('refuses real money to a tourist and a demo of a game without one, recording nothing', async () => {
      const tourist = await loginTourist(t);
      const real = await t.call(
        '/labelGame/getGameUrlByGame',
        { gameId: 2, isReal: 1 },
        { token: tourist.token },
      );
      expect(real).toMatchObject({ state: '500', msg: 'Gerçek parayla oynamak için giriş yapın.' });
      const realOnly = await t.database.db
        .selectFrom('games')
        .select('id')
        .where('have_demo', '=', 0)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      const demo = await t.call(
        '/labelGame/getGameUrlByGame',
        { gameId: realOnly.id, isReal: 0 },
        { token: tourist.token },
      );
      expect(demo).toMatchObject({ state: '500', msg: 'Bu oyunun demo sürümü yok.' });
      const recent = await answer(t, getRecentGamesCall, {}, { session: tourist.token });
      expect(recent.resultData.total).toBe(0);
    });
  });
}
