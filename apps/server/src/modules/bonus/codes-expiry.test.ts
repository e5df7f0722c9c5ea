// Promo codes and the expiry job on both databases. A code grants its template once per
// player, an unknown one says so, guessing is rate limited; the expiry job (controlled clock)
// ends active bonuses past expires_at and pending ones past their days, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerBonusView } from '@talih/contracts/bonus.ts';
import { reconcile } from '../../testing/reconcile.ts';
import { playerBonusMinor, playerCashMinor } from '../../ledger/queries.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../testing/bonus.ts';
import { createPlayer } from '../../testing/players.ts';
import { expireBonuses } from './expiry.ts';

const EN = { 'accept-language': 'en' };
const DAY = 86_400_000;

for (const backend of backends()) {
  describe(`promo codes and expiry on ${backend.name}`, () => {
    let t: TestApp;
    let clock = Date.parse('2026-11-27T09:00:00Z');
    beforeAll(async () => {
      t = await openTestApp(backend, {}, { now: () => clock });
    });
    afterAll(() => t.dispose());

    const db = () => t.database.db;
    const redeem = (token: string, code: string) =>
      t.call<{ bonus: PlayerBonusView }>('/bonus/redeemCode', { code }, { token, ...EN });
    const statuses = (userId: number) =>
      db()
        .selectFrom('player_bonuses')
        .select(['status', 'forfeited_minor', 'finish_reason'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();

    it('a promo code grants its template once; unknown codes and repeats say why', async () => {
      await createBonusTemplate(t, {
        kind: 'fixed',
        trigger: 'promo_code',
        promoCode: 'TALIH50',
        fixedMinor: 5_000,
        percent: null,
        capMinor: null,
        wageringMultiple: 5,
      });
      const p = await createPlayer(t);
      const ok = await redeem(p.token, ' talih50 ');
      expect(ok.state, ok.msg).toBe('200');
      expect(ok.resultData.bonus).toMatchObject({
        title: 'Test bonus',
        status: 'active',
        kind: 'fixed',
        grantedMinor: 5_000,
        balanceMinor: 5_000,
        wageringRequiredMinor: 25_000,
        wageredMinor: 0,
        expiresAt: clock + 7 * DAY,
      });
      expect((await redeem(p.token, 'TALIH50')).msg).toBe('You have already used this promo code.');
      expect((await redeem(p.token, 'NOPE-123')).msg).toBe(
        'This promo code is not valid or has expired. Check the code and try again.',
      );
      expect(await playerBonusMinor(db(), p.userId)).toBe(5_000);
    });

    it('stops a player guessing codes after ten tries a minute', async () => {
      const p = await createPlayer(t);
      const answers: string[] = [];
      for (let i = 0; i < 11; i++) answers.push((await redeem(p.token, `GUESS-${i}`)).msg);
      expect(answers.slice(0, 10).every((m) => m.startsWith('This promo code is not valid'))).toBe(
        true,
      );
      expect(answers[10]).toBe('Too many attempts. Please wait a moment and try again.');
    });

    it('expires the active bonus at its time and the pending ones past their days, once', async () => {
      const week = await createBonusTemplate(t, { trigger: 'staff_grant', kind: 'fixed' });
      const day = await createBonusTemplate(t, {
        trigger: 'staff_grant',
        kind: 'fixed',
        expiryDays: 1,
      });
      const month = await createBonusTemplate(t, {
        trigger: 'staff_grant',
        kind: 'fixed',
        expiryDays: 30,
      });
      const p = await createPlayer(t);
      await grantTestBonus(t, week, p.userId, 10_000, `exp-a-${p.userId}`);
      await grantTestBonus(t, day, p.userId, 2_000, `exp-b-${p.userId}`);
      await grantTestBonus(t, month, p.userId, 3_000, `exp-c-${p.userId}`);
      const start = clock;

      clock = start + DAY - 1;
      expect(await expireBonuses(t.app.talih.services)).toEqual({
        expiredActive: 0,
        expiredPending: 0,
      });
      clock = start + DAY;
      expect(await expireBonuses(t.app.talih.services)).toEqual({
        expiredActive: 0,
        expiredPending: 1,
      });
      expect((await statuses(p.userId)).map((b) => b.status)).toEqual([
        'active',
        'expired',
        'pending',
      ]);

      clock = start + 7 * DAY;
      await expireBonuses(t.app.talih.services);
      expect(await statuses(p.userId)).toEqual([
        { status: 'expired', forfeited_minor: 10_000, finish_reason: 'expired' },
        { status: 'expired', forfeited_minor: 0, finish_reason: 'expired' },
        { status: 'active', forfeited_minor: 0, finish_reason: null },
      ]);
      // The month bonus started now: its 30 days run from its activation.
      const started = await db()
        .selectFrom('player_bonuses')
        .select('expires_at')
        .where('grant_key', '=', `test:exp-c-${p.userId}`)
        .executeTakeFirstOrThrow();
      expect(Number(started.expires_at)).toBe(start + 37 * DAY);
      expect(await playerBonusMinor(db(), p.userId)).toBe(3_000);
      expect(await playerCashMinor(db(), p.userId)).toBe(0);
      const again = await expireBonuses(t.app.talih.services);
      expect(again).toEqual({ expiredActive: 0, expiredPending: 0 });
      const lines: string[] = [];
      const { violations } = await reconcile(t.database, (l) => lines.push(l));
      expect(violations, lines.join('\n')).toBe(0);
    });
  });
}
