// The demo seed's bonuses on both databases: a new player is offered the welcome bonus with
// its terms (the second-deposit one only after a first deposit), and TALIH50 redeems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer } from '../../testing/players.ts';
import { seedDemoData } from '../../seed/demo.ts';

for (const backend of backends()) {
  describe(`demo bonus templates on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
      await seedDemoData(t.app.talih.services);
    });
    afterAll(() => t.dispose());

    it('offers "Hoş geldin bonusu" with its terms to a new player', async () => {
      const p = await createPlayer(t);
      const res = await t.call<{ bonusOffers: Record<string, unknown>[] }>(
        '/recharge/getChargeInfo',
        {},
        { token: p.token },
      );
      expect(res.state, res.msg).toBe('200');
      expect(res.resultData.bonusOffers).toHaveLength(1);
      expect(res.resultData.bonusOffers[0]).toMatchObject({
        title: 'Hoş geldin bonusu',
        percent: 100,
        maxBonus: 1000,
        minDeposit: 100,
        wageringMultiplier: 10,
        rules: {
          trigger: 'first_deposit',
          maxBetMinor: 5_000,
          expiryDays: 7,
          maxConversionMinor: 500_000,
          wageringBase: 'bonus',
        },
      });
      const en = await t.call<{ bonusOffers: { title: string }[] }>(
        '/recharge/getChargeInfo',
        {},
        { token: p.token, 'accept-language': 'en' },
      );
      expect(en.resultData.bonusOffers.map((o) => o.title)).toEqual(['Welcome bonus']);
    });

    it('TALIH50 grants 50.00 with 5x wagering', async () => {
      const p = await createPlayer(t);
      const res = await t.call<{ bonus: PlayerBonusView }>(
        '/bonus/redeemCode',
        { code: 'talih50' },
        { token: p.token },
      );
      expect(res.state, res.msg).toBe('200');
      expect(res.resultData.bonus).toMatchObject({
        templateCode: 'PROMO-TALIH50',
        title: 'TALIH50 kod bonusu',
        grantedMinor: 5_000,
        wageringRequiredMinor: 25_000,
        status: 'active',
      });
    });
  });
}
