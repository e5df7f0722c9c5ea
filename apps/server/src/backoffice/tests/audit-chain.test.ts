// The staff audit log is append-only in the database (triggers refuse UPDATE and DELETE, the
// head only moves forward) and hash-chained with a key the database never holds
// (AUDIT_CHAIN_KEY). Someone who can drop the triggers still cannot recompute an edited chain
// without the key, and a truncation (the newest rows deleted, the head moved back) is caught by
// verify against the head published outside the database (log line, metric, `talih audit head`).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditHead, verifyAudit } from '@talih/contracts/backoffice/audit.ts';
import { canonicalJson } from '../../audit/canonical-json.ts';
import { verifyStaffAudit } from '../../audit/staff-audit.ts';
import { runCli } from '../../cli/talih.ts';
import type { DB } from '../../db/schema.ts';
import { backends } from '../../testing/backends.ts';
import { staffAnswer } from '../../testing/calls.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';

const KEY = 'test-audit-chain-key-0123456789abcdef';

describe.each(backends())('staff audit chain on $name', (backend) => {
  let t: BackofficeTest;
  let admin: StaffClient;
  const db = () => t.app.talih.services.db;
  const pg = () => t.database.pgSchema !== undefined;

  beforeAll(async () => {
    t = await openBackofficeTest(backend, { AUDIT_CHAIN_KEY: KEY });
    admin = await staffClient(t, 'admin', 'root');
    for (const name of ['ali', 'veli', 'deniz']) {
      await admin.call('/staff/create', { name, role: 'support' });
    }
  });
  afterAll(() => t.dispose());

  /** `talih audit ...` against the test's database, with the same key. */
  async function cli(...args: string[]) {
    const out: string[] = [];
    const print = (l: string) => out.push(l);
    const env = cliEnv(t, backend, { AUDIT_CHAIN_KEY: KEY });
    const code = await runCli(['audit', ...args], print, print, env);
    return { code, out: out.join('\n') };
  }

  /** What the servers published last: the metric's hash label and value, and the log line. */
  async function publishedHead() {
    await t.app.talih.services.auditChain!.flush!();
    const metric = await t.app.talih.services
      .metrics!.registry.getSingleMetric('talih_staff_audit_head')!
      .get();
    const [series] = metric.values;
    return `${series!.value}:${String(series!.labels.hash)}`;
  }

  /** What someone with the database's owner rights can do: drop the append-only triggers. */
  async function dropTriggers(kdb: Kysely<DB>) {
    const drops = pg()
      ? [
          'drop trigger staff_audit_append_only on staff_audit',
          'drop trigger staff_audit_head_forward on staff_audit_head',
        ]
      : [
          'drop trigger staff_audit_no_update',
          'drop trigger staff_audit_no_delete',
          'drop trigger staff_audit_head_forward',
        ];
    for (const statement of drops) await sql.raw(statement).execute(kdb);
  }

  it('verifies an intact chain, and through the published head', async () => {
    const report = await staffAnswer(admin, verifyAudit, {});
    // root's enrolment + sign-in, three invites requested
    expect(report.resultData).toEqual({ ok: true, rows: 5, brokenSeq: null, problem: null });
    const head = await cli('head');
    expect(head.code).toBe(0);
    expect(head.out).toMatch(/^5:[0-9a-f]{64}$/);
    expect(await publishedHead()).toBe(head.out);
    expect(await cli('verify', '--head', head.out)).toEqual({
      code: 0,
      out: 'audit verify: OK, 5 rows chained, through the published head 5',
    });
    const withHead = await staffAnswer(admin, verifyAudit, { head: head.out });
    expect(withHead.resultData.ok).toBe(true);
  });

  it('the audit screen shows the head the CLI prints and the servers publish', async () => {
    const shown = await staffAnswer(admin, auditHead, {});
    const printed = await cli('head');
    expect(shown.resultData.head).toBe(printed.out);
    expect(shown.resultData.head).toBe(await publishedHead());
    expect(shown.resultData.seq).toBe(5);
    expect(shown.resultData.head).toBe(`5:${shown.resultData.hash}`);
  });

  it('publishes the head in a log line at every append', async () => {
    const lines: unknown[] = [];
    const log = t.app.talih.services.log;
    const info = log.info.bind(log);
    log.info = ((obj: unknown, ...rest: unknown[]) => {
      lines.push(obj);
      return (info as (...a: unknown[]) => void)(obj, ...rest);
    }) as typeof log.info;
    try {
      await admin.call('/staff/create', { name: 'kemal', role: 'risk' });
      const head = await publishedHead();
      expect(head).toMatch(/^6:[0-9a-f]{64}$/);
      expect(lines).toContainEqual({ auditHead: head });
    } finally {
      log.info = info;
    }
  });

  it('the database refuses to update or delete audit rows, or move the head back', async () => {
    const refused = async (run: () => Promise<unknown>) => {
      const error = await run().then(
        () => null,
        (e: unknown) => e as Error,
      );
      return error?.message.match(/append-only|only moves forward/)?.[0] ?? 'ran';
    };
    expect(
      await refused(() =>
        db().updateTable('staff_audit').set({ reason: 'x' }).where('seq', '=', 2).execute(),
      ),
    ).toBe('append-only');
    expect(await refused(() => db().deleteFrom('staff_audit').where('seq', '=', 6).execute())).toBe(
      'append-only',
    );
    await db()
      .insertInto('audit_log')
      .values({ actor_type: 'cli', action: 'x', detail: '{}', created_at: 1 })
      .execute();
    expect(await refused(() => db().updateTable('audit_log').set({ action: 'y' }).execute())).toBe(
      'append-only',
    );
    expect(await refused(() => db().deleteFrom('audit_log').execute())).toBe('append-only');
    expect(
      await refused(() => db().updateTable('staff_audit_head').set({ seq: 5 }).execute()),
    ).toBe('only moves forward');
    expect(await refused(() => db().deleteFrom('staff_audit_head').execute())).toBe(
      'only moves forward',
    );
    expect((await verifyStaffAudit(db(), KEY)).rows).toBe(6);
  });

  it('a truncation (newest row deleted, head moved back) is caught against the published head', async () => {
    const fresh = await openBackofficeTest(backend, { AUDIT_CHAIN_KEY: KEY });
    try {
      const boss = await staffClient(fresh, 'admin', 'boss');
      await boss.call('/staff/create', { name: 'kemal', role: 'risk' });
      await fresh.app.talih.services.auditChain!.flush!();
      const metric = await fresh.app.talih.services
        .metrics!.registry.getSingleMetric('talih_staff_audit_head')!
        .get();
      const published = `${metric.values[0]!.value}:${String(metric.values[0]!.labels.hash)}`;
      expect(published).toMatch(/^3:/);
      const fdb = fresh.app.talih.services.db;
      await dropTriggers(fdb);
      await fdb.deleteFrom('staff_audit').where('seq', '=', 3).execute();
      const row2 = await fdb
        .selectFrom('staff_audit')
        .select('hash')
        .where('seq', '=', 2)
        .executeTakeFirstOrThrow();
      await fdb.updateTable('staff_audit_head').set({ seq: 2, hash: row2.hash }).execute();
      // The shortened chain is consistent on its own...
      expect((await verifyStaffAudit(fdb, KEY)).ok).toBe(true);
      // ...but it no longer reaches the head published before.
      const out: string[] = [];
      const code = await runCli(
        ['audit', 'verify', '--head', published],
        (l) => out.push(l),
        (l) => out.push(l),
        cliEnv(fresh, backend, { AUDIT_CHAIN_KEY: KEY }),
      );
      expect([code, out.join('\n')]).toEqual([
        1,
        'audit verify: BROKEN at row 3: the chain ends at row 2 but the published head is row 3 (2 rows before it verified)',
      ]);
      // The screen says why in the staff member's language: Turkish, then English.
      const http = await staffAnswer(boss, verifyAudit, { head: published });
      expect(http.resultData).toEqual({
        ok: false,
        rows: 2,
        brokenSeq: 3,
        problem: 'zincir 2. kayıtta bitiyor ama yayımlanan baş 3. kayıt',
      });
      // Choosing English is audited too: a new row 3, whose hash is not the published one.
      await boss.call('/auth/language', { lang: 'en' });
      const english = await staffAnswer(boss, verifyAudit, { head: published });
      expect(english.resultData.problem).toBe(
        `its hash is not the published head's (${published})`,
      );
    } finally {
      await fresh.dispose();
    }
  });

  it('an edited row with the chain recomputed without the key is caught', async () => {
    const fresh = await openBackofficeTest(backend, { AUDIT_CHAIN_KEY: KEY });
    try {
      const boss = await staffClient(fresh, 'admin', 'boss');
      for (const name of ['kemal', 'selin']) {
        await boss.call('/staff/create', { name, role: 'risk' });
      }
      const fdb = fresh.app.talih.services.db;
      await dropTriggers(fdb);
      // Row 3 asked for kemal as risk; make it say admin, then re-chain every row after it as
      // the old unkeyed chain was computed (SHA-256 of the previous hash and the row).
      await fdb
        .updateTable('staff_audit')
        .set({ reason: 'kemal: admin' })
        .where('seq', '=', 3)
        .execute();
      const rows = await fdb.selectFrom('staff_audit').selectAll().orderBy('seq').execute();
      let prev = rows[1]!.hash;
      for (const row of rows.slice(2)) {
        const fields = {
          seq: Number(row.seq),
          at: Number(row.at),
          staff_id: row.staff_id === null ? null : Number(row.staff_id),
          staff_name: row.staff_name,
          second_staff_name: row.second_staff_name,
          action: row.action,
          object_type: row.object_type,
          object_id: row.object_id,
          before_json: row.before_json,
          after_json: row.after_json,
          reason: row.reason,
          request_id: row.request_id,
          ip: row.ip,
        };
        const hash = createHash('sha256').update(prev).update(canonicalJson(fields)).digest('hex');
        await fdb
          .updateTable('staff_audit')
          .set({ prev_hash: prev, hash })
          .where('seq', '=', row.seq)
          .execute();
        prev = hash;
      }
      await fdb.updateTable('staff_audit_head').set({ seq: 4, hash: prev }).execute();
      expect(await verifyStaffAudit(fdb, KEY)).toEqual({
        ok: false,
        rows: 2,
        brokenSeq: 3,
        problem: 'its content was changed',
        reason: { code: 'content' },
      });
      const report = await staffAnswer(boss, verifyAudit, {});
      expect(report.resultData).toEqual({
        ok: false,
        rows: 2,
        brokenSeq: 3,
        problem: 'içeriği değiştirilmiş',
      });
      // The key is what verifies: the same rows under another key do not verify at all.
      expect((await verifyStaffAudit(fdb, 'another-key-0123456789abcdef')).brokenSeq).toBe(1);
    } finally {
      await fresh.dispose();
    }
  });
});
