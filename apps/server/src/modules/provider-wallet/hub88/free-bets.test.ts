// Free spins on a Hub88 game, on both databases: the bonus engine's award becomes a reward at
// Hub88 (the simulator's Freebets API: prepaid, then reward; told once), the simulator plays
// its spins as Hub88 would (free bets with is_free and the reward's uuid, then their wins), the
// free bets move no cash, the wins pay as the award's rules say (cash at once, or one bonus
// with wagering at the last round), and replays, unknown rewards, spent awards and rollbacks
// answer the documented statuses. The ledger is reconciled after.
import { simulatedGames } from '@talih/sandbox/hub88/games.ts';
import { describe, expect, it } from 'vitest';
import { freeRoundsStudiosOf } from '../../../adapters/games/free-rounds.ts';
import { deliverFreeSpinAwards } from '../../bonus/free-spins/delivery.ts';
import { grantFromTemplate } from '../../bonus/triggers/grant.ts';
import { backends } from '../../../testing/backends.ts';
import { createBonusTemplate } from '../../../testing/bonus.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import {
  hub88Bet,
  hub88Rollback,
  hub88Win,
  launchHub88Game,
  openHub88SimulatorApp,
  useHub88Wallet,
  uuid,
} from '../../../testing/hub88.ts';
import { createPlayer } from '../../../testing/players.ts';

/** The first of the simulator's slots that supports free bets. */
const GAME = simulatedGames().find((g) => g.freebet_support)!.game_code;

for (const backend of backends()) {
  describe(`hub88 free bets on ${backend.name}`, () => {
    const wallet = useHub88Wallet(backend, {
      games: { [GAME]: 'slot' },
      open: openHub88SimulatorApp,
    });
    const { hub88, balanceOf } = wallet;

    /** A credited player with a real launch of the game through Hub88's game URL call. */
    async function launchedPlayer(creditMinor: number) {
      const t = wallet.app();
      const p = await createPlayer(t, creditMinor);
      const { launched, token } = await launchHub88Game(t, wallet.gameId(), p.token);
      expect(launched.state, launched.msg).toBe('200');
      return { ...p, token: token!, user: `talih${p.userId}` };
    }

    /** Three ₺0.20 spins of the game, awarded and told to Hub88; answers the reward's uuid. */
    async function awarded(userId: number, winsAs: 'cash' | 'bonus') {
      const t = wallet.app();
      const tpl = await createBonusTemplate(t, {
        kind: 'free_spins',
        trigger: 'promotion_join',
        promotionId: 1,
        wageringMultiple: 5,
        expiryDays: 7,
        freeSpins: { gameId: wallet.gameId(), count: 3, spinValueMinor: 20, winsAs },
      });
      const template = { ...tpl, code: 'SPINS', title: { tk: 'Bedava dönüş', en: 'Free spins' } };
      const outcome = await t.app.talih.services.ledger.transact('bonus_grant', (tx) =>
        grantFromTemplate(tx, t.config.jurisdiction.bonus, { userId, template, grantKey: uuid() }),
      );
      if (!('awarded' in outcome)) throw new Error(`not awarded: ${JSON.stringify(outcome)}`);
      const studios = freeRoundsStudiosOf(t.app.talih.services);
      expect(await deliverFreeSpinAwards(t.app.talih.services, studios)).toEqual({ delivered: 1 });
      expect(await deliverFreeSpinAwards(t.app.talih.services, studios)).toEqual({ delivered: 0 });
      const reward = await t.database.db
        .selectFrom('hub88_rewards')
        .select('reward_uuid')
        .where('award_id', '=', Number(outcome.awarded.awardId))
        .executeTakeFirstOrThrow();
      return { awardId: Number(outcome.awarded.awardId), rewardUuid: reward.reward_uuid };
    }

    async function play(rewardUuid: string, token: string, wins: number[]) {
      const res = await wallet.app().app.inject({
        method: 'POST',
        url: '/hub88-sim/simulator/play-reward',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reward_uuid: rewardUuid, token, wins }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { spins: { bet: string; win?: string; balance?: number }[] };
    }

    const awardRow = (id: number) =>
      wallet
        .app()
        .database.db.selectFrom('free_spin_awards')
        .select(['spins_used', 'status', 'wins_minor', 'bonus_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('an award becomes a reward at Hub88; its 3 free bets take no cash and its wins pay cash', async () => {
      const p = await launchedPlayer(10_00);
      const { awardId, rewardUuid } = await awarded(p.userId, 'cash');
      const played = await play(rewardUuid, p.token, [0, 1_50000, 50000]);
      expect(played.spins).toEqual([
        { bet: 'RS_OK', win: 'RS_OK', balance: 10_00000 },
        { bet: 'RS_OK', win: 'RS_OK', balance: 11_50000 },
        { bet: 'RS_OK', win: 'RS_OK', balance: 12_00000 },
      ]);
      expect(await awardRow(awardId)).toMatchObject({
        spins_used: 3,
        status: 'finished',
        wins_minor: 2_00,
        bonus_id: null,
      });
      const freeBets = await wallet
        .app()
        .database.db.selectFrom('hub88_free_bets')
        .select('amount_units')
        .where('award_id', '=', awardId)
        .execute();
      expect(freeBets.map((b) => Number(b.amount_units))).toEqual([20000, 20000, 20000]);
      // The award is spent: a fourth free bet is over the award's limit and moves nothing.
      const fourth = hub88Bet(p, GAME, 20000, { is_free: true, reward_uuid: rewardUuid });
      expect((await hub88('transaction/bet', fourth)).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(await balanceOf(p)).toBe(12_00000);
    });

    it('with wins as bonus, the last round turns the wins into one bonus with wagering', async () => {
      const p = await launchedPlayer(5_00);
      const { awardId, rewardUuid } = await awarded(p.userId, 'bonus');
      await play(rewardUuid, p.token, [1_00000, 0, 3_00000]);
      const row = await awardRow(awardId);
      expect(row).toMatchObject({ spins_used: 3, status: 'finished', wins_minor: 4_00 });
      const bonus = await wallet
        .app()
        .database.db.selectFrom('player_bonuses')
        .select(['granted_minor', 'wagering_required_minor'])
        .where('id', '=', Number(row.bonus_id))
        .executeTakeFirstOrThrow();
      expect(Number(bonus.granted_minor)).toBe(4_00);
      expect(Number(bonus.wagering_required_minor)).toBe(20_00);
      // Cash is untouched; the playable balance counts the bonus money.
      expect(await balanceOf(p)).toBe(9_00000);
    });

    it('replays answer the first answer and move nothing; wrong rewards and amounts are refused', async () => {
      const p = await launchedPlayer(10_00);
      const { rewardUuid } = await awarded(p.userId, 'cash');
      const free = { is_free: true, reward_uuid: rewardUuid };
      const bet = hub88Bet(p, GAME, 20000, free);
      expect(await hub88('transaction/bet', bet)).toMatchObject({
        status: 'RS_OK',
        balance: 10_00000,
      });
      // The same transaction again (Hub88's retry, a new request_uuid): answered, not counted.
      const again = await hub88('transaction/bet', { ...bet, request_uuid: uuid() });
      expect(again).toMatchObject({ status: 'RS_OK', balance: 10_00000 });
      const other = { ...bet, request_uuid: uuid(), round: uuid() };
      expect((await hub88('transaction/bet', other)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      const win = hub88Win(bet, 70000, free);
      expect(await hub88('transaction/win', win)).toMatchObject({
        status: 'RS_OK',
        balance: 10_70000,
      });
      expect(await hub88('transaction/win', { ...win, request_uuid: uuid() })).toMatchObject({
        status: 'RS_OK',
        balance: 10_70000,
      });
      const unknown = hub88Bet(p, GAME, 20000, { is_free: true, reward_uuid: uuid() });
      expect((await hub88('transaction/bet', unknown)).status).toBe('RS_ERROR_UNKNOWN');
      const dearer = hub88Bet(p, GAME, 30000, free);
      expect((await hub88('transaction/bet', dearer)).status).toBe('RS_ERROR_LIMIT_REACHED');
      const stranger = await launchedPlayer(1_00);
      const foreign = hub88Bet(stranger, GAME, 20000, free);
      expect((await hub88('transaction/bet', foreign)).status).toBe('RS_ERROR_UNKNOWN');
      const orphan = hub88Win(hub88Bet(p, GAME, 20000, free), 10000, free);
      expect((await hub88('transaction/win', orphan)).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect(await balanceOf(p)).toBe(10_70000);
    });

    it('a rolled back free bet moves nothing and its win is refused after it', async () => {
      const p = await launchedPlayer(10_00);
      const { awardId, rewardUuid } = await awarded(p.userId, 'cash');
      const free = { is_free: true, reward_uuid: rewardUuid };
      const bet = hub88Bet(p, GAME, 20000, free);
      expect((await hub88('transaction/bet', bet)).status).toBe('RS_OK');
      expect(await hub88('transaction/rollback', hub88Rollback(bet))).toMatchObject({
        status: 'RS_OK',
        balance: 10_00000,
      });
      expect((await hub88('transaction/win', hub88Win(bet, 50000, free))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect(await awardRow(awardId)).toMatchObject({ spins_used: 0, wins_minor: 0 });
      // A settled free bet can't be rolled back.
      const settled = hub88Bet(p, GAME, 20000, free);
      await hub88('transaction/bet', settled);
      await hub88('transaction/win', hub88Win(settled, 40000, free));
      expect((await hub88('transaction/rollback', hub88Rollback(settled))).status).toBe(
        'RS_ERROR_UNKNOWN',
      );
      expect(await balanceOf(p)).toBe(10_40000);
    });

    it('a free bet that closes its round uses up a spin with no win; bets waiting for a win count as taken', async () => {
      const p = await launchedPlayer(10_00);
      const { awardId, rewardUuid } = await awarded(p.userId, 'cash');
      const free = { is_free: true, reward_uuid: rewardUuid };
      // A losing spin: Hub88 closes the round with the bet and sends no win.
      const lost = hub88Bet(p, GAME, 20000, { ...free, round_closed: true });
      expect(await hub88('transaction/bet', lost)).toMatchObject({
        status: 'RS_OK',
        balance: 10_00000,
      });
      expect(await awardRow(awardId)).toMatchObject({ spins_used: 1, wins_minor: 0 });
      // Its retry answers again and counts nothing more; no win or rollback can follow it.
      expect(await hub88('transaction/bet', { ...lost, request_uuid: uuid() })).toMatchObject({
        status: 'RS_OK',
        balance: 10_00000,
      });
      expect(await awardRow(awardId)).toMatchObject({ spins_used: 1, status: 'active' });
      expect((await hub88('transaction/win', hub88Win(lost, 50000, free))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect((await hub88('transaction/rollback', hub88Rollback(lost))).status).toBe(
        'RS_ERROR_UNKNOWN',
      );
      // Two open free bets take the award's last two rounds: a third is over the award.
      const second = hub88Bet(p, GAME, 20000, free);
      const third = hub88Bet(p, GAME, 20000, free);
      expect((await hub88('transaction/bet', second)).status).toBe('RS_OK');
      expect((await hub88('transaction/bet', third)).status).toBe('RS_OK');
      const fourth = hub88Bet(p, GAME, 20000, free);
      expect((await hub88('transaction/bet', fourth)).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect((await hub88('transaction/win', hub88Win(second, 0, free))).status).toBe('RS_OK');
      expect(await hub88('transaction/win', hub88Win(third, 50000, free))).toMatchObject({
        status: 'RS_OK',
        balance: 10_50000,
      });
      expect(await awardRow(awardId)).toMatchObject({
        spins_used: 3,
        status: 'finished',
        wins_minor: 50,
      });
      expect(await balanceOf(p)).toBe(10_50000);
    });

    it('left the ledger reconciled', async () => {
      await expectReconciled(wallet.app());
    });
  });
}
