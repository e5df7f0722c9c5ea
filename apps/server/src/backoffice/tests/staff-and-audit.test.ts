// Staff management (staff.manage) and the audit screen's calls: every change is audited with
// who, what, which object, before/after, reason, request id and IP; the list filters and pages;
// the export is CSV; `talih staff create` prints a one-time enrolment link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/talih.ts';
import { cliStaffContext } from '../cli-context.ts';
import { backends } from '../../testing/backends.ts';
import {
  cliEnv,
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';
import { staffAnswer } from '../../testing/calls.ts';
import {
  changeRole,
  createStaff,
  listStaff,
  setStaffStatus,
} from '@talih/contracts/backoffice/staff.ts';
import { exportAudit, listAudit } from '@talih/contracts/backoffice/audit.ts';
import { decideApproval } from '@talih/contracts/backoffice/approvals.ts';

describe.each(backends())('staff management and audit on $name', (backend) => {
  let t: BackofficeTest;
  let admin: StaffClient;
  let second: StaffClient;
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    admin = await staffClient(t, 'admin', 'boss');
    second = await staffClient(t, 'admin', 'ikinci');
  });
  afterAll(() => t.dispose());

  it('creates a staff member with an enrolment link and audits it', async () => {
    const asked = await staffAnswer(admin, createStaff, {
      name: 'Selin',
      role: 'support',
    });
    const made = await staffAnswer(second, decideApproval, {
      id: asked.resultData.approvalId,
      decision: 'approve',
    });
    expect(made.resultData.enrolment?.enrolUrl).toMatch(/^http:\/\/localhost:3001\/enrol#/);
    const taken = await admin.call('/staff/create', { name: 'selin', role: 'risk' });
    expect(taken.msg).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    const list = await staffAnswer(admin, listStaff);
    expect(list.resultData.rows.map((r) => [r.name, r.role, r.status])).toEqual([
      ['boss', 'admin', 'active'],
      ['ikinci', 'admin', 'active'],
      ['selin', 'support', 'invited'],
    ]);
    const selin = list.resultData.rows.find((r) => r.name === 'selin')!;
    const audit = await staffAnswer(admin, listAudit, {
      action: 'staff.created',
    });
    const row = audit.resultData.rows[0]!;
    expect([
      row.staffName,
      row.secondStaffName,
      row.objectType,
      row.objectId,
      row.after,
      row.ip,
    ]).toEqual([
      'ikinci',
      'boss',
      'staff',
      String(selin.id),
      { name: 'selin', role: 'support' },
      '127.0.0.1',
    ]);
    expect(row.requestId).toMatch(/^[\w-]{8,}$/);
  });

  it('changes a role: ends their sessions and records before, after and reason', async () => {
    const other = await staffClient(t, 'support', 'emre');
    const asked = await staffAnswer(admin, changeRole, {
      id: other.id,
      role: 'risk',
      reason: 'moved to risk team',
    });
    expect((await other.call('/auth/me')).state).toBe('200');
    const res = await staffAnswer(second, decideApproval, {
      id: asked.resultData.approvalId,
      decision: 'approve',
    });
    expect(res.resultData.status).toBe('approved');
    expect((await other.call('/auth/me')).state).toBe('401');
    const audit = await staffAnswer(admin, listAudit, {
      objectType: 'staff',
      objectId: String(other.id),
      action: 'staff.role_changed',
    });
    expect(audit.resultData.rows.map((r) => [r.before, r.after, r.reason])).toEqual([
      [{ role: 'support' }, { role: 'risk' }, 'moved to risk team'],
    ]);
  });

  it('disables a staff member: sessions end and sign-in is refused', async () => {
    const other = await staffClient(t, 'finance', 'burak');
    const res = await staffAnswer(admin, setStaffStatus, {
      id: other.id,
      disabled: true,
      reason: 'left the company',
    });
    expect(res.resultData.status).toBe('disabled');
    expect((await other.call('/auth/me')).state).toBe('401');
    const login = await t.boCall('/auth/login', {
      name: 'burak',
      password: 'test-staff-password-1',
    });
    expect(login.msg).toBe('Kullanıcı adı veya şifre hatalı.');
  });

  it('refuses changes to your own account', async () => {
    const self = await admin.call('/staff/status', {
      id: admin.id,
      disabled: true,
      reason: 'oops',
    });
    expect(self.msg).toBe(
      'Kendi hesabınızda bu işlemi yapamazsınız; başka bir yöneticiden isteyin.',
    );
    const role = await admin.call('/staff/role', { id: admin.id, role: 'support', reason: 'oops' });
    expect(role.state).toBe('500');
  });

  it('filters the audit log by staff and time, pages, and exports CSV', async () => {
    const all = await staffAnswer(admin, listAudit, {
      staff: 'boss',
      pageSize: 2,
    });
    expect(all.resultData.rows.length).toBe(2);
    expect(all.resultData.total).toBeGreaterThan(4);
    const page2 = await staffAnswer(admin, listAudit, {
      staff: 'boss',
      pageSize: 2,
      page: 2,
    });
    expect(page2.resultData.rows[0]!.seq).toBeLessThan(all.resultData.rows[1]!.seq);
    const future = await staffAnswer(admin, listAudit, {
      from: Date.now() + 60_000,
    });
    expect(future.resultData.total).toBe(0);

    const csv = await staffAnswer(admin, exportAudit, {
      staff: 'boss',
      action: 'staff.disabled',
    });
    const lines = csv.resultData.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,at,staff,second_staff,action,object_type,object_id,before,after,reason,request_id,ip',
    );
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(',boss,,staff.disabled,staff,');
    expect(lines[1]).toContain(
      ',"{""status"":""active""}","{""status"":""disabled""}",left the company,',
    );
    // The export itself is on the record.
    const exported = await staffAnswer(admin, listAudit, {
      action: 'audit.exported',
    });
    expect(exported.resultData.total).toBe(1);
  });

  it('talih staff create prints a one-time enrolment link', async () => {
    const out: string[] = [];
    const code = await runCli(
      ['staff', 'create', 'cansu', '--role', 'finance'],
      (l) => out.push(l),
      (l) => out.push(l),
      {
        DATA_DIR: t.config.DATA_DIR,
        NODE_ENV: 'test',
        BACKOFFICE_PUBLIC_URL: 'https://bo.example.com',
      },
    );
    expect(code).toBe(0);
    expect(out[0]).toBe('staff member cansu (finance) created.');
    expect(out[1]).toMatch(
      /^one-time enrolment link \(valid 72 hours; shown only now\):\n {2}https:\/\/bo\.example\.com\/enrol#[\w-]{43}$/,
    );
    const bad = await runCli(
      ['staff', 'create', 'deniz', '--role', 'boss'],
      () => {},
      (l) => out.push(l),
      cliEnv(t, backend),
    );
    expect(bad).toBe(2);
    expect(out.at(-1)).toBe('--role is one of: admin, finance, risk, support, content, trader');
  });

  it('the CLI acts as a named staff member, with the permission check and the audit trail', async () => {
    const services = t.app.talih.services;
    const ctx = await cliStaffContext(services, 'boss', 'staff.manage');
    await ctx.audit({
      action: 'test.cli_action',
      objectType: 'player',
      objectId: 9,
      reason: 'from the terminal',
    });
    const rows = await staffAnswer(admin, listAudit, {
      action: 'test.cli_action',
    });
    expect(rows.resultData.rows.map((r) => [r.staffName, r.ip, r.reason])).toEqual([
      ['boss', 'cli', 'from the terminal'],
    ]);
    expect(rows.resultData.rows[0]!.requestId).toMatch(/^cli-/);
    await expect(cliStaffContext(services, 'emre', 'staff.manage')).rejects.toThrow(
      'staff member "emre" (risk) lacks the permission staff.manage',
    );
    await expect(cliStaffContext(services, 'burak')).rejects.toThrow(
      'no active staff member named "burak" (create one: talih staff create)',
    );
  });
});
