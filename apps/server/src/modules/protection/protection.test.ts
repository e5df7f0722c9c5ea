// Player protection on both databases: limits decided in the movement's own transaction (20
// parallel deposits or stakes never pass one), decreases at once and raises only after the
// cooling-off on a controlled clock, exclusions that leave only withdrawal and history open,
// play sessions (session limit, reality check), and erasure with a ledger that still reconciles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizeCredit } from '../../ledger/prize-movements.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { betBody, createPlayer, launchReal, studioClient, txId } from '../../testing/players.ts';
import {
  seedBankAccounts,
  TEST_PAYMENT_SECRETS,
  WITHDRAW_PASSWORD,
  withdrawingPlayer,
} from '../../testing/payments.ts';
import type { LimitKind, LimitPeriod } from '@talih/contracts/jurisdiction.ts';
import { answer } from '../../testing/calls.ts';
import { sendMail } from '../engagement/mail/mail.ts';
import { settleDeposit } from '../payments/deposits.ts';
import {
  setLimit as setLimitCall,
  takeTimeOut as takeTimeOutCall,
  selfExclude as selfExcludeCall,
  requestLift as requestLiftCall,
  getProtection as getProtectionCall,
  setSessionLimit as setSessionLimitCall,
  setRealityCheck as setRealityCheckCall,
  getPlaySession as getPlaySessionCall,
  continuePlay as continuePlayCall,
  getAccountHistory as getAccountHistoryCall,
  eraseMyData as eraseMyDataCall,
  exportMyData as exportMyDataCall,
  pressPanic as pressPanicCall,
} from '@talih/contracts/protection.ts';
import {
  createRechargeOrder as createRechargeOrderCall,
  createWithdraw as createWithdrawCall,
} from '@talih/contracts/payments.ts';
import { getGameUrlByGame as getGameUrlByGameCall } from '@talih/contracts/games.ts';
import {
  activityClaim as activityClaimCall,
  activityDetail as activityDetailCall,
  activityList as activityListCall,
} from '@talih/contracts/promotions.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import {
  bannerList as bannerListCall,
  getGameByLabelCategoryAndPage as gamesByLabelCall,
  getSearchResults as searchCall,
  labelList as labelListCall,
} from '@talih/contracts/lobby.ts';
import { sportEvents as sportEventsCall } from '@talih/contracts/sport.ts';

const HOUR = 60 * 60 * 1000;
const EN = { 'accept-language': 'en' };

for (const backend of backends()) {
  describe(`player protection on ${backend.name}`, () => {
    let t: TestApp;
    let clock = Date.now();
    let studio: ReturnType<typeof studioClient>;
    let welcomeGift: number;
    beforeAll(async () => {
      t = await openTestApp(
        backend,
        { ...TEST_PAYMENT_SECRETS, PAYMENT_SANDBOX_AUTO: 'false' },
        { now: () => clock },
      );
      await seedDemoData(t.app.talih.services);
      await seedBankAccounts(t);
      const promo = await t.database.db
        .selectFrom('promotions')
        .select('id')
        .where('code', '=', 'welcome-gift')
        .executeTakeFirstOrThrow();
      welcomeGift = promo.id;
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const as = (token: string) => ({ session: token, headers: EN });
    const setLimit = async (
      token: string,
      kind: LimitKind,
      period: LimitPeriod,
      amountMinor: number | null,
    ) => {
      const res = await answer(
        t,
        setLimitCall,
        {
          kind,
          period,
          amountMinor,
        },
        as(token),
      );
      expect(res.state, res.msg).toBe('200');
      return res.resultData.limits.find((l) => l.kind === kind && l.period === period)!;
    };
    const deposit = (token: string, amount: number) =>
      answer(
        t,
        createRechargeOrderCall,
        {
          amount,
          method: 'havale',
        },
        as(token),
      );
    const player = async (creditMinor = 0) => {
      const p = await createPlayer(t, creditMinor);
      return {
        ...p,
        playerId: String(p.userId),
        launch: creditMinor > 0 ? await launchReal(t, p.token) : '',
      };
    };

    it('20 parallel deposits against a 300.00 daily limit: exactly 3 of 100.00 pass', async () => {
      const p = await player();
      await setLimit(p.token, 'deposit', 'day', 300_00);
      const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(p.token, 100)));
      const accepted = answers.filter((a) => a.state === '200');
      expect(accepted).toHaveLength(3);
      for (const r of answers.filter((a) => a.state !== '200')) {
        expect(r.msg).toBe(
          'This amount is over your deposit limit. You can deposit up to ₺0.00 until your limit frees up.',
        );
      }
      const orders = await t.database.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(Number(orders.total)).toBe(300_00);
    });

    it('a deposit over the limit is refused with what is left', async () => {
      const p = await player();
      await setLimit(p.token, 'deposit', 'week', 200_00);
      expect((await deposit(p.token, 150)).state).toBe('200');
      const refused = await deposit(p.token, 100);
      expect(refused.msg).toBe(
        'This amount is over your deposit limit. You can deposit up to ₺50.00 until your limit frees up.',
      );
    });

    it('20 parallel stakes against a 30.00 daily wager limit: exactly 10 of 3.00 pass', async () => {
      const p = await player(100_00);
      await setLimit(p.token, 'wager', 'day', 30_00);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => studio('bet', betBody(p, '3.00'))),
      );
      expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10);
      const refused = answers.filter((a) => a.status === 'ERROR');
      expect(refused).toHaveLength(10);
      for (const r of refused)
        expect(r).toMatchObject({ code: 'LIMIT_EXCEEDED', remaining: '0.00' });
      expect((await studio('balance', { token: p.launch, playerId: p.playerId })).balance).toBe(
        '70.00',
      );
      await expectReconciled(t);
    });

    it('a loss limit counts stakes less wins', async () => {
      const p = await player(100_00);
      await setLimit(p.token, 'loss', 'day', 10_00);
      const first = betBody(p, '6.00');
      expect((await studio('bet', first)).status).toBe('OK');
      expect(await studio('bet', betBody(p, '5.00'))).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        remaining: '4.00',
      });
      const win = { ...first, transactionId: txId(), amount: '5.00', roundClosed: true };
      expect((await studio('win', win)).status).toBe('OK');
      // Lost 6.00, won 5.00: 1.00 lost, 9.00 left.
      expect((await studio('bet', betBody(p, '9.00'))).status).toBe('OK');
      expect(await studio('bet', betBody(p, '0.01'))).toMatchObject({ remaining: '0.00' });
    });

    it('a decrease applies at once, a raise only after the 24 h cooling-off', async () => {
      const p = await player();
      expect((await setLimit(p.token, 'deposit', 'week', 200_00)).amountMinor).toBe(200_00);
      const first = await deposit(p.token, 150);
      expect(first.state).toBe('200');
      // Paid: an order nobody pays expires and stops counting.
      await settleDeposit(t.app.talih.services, {
        orderNo: first.resultData.orderId,
        outcome: 'confirm',
        actor: 'test',
        actorType: 'system',
      });
      const start = clock;
      const raised = await setLimit(p.token, 'deposit', 'week', 500_00);
      expect(raised).toMatchObject({
        amountMinor: 200_00,
        pending: { amountMinor: 500_00, effectiveAt: start + 24 * HOUR },
      });
      expect((await deposit(p.token, 100)).msg).toMatch(/up to ₺50\.00 until/);
      clock = start + 23 * HOUR;
      expect((await deposit(p.token, 100)).msg).toMatch(/up to ₺50\.00 until/);
      clock = start + 24 * HOUR + 1;
      expect((await deposit(p.token, 100)).state).toBe('200');
      const lowered = await setLimit(p.token, 'deposit', 'week', 300_00);
      expect(lowered).toMatchObject({ amountMinor: 300_00, pending: null, usedMinor: 250_00 });
      expect((await deposit(p.token, 100)).msg).toMatch(/up to ₺50\.00 until/);
      const removed = await setLimit(p.token, 'deposit', 'week', null);
      expect(removed).toMatchObject({ amountMinor: 300_00, pending: { amountMinor: null } });
      clock = start;
    });

    it('a time-out refuses bets, deposits, launches and prizes; withdrawal still works', async () => {
      const p = await withdrawingPlayer(t, 500_00);
      const launch = await launchReal(t, p.token);
      const w = { ...p, launch, playerId: String(p.userId) };
      const res = await answer(t, takeTimeOutCall, { hours: 24 }, as(p.token));
      expect(res.resultData.exclusion).toMatchObject({
        kind: 'time_out',
        endsAt: clock + 24 * HOUR,
      });
      expect(await studio('bet', betBody(w, '1.00'))).toMatchObject({
        status: 'ERROR',
        code: 'LIMIT_EXCEEDED',
      });
      const excluded =
        'Your account is closed to play right now (a time-out or self-exclusion). Until it ends you can only withdraw, see your history and limits, and contact Customer Service.';
      expect((await deposit(p.token, 100)).msg).toBe(excluded);
      expect(
        (await answer(t, getGameUrlByGameCall, { gameId: 1, isReal: 1 }, as(p.token))).msg,
      ).toBe(excluded);
      expect(
        (await answer(t, activityClaimCall, { activityId: welcomeGift }, as(p.token))).msg,
      ).toBe(excluded);
      // The lobby, the sportsbook's lists and the promotions are closed to them too; a visitor
      // still reads them.
      const closed = [
        await answer(t, activityListCall, {}, as(p.token)),
        await answer(t, activityDetailCall, { activityId: welcomeGift }, as(p.token)),
        await answer(t, labelListCall, {}, as(p.token)),
        await answer(t, gamesByLabelCall, { labelId: '', categoryId: 0 }, as(p.token)),
        await answer(t, searchCall, { words: 'nazar' }, as(p.token)),
        await answer(t, bannerListCall, {}, as(p.token)),
        await answer(t, sportEventsCall, {}, as(p.token)),
      ];
      expect(closed.map((r) => [r.state, r.msg])).toEqual(Array(7).fill(['500', excluded]));
      expect((await answer(t, labelListCall, {})).state).toBe('200');
      expect((await answer(t, activityListCall, {})).state).toBe('200');
      await expect(
        t.app.talih.services.ledger.transact('test', (tx) =>
          prizeCredit(tx, {
            source: 'wheel',
            reference: txId(),
            userId: p.userId,
            amountMinor: 100,
          }),
        ),
      ).rejects.toMatchObject({ code: 'PLAYER_EXCLUDED' });
      const mailed = await sendMail(t.database.db, {
        to: p.userId,
        title: 'Bonus',
        content: 'x',
        amountMinor: 0,
        sentBy: 'test',
      });
      expect(mailed.count).toBe(0);
      const withdrawal = await answer(
        t,
        createWithdrawCall,
        {
          amount: 200,
          withdrawPassword: WITHDRAW_PASSWORD,
        },
        as(p.token),
      );
      expect(withdrawal.state, withdrawal.msg).toBe('200');
      const unknownOption = await answer(t, takeTimeOutCall, { hours: 5 }, as(p.token));
      expect(unknownOption.msg).toBe(
        'This option isn’t offered. Please choose a length from the list.'.replace('’', "'"),
      );
    });

    it('a self-exclusion is not lifted before its end; then only after the cooling-off', async () => {
      const p = await player();
      const start = clock;
      const res = await answer(
        t,
        selfExcludeCall,
        {
          months: 6,
        },
        as(p.token),
      );
      expect(res.resultData.exclusion).toMatchObject({
        kind: 'self_exclusion',
        canRequestLift: false,
      });
      expect((await answer(t, requestLiftCall, {}, as(p.token))).msg).toBe(
        "A self-exclusion can't be lifted before it ends.",
      );
      clock = start + 200 * 24 * HOUR; // past 6 months
      const asked = await answer(t, requestLiftCall, {}, as(p.token));
      expect(asked.resultData.exclusion).toMatchObject({ liftAt: clock + 24 * HOUR });
      clock += 23 * HOUR;
      expect((await deposit(p.token, 100)).msg).toMatch(/closed to play/);
      clock += 2 * HOUR;
      expect((await answer(t, getProtectionCall, {}, as(p.token))).resultData.exclusion).toBeNull();
      clock = start;
    });

    it('the session time limit stops stakes; the reality check comes every N minutes', async () => {
      const p = await player(100_00);
      const start = clock;
      expect((await answer(t, setSessionLimitCall, { minutes: 10 }, as(p.token))).state).toBe(
        '200',
      );
      expect((await answer(t, setRealityCheckCall, { minutes: 5 }, as(p.token))).state).toBe('200');
      expect((await studio('bet', betBody(p, '2.00'))).status).toBe('OK');
      clock = start + 6 * 60_000;
      const s = await answer(t, getPlaySessionCall, {}, as(p.token));
      expect(s.resultData).toMatchObject({
        realityCheckDue: true,
        playedMs: 6 * 60_000,
        netMinor: -2_00,
        sessionLimitReached: false,
      });
      const cont = await answer(t, continuePlayCall, {}, as(p.token));
      expect(cont.resultData.realityCheckDue).toBe(false);
      expect((await studio('bet', betBody(p, '1.00'))).status).toBe('OK');
      clock = start + 10 * 60_000;
      expect(await studio('bet', betBody(p, '1.00'))).toMatchObject({ code: 'LIMIT_EXCEEDED' });
      const after = await answer(t, getPlaySessionCall, {}, as(p.token));
      expect(after.resultData.sessionLimitReached).toBe(true);
      clock = start;
    });

    /**
     * Twenty minutes after `start` (the clock now), the session that began then holds `figures`;
     * at 31 minutes, past the 30-minute pause after its only stake, it has ended. The clock is
     * put back to `start` whatever the checks find.
     */
    const expectRunningThenPaused = async (
      token: string,
      start: number,
      figures: { stakeMinor: number; netMinor: number },
    ) => {
      try {
        const s = await answer(t, getPlaySessionCall, {}, as(token));
        expect(s.resultData).toMatchObject({ playedMs: 20 * 60_000, ...figures });
        clock = start + 31 * 60_000;
        const later = await answer(t, getPlaySessionCall, {}, as(token));
        expect(later.resultData).toMatchObject({ startedAt: null, playedMs: 0, netMinor: 0 });
      } finally {
        clock = start;
      }
    };

    it("a win counts in the running session's result but does not keep the session going", async () => {
      const p = await player(100_00);
      const start = clock;
      const bet = betBody(p, '2.00');
      expect((await studio('bet', bet)).status).toBe('OK');
      clock = start + 20 * 60_000;
      const win = { ...bet, transactionId: txId(), amount: '0.50', roundClosed: true };
      expect((await studio('win', win)).status).toBe('OK');
      // 31 minutes after the stake, 11 after the win: the pause (30) counts from the stake.
      await expectRunningThenPaused(p.token, start, { stakeMinor: 2_00, netMinor: -1_50 });
    });

    it('a refused stake adds nothing to the running session and does not keep it going', async () => {
      // On PostgreSQL the stake is added with the guard's read, before it is judged
      // (guard-pg.ts): a refusal must take the addition back with it.
      const p = await player(100_00);
      const start = clock;
      await setLimit(p.token, 'loss', 'day', 10_00);
      expect((await studio('bet', betBody(p, '6.00'))).status).toBe('OK');
      clock = start + 20 * 60_000;
      expect(await studio('bet', betBody(p, '5.00'))).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        remaining: '4.00',
      });
      // 31 minutes after the stake that passed, 11 after the refused one: the session paused.
      await expectRunningThenPaused(p.token, start, { stakeMinor: 6_00, netMinor: -6_00 });
    });

    it('the account history sums deposits, play and time played by month', async () => {
      const p = await player(50_00);
      expect((await studio('bet', betBody(p, '4.00'))).status).toBe('OK');
      const res = await answer(t, getAccountHistoryCall, {}, as(p.token));
      expect(res.resultData.months).toHaveLength(12);
      expect(res.resultData.months[0]).toMatchObject({ stakesMinor: 4_00, netMinor: -4_00 });
    });

    it('exports the data and erases the profile; the ledger still reconciles', async () => {
      const p = await withdrawingPlayer(t, 20_00);
      const launch = await launchReal(t, p.token);
      const w = { ...p, launch, playerId: String(p.userId) };
      expect((await answer(t, eraseMyDataCall, { confirm: 'ERASE' }, as(p.token))).msg).toMatch(
        /withdraw your balance/,
      );
      expect((await studio('bet', betBody(w, '20.00'))).status).toBe('OK');
      const exported = await answer(t, exportMyDataCall, {}, as(p.token));
      expect(exported.resultData.profile).toMatchObject({ mobile: p.mobile });
      expect(exported.resultData.transactions).toHaveLength(2);
      expect(exported.resultData.bankCards).toHaveLength(1);
      expect((await answer(t, eraseMyDataCall, { confirm: 'ERASE' }, as(p.token))).state).toBe(
        '200',
      );
      const user = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        mobile: null,
        email: null,
        real_name: null,
        nickname: `Silindi${p.userId}`,
      });
      const cards = await t.database.db
        .selectFrom('bank_cards')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(cards).toHaveLength(0);
      expect((await answer(t, getProtectionCall, {}, as(p.token))).state).not.toBe('200');
      await expectReconciled(t);
    });
  });
}

for (const backend of backends()) {
  describe(`the German pack's protection on ${backend.name}`, () => {
    let t: TestApp;
    let clock = Date.now();
    beforeAll(async () => {
      t = await openTestApp(backend, { JURISDICTION: 'de' }, { now: () => clock });
    });
    afterAll(() => t.dispose());
    const as = (token: string) => ({ session: token, headers: EN });

    it('the panic button locks play for 24 hours at once', async () => {
      const p = await createPlayer(t);
      const start = clock;
      const res = await answer(t, pressPanicCall, {}, as(p.token));
      expect(res.resultData.exclusion).toMatchObject({
        kind: 'panic',
        startsAt: start,
        endsAt: start + 24 * HOUR,
      });
      clock = start + 24 * HOUR - 1;
      const locked = await answer(t, getProtectionCall, {}, as(p.token));
      expect(locked.resultData.exclusion?.kind).toBe('panic');
      clock = start + 24 * HOUR;
      const open = await answer(t, getProtectionCall, {}, as(p.token));
      expect(open.resultData.exclusion).toBeNull();
      clock = start;
    });

    it('asks for a deposit limit and caps it at 1,000.00 a month', async () => {
      const p = await createPlayer(t);
      const before = await answer(t, getProtectionCall, {}, as(p.token));
      expect(before.resultData.missingRequired).toEqual(['deposit']);
      const month = before.resultData.limits.find(
        (l) => l.kind === 'deposit' && l.period === 'month',
      );
      expect(month?.amountMinor).toBe(1000_00);
      const above = await answer(
        t,
        setLimitCall,
        {
          kind: 'deposit',
          period: 'month',
          amountMinor: 1500_00,
        },
        as(p.token),
      );
      expect(above.msg).toBe('This limit is above the highest allowed amount (€1,000.00).');
      const set = await answer(
        t,
        setLimitCall,
        {
          kind: 'deposit',
          period: 'day',
          amountMinor: 100_00,
        },
        as(p.token),
      );
      expect(set.resultData.missingRequired).toEqual([]);
    });
  });
}
