// The event triggers and staff grants on both databases: joining a promotion, claiming a
// sign-in day and reaching a VIP level grant their templates once; a staff grant is audited and
// refused for an excluded player; the jurisdiction pack turns bonuses off or caps wagering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../testing/reconcile.ts';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate } from '../../testing/bonus.ts';
import { createPlayer } from '../../testing/players.ts';
import { wager } from '../../testing/social.ts';
import { setSignInDays } from '../engagement/sign-in/sign-in.ts';
import { grantableTemplate, type BonusPack } from './templates.ts';
import { grantFromTemplate } from './triggers/grant.ts';

const EN = { 'accept-language': 'en' };
const fixed = (extra: Record<string, unknown>) => ({
  kind: 'fixed' as const,
  percent: null,
  capMinor: null,
  fixedMinor: 2_500,
  ...extra,
});

for (const backend of backends()) {
  describe(`bonus triggers on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    const db = () => t.database.db;
    const services = () => t.app.talih.services;
    const grantsOf = (userId: number) =>
      db()
        .selectFrom('player_bonuses')
        .select(['template_id', 'granted_minor', 'grant_key', 'granted_by'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    it('joining a promotion grants its template once', async () => {
      const now = Date.now();
      const promo = await db()
        .insertInto('promotions')
        .values({
          code: `join-${now}`,
          title_tk: 'Katıl',
          title_en: 'Join',
          title_zh: '',
          summary_tk: '',
          summary_en: '',
          summary_zh: '',
          terms_tk: '',
          terms_en: '',
          terms_zh: '',
          action: 'join',
          requirement: 'none',
          reward_minor: 0,
          banner_id: null,
          sort: 1,
          starts_at: null,
          ends_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const template = await createBonusTemplate(
        t,
        fixed({ trigger: 'promotion_join', promotionId: promo.id }),
      );
      await createBonusTemplate(t, fixed({ trigger: 'promotion_join', promotionId: promo.id + 1 }));
      const p = await createPlayer(t);
      for (let i = 0; i < 2; i++) {
        const res = await t.call('/activity/join', { activityId: promo.id }, { token: p.token });
        expect(res.state, res.msg).toBe('200');
      }
      expect(await grantsOf(p.userId)).toEqual([
        {
          template_id: template.templateId,
          granted_minor: 2_500,
          grant_key: `promotion:${promo.id}:${p.userId}:${template.templateId}`,
          granted_by: null,
        },
      ]);
    });

    it('a sign-in claim of day 1 grants the day-1 template, keyed by the day claimed', async () => {
      await setSignInDays(db(), [100, 200, 300]);
      const template = await createBonusTemplate(
        t,
        fixed({ trigger: 'sign_in_day', signInDay: 1 }),
      );
      await createBonusTemplate(t, fixed({ trigger: 'sign_in_day', signInDay: 2 }));
      const p = await createPlayer(t);
      const res = await t.call('/signInRecord/getSignInUpdate', {}, { token: p.token });
      expect(res.state, res.msg).toBe('200');
      const grants = await grantsOf(p.userId);
      expect(grants.map((g) => g.template_id)).toEqual([template.templateId]);
      expect(grants[0]!.grant_key).toMatch(
        new RegExp(`^signin:${p.userId}:\\d{4}-\\d\\d-\\d\\d:${template.templateId}$`),
      );
    });

    it('reaching a VIP level grants its template when the player looks, once', async () => {
      await db()
        .updateTable('vip_levels')
        .set({ min_turnover_minor: 5_000, min_deposits_minor: 999_999_999 })
        .where('level', '=', 1)
        .execute();
      const template = await createBonusTemplate(t, fixed({ trigger: 'vip_level', vipLevel: 1 }));
      const p = await createPlayer(t, 10_000);
      await t.call('/vip/getVipInfo', {}, { token: p.token });
      expect(await grantsOf(p.userId)).toEqual([]);
      await wager(t, p.userId, 5_000);
      for (let i = 0; i < 2; i++) await t.call('/vip/getVipInfo', {}, { token: p.token });
      expect((await grantsOf(p.userId)).map((g) => g.grant_key)).toEqual([
        `vip:${p.userId}:1:${template.templateId}`,
      ]);
    });

    it('an excluded player gets no bonus, and the promo code answer says why', async () => {
      const excluded = await createPlayer(t);
      await db()
        .insertInto('player_exclusions')
        .values({
          user_id: excluded.userId,
          kind: 'time_out',
          starts_at: Date.now() - 1_000,
          ends_at: Date.now() + 86_400_000,
          lift_at: null,
          reason: null,
          set_by: 'player',
          created_at: Date.now(),
        })
        .execute();
      // The excluded player's promo code answer says why, in their language.
      await createBonusTemplate(t, fixed({ trigger: 'promo_code', promoCode: 'MOLA-1' }));
      const code = await t.call(
        '/bonus/redeemCode',
        { code: 'MOLA-1' },
        {
          token: excluded.token,
          ...EN,
        },
      );
      expect(code.msg).toBe(
        'No bonus can be given while a break or self-exclusion is running on your account.',
      );
      expect(await grantsOf(excluded.userId)).toEqual([]);
    });

    it('the pack: bonuses off grant nothing; a wagering multiple above the cap is never granted', async () => {
      const ten = await createBonusTemplate(
        t,
        fixed({ trigger: 'staff_grant', wageringMultiple: 10 }),
      );
      const eleven = await createBonusTemplate(
        t,
        fixed({ trigger: 'staff_grant', wageringMultiple: 11 }),
      );
      const p = await createPlayer(t);
      const capped: BonusPack = { allowed: true, wageringMultipleMax: 10 };
      expect(await grantableTemplate(db(), capped, eleven.templateId)).toBeNull();
      expect(
        await grantableTemplate(
          db(),
          { allowed: false, wageringMultipleMax: null },
          ten.templateId,
        ),
      ).toBeNull();
      const tenTemplate = (await grantableTemplate(db(), capped, ten.templateId))!;
      const elevenTemplate = (await grantableTemplate(
        db(),
        { allowed: true, wageringMultipleMax: null },
        eleven.templateId,
      ))!;
      const run = (pack: BonusPack, template: typeof tenTemplate, key: string) =>
        services().ledger.transact('bonus_grant', (tx) =>
          grantFromTemplate(tx, pack, { userId: p.userId, template, grantKey: key }),
        );
      expect(await run(capped, elevenTemplate, `pk-11-${p.userId}`)).toEqual({
        refused: 'not_allowed',
      });
      expect(
        await run({ allowed: false, wageringMultipleMax: null }, tenTemplate, `pk-off-${p.userId}`),
      ).toEqual({ refused: 'not_allowed' });
      const ok = await run(capped, tenTemplate, `pk-10-${p.userId}`);
      expect(ok).toMatchObject({ granted: { replayed: false } });
      expect(await playerBonusMinor(db(), p.userId)).toBe(2_500);
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });
  });
}
