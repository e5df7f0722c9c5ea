// Invite and agent rebates, and the invite-to-unlock prize (pdd): the agent page, daily
// rebates from invitees' stakes (rolled-back bets left out) paid once when 50 claims race, the
// pdd prize's progress from friends' confirmed deposits and its single payment, and ownership.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBet, gameRollback } from '../../ledger/game-movements.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer, credit } from '../../testing/players.ts';
import { confirmedDeposit, setRebateRates, wager } from '../../testing/social.ts';
import { istanbulDayOf, istanbulDayRange, previousIstanbulDay } from './days.ts';
import { computeRebates, rebateAmountMinor } from './rebates.ts';

/** A moment after today has ended: today's rebates are computed only then. */
const tomorrow = () => Date.now() + 24 * 60 * 60 * 1000;
import { PDD_CONFIG } from './pdd.ts';
import { answer, call } from '../../testing/calls.ts';
import {
  agentInfo,
  getInviteMsg as getInviteMsgCall,
  getPrizeUserMsg as getPrizeUserMsgCall,
  getWithdrawPrize as getWithdrawPrizeCall,
  pddGetPrize,
  pddGetUserUUID,
  receiveRebate as receiveRebateCall,
  setPrizeLog as setPrizeLogCall,
} from '@talih/contracts/invite.ts';
import { balanceOf, expectReconciled } from '../../testing/ledger.ts';

const auth = (token: string) => ({ token });

for (const backend of backends()) {
  describe(`invite rebates and pdd on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
      // The rate of the inviter's VIP level: 0.50% at level 0, 0.80% at level 1.
      await setRebateRates(t, { 0: 50, 1: 80 });
    });
    afterAll(() => t.dispose());

    async function invited(inviterId: number, registeredAt = Date.now()) {
      const p = await createPlayer(t);
      await t.database.db
        .updateTable('users')
        .set({ inviter_id: inviterId, registered_at: registeredAt })
        .where('id', '=', p.userId)
        .execute();
      return p;
    }

    async function inviter() {
      const p = await createPlayer(t);
      const code = randomBytes(4).toString('hex').toUpperCase();
      await t.database.db
        .updateTable('users')
        .set({ invite_code: code })
        .where('id', '=', p.userId)
        .execute();
      return { ...p, code };
    }

    const bet = (
      userId: number,
      amountMinor: number,
      transactionId = `tx-${randomBytes(6).toString('hex')}`,
    ) =>
      t.app.talih.services.ledger.transact('test', (tx) =>
        gameBet(tx, {
          provider: 'sandbox',
          transactionId,
          userId,
          amountMinor,
          request: { amountMinor },
        }),
      );

    it('knows Istanbul days (UTC+3) and rounds rebates down exactly', () => {
      expect(istanbulDayOf(Date.parse('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
      expect(istanbulDayRange('2026-11-23').startMs).toBe(Date.parse('2026-11-22T21:00:00Z'));
      expect(() => istanbulDayRange('2026-02-30')).toThrow(RangeError);
      expect(rebateAmountMinor(12_345, 50)).toBe(61);
      expect(rebateAmountMinor(9_000_000_000_000, 120)).toBe(108_000_000_000);
    });

    it('shows the agent page: code, link, invitees with their state, rate', async () => {
      const host = await inviter();
      const a = await invited(host.userId);
      const b = await invited(host.userId);
      await confirmedDeposit(t, a.userId);
      await credit(t, b.userId, 5000);
      await bet(b.userId, 1000);
      const res = await answer(t, agentInfo, {}, { session: host.token });
      expect(res.state).toBe('200');
      expect(res.resultData.inviteCode).toBe(host.code);
      expect(res.resultData.invitePath).toBe(`/login?type=register&inviteCode=${host.code}`);
      expect(res.resultData.rateBps).toBe(50);
      expect(res.resultData.invitedCount).toBe(2);
      expect(res.resultData.invitees.map((i) => i.state)).toEqual(['playing', 'deposited']);
      expect(res.resultData.invitees[0]!.nickname).toMatch(/^O\*\*\*$/);
      expect(res.resultData.pending).toBe(0);
    });

    it('reads the rate of the inviter’s VIP level', async () => {
      const host = await inviter();
      const rate = async () => (await call(t, agentInfo, {}, { session: host.token })).rateBps;
      expect(await rate()).toBe(50);
      // Level 1 is reached by ₺2.000 of deposits (the default levels), once wagered.
      await confirmedDeposit(t, host.userId, 200_000);
      await wager(t, host.userId, 200_000);
      expect(await rate()).toBe(80);
    });

    it('computes a day once from invitees’ stakes, leaving rolled-back bets out', async () => {
      const host = await inviter();
      const a = await invited(host.userId);
      const b = await invited(host.userId);
      const stranger = await createPlayer(t, 100_000);
      await credit(t, a.userId, 100_000);
      await credit(t, b.userId, 100_000);
      await bet(a.userId, 20_000);
      await bet(b.userId, 30_000);
      await bet(b.userId, 5_000, 'tx-rolled-back-' + b.userId);
      await t.app.talih.services.ledger.transact('test', (tx) =>
        gameRollback(tx, {
          provider: 'sandbox',
          transactionId: `rb-${b.userId}`,
          referenceTransactionId: 'tx-rolled-back-' + b.userId,
          userId: b.userId,
          request: {},
        }),
      );
      await bet(stranger.userId, 50_000);
      const day = istanbulDayOf();
      const first = await computeRebates(t.database.db, day, tomorrow());
      expect(first.added).toBeGreaterThanOrEqual(1);
      const again = await computeRebates(t.database.db, day, tomorrow());
      expect(again.added).toBe(0);
      const rows = await t.database.db
        .selectFrom('rebate_days')
        .selectAll()
        .where('user_id', '=', host.userId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        day,
        turnover_minor: 50_000,
        rate_bps: 50,
        amount_minor: 250,
      });
      // Yesterday had no bets: nothing for it.
      await computeRebates(t.database.db, previousIstanbulDay());
      const info = await answer(t, agentInfo, {}, { session: host.token });
      expect(info.resultData.pending).toBe(2.5);
      expect(info.resultData.days).toEqual([
        { day, turnover: 500, rateBps: 50, amount: 2.5, status: 'pending' },
      ]);
    });

    it('pays a rebate exactly once when 50 claims race', async () => {
      const host = await inviter();
      const a = await invited(host.userId);
      await credit(t, a.userId, 100_000);
      await bet(a.userId, 40_000);
      await computeRebates(t.database.db, istanbulDayOf(), tomorrow());
      const results = await Promise.all(
        Array.from({ length: 50 }, () => answer(t, receiveRebateCall, {}, { session: host.token })),
      );
      const paid = results.filter((r) => r.state === '200');
      expect(paid).toHaveLength(1);
      expect(paid[0]!.resultData).toEqual({ paid: 2, days: 1, balance: 2 });
      for (const r of results.filter((x) => x.state !== '200')) {
        expect(r.msg).toMatch(/alınacak bir iade yok|Çok fazla/);
      }
      expect(await balanceOf(t, host.userId)).toBe(200);
      const row = await t.database.db
        .selectFrom('rebate_days')
        .selectAll()
        .where('user_id', '=', host.userId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('paid');
      expect(row.entry_id).not.toBeNull();
      await expectReconciled(t);
    });

    it('answers another player’s userId as not found', async () => {
      const me = await inviter();
      const other = await inviter();
      const mine = await answer(t, pddGetUserUUID, { userId: me.userId }, { session: me.token });
      expect(mine.resultData.uuid).toBe(me.code);
      for (const path of ['/pddPrizeConfig/getUserUUID', '/getPrizeUserMsg']) {
        const res = await t.call(path, { userId: other.userId }, auth(me.token));
        expect(res.state, path).toBe('500');
        expect(res.msg, path).toBe('Kullanıcı bulunamadı.');
      }
      expect(
        (await t.call('/getPrizeUserMsg', { userId: me.userId }, auth(me.token))).resultData,
      ).toBeNull();
    });

    it('starts the pdd prize, counts friends with a confirmed deposit, pays once when 50 race', async () => {
      const host = await inviter();
      const start = await answer(t, pddGetPrize, {}, { session: host.token });
      expect(start.state).toBe('200');
      expect(start.resultData.config.prize).toBe(PDD_CONFIG.prizeMinor / 100);
      expect(start.resultData.config.rule).toMatch(/3 arkadaşınız/);
      expect(start.resultData.prize).toMatchObject({ status: 'active', progress: 0, target: 3 });
      expect(start.resultData.prize.deadlineAt - start.resultData.prize.startedAt).toBe(
        7 * 24 * 3600 * 1000,
      );
      const early = await t.call('/getWithdrawPrize', {}, auth(host.token));
      expect(early.msg).toMatch(/3 arkadaş daha/);

      // Registered before the prize started: does not count.
      const old = await invited(host.userId, start.resultData.prize.startedAt - 1000);
      await confirmedDeposit(t, old.userId);
      const friends = [];
      for (let i = 0; i < 3; i++) friends.push(await invited(host.userId));
      await confirmedDeposit(t, friends[0]!.userId);
      await confirmedDeposit(t, friends[1]!.userId);
      const msg = await answer(t, getInviteMsgCall, {}, { session: host.token });
      expect(msg.resultData.map((f) => f.counts)).toEqual([false, true, true]);
      const progress = await answer(
        t,
        getPrizeUserMsgCall,
        { userId: host.userId },
        { session: host.token },
      );
      expect(progress.resultData).toMatchObject({ progress: 2, status: 'active' });
      await confirmedDeposit(t, friends[2]!.userId);

      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          answer(t, getWithdrawPrizeCall, {}, { session: host.token }),
        ),
      );
      const paid = results.filter((r) => r.state === '200');
      expect(paid).toHaveLength(1);
      expect(paid[0]!.resultData).toMatchObject({ paid: 50, prize: { status: 'paid' } });
      expect(await balanceOf(t, host.userId)).toBe(PDD_CONFIG.prizeMinor);
      const after = await answer(t, pddGetPrize, {}, { session: host.token });
      expect(after.resultData).toMatchObject({ prize: { status: 'paid' } });
      await expectReconciled(t);
    });

    it('says a prize past its deadline expired, and records share actions', async () => {
      const host = await inviter();
      await t.call('/pddPrizeConfig/getPrize', {}, auth(host.token));
      await t.database.db
        .updateTable('pdd_prizes')
        .set({ deadline_at: Date.now() - 1 })
        .where('user_id', '=', host.userId)
        .execute();
      const res = await t.call('/getWithdrawPrize', {}, auth(host.token));
      expect(res.msg).toMatch(/süresi doldu/);
      const state = await answer(
        t,
        getPrizeUserMsgCall,
        { userId: host.userId },
        { session: host.token },
      );
      expect(state.resultData?.status).toBe('expired');
      const log = await answer(t, setPrizeLogCall, { action: 'copy' }, { session: host.token });
      expect(log.resultData.recorded).toBe(true);
      const bad = await t.call('/setPrizeLog', { action: 'hack' }, auth(host.token));
      expect(bad.state).toBe('500');
    });
  });
}
