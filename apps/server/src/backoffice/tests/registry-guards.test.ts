// Every staff call in the registry (every area's, once merged) refuses a missing session, a
// missing or wrong CSRF token, and a role without its permission, before its handler runs.
// Every call that changes something writes an audit row (enforced by the registry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, roleCan, type Permission } from '@talih/contracts/backoffice/permissions.ts';
import type { Services } from '../../services.ts';
import { backends } from '../../testing/backends.ts';
import { checkAudited, isReadOnly } from '../calls.ts';
import {
  openBackofficeTest,
  staffClient,
  type BackofficeTest,
  type StaffClient,
} from '../../testing/staff.ts';

describe.each(backends())('staff call guards on $name', (backend) => {
  let t: BackofficeTest;
  const clients = new Map<string, StaffClient>();
  beforeAll(async () => {
    t = await openBackofficeTest(backend);
    for (const role of ROLES) clients.set(role, await staffClient(t, role));
  });
  afterAll(() => t.dispose());

  it('covers the foundation calls and more than a handful', () => {
    const paths = t.bo.staffCalls.calls.map((c) => c.path);
    expect(paths).toContain('/staff/create');
    expect(paths).toContain('/audit/list');
    expect(paths).toContain('/approvals/decide');
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it('every non-public call refuses a missing session, a missing CSRF token and a wrong role', async () => {
    const guarded = t.bo.staffCalls.calls.filter((c) => c.permission !== 'public');
    const admin = clients.get('admin')!;
    for (const call of guarded) {
      const noSession = await admin.call(call.path, {}, { noSession: true });
      expect([call.path, noSession.state]).toEqual([call.path, '401']);

      const noCsrf = await admin.call(call.path, {}, { noCsrf: true });
      expect([call.path, noCsrf.state, noCsrf.msg]).toEqual([
        call.path,
        '500',
        'Güvenlik doğrulaması başarısız oldu. Sayfayı yenileyip yeniden deneyin.',
      ]);
      const wrongCsrf = await admin.call(call.path, {}, { csrf: 'x'.repeat(43) });
      expect([call.path, wrongCsrf.state]).toEqual([call.path, '500']);
      expect(wrongCsrf.msg).toBe(noCsrf.msg);

      if (call.permission === 'signed-in') continue;
      const lacking = ROLES.find((r) => !roleCan(r, call.permission as Permission));
      expect([call.path, lacking]).not.toEqual([call.path, undefined]);
      const refused = await clients.get(lacking!)!.call(call.path, {});
      expect([call.path, refused.state, refused.msg]).toEqual([
        call.path,
        '403',
        'Bu işlem için yetkiniz yok.',
      ]);
    }
  });

  it('staff calls are not served on the player port', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/bo/api/auth/me', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

// A change staff make leaves an audit row: every call is read-only (by its flag or its name)
// or must audit, which the registry enforces on each answer (a test fails at once).
describe('audit is enforced on mutating staff calls', () => {
  it('classifies reads as read-only and changes as needing an audit row', async () => {
    const t = await openBackofficeTest(backends()[0]!);
    try {
      const calls = t.bo.staffCalls.calls.filter((c) => !c.publicHandler);
      const reads = calls.filter((c) => isReadOnly(c)).map((c) => c.path);
      const changes = calls.filter((c) => !isReadOnly(c)).map((c) => c.path);
      expect(reads).toEqual(
        expect.arrayContaining([
          '/players/get',
          '/payments/deposits',
          '/support/inbox',
          '/risk/alerts',
        ]),
      );
      expect(changes).toEqual(
        expect.arrayContaining([
          '/players/adjust',
          '/players/addNote',
          '/payments/deposits/confirm',
          '/payments/withdrawals/approve',
          '/approvals/decide',
          '/auth/language',
          '/support/reply',
          '/support/canned/delete',
          '/risk/close',
        ]),
      );
    } finally {
      await t.dispose();
    }
  });

  it('a change answered without an audit row fails under test and is logged', () => {
    const errors: unknown[] = [];
    const log = { error: (o: unknown) => void errors.push(o) };
    const services = { config: { NODE_ENV: 'test' } } as unknown as Services;
    expect(() => checkAudited(services, '/x/save', { rows: 0, unchanged: false }, log)).toThrow(
      '/x/save changed something without an audit row',
    );
    expect(errors).toEqual([{ path: '/x/save' }]);
    checkAudited(services, '/x/save', { rows: 1, unchanged: false }, log);
    checkAudited(services, '/x/save', { rows: 0, unchanged: true }, log);
    const production = { config: { NODE_ENV: 'production' } } as unknown as Services;
    checkAudited(production, '/x/save', { rows: 0, unchanged: false }, log);
    expect(errors).toHaveLength(2);
  });
});
