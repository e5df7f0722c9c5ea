// Bonus money on the bet slip through the HTTP API, on both databases: the stake's
// split (cash first, then bonus), the bonus's maximum bet, wagering by minimum odds (1.49 does
// not count, 1.50 does), settlement won/lost/void along the split, the bonus share of a bet
// whose bonus ended going to promotion expense, cash-out along the split, completion waiting
// for an open bet, 10 parallel bets at the bonus boundary, and the reconcile checks. Wagering
// counted only at settlement, void and cash-out counting nothing, and resettlement after a
// conversion are in ./bonus-wagering.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import {
  balancesOf,
  bonusRow,
  endBonus,
  reconcileProblems,
} from '../../../testing/bonus-wallet.ts';
import {
  KEY_1X2 as KEY,
  resultsVoid,
  resultsWon as results,
  sportBonusKit,
} from '../../../testing/sport-bonus.ts';

for (const backend of backends()) {
  describe(`bonus money on the bet slip on ${backend.name}`, () => {
    let t: TestApp;
    let kit: ReturnType<typeof sportBonusKit>;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
      kit = sportBonusKit(t, 't:bonus-league');
    });
    afterAll(() => t.dispose());

    it('takes cash first, then bonus, and records the split on the bet', async () => {
      const p = await kit.bonusPlayer(30_00, 100_00);
      const f = await kit.fixture();
      const small = await kit.placed(p.token, f.sel('1'), 20);
      expect(await kit.linesOf(`sport:${small}:place`)).toEqual({
        player_cash: -20_00,
        sportsbook_clearing: 20_00,
      });
      const split = await kit.placed(p.token, f.sel('1'), 40);
      expect(await kit.linesOf(`sport:${split}:place`)).toEqual({
        player_cash: -10_00,
        player_bonus: -30_00,
        sportsbook_clearing: 40_00,
      });
      expect(await kit.betRow(split)).toMatchObject({
        stake_minor: 40_00,
        bonus_stake_minor: 30_00,
      });
      expect(Number((await kit.betRow(split)).bonus_id)).toBe(p.bonusId);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 70_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it("refuses a stake above the active bonus's maximum bet, takes one at it", async () => {
      const p = await kit.bonusPlayer(200_00, 100_00);
      const f = await kit.fixture();
      const r = await kit.single(p.token, f.sel('1'), 50.01);
      expect(r.state).not.toBe('200');
      expect(r.msg).toBe('Aktif bonusunuz varken bir bahse en fazla ₺50,00 yatırabilirsiniz.');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 200_00, bonus: 100_00 });
      await kit.placed(p.token, f.sel('1'), 50);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 150_00, bonus: 100_00 });
      // Without an active bonus the cap is gone.
      await endBonus(t, p.bonusId, 'cancelled');
      await kit.placed(p.token, f.sel('1'), 50.01);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 99_99, bonus: 0 });
    });

    it('counts a settled stake in full at odds of 1.50, not at 1.49 (every leg), nothing without sportMinOdds', async () => {
      const p = await kit.bonusPlayer(100_00, 100_00);
      const f = await kit.fixture();
      const g = await kit.fixture();
      await kit.placed(p.token, f.sel('X'), 10);
      const at150 = await kit.placed(p.token, f.sel('1'), 10);
      // An accumulator counts only when every leg reaches the minimum.
      const multi = (legs: { id: number; odds: number }[]) =>
        t.call<{ bets: BetView[] }>(
          '/sport/placeBet',
          {
            oddsPolicy: 'none',
            kind: 'multi',
            selections: legs.map((l) => ({ selectionId: l.id, odds: l.odds })),
            stake: 10,
          },
          { token: p.token },
        );
      const low = await multi([f.sel('2'), g.sel('X')]);
      const high = await multi([f.sel('2'), g.sel('1')]);
      expect([low.state, high.state]).toEqual(['200', '200']);
      const q = await kit.bonusPlayer(100_00, 100_00, { sportMinOdds: null });
      await kit.placed(q.token, f.sel('2'), 10);
      // Nothing counts while the bets are open.
      expect(await kit.wageringOf(p.bonusId)).toEqual([]);
      expect((await bonusRow(t, p.bonusId)).wagered).toBe(0);
      await kit.book().settlement(f.ref, KEY, results('X'));
      await kit.book().settlement(g.ref, KEY, results('1'));
      expect(await kit.wageringOf(p.bonusId)).toEqual([
        {
          stake_key: `sport:${at150}:settle:1`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 10_00,
        },
        {
          stake_key: `sport:${high.resultData.bets[0]!.betNo}:settle:1`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 10_00,
        },
      ]);
      expect((await bonusRow(t, p.bonusId)).wagered).toBe(20_00);
      expect(await kit.wageringOf(q.bonusId)).toEqual([]);
      expect((await bonusRow(t, q.bonusId)).wagered).toBe(0);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('settles won, lost and void along the split; a void counts nothing', async () => {
      const f = await kit.fixture();
      const w = await kit.bonusPlayer(10_00, 100_00);
      const win = await kit.placed(w.token, f.sel('1'), 40); // 10 cash + 30 bonus, pays 60
      const l = await kit.bonusPlayer(10_00, 100_00);
      const loss = await kit.placed(l.token, f.sel('X'), 40);
      await kit.book().settlement(f.ref, KEY, results('1'));
      expect(await kit.linesOf(`sport:${win}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: -20_00,
        player_cash: 15_00,
        player_bonus: 45_00,
      });
      expect(await balancesOf(t, w.userId)).toEqual({ cash: 15_00, bonus: 115_00 });
      expect(await kit.linesOf(`sport:${loss}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: 40_00,
      });
      expect(await balancesOf(t, l.userId)).toEqual({ cash: 0, bonus: 70_00 });
      expect((await bonusRow(t, w.bonusId)).wagered).toBe(40_00);

      const g = await kit.fixture();
      const v = await kit.bonusPlayer(10_00, 100_00);
      const voided = await kit.placed(v.token, g.sel('1'), 40);
      await kit.book().settlement(g.ref, KEY, resultsVoid);
      expect(await kit.betRow(voided)).toMatchObject({ status: 'void', payout_minor: 40_00 });
      expect(await balancesOf(t, v.userId)).toEqual({ cash: 10_00, bonus: 100_00 });
      expect(await kit.wageringOf(v.bonusId)).toEqual([]);
      expect((await bonusRow(t, v.bonusId)).wagered).toBe(0);
      expect(await reconcileProblems(t)).toBe('');
    });

    it("pays a bet's bonus share to promotion expense once its bonus ended", async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(10_00, 100_00);
      const betNo = await kit.placed(p.token, f.sel('1'), 40);
      await endBonus(t, p.bonusId, 'forfeited');
      await kit.book().settlement(f.ref, KEY, results('1'));
      expect(await kit.linesOf(`sport:${betNo}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: -20_00,
        player_cash: 15_00,
        promotion_expense: 45_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 15_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('cashes out along the split', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(10_00, 100_00);
      const betNo = await kit.placed(p.token, f.sel('2'), 40); // 10 cash + 30 bonus
      const offer = await kit.offerOf(p.token, betNo);
      const r = await kit.cashOut(p.token, betNo, offer);
      expect(r.state, r.msg).toBe('200');
      expect(offer).toBe(38);
      expect(await kit.linesOf(`sport:${betNo}:cashout`)).toEqual({
        sportsbook_clearing: -40_00,
        player_cash: 9_50,
        player_bonus: 28_50,
        house: 2_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 9_50, bonus: 98_50 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('completes the bonus only once the bet holding its money has settled', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(0, 10_00, { wageringMultiple: 1 });
      const betNo = await kit.placed(p.token, f.sel('1'), 10);
      const row = await bonusRow(t, p.bonusId);
      expect([row.status, row.wagered]).toEqual(['active', 0]);
      await kit.book().settlement(f.ref, KEY, results('1'));
      expect(await kit.linesOf(`sport:${betNo}:settle:1`)).toMatchObject({ player_bonus: 15_00 });
      expect(await bonusRow(t, p.bonusId)).toEqual({
        status: 'completed',
        wagered: 10_00,
        converted: 15_00,
        forfeited: 0,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 15_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('never overdraws cash or bonus under 10 parallel bets at the boundary', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(30_00, 100_00, { maxBetMinor: null });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => kit.single(p.token, f.sel('1'), 20)),
      );
      expect(answers.filter((a) => a.state === '200')).toHaveLength(6);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 10_00 });
      const rows = await t.database.db
        .selectFrom('sport_bets')
        .select((eb) => eb.fn.sum<number>('bonus_stake_minor').as('b'))
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect(Number(rows.b)).toBe(90_00);
      expect(await reconcileProblems(t)).toBe('');
    });

    it("each reconcile check fails when a bet's bonus part or wagering row is wrong", async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(10_00, 100_00);
      const betNo = await kit.placed(p.token, f.sel('1'), 40);
      const db = t.database.db;
      await db
        .updateTable('sport_bets')
        .set({ bonus_stake_minor: 20_00 })
        .where('bet_no', '=', betNo)
        .execute();
      expect(await reconcileProblems(t)).toContain(
        `bet ${betNo} says 2000 of its stake was bonus money; its place entry took 3000`,
      );
      await db
        .updateTable('sport_bets')
        .set({ bonus_stake_minor: 30_00 })
        .where('bet_no', '=', betNo)
        .execute();
      expect(await reconcileProblems(t)).toBe('');
      // Won: the bet counts its 40.00 in one row keyed by its settlement.
      await kit.book().settlement(f.ref, KEY, results('1'));
      const key = `sport:${betNo}:settle:1`;
      expect(await kit.wageringOf(p.bonusId)).toEqual([
        { stake_key: key, stake_minor: 40_00, bonus_stake_minor: 30_00, counted_minor: 40_00 },
      ]);
      expect(await reconcileProblems(t)).toBe('');
      // A sport row in another bonus than its bet's names no bet of that bonus.
      const other = await kit.bonusPlayer(0, 5_00);
      const moveRow = (bonusId: number) =>
        db
          .updateTable('bonus_wagering')
          .set({ bonus_id: bonusId })
          .where('stake_key', '=', key)
          .execute();
      await moveRow(other.bonusId);
      expect((await reconcileProblems(t)).split('\n').filter((l) => l.includes(betNo))).toEqual([
        `     - wagering row ${key} names no bet of its bonus`,
      ]);
      await moveRow(p.bonusId);
      expect(await reconcileProblems(t)).toBe('');
      // Counted twice: more than its stake.
      await db
        .insertInto('bonus_wagering')
        .values({
          bonus_id: p.bonusId,
          user_id: p.userId,
          stake_key: `sport:${betNo}:settle:2`,
          stake_minor: 40_00,
          bonus_stake_minor: 30_00,
          contribution_pct: 100,
          counted_minor: 40_00,
          created_at: Date.now(),
        })
        .execute();
      expect((await reconcileProblems(t)).split('\n').filter((l) => l.includes(betNo))).toEqual([
        `     - active bonus ${p.bonusId} counts 8000 of bet ${betNo}, staked 4000`,
      ]);
      await db
        .deleteFrom('bonus_wagering')
        .where('stake_key', '=', `sport:${betNo}:settle:2`)
        .execute();
      expect(await reconcileProblems(t)).toBe('');
    });
  });
}
