// The sandbox's Hub88 end to end, on both databases: Talih syncs the simulator's game list into
// the catalogue (idempotent; vanished games hidden, never deleted), launches one of its games
// through Hub88's game URL call, and the game's rounds reach Talih's Hub88 wallet signed with
// the simulator's key, moving the player's balance by win − bet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../../../testing/backends.ts';
import {
  firstHub88Game,
  launchHub88Game,
  openHub88SimulatorApp,
  openHub88Slot,
  postJson,
  spinHub88Slot,
} from '../../../testing/hub88.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import { hub88ClientOf } from './client-of.ts';
import { syncHub88Games } from './sync.ts';

for (const backend of backends()) {
  describe(`the Hub88 simulator on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openHub88SimulatorApp(backend);
    });
    afterAll(() => t?.dispose());

    const sync = () =>
      syncHub88Games(t.database.db, hub88ClientOf(t.app.talih.services)!, 'SANDBOX');

    it('syncs 300 games across 9 providers once; a second run changes nothing', async () => {
      expect(await sync()).toEqual({ listed: 300, added: 300, updated: 0, hidden: 0 });
      expect(await sync()).toEqual({ listed: 300, added: 0, updated: 0, hidden: 0 });
      const byFirm = await t.database.db
        .selectFrom('games')
        .select(['firm_code', (eb) => eb.fn.countAll<number>().as('n')])
        .where('studio_code', '=', 'hub88')
        .groupBy('firm_code')
        .orderBy('firm_code')
        .execute();
      expect(byFirm.map((r) => `${r.firm_code}:${Number(r.n)}`)).toEqual([
        'BGAMING:30',
        'EVO:30',
        'EZUGI:20',
        'NETENT:35',
        'PG:40',
        'PLAYSON:25',
        'PNG:35',
        'PP:60',
        'WAZDAN:25',
      ]);
    });

    it('hides games the list no longer has, keeping their rows and names', async () => {
      const full = (await hub88ClientOf(t.app.talih.services)!.gameList()) as {
        game_code: string;
      }[];
      const shorter = { gameList: async () => full.slice(5) };
      expect(await syncHub88Games(t.database.db, shorter, 'SANDBOX')).toMatchObject({
        hidden: 5,
        added: 0,
      });
      const gone = await t.database.db
        .selectFrom('games')
        .select(['status', 'name'])
        .where('studio_game', '=', full[0]!.game_code)
        .executeTakeFirstOrThrow();
      expect(gone.status).toBe('hidden');
      expect(gone.name.length).toBeGreaterThan(0);
      expect(await sync()).toMatchObject({ updated: 5, hidden: 0 });
    });

    it('launches a Hub88 game for real and its rounds move the balance through the Hub88 wallet', async () => {
      const game = await firstHub88Game(t, 'pp_');
      const player = await createPlayer(t, 100_00);
      const { launched, url, token } = await launchHub88Game(t, game.id, player.token, {
        'user-agent': 'Mozilla/5.0 (iPhone)',
      });
      expect(launched.state, launched.msg).toBe('200');
      expect(url.pathname).toBe('/hub88-sim/studio/play.html');
      expect(url.searchParams.get('lang')).toBe('tk');
      expect(url.searchParams.get('currency')).toBe('TRY');
      const opened = await openHub88Slot(t, token);
      expect(opened).toMatchObject({ balanceMinor: 100_00, currency: 'TRY' });
      let expected = 100_00;
      for (let i = 0; i < 5; i++) {
        const res = await spinHub88Slot(t, opened.sessionId, 200);
        expect(res.statusCode, res.body).toBe(200);
        const spin = res.json() as { winMinor: number; balanceMinor: number };
        expected += spin.winMinor - 200;
        expect(spin.balanceMinor).toBe(expected);
      }
      const rounds = await t.database.db
        .selectFrom('game_rounds')
        .select(['studio_code', 'status'])
        .where('user_id', '=', player.userId)
        .execute();
      expect(rounds).toHaveLength(5);
      expect(rounds.every((r) => r.studio_code === 'hub88' && r.status === 'closed')).toBe(true);
      const demo = await t.call<{ gameUrl: string }>(
        '/labelGame/getGameUrlByGame',
        { gameId: game.id, isReal: 0 },
        { token: player.token },
      );
      expect(new URL(demo.resultData.gameUrl, 'http://x').searchParams.get('mode')).toBe('demo');
    });

    it('told to replay every call, the simulator still moves each round once', async () => {
      const set = await postJson(t, '/hub88-sim/simulator/behaviour', { replay: true });
      expect(set.json()).toEqual({ replay: true, dropRate: 0, delayMs: 0 });
      const game = await firstHub88Game(t, 'pg_');
      const player = await createPlayer(t, 50_00);
      const { token } = await launchHub88Game(t, game.id, player.token);
      const opened = await openHub88Slot(t, token);
      let expected = 50_00;
      for (let i = 0; i < 3; i++) {
        const spin = (await spinHub88Slot(t, opened.sessionId, 100)).json() as {
          winMinor: number;
          balanceMinor: number;
        };
        expected += spin.winMinor - 100;
        expect(spin.balanceMinor).toBe(expected);
      }
      const bets = await t.database.db
        .selectFrom('journal_entries')
        .select('id')
        .where('user_id', '=', player.userId)
        .where('kind', '=', 'game_bet')
        .execute();
      expect(bets).toHaveLength(3);
      await postJson(t, '/hub88-sim/simulator/behaviour', {});
    });

    it('left the ledger reconciled', async () => {
      await expectReconciled(t);
    });
  });
}
