// Favourites over HTTP on both databases: idempotent add and remove, newest first, the
// favoriler label, ownership, refusals, the cap, parallel adds, and registration keeping them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_MAX } from '@talih/contracts/lobby.ts';
import { backends, loginTourist, type TestApp } from '../../testing/backends.ts';
import { setGameStatus } from '../../testing/catalogue.ts';
import { createPlayer, openWalletTestApp } from '../../testing/players.ts';
import { answer } from '../../testing/calls.ts';
import {
  favoriteGame as favoriteGameCall,
  getFavoriteGames as getFavoriteGamesCall,
  getGameByLabelCategoryAndPage as getGameByLabelCategoryAndPageCall,
  labelList as labelListCall,
} from '@talih/contracts/lobby.ts';
import { getTestSms, register as registerCall } from '@talih/contracts/accounts.ts';

let phoneSeq = 0;
const newPhone = () =>
  `5${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

for (const backend of backends()) {
  describe(`favourites on ${backend.name}`, () => {
    let t: TestApp;
    /** Active stand-ins to favourite, by id. */
    let games: number[];
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      const rows = await t.database.db
        .selectFrom('games')
        .select('id')
        .where('stand_in', '=', 1)
        .orderBy('id')
        .limit(10)
        .execute();
      games = rows.map((r) => r.id);
    });
    afterAll(() => t.dispose());

    const auth = (token: string) => ({ token, authorization: token });
    const favorite = (token: string, gameId: number, opt: 0 | 1) =>
      answer(t, favoriteGameCall, { gameId, opt }, { headers: auth(token) });
    const favorites = async (token: string, body: object = {}) => {
      const res = await answer(t, getFavoriteGamesCall, body, { headers: auth(token) });
      expect(res.state, res.msg).toBe('200');
      return res.resultData;
    };

    it('adds and removes idempotently', async () => {
      const { token } = await loginTourist(t);
      const [a] = games;
      for (let i = 0; i < 2; i++) {
        expect(await favorite(token, a!, 1)).toMatchObject({
          state: '200',
          resultData: { gameId: a, favorite: true, total: 1 },
        });
      }
      expect((await favorites(token)).gameIds).toEqual([a]);
      for (let i = 0; i < 2; i++) {
        expect((await favorite(token, a!, 0)).resultData).toEqual({
          gameId: a,
          favorite: false,
          total: 0,
        });
      }
      expect(await favorites(token)).toEqual({
        list: [],
        page: 1,
        pageSize: 24,
        total: 0,
        gameIds: [],
      });
    });

    it('answers newest first, a page and every id; the favoriler label holds the same', async () => {
      const { token } = await loginTourist(t);
      const [a, b, c] = games;
      for (const id of [a!, b!, c!]) {
        expect((await favorite(token, id, 1)).state).toBe('200');
        await new Promise((r) => setTimeout(r, 3));
      }
      const all = await favorites(token);
      expect(all.gameIds).toEqual([c, b, a]);
      expect(all.list.map((g) => g.gameId)).toEqual([c, b, a]);
      const second = await favorites(token, { page: 2, pageSize: 2 });
      expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, gameIds: [c, b, a] });
      expect(second.list.map((g) => g.gameId)).toEqual([a]);
      expect((await favorites(token, { page: 3, pageSize: 2 })).list).toEqual([]);

      const lobby = await answer(t, labelListCall, { rowSize: 2 }, { headers: auth(token) });
      const row = lobby.resultData.labelList.find((l) => l.labelId === 'favoriler')!;
      expect(row.total).toBe(3);
      expect(row.games.map((g) => g.gameId)).toEqual([c, b]);
      const label = await answer(
        t,
        getGameByLabelCategoryAndPageCall,
        { labelId: 'favoriler' },
        { headers: auth(token) },
      );
      expect(label.resultData.total).toBe(3);
      expect(label.resultData.list.map((g) => g.gameId)).toEqual([c, b, a]);
      // Without a token the label is empty.
      const anonymous = await answer(t, getGameByLabelCategoryAndPageCall, {
        labelId: 'favoriler',
      });
      expect(anonymous.resultData).toMatchObject({ list: [], total: 0 });
    });

    it("keeps each player's favourites their own", async () => {
      const one = await createPlayer(t);
      const two = await createPlayer(t);
      await favorite(one.token, games[4]!, 1);
      await favorite(two.token, games[5]!, 1);
      expect((await favorites(one.token)).gameIds).toEqual([games[4]]);
      expect((await favorites(two.token)).gameIds).toEqual([games[5]]);
      // Removing a game that is someone else's favourite changes only your own list.
      expect((await favorite(two.token, games[4]!, 0)).resultData.total).toBe(1);
      expect((await favorites(one.token)).gameIds).toEqual([games[4]]);
      const lobby = await answer(t, labelListCall, {}, { headers: auth(two.token) });
      expect(lobby.resultData.labelList.find((l) => l.labelId === 'favoriler')!.total).toBe(1);
    });

    it('refuses an unknown or hidden game with a clear message, and needs a session', async () => {
      const { token } = await loginTourist(t);
      expect(await favorite(token, 9_999_999, 1)).toMatchObject({
        state: '500',
        msg: 'Bu oyun bulunamadı ya da şu an kapalı; favorilerinize eklenemedi.',
      });
      expect((await favorite(token, 9_999_999, 0)).state).toBe('500');
      const hidden = games[6]!;
      await setGameStatus(t, hidden, 'hidden');
      try {
        const res = await t.call(
          '/labelGame/favoriteGame',
          { gameId: hidden, opt: 1, lang: 'en' },
          auth(token),
        );
        expect(res).toMatchObject({
          state: '500',
          msg: 'This game was not found or is closed right now, so it could not be added to your favourites.',
        });
        // A hidden favourite may still be removed.
        expect((await favorite(token, hidden, 0)).state).toBe('200');
      } finally {
        await setGameStatus(t, hidden, 'active');
      }
      expect((await t.call('/labelGame/favoriteGame', { gameId: games[0], opt: 1 })).state).toBe(
        '401',
      );
      expect((await t.call('/labelGame/getFavoriteGames', {})).state).toBe('401');
      expect((await favorite(token, games[0]!, 2 as 0)).state).toBe('500');
    });

    it(`keeps at most ${FAVORITES_MAX} favourites`, async () => {
      const { token, userId } = await loginTourist(t);
      const many = await t.database.db
        .selectFrom('games')
        .select('id')
        .where('stand_in', '=', 1)
        .orderBy('id', 'desc')
        .limit(FAVORITES_MAX + 1)
        .execute();
      const now = Date.now();
      const rows = many.slice(0, FAVORITES_MAX).map((g, i) => ({
        user_id: userId,
        game_id: g.id,
        created_at: now - i,
      }));
      for (let i = 0; i < rows.length; i += 250) {
        await t.database.db
          .insertInto('favorite_games')
          .values(rows.slice(i, i + 250))
          .execute();
      }
      const over = await favorite(token, many[FAVORITES_MAX]!.id, 1);
      expect(over).toMatchObject({
        state: '500',
        msg: `En fazla ${FAVORITES_MAX} oyunu favorilerinizde tutabilirsiniz. Yeni bir oyun eklemek için önce bir favorinizi kaldırın.`,
      });
      // Adding one already there is still fine, and removing one makes room.
      expect((await favorite(token, many[0]!.id, 1)).resultData.total).toBe(FAVORITES_MAX);
      expect((await favorite(token, many[0]!.id, 0)).resultData.total).toBe(FAVORITES_MAX - 1);
      expect((await favorite(token, many[FAVORITES_MAX]!.id, 1)).resultData.total).toBe(
        FAVORITES_MAX,
      );
      const all = await favorites(token, { pageSize: 100 });
      expect(all.gameIds).toHaveLength(FAVORITES_MAX);
      expect(all.gameIds[0]).toBe(many[FAVORITES_MAX]!.id);
    });

    it('keeps one row when the same game is added many times at once', async () => {
      const { token, userId } = await loginTourist(t);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => favorite(token, games[7]!, 1)),
      );
      expect(answers.map((a) => a.state)).toEqual(Array(12).fill('200'));
      const rows = await t.database.db
        .selectFrom('favorite_games')
        .select('game_id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([{ game_id: games[7] }]);
    });

    it("a tourist's favourites survive registration", async () => {
      const tourist = await loginTourist(t);
      await favorite(tourist.token, games[8]!, 1);
      await favorite(tourist.token, games[9]!, 1);
      const tel = newPhone();
      const sent = await t.app.inject({
        method: 'POST',
        url: '/sms/send',
        remoteAddress: `10.9.${phoneSeq % 250}.${(Date.now() % 250) + 1}`,
        headers: { 'content-type': 'application/json' },
        payload: { tel },
      });
      expect(sent.json().state).toBe('200');
      const code = await answer(t, getTestSms, { tel });
      const registered = await answer(
        t,
        registerCall,
        {
          mobile: tel,
          password: 'gizli1234',
          verificationCode: code.resultData,
          ageConfirmed: true,
          termsAccepted: true,
        },
        { headers: auth(tourist.token) },
      );
      expect(registered.state, registered.msg).toBe('200');
      expect(registered.resultData).toMatchObject({ userid: tourist.userId, role: 'player' });
      expect((await favorites(registered.resultData.token)).gameIds).toEqual([games[9], games[8]]);
    });
  });
}
