// Bonus money on the bet slip through the HTTP API, on both databases: the stake's
// split (cash first, then bonus), the bonus's maximum bet, wagering by minimum odds (1.49 does
// not count, 1.50 does), settlement won/lost/void along the split, the bonus share of a bet
// whose bonus ended going to promotion expense, cash-out along the split, completion waiting
// for an open bet, 10 parallel bets at the bonus boundary, and the new reconcile checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetView } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { prematch1x2 } from '../../../testing/sport.ts';
import { createBonusTemplate, grantTestBonus } from '../../../testing/bonus.ts';
import {
  balancesOf,
  bonusRow,
  endBonus,
  reconcileProblems,
} from '../../../testing/bonus-wallet.ts';
import { createPlayer } from '../../../testing/players.ts';
import type { FeedResult } from '../feed/types.ts';
import { sportOf } from '../routes.ts';

const LEAGUE = {
  ref: 't:bonus-league',
  sport: 'football' as const,
  country: 'TR',
  name: 'Bonus Ligi',
  sort: 1,
};
const KEY = { type: '1x2', line: '' };
const results = (winner: string): FeedResult[] =>
  ['1', 'X', '2'].map((code) => ({ code, result: code === winner ? 'won' : 'lost' }));

for (const backend of backends()) {
  describe(`bonus money on the bet slip on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());

    const book = () => sportOf(t.app).book;

    const fixture = () => prematch1x2(t, LEAGUE, { '1': 150, X: 149, '2': 400 });

    /** A player with `cashMinor` cash and an active bonus of `bonusMinor`. */
    async function bonusPlayer(cashMinor: number, bonusMinor: number, rules = {}) {
      const template = await createBonusTemplate(t, {
        sportMinOdds: 1.5,
        maxBetMinor: 50_00,
        ...rules,
      });
      const p = await createPlayer(t, cashMinor);
      const { bonusId } = await grantTestBonus(t, template, p.userId, bonusMinor, `s-${p.userId}`);
      return { ...p, bonusId };
    }

    const single = (token: string, s: { id: number; odds: number }, stake: number) =>
      t.call<{ bets: BetView[]; balance: number }>(
        '/sport/placeBet',
        {
          oddsPolicy: 'none',
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake,
        },
        { token },
      );
    const placed = async (token: string, s: { id: number; odds: number }, stake: number) => {
      const r = await single(token, s, stake);
      expect(r.state, r.msg).toBe('200');
      return r.resultData.bets[0]!.betNo;
    };
    const betRow = (betNo: string) =>
      t.database.db
        .selectFrom('sport_bets')
        .select(['stake_minor', 'bonus_stake_minor', 'bonus_id', 'status', 'payout_minor'])
        .where('bet_no', '=', betNo)
        .executeTakeFirstOrThrow();
    const linesOf = async (key: string) => {
      const rows = await t.database.db
        .selectFrom('journal_lines as l')
        .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['a.kind', 'l.amount_minor'])
        .where('e.idempotency_key', '=', key)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.amount_minor)]));
    };
    const wageringOf = (bonusId: number) =>
      t.database.db
        .selectFrom('bonus_wagering')
        .select(['stake_key', 'stake_minor', 'bonus_stake_minor', 'counted_minor'])
        .where('bonus_id', '=', bonusId)
        .orderBy('id')
        .execute();

    it('takes cash first, then bonus, and records the split on the bet', async () => {
      const p = await bonusPlayer(30_00, 100_00);
      const f = await fixture();
      const small = await placed(p.token, f.sel('1'), 20);
      expect(await linesOf(`sport:${small}:place`)).toEqual({
        player_cash: -20_00,
        sportsbook_clearing: 20_00,
      });
      const split = await placed(p.token, f.sel('1'), 40);
      expect(await linesOf(`sport:${split}:place`)).toEqual({
        player_cash: -10_00,
        player_bonus: -30_00,
        sportsbook_clearing: 40_00,
      });
      expect(await betRow(split)).toMatchObject({ stake_minor: 40_00, bonus_stake_minor: 30_00 });
      expect(Number((await betRow(split)).bonus_id)).toBe(p.bonusId);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 70_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it("refuses a stake above the active bonus's maximum bet, takes one at it", async () => {
      const p = await bonusPlayer(200_00, 100_00);
      const f = await fixture();
      const r = await single(p.token, f.sel('1'), 50.01);
      expect(r.state).not.toBe('200');
      expect(r.msg).toBe('Aktif bonusunuz varken bir bahse en fazla ₺50,00 yatırabilirsiniz.');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 200_00, bonus: 100_00 });
      await placed(p.token, f.sel('1'), 50);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 150_00, bonus: 100_00 });
      // Without an active bonus the cap is gone.
      await endBonus(t, p.bonusId, 'cancelled');
      await placed(p.token, f.sel('1'), 50.01);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 99_99, bonus: 0 });
    });

    it('counts a stake in full at odds of 1.50, not at 1.49 (every leg), nothing without sportMinOdds', async () => {
      const p = await bonusPlayer(100_00, 100_00);
      const f = await fixture();
      const at149 = await placed(p.token, f.sel('X'), 10);
      const at150 = await placed(p.token, f.sel('1'), 10);
      expect(await wageringOf(p.bonusId)).toEqual([
        {
          stake_key: `sport:${at149}:place`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 0,
        },
        {
          stake_key: `sport:${at150}:place`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 10_00,
        },
      ]);
      expect((await bonusRow(t, p.bonusId)).wagered).toBe(10_00);
      // An accumulator counts only when every leg reaches the minimum.
      const g = await fixture();
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
      const rows = (await wageringOf(p.bonusId)).slice(2);
      expect(rows.map((r) => [r.stake_key, r.counted_minor])).toEqual([
        [`sport:${low.resultData.bets[0]!.betNo}:place`, 0],
        [`sport:${high.resultData.bets[0]!.betNo}:place`, 10_00],
      ]);
      expect((await bonusRow(t, p.bonusId)).wagered).toBe(20_00);
      const q = await bonusPlayer(100_00, 100_00, { sportMinOdds: null });
      const none = await placed(q.token, f.sel('2'), 10);
      expect(await wageringOf(q.bonusId)).toEqual([
        {
          stake_key: `sport:${none}:place`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 0,
        },
      ]);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('settles won, lost and void along the split; a void takes back its wagering', async () => {
      const f = await fixture();
      const w = await bonusPlayer(10_00, 100_00);
      const win = await placed(w.token, f.sel('1'), 40); // 10 cash + 30 bonus, pays 60
      const l = await bonusPlayer(10_00, 100_00);
      const loss = await placed(l.token, f.sel('X'), 40);
      await book().settlement(f.ref, KEY, results('1'));
      expect(await linesOf(`sport:${win}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: -20_00,
        player_cash: 15_00,
        player_bonus: 45_00,
      });
      expect(await balancesOf(t, w.userId)).toEqual({ cash: 15_00, bonus: 115_00 });
      expect(await linesOf(`sport:${loss}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: 40_00,
      });
      expect(await balancesOf(t, l.userId)).toEqual({ cash: 0, bonus: 70_00 });
      expect((await bonusRow(t, w.bonusId)).wagered).toBe(40_00);

      const g = await fixture();
      const v = await bonusPlayer(10_00, 100_00);
      const voided = await placed(v.token, g.sel('1'), 40);
      await book().settlement(
        g.ref,
        KEY,
        ['1', 'X', '2'].map((code) => ({ code, result: 'lost' as const, voidFactor: 1 })),
      );
      expect(await betRow(voided)).toMatchObject({ status: 'void', payout_minor: 40_00 });
      expect(await balancesOf(t, v.userId)).toEqual({ cash: 10_00, bonus: 100_00 });
      expect((await wageringOf(v.bonusId)).map((r) => [r.stake_key, r.counted_minor])).toEqual([
        [`sport:${voided}:place`, 40_00],
        [`rollback:sport:${voided}:place`, -40_00],
      ]);
      expect((await bonusRow(t, v.bonusId)).wagered).toBe(0);
      expect(await reconcileProblems(t)).toBe('');
    });

    it("pays a bet's bonus share to promotion expense once its bonus ended", async () => {
      const f = await fixture();
      const p = await bonusPlayer(10_00, 100_00);
      const betNo = await placed(p.token, f.sel('1'), 40);
      await endBonus(t, p.bonusId, 'forfeited');
      await book().settlement(f.ref, KEY, results('1'));
      expect(await linesOf(`sport:${betNo}:settle:1`)).toEqual({
        sportsbook_clearing: -40_00,
        house: -20_00,
        player_cash: 15_00,
        promotion_expense: 45_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 15_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('cashes out along the split', async () => {
      const f = await fixture();
      const p = await bonusPlayer(10_00, 100_00);
      const betNo = await placed(p.token, f.sel('2'), 40); // 10 cash + 30 bonus
      const mine = await t.call<{ list: BetView[] }>(
        '/sport/myBets',
        { status: 'open' },
        { token: p.token },
      );
      const offer = mine.resultData.list.find((b) => b.betNo === betNo)!.cashOut!;
      const r = await t.call('/sport/cashOut', { betNo, amount: offer }, { token: p.token });
      expect(r.state, r.msg).toBe('200');
      expect(offer).toBe(38);
      expect(await linesOf(`sport:${betNo}:cashout`)).toEqual({
        sportsbook_clearing: -40_00,
        player_cash: 9_50,
        player_bonus: 28_50,
        house: 2_00,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 9_50, bonus: 98_50 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('completes the bonus only once the open bet holding its money has settled', async () => {
      const f = await fixture();
      const p = await bonusPlayer(0, 10_00, { wageringMultiple: 1 });
      const betNo = await placed(p.token, f.sel('1'), 10);
      const row = await bonusRow(t, p.bonusId);
      expect([row.status, row.wagered]).toEqual(['active', 10_00]);
      await book().settlement(f.ref, KEY, results('1'));
      expect(await linesOf(`sport:${betNo}:settle:1`)).toMatchObject({ player_bonus: 15_00 });
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
      const f = await fixture();
      const p = await bonusPlayer(30_00, 100_00, { maxBetMinor: null });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => single(p.token, f.sel('1'), 20)),
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

    it("each new reconcile check fails when a bet's bonus part or wagering row is wrong", async () => {
      const f = await fixture();
      const p = await bonusPlayer(10_00, 100_00);
      const betNo = await placed(p.token, f.sel('1'), 40);
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
      await db
        .deleteFrom('bonus_wagering')
        .where('stake_key', '=', `sport:${betNo}:place`)
        .execute();
      const problems = await reconcileProblems(t);
      expect(problems).toContain(
        `bet ${betNo} was placed under bonus ${p.bonusId} but has no wagering row there`,
      );
      await db
        .insertInto('bonus_wagering')
        .values({
          bonus_id: p.bonusId,
          user_id: p.userId,
          stake_key: `sport:${betNo}:place`,
          stake_minor: 40_00,
          bonus_stake_minor: 30_00,
          contribution_pct: 100,
          counted_minor: 40_00,
          created_at: Date.now(),
        })
        .execute();
      expect(await reconcileProblems(t)).toBe('');
      // A sport row in another bonus than its bet's names no bet of that bonus.
      const other = await bonusPlayer(0, 5_00);
      await db
        .updateTable('bonus_wagering')
        .set({ bonus_id: other.bonusId })
        .where('stake_key', '=', `sport:${betNo}:place`)
        .execute();
      expect((await reconcileProblems(t)).split('\n').filter((l) => l.includes(betNo))).toEqual([
        `     - bet ${betNo} was placed under bonus ${p.bonusId} but has no wagering row there`,
        `     - wagering row sport:${betNo}:place names no bet of its bonus`,
      ]);
      await db
        .updateTable('bonus_wagering')
        .set({ bonus_id: p.bonusId })
        .where('stake_key', '=', `sport:${betNo}:place`)
        .execute();
      expect(await reconcileProblems(t)).toBe('');
    });
  });
}
