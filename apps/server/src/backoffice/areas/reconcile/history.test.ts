// Every reconcile run is kept (who or what ran it, each check's result) and read back paged,
// newest first; a broken ledger is a failed run with its sample; `talih reconcile` records too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS } from '../../../areas.ts';
import { reconcileCommand } from '../../../cli/reconcile-command.ts';
import { reconcileChecksOf } from '../../../operations/reconcile.ts';
import { runCli } from '../../../cli/talih.ts';
import { openDatabase } from '../../../db/database.ts';
import { createStaffWithPassword } from '../../auth/accounts.ts';
import { backends, openTestApp, type TestApp } from '../../../testing/backends.ts';
import { createPlayer } from '../../../testing/players.ts';
import { latestRun, listRuns, runAndRecord } from './history.ts';

for (const backend of backends()) {
  describe(`reconcile history on ${backend.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp(backend);
    });
    afterAll(() => t.dispose());

    it('keeps a clean run, then a failed one with the offending account, newest first', async () => {
      expect(await latestRun(t.database)).toBeNull();
      const p = await createPlayer(t, 5000);
      const clean = await runAndRecord(t.database, {
        checks: reconcileChecksOf(AREAS),
        trigger: 'staff',
        actor: 'ayse',
      });
      expect(clean.ok).toBe(true);
      expect(clean.violations).toBe(0);
      expect(clean.checks.every((c) => c.ok)).toBe(true);

      // A cached balance edited behind the ledger's back.
      await t.database.db
        .updateTable('ledger_accounts')
        .set({ balance_minor: 9999 })
        .where('kind', '=', 'player_cash')
        .where('owner', '=', String(p.userId))
        .execute();
      const failed = await runAndRecord(t.database, {
        checks: reconcileChecksOf(AREAS),
        trigger: 'staff',
        actor: 'mehmet',
      });
      expect(failed.ok).toBe(false);
      const broken = failed.checks.filter((c) => !c.ok).map((c) => [c.name, c.violations]);
      expect(broken).toEqual([
        ['ledger: every cached balance equals the sum of its lines', 1],
        ['ledger: all balances together sum to zero', 1],
      ]);
      const sample = failed.checks.find((c) => c.name.includes('cached balance'))?.sample[0];
      expect(sample).toMatch(/caches 9999 but its lines sum to 5000$/);

      const page1 = await listRuns(t.database, { page: 1, pageSize: 1 });
      expect(page1.total).toBe(2);
      expect(page1.rows.map((r) => [r.actor, r.ok, r.violations])).toEqual([['mehmet', false, 2]]);
      const page2 = await listRuns(t.database, { page: 2, pageSize: 1 });
      expect(page2.rows.map((r) => [r.actor, r.trigger, r.ok])).toEqual([['ayse', 'staff', true]]);
      expect(page2.rows[0]?.checkCount).toBe(clean.checks.length);

      // talih reconcile records its run too (trigger cli, the operator's name).
      const lines: string[] = [];
      const code = await reconcileCommand(t.database, {
        checks: reconcileChecksOf(AREAS),
        settings: {},
        json: true,
        actor: 'operator',
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
      });
      expect(code).toBe(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ ok: false, violations: 2 });
      const latest = await latestRun(t.database);
      expect([latest?.trigger, latest?.actor, latest?.violations]).toEqual(['cli', 'operator', 2]);
    });
  });
}

describe('talih reconcile keeps its run in the history (SQLite file)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-cli-rec-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints the checks and stores the run under the operator named by TALIH_OPERATOR', async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', TALIH_OPERATOR: 'zeynep' };
    const lines: string[] = [];
    expect(
      await runCli(
        ['migrate'],
        () => {},
        () => {},
        env,
      ),
    ).toBe(0);
    const code = await runCli(
      ['reconcile'],
      (l) => lines.push(l),
      (l) => lines.push(l),
      env,
    );
    expect(code).toBe(0);
    expect(lines.at(-1)).toMatch(/^reconcile: \d+ checks, no violations$/);
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    const runs = await listRuns(database, { page: 1, pageSize: 10 });
    await database.close();
    expect(runs.rows.map((r) => [r.trigger, r.actor, r.ok])).toEqual([['cli', 'zeynep', true]]);
  });

  it('--as runs it as a staff member holding reconcile.run, audited; refuses one without', async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const database = openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') });
    await createStaffWithPassword(database.db, 'selin', 'admin', 'a-long-password-1');
    await createStaffWithPassword(database.db, 'deniz', 'support', 'a-long-password-1');
    // Both have enrolled their TOTP (enrolment has its own tests).
    await database.db.updateTable('staff').set({ status: 'active' }).execute();
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    expect(await runCli(['reconcile', '--as', 'deniz'], print, print, env)).toBe(2);
    expect(lines).toEqual([
      'reconcile: staff member "deniz" (support) lacks the permission reconcile.run',
    ]);
    expect(await runCli(['reconcile', '--as', 'selin', '--json'], print, print, env)).toBe(0);
    const runs = await listRuns(database, { page: 1, pageSize: 10 });
    const audit = await database.db.selectFrom('staff_audit').selectAll().execute();
    await database.close();
    expect(runs.rows.map((r) => [r.trigger, r.actor])).toEqual([
      ['cli', 'selin'],
      ['cli', 'zeynep'],
    ]);
    expect(audit.map((a) => [a.action, a.staff_name, a.object_id, a.ip])).toEqual([
      ['reconcile.run', 'selin', String(runs.rows[0]?.id), 'cli'],
    ]);
  });
});
