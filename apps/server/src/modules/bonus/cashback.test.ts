// Weekly cashback on both databases (controlled clock): last Istanbul week's net casino loss on
// bonus-free rounds comes back as a bonus at the template's percent, up to its cap, once; rounds
// of another week, rounds played under a bonus, open rounds and winners get nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBonusMinor } from '../../ledger/queries.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { backends, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createBonusTemplate } from '../../testing/bonus.ts';
import { expectReconciled } from '../../testing/ledger.ts';
import { createPlayer } from '../../testing/players.ts';
import { grantCashback, lastCashbackWeek } from './cashback.ts';

// Wednesday 2 December 2026, 12:00 in Istanbul: last week is Monday 23 to Sunday 29 November.
const NOW = Date.parse('2026-12-02T09:00:00Z');
const LAST_TUESDAY = Date.parse('2026-11-24T10:00:00Z');
const THIS_MONDAY = Date.parse('2026-11-30T08:00:00Z');

describe('the cashback week', () => {
  it('is the Monday-to-Sunday Istanbul week before now', () => {
    expect(lastCashbackWeek(NOW)).toEqual({
      monday: '2026-11-23',
      startMs: Date.parse('2026-11-22T21:00:00Z'),
      endMs: Date.parse('2026-11-29T21:00:00Z'),
    });
    // Sunday 23:30 in Istanbul is still that week; Monday 00:30 starts the next one.
    expect(lastCashbackWeek(Date.parse('2026-11-29T20:30:00Z')).monday).toBe('2026-11-16');
    expect(lastCashbackWeek(Date.parse('2026-11-29T21:30:00Z')).monday).toBe('2026-11-23');
  });
});

for (const backend of backends()) {
  describe(`weekly cashback on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend, {}, { now: () => NOW });
      await seedDemoData(t.app.talih.services);
    });
    afterAll(() => t.dispose());

    let seq = 0;
    const round = (
      userId: number,
      at: number,
      betMinor: number,
      winMinor: number,
      extra: { status?: 'open' | 'closed'; bonusId?: number | null } = {},
    ) =>
      t.database.db
        .insertInto('game_rounds')
        .values({
          studio_code: 'talih-sandbox',
          round_ref: `cashback-${++seq}-${userId}`,
          user_id: userId,
          game_id: 1,
          bet_minor: betMinor,
          win_minor: winMinor,
          status: extra.status ?? 'closed',
          bonus_id: extra.bonusId ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();

    it('refunds 10% of last week’s net loss as a bonus, capped, once', async () => {
      const template = await createBonusTemplate(t, {
        kind: 'cashback',
        trigger: 'staff_grant',
        percent: null,
        cashbackPercent: 10,
        capMinor: 5_000,
        wageringMultiple: 1,
      });
      const loser = await createPlayer(t);
      const bigLoser = await createPlayer(t);
      const winner = await createPlayer(t);
      await round(loser.userId, LAST_TUESDAY, 10_000, 2_000); // −80.00
      await round(loser.userId, LAST_TUESDAY + 1_000, 5_000, 0); // −50.00
      await round(loser.userId, LAST_TUESDAY + 2_000, 9_000, 0, { bonusId: 999 }); // under a bonus
      await round(loser.userId, LAST_TUESDAY + 3_000, 7_000, 0, { status: 'open' }); // not over
      await round(loser.userId, THIS_MONDAY, 20_000, 0); // this week
      await round(bigLoser.userId, LAST_TUESDAY, 100_000, 0); // −1,000.00 → capped at 50.00
      await round(winner.userId, LAST_TUESDAY, 1_000, 3_000); // +20.00

      expect(await grantCashback(t.app.talih.services)).toBe(2);
      expect(await grantCashback(t.app.talih.services)).toBe(0);
      const grants = await t.database.db
        .selectFrom('player_bonuses')
        .select(['user_id', 'granted_minor', 'grant_key', 'status', 'wagering_required_minor'])
        .where('template_id', '=', template.templateId)
        .orderBy('user_id')
        .execute();
      expect(grants.map((g) => [Number(g.user_id), Number(g.granted_minor), g.status])).toEqual([
        [loser.userId, 1_300, 'active'],
        [bigLoser.userId, 5_000, 'active'],
      ]);
      expect(grants[0]!.grant_key).toBe(
        `cashback:${template.templateId}:2026-11-23:${loser.userId}`,
      );
      expect(Number(grants[0]!.wagering_required_minor)).toBe(1_300);
      expect(await playerBonusMinor(t.database.db, loser.userId)).toBe(1_300);
      expect(await playerBonusMinor(t.database.db, winner.userId)).toBe(0);
      // The rounds above were written straight into the table, with no wallet entries behind
      // them (reconcile's game checks would say so); the grants' money must reconcile.
      await t.database.db
        .deleteFrom('game_rounds')
        .where('round_ref', 'like', 'cashback-%')
        .execute();
      await expectReconciled(t);
    });
  });
}
