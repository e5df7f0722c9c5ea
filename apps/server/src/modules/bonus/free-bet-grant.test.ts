// A sport_free_bet template grants a bet-slip token through the engine's grant path (here by
// promo code, on both databases): the token's stake is the template's freeBetMinor, a second
// redeem of the code is refused, and the token is listed for the player's bet slip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreeBetView } from '@talih/contracts/sport.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate } from '../../testing/bonus.ts';
import { createPlayer } from '../../testing/players.ts';

for (const backend of backends()) {
  describe(`free bet templates on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    it('a free bet code grants one token of the template’s amount, once', async () => {
      await createBonusTemplate(t, {
        kind: 'sport_free_bet',
        trigger: 'promo_code',
        promoCode: 'BEDAVA25',
        percent: null,
        capMinor: null,
        freeBetMinor: 2_500,
        wageringMultiple: 0,
        expiryDays: 3,
      });
      const p = await createPlayer(t);
      const first = await t.call<{ bonus: unknown; freeBet: { amountMinor: number } }>(
        '/bonus/redeemCode',
        { code: 'BEDAVA25' },
        { token: p.token },
      );
      expect([first.state, first.resultData.bonus, first.resultData.freeBet]).toEqual([
        '200',
        null,
        { title: 'Test bonusu', amountMinor: 2_500 },
      ]);
      const again = await t.call('/bonus/redeemCode', { code: 'BEDAVA25' }, { token: p.token });
      expect(again.msg).toBe('Bu promosyon kodunu daha önce kullandınız.');
      const list = await t.call<{ list: FreeBetView[] }>(
        '/sport/myFreeBets',
        {},
        { token: p.token },
      );
      expect(list.resultData.list.map((f) => f.amount)).toEqual([25]);
      const bonuses = await t.database.db
        .selectFrom('player_bonuses')
        .select('id')
        .where('user_id', '=', p.userId)
        .execute();
      expect(bonuses).toEqual([]);
    });
  });
}
