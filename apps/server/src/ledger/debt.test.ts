// A player's debt in the ledger on both databases: a resettlement that takes back more than
// the player's cash posts in full and the rest is owed; every later credit (a game win, an
// operator credit, a prize, a deposit, a sport win) repays it first, in the same entry; parallel
// credits never repay more than is owed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { violationsOf } from '../testing/ledger.ts';
import { createPlayer } from '../testing/players.ts';
import { ledgerChecks } from './reconcile-checks.ts';
import { betPlace, betSettle } from './sport-movements.ts';
import { playerDebtMinor } from './debt.ts';
import { gameWin, operatorAdjustment } from './game-movements.ts';
import { depositCredit } from './payment-movements.ts';
import { prizeCredit } from './prize-movements.ts';
import { playerCashMinor } from './queries.ts';

let seq = 0;

for (const backend of backends()) {
  describe(`player debt on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    const ledger = () => t.app.talih.services.ledger;
    /** A game win of its own transaction id, in a transaction of its own. */
    const winOf = (userId: number, amountMinor: number) =>
      ledger().transact('test', (tx) =>
        gameWin(tx, {
          provider: 'debt-test',
          transactionId: `win-${++seq}`,
          userId,
          amountMinor,
          request: { n: seq },
        }),
      );
    const cash = (userId: number) => playerCashMinor(t.database.db, userId);
    const debt = (userId: number) => playerDebtMinor(t.database.db, userId);
    const credit = (userId: number, amountMinor: number) =>
      ledger().transact('test', (tx) =>
        operatorAdjustment(tx, {
          direction: 'credit',
          userId,
          amountMinor,
          reason: 'test',
          key: `debt-test-${++seq}`,
          actor: 'test',
        }),
      );

    /** A bet of 100.00 won at 2.75, its 275.00 spent, then resettled as void: owes 175.00. */
    async function playerOwing175() {
      const p = await createPlayer(t, 10_000);
      const betNo = `DEBT${++seq}${backend.name}`;
      const bet = { betNo, userId: p.userId, stakeMinor: 10_000 };
      await ledger().transact('test', (tx) => betPlace(tx, bet));
      await ledger().transact('test', (tx) =>
        betSettle(tx, { ...bet, version: 1, payoutMinor: 27_500, paidMinor: 0, result: 'won' }),
      );
      await ledger().transact('test', (tx) =>
        operatorAdjustment(tx, {
          direction: 'debit',
          userId: p.userId,
          amountMinor: 27_500,
          reason: 'spent',
          key: `debt-spent-${++seq}`,
          actor: 'test',
        }),
      );
      const resettled = await ledger().transact('test', (tx) =>
        betSettle(tx, {
          ...bet,
          version: 2,
          payoutMinor: 10_000,
          paidMinor: 27_500,
          result: 'void',
        }),
      );
      expect(resettled.detail).toMatchObject({ diffMinor: -17_500, debtMinor: 17_500 });
      expect(resettled.amountMinor).toBe(17_500);
      return { ...p, betNo };
    }

    it('posts a resettlement beyond the cash in full and owes the rest', async () => {
      const p = await playerOwing175();
      expect(await cash(p.userId)).toBe(0);
      expect(await debt(p.userId)).toBe(17_500);
    });

    it('repays the debt first from a win, a credit, a prize and a deposit', async () => {
      const p = await playerOwing175();
      const win = await winOf(p.userId, 5_000);
      expect(win.detail).toMatchObject({ debtRepaidMinor: 5_000 });
      expect(win.playerBalanceMinor).toBe(0);
      expect(await debt(p.userId)).toBe(12_500);
      await credit(p.userId, 10_000);
      expect(await debt(p.userId)).toBe(2_500);
      expect(await cash(p.userId)).toBe(0);
      await ledger().transact('test', (tx) =>
        prizeCredit(tx, {
          source: 'mail',
          reference: `debt-${++seq}`,
          userId: p.userId,
          amountMinor: 1_000,
        }),
      );
      expect(await debt(p.userId)).toBe(1_500);
      const deposit = await ledger().transact('test', (tx) =>
        depositCredit(tx, {
          provider: 'havale',
          orderNo: `debt-${++seq}`,
          userId: p.userId,
          amountMinor: 4_000,
        }),
      );
      expect(deposit.playerBalanceMinor).toBe(2_500);
      expect(await debt(p.userId)).toBe(0);
      expect(await cash(p.userId)).toBe(2_500);
    });

    it('lets 8 parallel credits repay exactly what is owed', async () => {
      const p = await playerOwing175();
      await Promise.all(Array.from({ length: 8 }, () => credit(p.userId, 3_000)));
      expect(await debt(p.userId)).toBe(0);
      expect(await cash(p.userId)).toBe(24_000 - 17_500);
      const acc = await t.database.db
        .selectFrom('ledger_accounts')
        .select('balance_minor')
        .where('kind', '=', 'player_debt')
        .where('owner', '=', String(p.userId))
        .executeTakeFirstOrThrow();
      expect(acc.balance_minor).toBe(0);
    });

    it('lets 8 parallel game wins repay exactly what is owed, each from what it found', async () => {
      // The win's guard holds the cash row, so on PostgreSQL each win reads the debt in its own
      // movement statement and posts again with the repayment when it finds one.
      const p = await playerOwing175();
      const wins = await Promise.all(Array.from({ length: 8 }, () => winOf(p.userId, 3_000)));
      const repaid = wins.map((w) => Number(w.detail.debtRepaidMinor ?? 0)).sort((a, b) => b - a);
      expect(repaid).toEqual([3_000, 3_000, 3_000, 3_000, 3_000, 2_500, 0, 0]);
      expect(await debt(p.userId)).toBe(0);
      expect(await cash(p.userId)).toBe(6_500);
      for (const check of ledgerChecks) {
        expect(await violationsOf(t, check), check.name).toBe('');
      }
    });

    it('ends owing 75 with no cash when a credit of 100 races a take-back of 175', async () => {
      for (let i = 0; i < 5; i++) {
        const p = await createPlayer(t, 10_000);
        const betNo = `RACE${++seq}${backend.name}`;
        const bet = { betNo, userId: p.userId, stakeMinor: 10_000 };
        await ledger().transact('test', (tx) => betPlace(tx, bet));
        await ledger().transact('test', (tx) =>
          betSettle(tx, { ...bet, version: 1, payoutMinor: 27_500, paidMinor: 0, result: 'won' }),
        );
        await ledger().transact('test', (tx) =>
          operatorAdjustment(tx, {
            direction: 'debit',
            userId: p.userId,
            amountMinor: 27_500,
            reason: 'spent',
            key: `debt-race-${++seq}`,
            actor: 'test',
          }),
        );
        await Promise.all([
          ledger().transact('test', (tx) =>
            betSettle(tx, {
              ...bet,
              version: 2,
              payoutMinor: 10_000,
              paidMinor: 27_500,
              result: 'void',
            }),
          ),
          credit(p.userId, 10_000),
        ]);
        expect([await cash(p.userId), await debt(p.userId)]).toEqual([0, 7_500]);
      }
    });
  });
}
