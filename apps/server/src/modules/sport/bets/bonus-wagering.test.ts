// When a sport bet counts towards a bonus's wagering, on both databases: only once it settles
// won or lost, whatever money paid it. A cash-only bet placed under a bonus counted at placement
// before, so the bonus converted while the bet was open and its void or cash-out left the player
// the bonus as cash (₺10 at 1x: 100 → 110 after a void; ₺50 at 2x: 100 cash + 50 bonus → 145
// after an immediate cash-out). A resettlement that takes the wagering away after a conversion
// takes the conversion back, as debt where the cash is gone; reconcile sees a converted bonus
// that counts an open, void or cashed-out bet; a settlement racing a cash-out counts once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDebtMinor } from '../../../ledger/debt.ts';
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
  resultsWon,
  sportBonusKit,
} from '../../../testing/sport-bonus.ts';

/** A bonus no bet has counted for yet. */
const UNTOUCHED = { status: 'active', wagered: 0, converted: 0, forfeited: 0 };

for (const backend of backends()) {
  describe(`sport bets count towards a bonus when they settle, on ${backend.name}`, () => {
    let t: TestApp;
    let kit: ReturnType<typeof sportBonusKit>;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
      kit = sportBonusKit(t, 't:bonus-wagering-league');
    });
    afterAll(() => t.dispose());

    const takenBack = async (bonusId: number) => {
      const row = await t.database.db
        .selectFrom('player_bonuses')
        .select('taken_back_minor')
        .where('id', '=', bonusId)
        .executeTakeFirstOrThrow();
      return Number(row.taken_back_minor);
    };

    it('a cash-only bet completes nothing when placed; its void leaves cash 100 and the ₺10 bonus', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 });
      const betNo = await kit.placed(p.token, f.sel('1'), 10);
      expect(await kit.betRow(betNo)).toMatchObject({ stake_minor: 10_00, bonus_stake_minor: 0 });
      expect(await bonusRow(t, p.bonusId)).toEqual(UNTOUCHED);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 90_00, bonus: 10_00 });
      await kit.book().settlement(f.ref, KEY, resultsVoid);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 100_00, bonus: 10_00 });
      expect(await bonusRow(t, p.bonusId)).toEqual(UNTOUCHED);
      expect(await kit.wageringOf(p.bonusId)).toEqual([]);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a ₺50 bonus at 2x stays a bonus when a ₺100 cash bet is cashed out at once (95 cash + 50 bonus)', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(100_00, 50_00, { wageringMultiple: 2, maxBetMinor: null });
      const betNo = await kit.placed(p.token, f.sel('2'), 100);
      expect((await bonusRow(t, p.bonusId)).status).toBe('active');
      const offer = await kit.offerOf(p.token, betNo);
      expect(offer).toBe(95);
      const r = await kit.cashOut(p.token, betNo, offer);
      expect(r.state, r.msg).toBe('200');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 95_00, bonus: 50_00 });
      expect(await bonusRow(t, p.bonusId)).toEqual(UNTOUCHED);
      expect(await kit.wageringOf(p.bonusId)).toEqual([]);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a cash-only bet counts when it settles lost, and the bonus converts then', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 });
      const betNo = await kit.placed(p.token, f.sel('2'), 10);
      await kit.book().settlement(f.ref, KEY, resultsWon('1'));
      expect(await kit.wageringOf(p.bonusId)).toEqual([
        {
          stake_key: `sport:${betNo}:settle:1`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 10_00,
        },
      ]);
      expect(await bonusRow(t, p.bonusId)).toEqual({
        status: 'completed',
        wagered: 10_00,
        converted: 10_00,
        forfeited: 0,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 100_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a resettlement to void after the conversion takes the ₺10 back (cash 115 → 100)', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 });
      const betNo = await kit.placed(p.token, f.sel('1'), 10);
      await kit.book().settlement(f.ref, KEY, resultsWon('1'));
      // Won 15.00 on 10.00 and the bonus converted: 90 + 15 + 10.
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 115_00, bonus: 0 });
      await kit.book().rollbackSettlement(f.ref, KEY);
      await kit.book().settlement(f.ref, KEY, resultsVoid);
      // The stake back instead of the win (-5.00), and the conversion back (-10.00).
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 100_00, bonus: 0 });
      expect(await kit.linesOf(`bonus:takeback:${p.bonusId}`)).toEqual({
        player_cash: -10_00,
        promotion_expense: 10_00,
      });
      expect(await kit.wageringOf(p.bonusId)).toEqual([
        {
          stake_key: `sport:${betNo}:settle:1`,
          stake_minor: 10_00,
          bonus_stake_minor: 0,
          counted_minor: 10_00,
        },
        {
          stake_key: `sport:${betNo}:settle:2`,
          stake_minor: -10_00,
          bonus_stake_minor: 0,
          counted_minor: -10_00,
        },
      ]);
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'completed', wagered: 0 });
      expect(await takenBack(p.bonusId)).toBe(10_00);
      // Back to won: the win is paid again, the conversion stays taken back.
      await kit.book().rollbackSettlement(f.ref, KEY);
      await kit.book().settlement(f.ref, KEY, resultsWon('1'));
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 105_00, bonus: 0 });
      expect(await takenBack(p.bonusId)).toBe(10_00);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a resettlement after the conversion takes it back as debt where the cash is gone (owes 15.00)', async () => {
      const f = await kit.fixture();
      const g = await kit.fixture();
      const p = await kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 });
      await kit.placed(p.token, f.sel('1'), 10);
      await kit.book().settlement(f.ref, KEY, resultsWon('1'));
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 115_00, bonus: 0 });
      // The converted cash is staked on another match, still open.
      await kit.placed(p.token, g.sel('1'), 115);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 0 });
      await kit.book().rollbackSettlement(f.ref, KEY);
      await kit.book().settlement(f.ref, KEY, resultsVoid);
      // 5.00 of the win and 10.00 of the conversion, with no cash to take them from.
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 0 });
      expect(await playerDebtMinor(t.database.db, p.userId)).toBe(15_00);
      expect(await kit.linesOf(`bonus:takeback:${p.bonusId}`)).toEqual({
        player_debt: -10_00,
        promotion_expense: 10_00,
      });
      // The open bet wins 172.50: the debt is repaid first.
      await kit.book().settlement(g.ref, KEY, resultsWon('1'));
      expect(await playerDebtMinor(t.database.db, p.userId)).toBe(0);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 157_50, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('keeps the conversion when the wagering left still meets the requirement', async () => {
      const [f, g, h] = [await kit.fixture(), await kit.fixture(), await kit.fixture()];
      const p = await kit.bonusPlayer(30_00, 10_00, { wageringMultiple: 1, maxBetMinor: null });
      const b = await kit.placed(p.token, g.sel('1'), 10);
      await kit.placed(p.token, h.sel('1'), 10);
      // 10.00 cash and 5.00 bonus: while it is open the bonus can't end.
      await kit.placed(p.token, f.sel('1'), 15);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 5_00 });
      await kit.book().settlement(g.ref, KEY, resultsWon('2'));
      await kit.book().settlement(h.ref, KEY, resultsWon('2'));
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'active', wagered: 20_00 });
      await kit.book().settlement(f.ref, KEY, resultsWon('2'));
      expect(await bonusRow(t, p.bonusId)).toEqual({
        status: 'completed',
        wagered: 35_00,
        converted: 5_00,
        forfeited: 0,
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 5_00, bonus: 0 });
      // One lost bet turns void: 25.00 still counts of the 10.00 asked.
      await kit.book().rollbackSettlement(g.ref, KEY);
      await kit.book().settlement(g.ref, KEY, resultsVoid);
      expect(await kit.betRow(b)).toMatchObject({ status: 'void' });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 15_00, bonus: 0 });
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'completed', wagered: 25_00 });
      expect(await takenBack(p.bonusId)).toBe(0);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('reconcile sees a converted bonus that counts an open, a void or a cashed-out bet', async () => {
      const db = t.database.db;
      const [f, g] = [await kit.fixture(), await kit.fixture()];
      const p = await kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 });
      const open = await kit.placed(p.token, f.sel('1'), 10);
      const cashed = await kit.placed(p.token, g.sel('2'), 10);
      const count = async (key: string, countedMinor: number) => {
        await db
          .insertInto('bonus_wagering')
          .values({
            bonus_id: p.bonusId,
            user_id: p.userId,
            stake_key: key,
            stake_minor: 10_00,
            bonus_stake_minor: 0,
            contribution_pct: 100,
            counted_minor: countedMinor,
            created_at: Date.now(),
          })
          .execute();
        await db
          .updateTable('player_bonuses')
          .set((eb) => ({ wagered_minor: eb('wagered_minor', '+', countedMinor) }))
          .where('id', '=', p.bonusId)
          .execute();
      };
      const setTakenBack = (minor: number) =>
        db
          .updateTable('player_bonuses')
          .set({ taken_back_minor: minor })
          .where('id', '=', p.bonusId)
          .execute();
      const bonusLines = async () =>
        (await reconcileProblems(t))
          .split('\n')
          .filter((l) => l.includes(`bonus ${p.bonusId} `))
          .map((l) => l.trim());
      // What placement used to do: the open bet counted, and the bonus converted on it.
      await count(`sport:${open}:place`, 10_00);
      await endBonus(t, p.bonusId, 'completed');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 90_00, bonus: 0 });
      expect(await bonusLines()).toEqual([
        `- converted bonus ${p.bonusId} counts 1000 of bet ${open}, which is open`,
      ]);
      // Voided: the settlement takes the count and the conversion back; reconcile is clean.
      await kit.book().settlement(f.ref, KEY, resultsVoid);
      expect(await takenBack(p.bonusId)).toBe(10_00);
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 90_00, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
      // Cashed out, and counted by hand.
      const offer = await kit.offerOf(p.token, cashed);
      expect((await kit.cashOut(p.token, cashed, offer)).state).toBe('200');
      await count(`sport:${cashed}:cashout`, 10_00);
      expect(await bonusLines()).toEqual([
        `- converted bonus ${p.bonusId} counts 1000 of bet ${cashed}, which is cashed_out`,
      ]);
      await count(`rollback:sport:${cashed}:cashout`, -10_00);
      expect(await reconcileProblems(t)).toBe('');
      // A conversion kept below its requirement, without its take-back.
      await setTakenBack(0);
      expect(await bonusLines()).toEqual([
        `- bonus ${p.bonusId} says 0 of its conversion was taken back; its take-back entry took 1000`,
        `- bonus ${p.bonusId} converted 1000, then its wagering went to 0 of 1000, and it kept the conversion`,
      ]);
      await setTakenBack(10_00);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a settlement racing a cash-out counts the bet once: won and converted, or cashed out and still a bonus', async () => {
      const f = await kit.fixture();
      const players = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(() => kit.bonusPlayer(100_00, 10_00, { wageringMultiple: 1 })),
      );
      const bets = await Promise.all(players.map((p) => kit.placed(p.token, f.sel('1'), 10)));
      const offers = await Promise.all(players.map((p, i) => kit.offerOf(p.token, bets[i]!)));
      expect(offers).toEqual([9.5, 9.5, 9.5, 9.5, 9.5, 9.5]);
      // Staggered: the cash-outs asked every 4 ms, the settlement at 10 ms, so on either engine
      // some cash-outs come before it, some meet it, some after.
      const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await Promise.all([
        after(10).then(() => kit.book().settlement(f.ref, KEY, resultsWon('1'))),
        ...players.map((p, i) => after(i * 4).then(() => kit.cashOut(p.token, bets[i]!, 9.5))),
      ]);
      for (const [i, p] of players.entries()) {
        const bet = await kit.betRow(bets[i]!);
        const money = await balancesOf(t, p.userId);
        const bonus = await bonusRow(t, p.bonusId);
        if (bet.status === 'won') {
          expect([money, bonus]).toEqual([
            { cash: 115_00, bonus: 0 },
            { status: 'completed', wagered: 10_00, converted: 10_00, forfeited: 0 },
          ]);
        } else {
          expect(bet.status).toBe('cashed_out');
          expect([money, bonus]).toEqual([{ cash: 99_50, bonus: 10_00 }, UNTOUCHED]);
        }
      }
      expect(await reconcileProblems(t)).toBe('');
    });
  });
}
