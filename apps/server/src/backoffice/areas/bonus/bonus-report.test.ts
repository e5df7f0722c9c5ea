// The bonus cost report on both databases: per template, what started in the period (granted),
// what converted to cash, what went back per way a bonus ended, and what is active or waiting
// now, with totals; a bad period is refused; a role without bonus.read is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { createBonusTemplate, grantTestBonus } from '../../../testing/bonus.ts';
import { createPlayer } from '../../../testing/players.ts';
import { finishBonus } from '../../../modules/bonus/lifecycle.ts';
import { istanbulDayOf } from '../../../modules/invite/days.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

const zero = { count: 0, forfeitedMinor: 0 };

for (const backend of backends()) {
  describe(`bonus cost report on ${backend.name}`, () => {
    let t: BackofficeTest;
    let content: StaffClient;
    let risk: StaffClient;
    let trader: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      content = await staffClient(t, 'content');
      risk = await staffClient(t, 'risk');
      trader = await staffClient(t, 'trader');
    });
    afterAll(() => t.dispose());

    const finish = (bonusId: number, outcome: 'completed' | 'expired') =>
      t.app.talih.services.ledger.transact('bonus_finish', (tx) =>
        finishBonus(tx, { bonusId, outcome }),
      );

    it('adds up grants, conversions and forfeits per template, with totals', async () => {
      const match = await createBonusTemplate(t, { maxConversionMinor: 30_000 });
      const fixed = await createBonusTemplate(t, {
        kind: 'fixed',
        trigger: 'staff_grant',
        percent: null,
        fixedMinor: 5_000,
      });
      const [p1, p2, p3, p4] = [
        await createPlayer(t),
        await createPlayer(t),
        await createPlayer(t),
        await createPlayer(t),
      ];
      const b1 = await grantTestBonus(t, match, p1!.userId, 40_000, 'r1', 40_000);
      await finish(b1.bonusId, 'completed'); // 300.00 converts, 100.00 above the cap goes back
      const b2 = await grantTestBonus(t, match, p2!.userId, 20_000, 'r2', 20_000);
      await finish(b2.bonusId, 'expired');
      await grantTestBonus(t, match, p3!.userId, 10_000, 'r3', 10_000);
      await grantTestBonus(t, match, p3!.userId, 5_000, 'r3b', 5_000); // waits
      const b4 = await grantTestBonus(t, fixed, p4!.userId, 5_000, 'r4');
      await risk.call('/bonus/cancel', { bonusId: b4.bonusId, reason: 'kötüye kullanım' });

      const today = istanbulDayOf();
      const report = await content.call<{
        rows: Record<string, unknown>[];
        totals: Record<string, unknown>;
      }>('/bonus/report', { from: today, to: today });
      expect(report.state).toBe('200');
      const [a, b] = report.resultData.rows;
      expect(a).toMatchObject({
        templateId: match.templateId,
        title: { tk: 'Test bonusu', en: 'Test bonus' },
        grantedCount: 3,
        grantedMinor: 70_000,
        convertedMinor: 30_000,
        forfeitedMinor: 30_000,
        finished: {
          completed: { count: 1, forfeitedMinor: 10_000 },
          expired: { count: 1, forfeitedMinor: 20_000 },
          cancelled: zero,
          depleted: zero,
          forfeited: zero,
        },
        activeCount: 1,
        pendingCount: 1,
        completedCount: 1,
      });
      expect(b).toMatchObject({
        templateId: fixed.templateId,
        grantedCount: 1,
        grantedMinor: 5_000,
        convertedMinor: 0,
        forfeitedMinor: 5_000,
        finished: { cancelled: { count: 1, forfeitedMinor: 5_000 }, completed: zero },
        activeCount: 0,
        pendingCount: 0,
      });
      expect(report.resultData.totals).toMatchObject({
        templateId: null,
        grantedCount: 4,
        grantedMinor: 75_000,
        convertedMinor: 30_000,
        forfeitedMinor: 35_000,
        activeCount: 1,
        pendingCount: 1,
        completedCount: 1,
        finished: { cancelled: { count: 1, forfeitedMinor: 5_000 } },
      });

      // A period before any of it: nothing granted or ended, what is open now still shows.
      const past = await content.call<{ totals: Record<string, unknown> }>('/bonus/report', {
        from: '2020-01-01',
        to: '2020-01-31',
      });
      expect(past.resultData.totals).toMatchObject({
        grantedCount: 0,
        grantedMinor: 0,
        convertedMinor: 0,
        forfeitedMinor: 0,
        activeCount: 1,
        pendingCount: 1,
      });
    });

    it('refuses a bad period and a role without bonus.read', async () => {
      const bad = await content.call('/bonus/report', { from: '2026-11-10', to: '2026-11-01' });
      expect(bad.msg).toBe('Dönem geçersiz: başlangıç günü bitiş gününden sonra olamaz.');
      const long = await content.call('/bonus/report', { from: '2024-01-01', to: '2026-01-01' });
      expect(long.msg).toBe('Dönem çok uzun: en fazla 366 günlük rapor alınabilir.');
      const refused = await trader.call('/bonus/report', { from: '2026-11-01', to: '2026-11-02' });
      expect(refused.msg).toBe('Bu işlem için yetkiniz yok.');
    });
  });
}
