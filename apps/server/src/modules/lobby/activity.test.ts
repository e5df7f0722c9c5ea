// What players did, on both databases: recent games recorded by every launch (tourist or
// player, demo or real, newest first, trimmed), and "playing now" counted from real rounds made
// through the provider wallet, never made up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYING_NOW_WINDOW_MS, RECENT_GAMES_KEPT } from '@talih/contracts/lobby.ts';
import { backends, loginTourist, type Backend, type TestApp } from '../../testing/backends.ts';
import {
  betBody,
  createPlayer,
  insertPlayer,
  launchReal,
  openWalletTestApp,
  studioClient,
  txId,
} from '../../testing/players.ts';
import { countPlayingNow } from './playing-now.ts';
import { answer } from '../../testing/calls.ts';
import {
  getFavoriteGames as getFavoriteGamesCall,
  getRecentGames as getRecentGamesCall,
  getSearchResults as getSearchResultsCall,
  labelList as labelListCall,
} from '@talih/contracts/lobby.ts';

const pause = () => new Promise((r) => setTimeout(r, 3));
const auth = (token: string) => ({ token, authorization: token });

/** A test app with the demo data for the enclosing describe, and its stand-ins with a demo. */
function demoApp(backend: Backend) {
  const app = { t: undefined as unknown as TestApp, standIns: [] as number[] };
  beforeAll(async () => {
    app.t = await openWalletTestApp(backend);
    app.standIns = await standInIds(app.t);
  });
  afterAll(() => app.t.dispose());
  return app;
}

/** Stand-ins with a demo, by id: enough to overflow the recent games kept. */
async function standInIds(t: TestApp) {
  const rows = await t.database.db
    .selectFrom('games')
    .select('id')
    .where('stand_in', '=', 1)
    .where('have_demo', '=', 1)
    .orderBy('id')
    .limit(RECENT_GAMES_KEPT + 5)
    .execute();
  return rows.map((r) => r.id);
}

async function launch(t: TestApp, token: string, gameId: number, isReal: 0 | 1 = 0) {
  const res = await t.call('/labelGame/getGameUrlByGame', { gameId, isReal }, auth(token));
  expect(res.state, res.msg).toBe('200');
}

async function recent(t: TestApp, token: string, body: object = {}) {
  const res = await answer(t, getRecentGamesCall, body, { headers: auth(token) });
  expect(res.state, res.msg).toBe('200');
  return res.resultData;
}

for (const backend of backends()) {
  describe(`recent games on ${backend.name}`, () => {
    const app = demoApp(backend);

    it("records a tourist's demo launches, newest first, one row per game", async () => {
      const { t, standIns } = app;
      const { token } = await loginTourist(t);
      expect(await recent(t, token)).toEqual({ list: [], page: 1, pageSize: 24, total: 0 });
      const [a, b] = standIns;
      const before = Date.now();
      await launch(t, token, a!);
      await pause();
      await launch(t, token, b!);
      await pause();
      const first = await recent(t, token);
      expect(first.list.map((g) => [g.gameId, g.lastMode])).toEqual([
        [b, 'demo'],
        [a, 'demo'],
      ]);
      expect(first.list[0]!.lastPlayedAt).toBeGreaterThanOrEqual(before);
      expect(first.list[0]!.firmName).toBeTruthy();
      await launch(t, token, a!);
      expect((await recent(t, token)).list.map((g) => g.gameId)).toEqual([a, b]);
      // A launch refused (no demo of a live game) is not a recent game.
      const live = await t.database.db
        .selectFrom('games')
        .select('id')
        .where('have_demo', '=', 0)
        .executeTakeFirstOrThrow();
      const refused = await t.call(
        '/labelGame/getGameUrlByGame',
        { gameId: live.id, isReal: 0 },
        auth(token),
      );
      expect(refused.state).toBe('500');
      expect((await recent(t, token)).total).toBe(2);
      expect((await t.call('/labelGame/getRecentGames', {})).state).toBe('401');
    });

    it("records a player's real launches as real, and keeps each player's own", async () => {
      const { t, standIns } = app;
      const player = await createPlayer(t);
      const other = await createPlayer(t);
      await launchReal(t, player.token, standIns[2]);
      await pause();
      await launch(t, player.token, 1, 0);
      const mine = await recent(t, player.token);
      expect(mine.list.map((g) => [g.gameId, g.lastMode])).toEqual([
        [1, 'demo'],
        [standIns[2], 'real'],
      ]);
      expect(await recent(t, other.token)).toMatchObject({ list: [], total: 0 });
    });

    it(`keeps the newest ${RECENT_GAMES_KEPT} and pages them`, async () => {
      const { t, standIns } = app;
      const { token } = await loginTourist(t);
      const played = standIns.slice(0, RECENT_GAMES_KEPT + 3);
      for (const id of played) {
        await launch(t, token, id);
        await pause();
      }
      const newest = [...played].reverse().slice(0, RECENT_GAMES_KEPT);
      const all = await recent(t, token, { pageSize: 100 });
      expect(all.total).toBe(RECENT_GAMES_KEPT);
      expect(all.list.map((g) => g.gameId)).toEqual(newest);
      const second = await recent(t, token, { page: 2, pageSize: 20 });
      expect(second.list.map((g) => g.gameId)).toEqual(newest.slice(20, 40));
      expect((await recent(t, token, { page: 4, pageSize: 20 })).list).toEqual([]);
    });
  });

  // Its own app: the counts are cached for a few seconds, so no earlier call may have read them.
  describe(`playing now on ${backend.name}`, () => {
    const app = demoApp(backend);

    it('counts the players in a game from real rounds: open, or touched within the window', async () => {
      const { t, standIns } = app;
      const studio = studioClient(t);
      const [busy, quiet] = [standIns[10]!, standIns[11]!];
      // Two players bet in a stand-in game through the provider wallet; one round stays open.
      for (const closeIt of [false, true]) {
        const p = await createPlayer(t, 10_00);
        const launched = { launch: await launchReal(t, p.token, busy), playerId: String(p.userId) };
        const bet = betBody(launched, '1.00');
        expect((await studio('bet', bet)).status).toBe('OK');
        if (closeIt) {
          const won = await studio('win', {
            ...bet,
            transactionId: txId(),
            amount: '0.50',
            roundClosed: true,
          });
          expect(won.status).toBe('OK');
        }
      }
      // A round closed long ago, in another game, does not count; one left open long ago does.
      const now = Date.now();
      const old = now - PLAYING_NOW_WINDOW_MS - 60_000;
      const stale = await insertPlayer(t.database.db, `9055${String(now).slice(-8)}`, 'Eski');
      const round = {
        studio_code: 'sandbox',
        user_id: stale,
        bet_minor: 100,
        win_minor: 0,
        created_at: old,
        updated_at: old,
      };
      await t.database.db
        .insertInto('game_rounds')
        .values([
          { ...round, round_ref: txId(), game_id: quiet, status: 'closed' },
          { ...round, round_ref: txId(), game_id: busy, status: 'open' },
        ])
        .execute();

      const counts = await countPlayingNow(t.database.db);
      expect(counts.get(busy)).toBe(3);
      expect(counts.get(quiet)).toBeUndefined();
      // Later the window has passed for the closed round; the open ones still count.
      expect(
        (await countPlayingNow(t.database.db, now + PLAYING_NOW_WINDOW_MS + 1)).get(busy),
      ).toBe(2);

      // Every answered game carries the count: search, pages, the lobby rows, favourites, recent.
      const { token } = await loginTourist(t);
      await t.call('/labelGame/favoriteGame', { gameId: busy, opt: 1 }, auth(token));
      await launch(t, token, busy);
      const [name] = await t.database.db
        .selectFrom('games')
        .select(['name'])
        .where('id', '=', busy)
        .execute();
      const found = await answer(t, getSearchResultsCall, { words: name!.name });
      expect(found.resultData[0]).toMatchObject({ gameId: busy, playingNow: 3 });
      const favorites = await answer(t, getFavoriteGamesCall, {}, { headers: auth(token) });
      expect(favorites.resultData.list[0]).toMatchObject({ gameId: busy, playingNow: 3 });
      expect((await recent(t, token)).list[0]).toMatchObject({ gameId: busy, playingNow: 3 });
      const lobby = await answer(t, labelListCall, { rowSize: 48 }, { headers: auth(token) });
      const row = lobby.resultData.labelList.find((l) => l.labelId === 'favoriler')!;
      expect(row.games[0]).toMatchObject({ gameId: busy, playingNow: 3 });
      const everyGame = lobby.resultData.labelList.flatMap((l) => l.games);
      expect(everyGame.filter((g) => g.gameId !== busy).every((g) => g.playingNow === 0)).toBe(
        true,
      );
    });
  });
}
