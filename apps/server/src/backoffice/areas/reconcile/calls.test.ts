// The reconcile screen's calls over HTTP on the back-office port: "run now" keeps the run
// under the staff member's name and audits it; a role with reconcile.read sees the history
// but can't run; the history pages newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../testing/backends.ts';
import { openBackofficeTest, staffClient, type BackofficeTest } from '../../../testing/staff.ts';
import { staffAnswer } from '../../../testing/calls.ts';
import { reconcileHistory, reconcileRunNow } from '@talih/contracts/backoffice/reconcile.ts';
import { listAudit } from '@talih/contracts/backoffice/audit.ts';

for (const backend of backends()) {
  describe(`reconcile staff calls on ${backend.name}`, () => {
    let t: BackofficeTest;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
    });
    afterAll(() => t.dispose());

    it('runs now as the admin, records and audits it; risk reads it but may not run', async () => {
      const admin = await staffClient(t, 'admin', 'ayse.admin');
      const risk = await staffClient(t, 'risk', 'can.risk');
      const ran = await staffAnswer(admin, reconcileRunNow, {});
      expect(ran.state, ran.msg).toBe('200');
      expect([ran.resultData.ok, ran.resultData.trigger, ran.resultData.actor]).toEqual([
        true,
        'staff',
        'ayse.admin',
      ]);
      expect(ran.resultData.checks.length).toBe(ran.resultData.checkCount);

      const refused = await risk.call('/reconcile/run', {});
      expect([refused.state, refused.msg]).toEqual(['403', 'Bu işlem için yetkiniz yok.']);

      await admin.call('/reconcile/run', {});
      const history = await staffAnswer(risk, reconcileHistory, { page: 1, pageSize: 1 });
      expect(history.state, history.msg).toBe('200');
      expect(history.resultData.total).toBe(2);
      expect(history.resultData.rows).toHaveLength(1);
      expect(history.resultData.rows[0]?.id).toBeGreaterThan(ran.resultData.id);

      const audit = await staffAnswer(admin, listAudit, { action: 'reconcile.run' });
      expect(audit.resultData.rows.map((r) => [r.action, r.staffName])).toEqual([
        ['reconcile.run', 'ayse.admin'],
        ['reconcile.run', 'ayse.admin'],
      ]);
      expect(audit.resultData.rows.at(-1)?.objectId).toBe(String(ran.resultData.id));
    });
  });
}
