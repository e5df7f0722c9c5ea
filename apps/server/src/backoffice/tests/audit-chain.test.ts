// The staff audit log is hash-chained: an edited row, a row deleted from the middle, or the
// last row deleted is found by verify (the screen's call and `talih audit verify`), which
// names the first broken row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/talih.ts';
import { backends } from '../../testing/backends.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';
import { verifyStaffAudit } from '../../audit/staff-audit.ts';
import { staffAnswer } from '../../testing/calls.ts';
import { verifyAudit } from '@talih/contracts/backoffice/audit.ts';

describe.each(backends())('staff audit chain on $name', (backend) => {
  let t: BackofficeTest;
  let admin: StaffClient;
  const db = () => t.app.talih.services.db;

  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    admin = await staffClient(t, 'admin', 'root');
    for (const name of ['ali', 'veli', 'deniz']) {
      await admin.call('/staff/create', { name, role: 'support' });
    }
  });
  afterAll(() => t.dispose());

  /** `talih audit verify` against the test's database. */
  async function cliVerify() {
    const out: string[] = [];
    const print = (l: string) => out.push(l);
    const code = await runCli(['audit', 'verify'], print, print, cliEnv(t, backend));
    return { code, out: out.join('\n') };
  }

  it('verifies an intact chain', async () => {
    const report = await staffAnswer(admin, verifyAudit);
    // root's enrolment + sign-in, three staff.created
    expect(report.resultData).toEqual({ ok: true, rows: 5, brokenSeq: null, problem: null });
    const cli = await cliVerify();
    expect([cli.code, cli.out]).toEqual([0, 'audit verify: OK, 5 rows chained']);
  });

  it('finds an edited row', async () => {
    const row = await db()
      .selectFrom('staff_audit')
      .select(['seq', 'after_json'])
      .where('seq', '=', 4)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('staff_audit')
      .set({ after_json: '{"name":"veli","role":"admin"}' })
      .where('seq', '=', 4)
      .execute();
    expect(await verifyStaffAudit(db())).toEqual({
      ok: false,
      rows: 3,
      brokenSeq: 4,
      problem: 'its content was changed',
    });
    const cli = await cliVerify();
    expect([cli.code, cli.out]).toEqual([
      1,
      'audit verify: BROKEN at row 4: its content was changed (3 rows before it verified)',
    ]);
    await db()
      .updateTable('staff_audit')
      .set({ after_json: row.after_json })
      .where('seq', '=', 4)
      .execute();
    expect((await verifyStaffAudit(db())).ok).toBe(true);
  });

  it('finds a row deleted from the middle', async () => {
    const saved = await db()
      .selectFrom('staff_audit')
      .selectAll()
      .where('seq', '=', 3)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('staff_audit').where('seq', '=', 3).execute();
    const report = await staffAnswer(admin, verifyAudit);
    expect(report.resultData).toEqual({
      ok: false,
      rows: 2,
      brokenSeq: 4,
      problem: 'row 3 is missing',
    });
    const { id: _id, ...values } = saved;
    await db().insertInto('staff_audit').values(values).execute();
    expect((await verifyStaffAudit(db())).ok).toBe(true);
  });

  it('finds the last row deleted', async () => {
    // The verify call above appended nothing (reading is not an action), so 5 is still last.
    await db().deleteFrom('staff_audit').where('seq', '=', 5).execute();
    expect(await verifyStaffAudit(db())).toEqual({
      ok: false,
      rows: 4,
      brokenSeq: 5,
      problem: 'the chain ends at row 4 but its head says 5',
    });
  });

  it('finds a row whose hash was recomputed without its successor', async () => {
    // Editing a row and fixing its own hash still breaks the next row's link.
    const fresh = await openBackofficeTest(backend);
    try {
      const boss = await staffClient(fresh, 'admin', 'boss');
      await boss.call('/staff/create', { name: 'kemal', role: 'risk' });
      const fdb = fresh.app.talih.services.db;
      await fdb
        .updateTable('staff_audit')
        .set({ hash: 'f'.repeat(64) })
        .where('seq', '=', 1)
        .execute();
      const report = await verifyStaffAudit(fdb);
      expect([report.ok, report.brokenSeq]).toEqual([false, 1]);
    } finally {
      await fresh.dispose();
    }
  });
});
