// The provider wallet API over HTTP on both databases: signatures, launch tokens, bets, wins,
// rollbacks, replays and every refusal code of docs/design.md "Provider wallet API", with the
// records they leave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@talih/contracts/accounts.ts';
import { betRankData, getGameRecord, getGameUrlByGame } from '@talih/contracts/games.ts';
import { backends, loginTourist, type TestApp } from '../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../testing/calls.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { listAlerts } from '../risk/alerts.ts';
import {
  betBody as bet,
  openWalletTestApp,
  rollbackBody,
  studioClient,
  txId,
  walletPlayer,
} from '../../testing/players.ts';

for (const backend of backends()) {
  describe(`provider wallet on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const player = (creditMinor = 100_00) => walletPlayer(t, creditMinor);

    it('refuses a missing, forged or other-provider signature and moves nothing', async () => {
      const p = await player();
      const body = bet(p, '5.00');
      expect(await studio('bet', body, 'wrong-secret-wrong-secret')).toEqual({
        status: 'ERROR',
        code: 'INVALID_SIGNATURE',
      });
      const raw = await t.app.inject({
        method: 'POST',
        url: '/provider/v1/sandbox/bet',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(raw.json()).toEqual({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
      expect((await studioClient(t, 'x'.repeat(32), 'nosuch')('bet', body)).code).toBe(
        'INVALID_SIGNATURE',
      );
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '100.00',
      );
    });

    it('answers BAD_REQUEST for bad JSON, unknown actions and bad amounts', async () => {
      const p = await player();
      expect((await studio('frobnicate', {})).code).toBe('BAD_REQUEST');
      expect((await studio('bet', { ...bet(p, '5.00'), amount: '5' })).code).toBe('BAD_REQUEST');
      expect((await studio('bet', { ...bet(p, '5.00'), amount: '-1.00' })).code).toBe(
        'BAD_REQUEST',
      );
      expect((await studio('bet', bet(p, '0.00'))).code).toBe('BAD_REQUEST');
      expect((await studio('bet', bet(p, '1.00', { gameId: 'crash' }))).code).toBe('BAD_REQUEST');
    });

    it('authenticates a launch token and answers the player, balance and currency', async () => {
      const p = await player(12_345);
      const res = await studio('authenticate', { token: p.launch });
      expect(res).toEqual({
        status: 'OK',
        balance: '123.45',
        currency: 'TRY',
        playerId: p.playerId,
        nickname: expect.stringMatching(/^Oyuncu/),
        // The sandbox pack sets no slot rules.
        gameLimits: { stakeMax: null, roundMinMs: null, autoplay: true },
      });
      expect((await studio('authenticate', { token: 'nope' })).code).toBe('TOKEN_EXPIRED');
      expect((await studio('balance', { token: p.launch, playerId: '999999' })).code).toBe(
        'UNKNOWN_PLAYER',
      );
    });

    it('bets and wins move the balance, and the header sees it in getUserInfo', async () => {
      const p = await player(100_00);
      const b = bet(p, '10.00');
      const placed = await studio('bet', b);
      expect(placed).toMatchObject({ status: 'OK', balance: '90.00', currency: 'TRY' });
      expect(placed.transactionId).toMatch(/^\d+$/);
      const won = await studio('win', {
        ...b,
        transactionId: txId(),
        amount: '25.50',
        roundClosed: true,
      });
      expect(won).toMatchObject({ status: 'OK', balance: '115.50' });
      expect(await totalAssetsOf(t, p.token)).toBe(115.5);
    });

    it('a replay answers the first result; the same id with another body is DUPLICATE_MISMATCH', async () => {
      const p = await player(100_00);
      const b = bet(p, '10.00');
      const first = await studio('bet', b);
      await studio('bet', bet(p, '5.00'));
      const again = await studio('bet', b);
      expect(again).toEqual(first);
      expect(await studio('bet', { ...b, amount: '11.00' })).toMatchObject({
        status: 'ERROR',
        code: 'DUPLICATE_MISMATCH',
        balance: '85.00',
      });
      // A win reusing a bet's transaction id is another body too.
      expect((await studio('win', { ...b, amount: '1.00' })).code).toBe('DUPLICATE_MISMATCH');
    });

    it('refuses a bet above the balance with INSUFFICIENT_FUNDS and the balance', async () => {
      const p = await player(5_00);
      const refused = bet(p, '5.01');
      expect(await studio('bet', refused)).toEqual({
        status: 'ERROR',
        code: 'INSUFFICIENT_FUNDS',
        balance: '5.00',
      });
      // The round is written before the stake moves (the stake's statement may carry the
      // COMMIT on PostgreSQL): the refusal takes it back with the rest.
      const rounds = await t.database.db
        .selectFrom('game_rounds')
        .select('id')
        .where('round_ref', '=', refused.roundId)
        .execute();
      expect(rounds).toEqual([]);
      expect((await studio('bet', bet(p, '5.00'))).balance).toBe('0.00');
    });

    it('refuses a stake above the per-bet limit with LIMIT_EXCEEDED', async () => {
      const p = await player(100_00);
      expect((await studio('bet', bet(p, '10000.01'))).code).toBe('LIMIT_EXCEEDED');
    });

    it('rolls a bet back once, however many rollbacks name it', async () => {
      const p = await player(100_00);
      const b = bet(p, '30.00');
      await studio('bet', b);
      const rb = rollbackBody(p, b.transactionId);
      expect(await studio('rollback', rb)).toMatchObject({ status: 'OK', balance: '100.00' });
      expect(await studio('rollback', rb)).toMatchObject({ status: 'OK', balance: '100.00' });
      expect(await studio('rollback', { ...rb, transactionId: txId() })).toMatchObject({
        status: 'OK',
        balance: '100.00',
      });
      // The cancelled round takes no win.
      expect((await studio('win', { ...b, transactionId: txId(), amount: '5.00' })).code).toBe(
        'BAD_REQUEST',
      );
      const records = await call(t, getGameRecord, {}, { session: p.token });
      expect(records.list[0]).toMatchObject({ status: 'cancelled', betAmount: 0 });
    });

    it('a rollback before its bet is recorded and the bet is refused when it comes', async () => {
      const p = await player(100_00);
      const b = bet(p, '20.00');
      const rb = rollbackBody(p, b.transactionId);
      expect(await studio('rollback', rb)).toMatchObject({ status: 'OK', balance: '100.00' });
      expect(await studio('bet', b)).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '100.00',
      );
    });

    it("cannot roll back another player's bet", async () => {
      const a = await player(100_00);
      const b = await player(100_00);
      const stake = bet(a, '10.00');
      await studio('bet', stake);
      const res = await studio('rollback', rollbackBody(b, stake.transactionId));
      expect(res.code).toBe('BAD_REQUEST');
      expect((await studio('balance', { token: a.launch, playerId: a.playerId })).balance).toBe(
        '90.00',
      );
    });

    it('refuses to roll back the bet of a round that was won and closed (F2)', async () => {
      const p = await player(100_00);
      const b = bet(p, '10.00');
      await studio('bet', b);
      const won = { ...b, transactionId: txId(), amount: '50.00', roundClosed: true };
      expect(await studio('win', won)).toMatchObject({ status: 'OK', balance: '140.00' });
      const rb = rollbackBody(p, b.transactionId);
      expect(await studio('rollback', rb)).toEqual({ status: 'ERROR', code: 'BAD_REQUEST' });
      expect(await studio('rollback', rb)).toMatchObject({ status: 'ERROR', code: 'BAD_REQUEST' });
      // A round with a win paid but still open is decided too.
      const open = bet(p, '10.00');
      await studio('bet', open);
      await studio('win', { ...open, transactionId: txId(), amount: '5.00' });
      expect((await studio('rollback', rollbackBody(p, open.transactionId))).code).toBe(
        'BAD_REQUEST',
      );
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '135.00',
      );
      const records = await call(t, getGameRecord, {}, { session: p.token });
      expect(records.list[1]).toMatchObject({ status: 'closed', betAmount: 10 });
    });

    it("player B's rollback of an unseen id does not block player A's bet with it (L3)", async () => {
      const a = await player(100_00);
      const b = await player(100_00);
      const id = txId();
      expect(await studio('rollback', rollbackBody(b, id))).toMatchObject({
        status: 'OK',
        balance: '100.00',
      });
      expect(await studio('bet', bet(a, '10.00', { transactionId: id }))).toMatchObject({
        status: 'OK',
        balance: '90.00',
      });
      // B's own later bet with that id is refused (the id is A's now), and B's tombstone
      // still blocks nothing of A's: A can roll the bet back.
      expect((await studio('bet', bet(b, '1.00', { transactionId: id }))).status).toBe('ERROR');
      expect(await studio('rollback', rollbackBody(a, id))).toMatchObject({
        status: 'OK',
        balance: '100.00',
      });
      // A second rollback of B's unseen id by B is recorded once more, moving nothing.
      expect((await studio('rollback', rollbackBody(b, txId()))).status).toBe('OK');
    });

    it('refuses a win above the cap with LIMIT_EXCEEDED and raises one alert for staff (L2)', async () => {
      const p = await player(1000_00);
      const b = bet(p, '0.01');
      await studio('bet', b);
      const huge = { ...b, transactionId: txId(), amount: '9999999999.99', roundClosed: true };
      expect(await studio('win', huge)).toEqual({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      expect(await studio('win', huge)).toEqual({ status: 'ERROR', code: 'LIMIT_EXCEEDED' });
      // 10,000 times the stake is the most a round may win; the round stays open for it.
      const over = { ...b, transactionId: txId(), amount: '100.01' };
      expect((await studio('win', over)).code).toBe('LIMIT_EXCEEDED');
      expect(
        await studio('win', { ...b, transactionId: txId(), amount: '100.00', roundClosed: true }),
      ).toMatchObject({ status: 'OK', balance: '1099.99' });
      // The absolute cap: 1,000,000.00 per round, whatever the stake.
      const big = bet(p, '200.00');
      await studio('bet', big);
      const absolute = { ...big, transactionId: txId(), amount: '1000000.01' };
      expect((await studio('win', absolute)).code).toBe('LIMIT_EXCEEDED');
      const alerts = (await listAlerts(t.database.db, { status: 'all', limit: 500 })).filter(
        (a) => a.userId === p.userId,
      );
      expect(alerts.map((a) => [a.kind, a.details.transactionId, a.details.win])).toEqual([
        ['win_cap', absolute.transactionId, '1000000.01'],
        ['win_cap', over.transactionId, '100.01'],
        ['win_cap', huge.transactionId, '9999999999.99'],
      ]);
      expect(alerts[2]).toMatchObject({
        status: 'open',
        details: { stake: '0.01', capAbsolute: '1000000.00', capMultiple: 10000 },
      });
    });

    it('after logout a bet is TOKEN_EXPIRED but the open round is still paid', async () => {
      const p = await player(100_00);
      const b = bet(p, '10.00');
      await studio('bet', b);
      expect((await answer(t, logout, {}, { session: p.token })).state).toBe('200');
      expect((await studio('bet', bet(p, '1.00'))).code).toBe('TOKEN_EXPIRED');
      expect((await studio('authenticate', { token: p.launch })).code).toBe('TOKEN_EXPIRED');
      expect(
        await studio('win', { ...b, transactionId: txId(), amount: '40.00', roundClosed: true }),
      ).toMatchObject({ status: 'OK', balance: '130.00' });
    });

    it('refuses a win for a round that has no bet, or that is closed', async () => {
      const p = await player(100_00);
      expect((await studio('win', bet(p, '1.00'))).code).toBe('BAD_REQUEST');
      const b = bet(p, '1.00', { roundClosed: true });
      await studio('bet', b);
      expect((await studio('win', { ...b, transactionId: txId() })).code).toBe('BAD_REQUEST');
    });

    it('launches: real needs a registered player, demo needs no wallet, unknown games are refused', async () => {
      const tourist = await loginTourist(t);
      const real = await answer(
        t,
        getGameUrlByGame,
        { gameId: 1, isReal: 1 },
        { session: tourist.token },
      );
      expect(real.state).toBe('500');
      expect(real.msg).toBe('Gerçek parayla oynamak için giriş yapın.');
      const demo = await call(
        t,
        getGameUrlByGame,
        { gameId: '2', isReal: 0 },
        { session: tourist.token },
      );
      expect(demo).toMatchObject({ isReal: 0, gameId: 2, gameName: 'Mayın Tarlası' });
      expect(demo.gameUrl).toBe('/studio/play.html?game=mines&lang=tk&currency=TRY&mode=demo');
      const missing = await answer(
        t,
        getGameUrlByGame,
        { gameId: 9999, isReal: 0 },
        { session: tourist.token },
      );
      expect(missing.msg).toBe('Bu oyun bulunamadı ya da şu an kapalı.');
      expect((await answer(t, getGameUrlByGame, { gameId: 1, isReal: 0 })).state).toBe('401');
    });

    it('records a player’s rounds, paged, and only theirs', async () => {
      const p = await player(100_00);
      const other = await player(100_00);
      for (let i = 0; i < 3; i++) {
        const b = bet(p, '2.00');
        await studio('bet', b);
        await studio('win', { ...b, transactionId: txId(), amount: `${i}.00`, roundClosed: true });
      }
      await studio('bet', bet(other, '1.00'));
      const page = await call(t, getGameRecord, { page: 1, pageSize: 2 }, { session: p.token });
      expect(page.total).toBe(3);
      expect(page.list.map((r) => r.winAmount)).toEqual([2, 1]);
      expect(page.list[0]).toMatchObject({ gameName: 'Nazar Slot', status: 'closed' });
    });

    it('betRankData lists the biggest recent wins with masked names', async () => {
      const p = await player(1000_00);
      const b = bet(p, '10.00');
      await studio('bet', b);
      await studio('win', { ...b, transactionId: txId(), amount: '5000.00', roundClosed: true });
      const rank = await call(t, betRankData, { limit: 5 });
      const top = rank[0];
      expect(top).toMatchObject({ winAmount: 5000, multiplier: 500 });
      expect(top?.nickName).toMatch(/^Oy\*\*\*\d$/);
    });

    it('leaves a ledger that reconciles', async () => {
      await expectReconciled(t);
    });
  });
}
