// Responsible-gambling limits and bonus money, on both databases. A wager limit counts every
// stake, cash or bonus, casino or sport: with a ₺50 daily wager limit and ₺100 of bonus, ten
// ₺10 stakes were all accepted, because only cash stakes counted; now the sixth is refused. A
// loss limit counts the player's own money, the cash part of a stake
// (docs/decisions/0022-loss-limits-count-own-money.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitKind } from '@talih/contracts/jurisdiction.ts';
import { setLimit as setLimitCall } from '@talih/contracts/protection.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { balancesOf, bonusPlayer, reconcileProblems } from '../../testing/bonus-wallet.ts';
import { answer } from '../../testing/calls.ts';
import { betBody, credit, studioClient } from '../../testing/players.ts';
import { sportBonusKit } from '../../testing/sport-bonus.ts';
import { seedDemoData } from '../../seed/demo.ts';

for (const backend of backends()) {
  describe(`limits and bonus money on ${backend.name}`, () => {
    let t: TestApp;
    let studio: ReturnType<typeof studioClient>;
    let kit: ReturnType<typeof sportBonusKit>;
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
      await seedDemoData(t.app.talih.services);
      studio = studioClient(t);
      kit = sportBonusKit(t, 't:limits-league');
    });
    afterAll(() => t.dispose());

    const setDailyLimit = async (token: string, kind: LimitKind, amountMinor: number) => {
      const res = await answer(
        t,
        setLimitCall,
        { kind, period: 'day', amountMinor },
        { session: token },
      );
      expect(res.state, res.msg).toBe('200');
    };

    it('a ₺50 daily wager limit refuses the sixth ₺10 casino stake made of bonus money', async () => {
      const p = await bonusPlayer(t, 0, 100_00);
      await setDailyLimit(p.token, 'wager', 50_00);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await studio('bet', betBody(p, '10.00')));
      expect(answers.map((a) => a.status)).toEqual([
        'OK',
        'OK',
        'OK',
        'OK',
        'OK',
        'ERROR',
        'ERROR',
        'ERROR',
        'ERROR',
        'ERROR',
      ]);
      expect(answers[5]).toMatchObject({ code: 'LIMIT_EXCEEDED', remaining: '0.00' });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 50_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a ₺50 daily wager limit refuses the sixth ₺10 sport bet made of bonus money', async () => {
      const f = await kit.fixture();
      const p = await kit.bonusPlayer(0, 100_00);
      await setDailyLimit(p.token, 'wager', 50_00);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await kit.single(p.token, f.sel('1'), 10));
      expect(answers.map((a) => a.state)).toEqual([
        '200',
        '200',
        '200',
        '200',
        '200',
        '500',
        '500',
        '500',
        '500',
        '500',
      ]);
      expect(answers[5]!.msg).toBe('Bu bahis, bahis limitinizi aşıyor. Kalan: ₺0,00.');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 50_00 });
      expect(await reconcileProblems(t)).toBe('');
    });

    it('a wager limit counts a stake split between cash and bonus in full', async () => {
      const p = await bonusPlayer(t, 30_00, 100_00);
      await setDailyLimit(p.token, 'wager', 50_00);
      // 30.00 cash and 10.00 bonus: 40.00 of the 50.00.
      expect((await studio('bet', betBody(p, '40.00'))).status).toBe('OK');
      expect(await studio('bet', betBody(p, '10.01'))).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        remaining: '10.00',
      });
      expect((await studio('bet', betBody(p, '10.00'))).status).toBe('OK');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 80_00 });
    });

    it("a loss limit counts the player's own money: the cash part of a stake, never the bonus part", async () => {
      const p = await bonusPlayer(t, 10_00, 100_00);
      await setDailyLimit(p.token, 'loss', 10_00);
      // 6.00 of cash at risk: 4.00 left.
      expect((await studio('bet', betBody(p, '6.00'))).status).toBe('OK');
      // 4.00 cash and 6.00 bonus: the 4.00 fits.
      expect((await studio('bet', betBody(p, '10.00'))).status).toBe('OK');
      // All bonus money: none of the player's own is at risk.
      expect((await studio('bet', betBody(p, '10.00'))).status).toBe('OK');
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 0, bonus: 84_00 });
      // With cash again, any cash stake is past the limit.
      await credit(t, p.userId, 20_00);
      expect(await studio('bet', betBody(p, '0.01'))).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        remaining: '0.00',
      });
      expect(await balancesOf(t, p.userId)).toEqual({ cash: 20_00, bonus: 84_00 });
    });
  });
}
