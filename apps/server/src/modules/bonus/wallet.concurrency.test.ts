// Races on bonus money in the provider wallet, on both databases: on PostgreSQL the
// parallel requests run in parallel transactions; on SQLite they interleave at every await.
// Stakes at the cash + bonus boundary never overdraw either balance; stakes and wins racing the
// bonus's end never leave money in the bonus account; the sums add up and reconcile is clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from '../../testing/backends.ts';
import {
  balancesOf,
  bonusPlayer,
  bonusRow,
  endBonus,
  reconcileProblems,
} from '../../testing/bonus-wallet.ts';
import { betBody, openWalletTestApp, studioClient, txId } from '../../testing/players.ts';

const PARALLEL = 50;

for (const backend of backends()) {
  describe(`bonus wallet concurrency on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    beforeAll(async () => {
      t = await openWalletTestApp(backend);
      studio = studioClient(t);
    });
    afterAll(() => t.dispose());

    const roundSums = async (bonusId: number) => {
      const row = await t.database.db
        .selectFrom('game_rounds')
        .select((eb) => [
          eb.fn.sum<number>('bet_minor').as('bet'),
          eb.fn.sum<number>('bonus_bet_minor').as('bonusBet'),
          eb.fn.countAll<number>().as('rounds'),
        ])
        .where('bonus_id', '=', bonusId)
        .executeTakeFirstOrThrow();
      return { bet: Number(row.bet), bonusBet: Number(row.bonusBet), rounds: Number(row.rounds) };
    };

    it('50 parallel stakes at the cash + bonus boundary never overdraw either balance', async () => {
      // 10.00 cash + 40.00 bonus; 50 stakes of 1.37 ask 68.50: 36 fit (49.32), 14 do not.
      const p = await bonusPlayer(t, 10_00, 40_00);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => studio('bet', betBody(p, '1.37'))),
      );
      const codes = answers.map((a) => (a.status === 'OK' ? 'OK' : String(a.code)));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(36);
      expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(14);
      // Cash went first, all of it; the bonus paid the other 39.32.
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 68 });
      expect(await roundSums(p.bonusId)).toEqual({ bet: 49_32, bonusBet: 39_32, rounds: 36 });
      expect(await bonusRow(t, p.bonusId)).toMatchObject({ status: 'active', wagered: 49_32 });
      const rows = await t.database.db
        .selectFrom('bonus_wagering')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bonus_id', '=', p.bonusId)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(36);
      expect(await reconcileProblems(t)).toBe('');
    });

    it('stakes and wins racing the bonus expiry leave no money in the bonus account', async () => {
      const p = await bonusPlayer(t, 0, 30_00);
      // Ten open rounds each holding 1.00 of bonus stake, to win while the expiry runs.
      const open = [];
      for (let i = 0; i < 10; i++) {
        const b = betBody(p, '1.00');
        await studio('bet', b);
        open.push(b);
      }
      const wins = open.map((b) =>
        studio('win', { ...b, transactionId: txId(), amount: '2.00', roundClosed: true }),
      );
      const stakes = Array.from({ length: 20 }, () =>
        studio('bet', betBody(p, '1.00', { roundClosed: true })),
      );
      const [ended] = await Promise.all([endBonus(t, p.bonusId, 'expired'), ...wins, ...stakes]);
      expect(ended).not.toBeNull();
      expect((await bonusRow(t, p.bonusId)).status).toBe('expired');
      // Every win's share was bonus money: paid to the bonus before the expiry, to promotion
      // expense after it. No cash was staked or won, and nothing is left in the bonus account.
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 0 });
      expect(await reconcileProblems(t)).toBe('');
    });
  });
}
