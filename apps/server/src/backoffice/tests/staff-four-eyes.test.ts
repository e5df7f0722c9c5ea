// Staff changes are four-eyes actions: inviting a member, changing a role, enabling a disabled
// member and resetting someone's sign-in wait for a second staff.manage holder, the invite's enrolment link goes to that
// approver (never back to the requester), and an account created, promoted or reset after a
// request was filed cannot approve it, so one admin cannot make their own second approver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideApproval } from '@talih/contracts/backoffice/approvals.ts';
import { listAudit } from '@talih/contracts/backoffice/audit.ts';
import {
  changeRole,
  createStaff,
  listStaff,
  resetStaff,
  setStaffStatus,
} from '@talih/contracts/backoffice/staff.ts';
import { createStaffWithPassword } from '../auth/accounts.ts';
import { runCli } from '../../cli/talih.ts';
import { SAFE_PRODUCTION_ENV } from '../../testing/production-env.ts';
import { backends } from '../../testing/backends.ts';
import { staffAnswer } from '../../testing/calls.ts';
import {
  cliEnv,
  openBackofficeTest,
  signIn,
  staffClient,
  TEST_STAFF_PASSWORD,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';

const TOO_NEW =
  'Bu talep, hesabınız oluşturulmadan, rolü verilmeden, girişi sıfırlanmadan veya yeniden etkinleştirilmeden önce açıldı; talep açıldığında bu yetkiye sahip olan bir personel karar vermeli.';

describe.each(backends())('four-eyes staff changes on $name', (backend) => {
  let t: BackofficeTest;
  let boss: StaffClient;
  let second: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    boss = await staffClient(t, 'admin', 'boss');
    second = await staffClient(t, 'admin', 'ikinci');
  });
  afterAll(() => t.dispose());

  const names = async () =>
    (await staffAnswer(boss, listStaff)).resultData.rows.map((r) => [r.name, r.role, r.status]);

  it('an invite waits; no enrolment link goes to the requester; the approver gets it', async () => {
    const asked = await boss.call('/staff/create', { name: 'selin', role: 'admin' });
    expect(asked.state).toBe('200');
    expect(Object.keys(asked.resultData as object).sort()).toEqual(['approvalId', 'status']);
    expect((asked.resultData as { status: string }).status).toBe('pending');
    expect(JSON.stringify(asked)).not.toContain('enrol');
    expect(await names()).toEqual([
      ['boss', 'admin', 'active'],
      ['ikinci', 'admin', 'active'],
    ]);
    const id = (asked.resultData as { approvalId: number }).approvalId;
    const own = await staffAnswer(boss, decideApproval, { id, decision: 'approve' });
    expect(own.msg).toBe(
      'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
    );
    const taken = await boss.call('/staff/create', { name: 'ikinci', role: 'risk' });
    expect(taken.msg).toBe('Bu kullanıcı adı zaten kullanılıyor.');

    const approved = await staffAnswer(second, decideApproval, { id, decision: 'approve' });
    expect([approved.state, approved.resultData.status, approved.resultData.kind]).toEqual([
      '200',
      'approved',
      'staff.create',
    ]);
    expect(approved.resultData.enrolment?.enrolUrl).toMatch(
      /^http:\/\/localhost:3001\/enrol#[\w-]{43}$/,
    );
    expect(await names()).toEqual([
      ['boss', 'admin', 'active'],
      ['ikinci', 'admin', 'active'],
      ['selin', 'admin', 'invited'],
    ]);
    const audit = await staffAnswer(boss, listAudit, { action: 'staff.created' });
    expect(audit.resultData.rows.map((r) => [r.staffName, r.secondStaffName, r.after])).toEqual([
      ['ikinci', 'boss', { name: 'selin', role: 'admin' }],
    ]);
  });

  it('an account created after the request was filed cannot approve it', async () => {
    const asked = await staffAnswer(boss, createStaff, { name: 'kemal', role: 'finance' });
    const id = (asked.resultData as { approvalId: number }).approvalId;
    // The lone admin's second account, made after the request (as /staff/create used to).
    const late = await staffClient(t, 'admin', 'sonradan');
    const refused = await staffAnswer(late, decideApproval, { id, decision: 'approve' });
    expect([refused.state, refused.msg]).toEqual(['500', TOO_NEW]);
    const pending = await t.app.talih.services.db
      .selectFrom('staff_approvals')
      .select(['status', 'decided_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ status: 'pending', decided_by: null });
    expect((await names()).map((n) => n[0])).not.toContain('kemal');
    // A member who held the role when it was filed still can.
    const ok = await staffAnswer(second, decideApproval, { id, decision: 'approve' });
    expect(ok.resultData.status).toBe('approved');
  });

  it('a role change waits, and a member promoted after a request cannot approve it', async () => {
    const supportId = await createStaffWithPassword(
      t.app.talih.services.db,
      'destek',
      'support',
      TEST_STAFF_PASSWORD,
    );
    const older = await staffAnswer(boss, createStaff, { name: 'murat', role: 'support' });
    const olderId = (older.resultData as { approvalId: number }).approvalId;

    const promote = await staffAnswer(boss, changeRole, {
      id: supportId,
      role: 'admin',
      reason: 'covers the night shift',
    });
    expect(promote.resultData).toEqual({ status: 'pending', approvalId: olderId + 1 });
    const still = await t.app.talih.services.db
      .selectFrom('staff')
      .select('role')
      .where('id', '=', supportId)
      .executeTakeFirstOrThrow();
    expect(still.role).toBe('support');
    const done = await staffAnswer(second, decideApproval, {
      id: promote.resultData.approvalId,
      decision: 'approve',
    });
    expect([done.resultData.status, done.resultData.enrolment]).toEqual(['approved', undefined]);

    // destek signs in as an admin now, but the request older than the promotion is not theirs.
    const destek = await signIn(t, 'destek', 'admin');
    const refused = await staffAnswer(destek, decideApproval, { id: olderId, decision: 'approve' });
    expect(refused.msg).toBe(TOO_NEW);
    const same = await staffAnswer(boss, changeRole, {
      id: supportId,
      role: 'admin',
      reason: 'again',
    });
    expect(same.msg).toBe('Personelin rolü zaten bu.');
  });

  it('a sign-in reset waits; the approver gets the new link', async () => {
    const target = await staffClient(t, 'risk', 'riskci');
    const asked = await staffAnswer(boss, resetStaff, { id: target.id, reason: 'lost phone' });
    expect(asked.resultData.status).toBe('pending');
    expect((await target.call('/auth/me')).state).toBe('200');
    const approved = await staffAnswer(second, decideApproval, {
      id: asked.resultData.approvalId,
      decision: 'approve',
    });
    expect(approved.resultData.enrolment?.enrolUrl).toMatch(/^http:\/\/localhost:3001\/enrol#/);
    expect((await target.call('/auth/me')).state).toBe('401');
  });

  it('disabling is at once; enabling waits for a second approver', async () => {
    const target = await staffClient(t, 'finance', 'kasa');
    const off = await staffAnswer(boss, setStaffStatus, {
      id: target.id,
      disabled: true,
      reason: 'left the team',
    });
    expect(off.resultData).toMatchObject({ name: 'kasa', status: 'disabled' });
    expect((await target.call('/auth/me')).state).toBe('401');

    const asked = await staffAnswer(boss, setStaffStatus, {
      id: target.id,
      disabled: false,
      reason: 'back from leave',
    });
    expect(asked.resultData).toMatchObject({ status: 'pending' });
    const id = (asked.resultData as { approvalId: number }).approvalId;
    const statusOf = async () =>
      (await names()).find(([name]) => name === 'kasa')?.slice(1) ?? null;
    expect(await statusOf()).toEqual(['finance', 'disabled']);
    const own = await staffAnswer(boss, decideApproval, { id, decision: 'approve' });
    expect(own.msg).toBe(
      'Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
    );
    expect(await statusOf()).toEqual(['finance', 'disabled']);

    const approved = await staffAnswer(second, decideApproval, { id, decision: 'approve' });
    expect([approved.resultData.status, approved.resultData.kind]).toEqual([
      'approved',
      'staff.enable',
    ]);
    expect(await statusOf()).toEqual(['finance', 'active']);
    const audit = await staffAnswer(boss, listAudit, { action: 'staff.enabled' });
    expect(
      audit.resultData.rows.map((r) => [r.staffName, r.secondStaffName, r.before, r.after]),
    ).toEqual([['ikinci', 'boss', { status: 'disabled' }, { status: 'active' }]]);
    const again = await staffAnswer(boss, setStaffStatus, {
      id: target.id,
      disabled: false,
      reason: 'twice',
    });
    expect(again.msg).toBe('Bu personelin hesabı devre dışı değil.');
  });

  it('an admin enabled after a request was filed cannot approve it', async () => {
    const db = t.app.talih.services.db;
    const spareId = await createStaffWithPassword(db, 'yedek', 'admin', TEST_STAFF_PASSWORD);
    await staffAnswer(boss, setStaffStatus, { id: spareId, disabled: true, reason: 'spare' });
    const older = await staffAnswer(boss, createStaff, { name: 'okan', role: 'support' });
    const olderId = (older.resultData as { approvalId: number }).approvalId;
    const enable = await staffAnswer(boss, setStaffStatus, {
      id: spareId,
      disabled: false,
      reason: 'needs a second admin',
    });
    await staffAnswer(second, decideApproval, {
      id: (enable.resultData as { approvalId: number }).approvalId,
      decision: 'approve',
    });
    const spare = await signIn(t, 'yedek', 'admin');
    const refused = await staffAnswer(spare, decideApproval, { id: olderId, decision: 'approve' });
    expect(refused.msg).toBe(TOO_NEW);
  });

  it('the CLI files the request as --as and the second member approves it there', async () => {
    const cli = async (args: string[], extra: Record<string, string> = {}) => {
      const out: string[] = [];
      const code = await runCli(
        args,
        (l) => out.push(l),
        (l) => out.push(l),
        {
          ...cliEnv(t, backend),
          ...extra,
        },
      );
      return { code, out: out.join('\n') };
    };
    const asked = await cli(['staff', 'create', 'cansu', '--role', 'finance', '--as', 'boss']);
    const id = Number(/request #(\d+)/.exec(asked.out)?.[1]);
    expect(asked.code).toBe(0);
    expect(asked.out).not.toContain('enrol#');
    expect(await cli(['approvals', 'approve', String(id), '--as', 'boss'])).toEqual({
      code: 1,
      out: 'approvals approve: Kendi talebinizi onaylayamaz veya reddedemezsiniz; ikinci bir yetkili karar vermeli.',
    });
    const approved = await cli(['approvals', 'approve', String(id), '--as', 'ikinci']);
    expect(approved.code).toBe(0);
    expect(approved.out).toMatch(
      new RegExp(
        `^approvals: #${id} \\(staff\\.create\\) approved by ikinci\\none-time enrolment link \\(valid 72 hours; shown only now\\):\\n {2}http://localhost:3001/enrol#[\\w-]{43}$`,
      ),
    );
    // Production: without --as only while nobody could approve (fewer than two active admins).
    const refused = await cli(['staff', 'create', 'deniz', '--role', 'admin'], SAFE_PRODUCTION_ENV);
    expect(refused).toEqual({
      code: 2,
      out: "staff create: production needs --as <staff name> once two active members hold staff.manage: the change then waits for the second one's approval",
    });
    expect((await names()).map((n) => n[0])).not.toContain('deniz');
  });
});
