// The audit log: rows with their change field by field, a filter sent as the call takes it,
// the chain check and the CSV export pressed; a failed list offers a retry; an empty log says
// so; a role without audit.read gets the server's refusal and no rows.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { AuditRow } from '@talih/contracts/backoffice/audit.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { AuditPage } from './AuditPage.tsx';

const row: AuditRow = {
  seq: 12,
  at: Date.UTC(2026, 11, 6, 9, 30),
  staffName: 'ayse',
  secondStaffName: 'zeynep',
  action: 'staff.role_changed',
  objectType: 'staff',
  objectId: 'mehmet',
  before: { role: 'support' },
  after: { role: 'finance' },
  reason: 'ekip değişikliği',
  requestId: 'r-1',
  ip: '10.0.0.7',
};
const page = (rows: AuditRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 50 });
const head = { head: '12:' + 'a'.repeat(64) };

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows a change field by field, filters by staff, checks the chain and exports', async () => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  const calls = serveStaff({
    '/audit/list': page([row]),
    '/audit/head': head,
    '/audit/verify': { ok: true, rows: 12, brokenSeq: null, problem: null },
    '/audit/export': { csv: 'seq\n12', rows: 1, truncated: false },
  });
  renderAs('admin', <AuditPage />);
  expect(await screen.findByText('Rolü değiştirdi')).toBeTruthy();
  expect(screen.getByText('support').closest('.field-change')?.textContent).toBe(
    'role: support → finance',
  );
  expect(screen.getByText('+ zeynep', { exact: false })).toBeTruthy();
  expect((await screen.findByTestId('audit-head')).textContent).toBe(head.head);

  fireEvent.change(screen.getByLabelText('Personel'), { target: { value: 'ayse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/audit/list').at(-1)?.body).toEqual({
      staff: 'ayse',
      page: 1,
      pageSize: 50,
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Zinciri doğrula' }));
  fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
  await waitFor(() => expect(calls.map((c) => c.path)).toContain('/audit/export'));
  expect(calls.find((c) => c.path === '/audit/verify')?.body).toEqual({});
  expect(calls.find((c) => c.path === '/audit/export')?.body).toEqual({ staff: 'ayse' });
});

it('offers a retry when the list fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  const calls = serveStaff({ '/audit/list': () => answer, '/audit/head': head });
  renderAs('admin', <AuditPage />);
  expect((await screen.findByText('Sunucu hatası')).closest('[role=alert]')).toBeTruthy();
  answer = page([row]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('Rolü değiştirdi')).toBeTruthy();
  expect(calls.filter((c) => c.path === '/audit/list')).toHaveLength(2);
});

it('says so when nothing was recorded', async () => {
  serveStaff({ '/audit/list': page([]), '/audit/head': head });
  renderAs('admin', <AuditPage />);
  expect(await screen.findByText('Kayıt yok.')).toBeTruthy();
});

it("shows the server's refusal to a role without audit.read", async () => {
  serveStaff({
    '/audit/list': fail('403', 'Bu işlem için yetkiniz yok.'),
    '/audit/head': fail('403', 'Bu işlem için yetkiniz yok.'),
  });
  renderAs('finance', <AuditPage />);
  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  for (const alert of screen.getAllByRole('alert'))
    expect(alert.textContent).toContain('Bu işlem için yetkiniz yok.');
  expect(screen.queryByText('Rolü değiştirdi')).toBeNull();
});
