// The welcome gift (₺10 on claim) needs a verified phone and a confirmed deposit by default,
// so opening accounts to collect it pays nothing; both rules can be switched off by the
// environment. Over the HTTP API on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial } from '../../seed/social-parts.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer } from '../../testing/players.ts';
import { confirmedDeposit } from '../../testing/social.ts';
import { answer, call } from '../../testing/calls.ts';
import { activityClaim, activityList } from '@talih/contracts/promotions.ts';
import { balanceOf } from '../../testing/ledger.ts';

async function openWithPromotions(backend: ReturnType<typeof backends>[number], env = {}) {
  const t = await openTestApp(backend, env);
  await t.database.db.transaction().execute((trx) => insertSocial(trx, Date.now()));
  const row = await t.database.db
    .selectFrom('promotions')
    .select('id')
    .where('code', '=', 'welcome-gift')
    .executeTakeFirstOrThrow();
  return { t, welcome: row.id };
}

for (const backend of backends()) {
  describe(`welcome gift rules on ${backend.name}`, () => {
    let t: TestApp;
    let welcome: number;
    beforeAll(async () => {
      ({ t, welcome } = await openWithPromotions(backend));
    });
    afterAll(() => t.dispose());

    const auth = (token: string) => ({ token, 'accept-language': 'en' });
    const stateOf = async (token: string) =>
      (await call(t, activityList, {}, { headers: auth(token) })).find(
        (a) => a.activityId === welcome,
      );

    it('a new account without a deposit sees the gift locked and gets nothing', async () => {
      const p = await createPlayer(t);
      expect(await stateOf(p.token)).toMatchObject({ state: 'locked', requirement: 'deposit' });
      const refused = await t.call('/activity/claim', { activityId: welcome }, auth(p.token));
      expect(refused.msg).toBe('This reward needs one of your deposits to be confirmed first.');
      expect(await balanceOf(t, p.userId)).toBe(0);

      await confirmedDeposit(t, p.userId, 50_00);
      expect(await stateOf(p.token)).toMatchObject({ state: 'open' });
      const paid = await answer(
        t,
        activityClaim,
        { activityId: welcome },
        { headers: auth(p.token) },
      );
      expect(paid.resultData).toMatchObject({ paid: 10, balance: 60 });
      expect(await balanceOf(t, p.userId)).toBe(6000);
    });

    it('a player without a verified phone gets nothing, deposit or not', async () => {
      const p = await createPlayer(t);
      await t.database.db
        .updateTable('users')
        .set({ mobile: null })
        .where('id', '=', p.userId)
        .execute();
      await confirmedDeposit(t, p.userId, 50_00);
      expect(await stateOf(p.token)).toMatchObject({ state: 'locked' });
      const refused = await t.call('/activity/claim', { activityId: welcome }, auth(p.token));
      expect(refused.msg).toBe('This reward needs a verified phone number first.');
      expect(await balanceOf(t, p.userId)).toBe(5000);
    });
  });

  describe(`welcome gift rules switched off on ${backend.name}`, () => {
    it('pays the gift without a deposit when PROMOTION_GIFT_REQUIRE_DEPOSIT=false', async () => {
      const { t, welcome } = await openWithPromotions(backend, {
        PROMOTION_GIFT_REQUIRE_DEPOSIT: 'false',
      });
      try {
        const p = await createPlayer(t);
        const paid = await answer(t, activityClaim, { activityId: welcome }, { session: p.token });
        expect(paid.resultData).toMatchObject({ paid: 10 });
        expect(await balanceOf(t, p.userId)).toBe(1000);
      } finally {
        await t.dispose();
      }
    });
  });
}
