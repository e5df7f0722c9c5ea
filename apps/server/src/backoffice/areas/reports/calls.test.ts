// The reports screen's calls over HTTP on the back-office port: a finance member reads a
// period, support (no reports.read) is refused, and a reversed or too long period is refused
// in the staff member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../../testing/staff.ts';
import { staffAnswer } from '../../../testing/calls.ts';
import { glanceCall, liveCall, reportCall } from '@talih/contracts/backoffice/reports.ts';

for (const backend of backends()) {
  describe(`reports staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
    });
    afterAll(() => t.dispose());

    it("answers today's figures to finance and refuses support and bad periods", async () => {
      const finance = await staffClient(t, 'finance');
      const support = await staffClient(t, 'support');
      await createPlayer(t, 4200); // an adjustment of 42.00 to a new player, today
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
        Date.now(),
      );
      const r = await staffAnswer(finance, reportCall, { from: today, to: today });
      expect(r.state, r.msg).toBe('200');
      expect(r.resultData.granularity).toBe('day');
      expect([r.resultData.totals.adjustmentsMinor, r.resultData.totals.ggrMinor]).toEqual([
        4200, 0,
      ]);
      expect(r.resultData.totals.newPlayers).toBe(1);

      const glanced = await staffAnswer(finance, glanceCall, {});
      expect(glanced.state, glanced.msg).toBe('200');
      expect(glanced.resultData.windows.map((w) => [w.days, w.current.newPlayers])).toEqual([
        [1, 1],
        [7, 1],
        [30, 1],
      ]);
      // Support is the one role without reports.read.
      const refused = await support.call('/reports/glance', {});
      expect([refused.state, refused.msg]).toEqual(['403', 'Bu işlem için yetkiniz yok.']);

      const live = await staffAnswer(finance, liveCall, {});
      expect([live.state, live.resultData.minutes.length]).toEqual(['200', 60]);

      expect((await support.call('/reports/report', { from: today, to: today })).msg).toBe(
        'Bu işlem için yetkiniz yok.',
      );
      const reversed = await finance.call('/reports/report', {
        from: '2026-11-11',
        to: '2026-11-10',
      });
      expect([reversed.state, reversed.msg]).toEqual([
        '500',
        'Dönem geçersiz: başlangıç günü bitiş gününden sonra olamaz.',
      ]);
      const long = await finance.call('/reports/report', { from: '2020-01-01', to: '2026-11-10' });
      expect(long.msg).toBe('Dönem çok uzun: en fazla 800 günlük rapor alınabilir.');
    });
  });
}
