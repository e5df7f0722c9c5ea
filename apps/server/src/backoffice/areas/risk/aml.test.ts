// AML cases on both databases: opening a case from an alert groups the player's open alerts
// (their own and a shared-device alert listing them) into one open case, opening again adds
// nothing; the list filters and pages; assign and notes are audited; restrict and report
// close at once (restrict blocks deposits and withdrawals), clear and close wait for a second
// staff member (never the requester) and then close the case and its alerts; the report is a
// text document of the case and the ledger extract (audited); roles without the permission
// are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import {
  addAmlNote,
  decideAmlCase,
  exportAmlReport,
  getAmlCase,
  listAmlCases,
  openAmlCase,
  requestAmlSourceOfFunds,
} from '@talih/contracts/backoffice/aml.ts';
import type { DB } from '../../../db/schema.ts';
import { raiseAlert, raiseSubjectAlert } from '../../../modules/risk/alerts.ts';
import { backends } from '../../../testing/backends.ts';
import { staffAnswer, staffCall } from '../../../testing/calls.ts';
import { createPlayer } from '../../../testing/players.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../../testing/staff.ts';

let seq = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${seq++}`;

async function alertsOf(db: Kysely<DB>, userId: number, other: number) {
  await raiseAlert(db, {
    kind: 'source_of_funds',
    userId,
    details: { lifetimeDeposits: '2000.00' },
    dedupeKey: unique('sof'),
  });
  await raiseAlert(db, {
    kind: 'win_cap',
    userId,
    details: { winMinor: 1_000_000 },
    dedupeKey: unique('win'),
  });
  // A shared-device alert filed under another player, listing this one.
  await raiseSubjectAlert(db, {
    kind: 'shared_device',
    subject: `device:${unique('dev')}`,
    userId: other,
    details: { accounts: 3, userIds: [other, userId, other + 1000] },
  });
  const rows = await db
    .selectFrom('risk_alerts')
    .select(['id', 'kind'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', '=', other)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind }));
}

const auditOf = (db: Kysely<DB>, caseId: number) =>
  db
    .selectFrom('staff_audit')
    .select(['action', 'staff_name', 'second_staff_name', 'reason'])
    .where('object_type', '=', 'aml_case')
    .where('object_id', '=', String(caseId))
    .orderBy('id')
    .execute();

for (const backend of backends()) {
  describe(`AML cases on ${backend.name}`, () => {
    let t: BackofficeTest;
    let db: Kysely<DB>;
    let risk: StaffClient;
    let risk2: StaffClient;
    let admin: StaffClient;
    beforeAll(async () => {
      t = await openBackofficeTest(backend);
      db = t.database.db;
      risk = await staffClient(t, 'risk');
      risk2 = await staffClient(t, 'risk');
      admin = await staffClient(t, 'admin');
    });
    afterAll(() => t.dispose());

    it('groups the player’s alerts into one case, notes and assigns it (audited)', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      expect(alerts.map((a) => a.kind)).toEqual(['source_of_funds', 'win_cap', 'shared_device']);
      const opened = await staffCall(risk, openAmlCase, { alertId: alerts[1]!.id });
      expect(opened).toMatchObject({ created: true, alertsAdded: 3 });
      const again = await staffCall(risk, openAmlCase, { alertId: alerts[0]!.id });
      expect(again).toEqual({ caseId: opened.caseId, created: false, alertsAdded: 0 });
      // The other player listed on the device alert gets a case of their own from it.
      const theirs = await staffCall(risk, openAmlCase, { alertId: alerts[2]!.id });
      expect(theirs.caseId).not.toBe(opened.caseId);

      const note = await staffCall(risk, addAmlNote, {
        caseId: opened.caseId,
        body: 'Kaynak belgesi istendi',
      });
      expect(note).toMatchObject({ staffName: risk.name, body: 'Kaynak belgesi istendi' });
      const assigned = await risk.call('/risk/cases/assign', {
        caseId: opened.caseId,
        assignee: risk2.name,
      });
      expect(assigned.state).toBe('200');
      const got = await staffCall(risk, getAmlCase, { caseId: opened.caseId });
      expect(got.case).toMatchObject({
        userId: p.userId,
        status: 'open',
        assignee: risk2.name,
        alertCount: 3,
        openedBy: risk.name,
        pendingApprovalId: null,
      });
      expect(got.alerts.map((a) => a.kind)).toEqual([
        'source_of_funds',
        'win_cap',
        'shared_device',
      ]);
      expect(got.notes.map((n) => n.body)).toEqual(['Kaynak belgesi istendi']);
      const mine = await staffCall(risk2, listAmlCases, { assignee: 'me', userId: p.userId });
      expect(mine.rows.map((r) => [r.caseId, r.alertCount])).toEqual([[opened.caseId, 3]]);
      const closedList = await staffCall(risk, listAmlCases, {
        status: 'closed',
        userId: p.userId,
      });
      expect(closedList.total).toBe(0);
      expect((await auditOf(db, opened.caseId)).map((a) => a.action)).toEqual([
        'aml.case_open',
        'aml.note',
        'aml.assign',
      ]);
    });

    it('asks the player for a source-of-funds document once: a mail and the KYC request', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      const { caseId } = await staffCall(risk, openAmlCase, { alertId: alerts[0]!.id });
      expect(await staffCall(risk, requestAmlSourceOfFunds, { caseId })).toEqual({
        requested: true,
      });
      expect(await staffCall(risk, requestAmlSourceOfFunds, { caseId })).toEqual({
        requested: false,
      });
      const kyc = await db
        .selectFrom('kyc_profiles')
        .select(['sof_requested_at', 'sof_approved_at'])
        .where('user_id', '=', p.userId)
        .executeTakeFirstOrThrow();
      expect([kyc.sof_requested_at !== null, kyc.sof_approved_at]).toEqual([true, null]);
      const mails = await db
        .selectFrom('mails')
        .select('title')
        .where('user_id', '=', p.userId)
        .execute();
      expect(mails.map((m) => m.title)).toEqual(['Gelir kaynağı belgesi']);
      expect((await auditOf(db, caseId)).map((a) => a.action)).toEqual([
        'aml.case_open',
        'aml.sof_requested',
      ]);
    });

    it('restrict closes at once and blocks deposits and withdrawals; report exports the record', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      const { caseId } = await staffCall(risk, openAmlCase, { alertId: alerts[0]!.id });
      const decided = await staffCall(risk, decideAmlCase, {
        caseId,
        decision: 'restrict',
        reason: 'Kaynak belgesi gelmedi',
      });
      expect(decided).toEqual({ status: 'closed', approvalId: null });
      const blocks = await db
        .selectFrom('player_blocks')
        .select('scope')
        .where('user_id', '=', p.userId)
        .orderBy('scope')
        .execute();
      expect(blocks.map((b) => b.scope)).toEqual(['deposit', 'withdraw']);
      const got = await staffCall(risk, getAmlCase, { caseId });
      expect(got.case).toMatchObject({
        status: 'closed',
        decision: 'restrict',
        decidedBy: risk.name,
      });
      expect(got.alerts.map((a) => a.status)).toEqual(['closed', 'closed', 'closed']);
      const twice = await staffAnswer(risk, decideAmlCase, {
        caseId,
        decision: 'report',
        reason: 'tekrar',
      });
      expect(twice.msg).toBe('Bu vaka kapatılmış; hiçbir şey değişmedi.');

      const report = await staffCall(risk, exportAmlReport, { caseId });
      expect(report.filename).toBe(`sar-case-${caseId}.txt`);
      const lines = report.text.split('\n');
      expect(lines[0]).toBe(`SUSPICIOUS ACTIVITY REPORT - AML case #${caseId}`);
      expect(lines).toContain(`Player id: ${p.userId}`);
      expect(lines).toContain(
        `Decision: restrict by ${risk.name} on ${new Date(got.case.closedAt!).toISOString()}`,
      );
      expect(lines).toContain('Reason: Kaynak belgesi gelmedi');
      expect(lines).toContain('## Alerts (3)');
      expect(lines).toContain('## Ledger extract (newest 0 entries)');
      const exported = (await auditOf(db, caseId)).map((a) => a.action);
      expect(exported).toEqual(['aml.case_open', 'aml.decide', 'aml.report_exported']);
    });

    it('clear and close wait for a second staff member, never the requester', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      const { caseId } = await staffCall(risk, openAmlCase, { alertId: alerts[0]!.id });
      const asked = await staffCall(risk, decideAmlCase, {
        caseId,
        decision: 'close_account',
        reason: 'Sahte belge',
      });
      expect(asked.status).toBe('pending');
      const waiting = await staffCall(risk, getAmlCase, { caseId });
      expect(waiting.case).toMatchObject({ status: 'open', pendingApprovalId: asked.approvalId });
      const another = await staffAnswer(risk2, decideAmlCase, {
        caseId,
        decision: 'clear',
        reason: 'başka karar',
      });
      expect(another.msg).toBe('Bu vakanın kararı ikinci bir yetkilinin onayını bekliyor.');
      const self = await admin.call('/approvals/decide', {
        id: asked.approvalId,
        decision: 'approve',
        reason: 'onaylıyorum',
      });
      expect(self.state).toBe('200');
      const done = await staffCall(risk, getAmlCase, { caseId });
      expect(done.case).toMatchObject({
        status: 'closed',
        decision: 'close_account',
        decidedBy: risk.name,
        approvedBy: admin.name,
      });
      const blocks = await db
        .selectFrom('player_blocks')
        .select('scope')
        .where('user_id', '=', p.userId)
        .orderBy('scope')
        .execute();
      expect(blocks.map((b) => b.scope)).toEqual(['bet', 'deposit', 'login', 'withdraw']);
      const audit = await auditOf(db, caseId);
      expect(audit.map((a) => [a.action, a.staff_name, a.second_staff_name])).toEqual([
        ['aml.case_open', risk.name, null],
        ['approval.requested', risk.name, null],
        ['aml.decide', admin.name, risk.name],
        ['approval.approved', admin.name, risk.name],
      ]);
    });

    it('the requester can’t approve their own clear', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      const { caseId } = await staffCall(admin, openAmlCase, { alertId: alerts[0]!.id });
      const asked = await staffCall(admin, decideAmlCase, {
        caseId,
        decision: 'clear',
        reason: 'Belgeler yeterli',
      });
      const own = await admin.call('/approvals/decide', {
        id: asked.approvalId,
        decision: 'approve',
        reason: 'kendim',
      });
      expect([own.state, own.msg]).toEqual([
        '500',
        'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
      ]);
      expect((await staffCall(risk, getAmlCase, { caseId })).case.status).toBe('open');
    });

    it('refuses the roles without risk.read or risk.manage', async () => {
      const p = await createPlayer(t);
      const other = await createPlayer(t);
      const alerts = await alertsOf(db, p.userId, other.userId);
      const { caseId } = await staffCall(risk, openAmlCase, { alertId: alerts[0]!.id });
      for (const role of ['content', 'support', 'trader', 'finance'] as const) {
        const c = await staffClient(t, role);
        for (const [path, input] of [
          ['/risk/cases', {}],
          ['/risk/cases/get', { caseId }],
          ['/risk/cases/open', { alertId: alerts[1]!.id }],
          ['/risk/cases/assign', { caseId, assignee: null }],
          ['/risk/cases/note', { caseId, body: 'not' }],
          ['/risk/cases/decide', { caseId, decision: 'report', reason: 'rapor' }],
          ['/risk/cases/report', { caseId }],
          ['/risk/cases/sof', { caseId }],
        ] as const) {
          const res = await c.call(path, input);
          expect([role, path, res.msg]).toEqual([role, path, 'Bu işlem için yetkiniz yok.']);
        }
      }
      expect((await staffCall(risk, getAmlCase, { caseId })).case.status).toBe('open');
    });
  });
}
