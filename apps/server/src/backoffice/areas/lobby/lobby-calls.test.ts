// The lobby and content staff calls over HTTP on the back-office app, on both databases, with
// the demo catalogue: a support member is refused every call, bad input changes nothing, each
// change writes its audit row, and the player sees the effect (a switched-off game or provider
// leaves the lobby, search and launch; labels and the drawer follow the staff's order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as content from '@talih/contracts/backoffice/content.ts';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';
import { answer, call as callApi, staffAnswer, staffCall } from '../../../testing/calls.ts';
import {
  getSearchResults as getSearchResultsCall,
  labelList as labelListCall,
} from '@talih/contracts/lobby.ts';
import {
  homePreview,
  listGames,
  listLabels,
  listProviders,
  saveGame,
  saveProvider,
} from '@talih/contracts/backoffice/content.ts';

const CONTRACTS = Object.values(content).filter(
  (c): c is typeof content.listGames =>
    typeof c === 'object' && c !== null && 'path' in c && 'permission' in c,
);

interface Page<T> {
  list: T[];
  total: number;
}

for (const backend of backends()) {
  describe(`content staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    let editor: StaffClient;
    let support: StaffClient;
    let player: { token: string };
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      await seedDemoData(t.app.talih.services);
      editor = await staffClient(t, 'content');
      support = await staffClient(t, 'support');
      player = await createPlayer(t, 0);
    });
    afterAll(() => t.dispose());

    const audits = (action: string) =>
      t.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('action', '=', action)
        .orderBy('seq')
        .execute();
    const launch = (gameId: number) =>
      t.call('/labelGame/getGameUrlByGame', { gameId, isReal: 1 }, { token: player.token });
    const search = async (words: string) => await callApi(t, getSearchResultsCall, { words });

    it('refuses a support member every content call, and writes no audit row', async () => {
      expect(CONTRACTS.length).toBe(18);
      for (const c of CONTRACTS) {
        const res = await support.call(c.path, {});
        expect({ path: c.path, state: res.state, msg: res.msg }).toEqual({
          path: c.path,
          state: '403',
          msg: 'Bu işlem için yetkiniz yok.',
        });
      }
      const rows = await t.database.db
        .selectFrom('staff_audit')
        .select('action')
        .where('staff_name', '=', support.name)
        .where('action', 'like', 'content.%')
        .execute();
      expect(rows).toEqual([]);
    });

    it('lists games a page at a time with filters and sort', async () => {
      const page = await staffAnswer(editor, listGames, {
        provider: 'PP',
        sort: 'name',
        dir: 'asc',
        pageSize: 5,
      });
      expect(page.state).toBe('200');
      expect(page.resultData.rows).toHaveLength(5);
      expect(page.resultData.total).toBeGreaterThan(5);
      expect(new Set(page.resultData.rows.map((r) => r.firmCode))).toEqual(new Set(['PP']));
      const names = page.resultData.rows.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const found = await staffAnswer(editor, listGames, {
        search: 'nazar slot',
      });
      expect(found.resultData.rows.map((r) => r.gameId)).toContain(1);
      const bad = await editor.call('/content/games', { sort: 'bogus' });
      expect(bad.state).not.toBe('200');
    });

    it('switching a game off takes it out of the lobby, search and launch; audited', async () => {
      expect((await launch(1)).state).toBe('200');
      const before = await staffAnswer(editor, listGames, {
        search: 'Nazar Slot',
      });
      const game = before.resultData.rows.find((r) => r.gameId === 1)!;
      const saved = await staffAnswer(editor, saveGame, {
        gameId: 1,
        enabled: false,
        haveDemo: game.haveDemo,
        sortWeight: 777,
        categoryId: game.categoryId,
        labels: ['hot', 'jackpot'],
        reason: 'bakım',
      });
      expect(saved.state).toBe('200');
      expect(saved.resultData).toMatchObject({ enabled: false, sortWeight: 777 });
      expect(saved.resultData.labels).toEqual(['hot', 'jackpot']);
      expect((await search('nazar')).map((g) => g.gameId)).not.toContain(1);
      expect((await t.call('/labelGame/getGame', { gameId: 1 })).state).not.toBe('200');
      const refused = await launch(1);
      expect(refused.state).not.toBe('200');
      const [row] = await audits('content.game.save');
      expect(row).toMatchObject({ staff_name: editor.name, object_type: 'game', object_id: '1' });
      expect(JSON.parse(row!.before_json!)).toMatchObject({ enabled: true });
      expect(JSON.parse(row!.after_json!)).toMatchObject({ enabled: false, sortWeight: 777 });

      // Bad input changes nothing: an unknown label, an unknown category.
      for (const change of [{ labels: ['nope'] }, { categoryId: 999_999 }]) {
        const res = await editor.call('/content/games/save', {
          gameId: 1,
          enabled: true,
          haveDemo: true,
          sortWeight: 1,
          categoryId: game.categoryId,
          labels: [],
          ...change,
        });
        expect(res.state).not.toBe('200');
      }
      const still = await t.database.db
        .selectFrom('games')
        .select(['status', 'sort_weight'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(still).toEqual({ status: 'hidden', sort_weight: 777 });
      expect(await audits('content.game.save')).toHaveLength(1);

      await editor.call('/content/games/save', {
        gameId: 1,
        enabled: true,
        haveDemo: game.haveDemo,
        sortWeight: game.sortWeight,
        categoryId: game.categoryId,
        labels: game.labels,
      });
      expect((await launch(1)).state).toBe('200');
    });

    it('a provider switched off leaves the lobby and its games cannot be launched', async () => {
      const providers = await staffAnswer(editor, listProviders);
      const studio = providers.resultData.rows.find((p) => p.firmCode === 'TALIH')!;
      expect(studio).toMatchObject({ enabled: true });
      const off = await staffAnswer(editor, saveProvider, {
        firmCode: 'TALIH',
        enabled: false,
        sort: studio.sort,
      });
      expect(off.resultData.enabled).toBe(false);
      const lobby = await answer(t, labelListCall, {});
      expect(lobby.resultData.providerList.map((p) => p.firmCode)).not.toContain('TALIH');
      expect((await launch(1)).state).not.toBe('200');
      expect((await search('nazar')).map((g) => g.gameId)).not.toContain(1);
      expect(await audits('content.provider.save')).toHaveLength(1);
      const unknown = await editor.call('/content/providers/save', {
        firmCode: 'NOPE',
        enabled: true,
        sort: 1,
      });
      expect(unknown.state).not.toBe('200');
      await editor.call('/content/providers/save', { firmCode: 'TALIH', enabled: true, sort: 1 });
      expect((await launch(1)).state).toBe('200');
    });

    it('the drawer shows the chosen providers in the chosen order', async () => {
      // The demo's default: every provider, in the lobby's order.
      const seeded = await answer(t, labelListCall, {});
      expect(seeded.resultData.drawerProviders).toHaveLength(13);
      expect(seeded.resultData.drawerProviders?.slice(0, 2)).toEqual(['PP', 'TADA']);
      const saved = await editor.call('/content/drawer/save', {
        firmCodes: ['PG', 'TALIH', 'PP'],
      });
      expect(saved.state).toBe('200');
      const lobby = await answer(t, labelListCall, {});
      expect(lobby.resultData.drawerProviders).toEqual(['PG', 'TALIH', 'PP']);
      const dup = await editor.call('/content/drawer/save', { firmCodes: ['TALIH', 'TALIH'] });
      expect(dup.state).not.toBe('200');
      const again = await answer(t, labelListCall, {});
      expect(again.resultData.drawerProviders).toEqual(['PG', 'TALIH', 'PP']);
      const [row] = await audits('content.drawer.save');
      expect(JSON.parse(row!.after_json!)).toEqual({ firmCodes: ['PG', 'TALIH', 'PP'] });
    });

    it('labels: add, rename, order and remove; the lobby follows', async () => {
      const created = await editor.call('/content/labels/save', {
        labelId: 'yaz',
        nameTk: 'Yaz Fırsatları',
        nameEn: 'Summer Picks',
        nameZh: '夏季精选',
      });
      expect(created.state).toBe('200');
      const rows = (await staffCall(editor, listLabels)).rows;
      const order = ['yaz', ...rows.map((r) => r.labelId).filter((id) => id !== 'yaz')];
      expect((await editor.call('/content/labels/order', { labelIds: order })).state).toBe('200');
      const lobby = await answer(
        t,
        labelListCall,
        { rowSize: 1 },
        { headers: { 'accept-language': 'en' } },
      );
      expect(lobby.resultData.labelList[0]).toMatchObject({
        labelId: 'yaz',
        labelName: 'Summer Picks',
      });
      const badId = await editor.call('/content/labels/save', {
        labelId: 'Yaz Kampanyası!',
        nameTk: 'x',
        nameEn: 'x',
        nameZh: 'x',
      });
      expect(badId.state).not.toBe('200');
      const labelCount = (await staffCall(editor, listLabels)).rows.length;
      expect(labelCount).toBe(rows.length);
      const partial = await editor.call('/content/labels/order', { labelIds: ['yaz'] });
      expect(partial.state).not.toBe('200');
      const system = await editor.call('/content/labels/delete', { labelId: 'hot' });
      expect(system.state).not.toBe('200');
      expect((await editor.call('/content/labels/delete', { labelId: 'yaz' })).state).toBe('200');
      const after = await answer(t, labelListCall, {});
      expect(after.resultData.labelList.map((l) => l.labelId)).not.toContain('yaz');
      expect((await audits('content.label.create')).map((r) => r.object_id)).toEqual(['yaz']);
      expect(await audits('content.label.order')).toHaveLength(1);
      expect(await audits('content.label.delete')).toHaveLength(1);
    });

    it('a preview of the home answers the sections and the drawer', async () => {
      const preview = await staffAnswer(editor, homePreview, { lang: 'tk' });
      expect(preview.state).toBe('200');
      expect(preview.resultData.labels.map((l) => l.labelId)).toContain('hot');
      expect(preview.resultData.labels.find((l) => l.labelId === 'hot')!.games).toHaveLength(6);
      expect(preview.resultData.drawerProviders.map((p) => p.firmCode)).toEqual([
        'PG',
        'TALIH',
        'PP',
      ]);
      expect(preview.resultData.banners[0]!.imageUrl).toMatch(
        /^\/bo\/content-art\/banner\/\d+\.svg$/,
      );
    });
  });
}

export type { Page };
