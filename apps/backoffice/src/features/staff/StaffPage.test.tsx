// Staff management: an invite waits for a second approver (its request number in the toast),
// disabling asks for a reason, a refused call stays in the dialog, an empty list says so, and
// the list call of a role without staff.manage shows the server's refusal.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { StaffRow } from '@talih/contracts/backoffice/staff.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { StaffPage } from './StaffPage.tsx';

const me: StaffRow = {
  id: 1,
  name: 'ayse',
  role: 'admin',
  status: 'active',
  totpEnrolled: true,
  lastLoginAt: null,
  createdAt: 0,
};
const mehmet: StaffRow = { ...me, id: 2, name: 'mehmet', role: 'support', totpEnrolled: false };

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dialogForm = (title: string) => screen.getByText(title).closest('form')!;

it('invites a member, who waits for a second approver', async () => {
  const calls = serveStaff({
    '/staff/list': { rows: [me, mehmet] },
    '/staff/create': { status: 'pending', approvalId: 77 },
  });
  renderAs('admin', <StaffPage />);
  expect(await screen.findByText('mehmet')).toBeTruthy();
  // No actions on one's own row: one set of buttons, mehmet's.
  expect(screen.getAllByRole('button', { name: 'Rolü değiştir' })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Personel ekle' }));
  const form = dialogForm('Yeni personel');
  fireEvent.change(form.querySelector('input')!, { target: { value: 'Zeynep' } });
  fireEvent.change(form.querySelector('select')!, { target: { value: 'finance' } });
  fireEvent.submit(form);
  expect(await screen.findByText(/talep #77/)).toBeTruthy();
  expect(calls.find((c) => c.path === '/staff/create')?.body).toEqual({
    name: 'zeynep',
    role: 'finance',
  });
  await waitFor(() => expect(calls.filter((c) => c.path === '/staff/list')).toHaveLength(2));
});

it('disables a member with a reason; a refusal stays in the dialog', async () => {
  const calls = serveStaff({
    '/staff/list': { rows: [me, mehmet] },
    '/staff/status': fail('409', 'Son yönetici devre dışı bırakılamaz.'),
  });
  renderAs('admin', <StaffPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Devre dışı bırak' }));
  const form = dialogForm('mehmet devre dışı bırakılsın mı?');
  fireEvent.change(form.querySelector('textarea')!, { target: { value: 'ayrıldı' } });
  fireEvent.submit(form);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Son yönetici devre dışı bırakılamaz.',
  );
  expect(calls.find((c) => c.path === '/staff/status')?.body).toEqual({
    id: 2,
    disabled: true,
    reason: 'ayrıldı',
  });
});

it('says so when the list is empty', async () => {
  serveStaff({ '/staff/list': { rows: [] } });
  renderAs('admin', <StaffPage />);
  expect(await screen.findByText('Kayıt yok.')).toBeTruthy();
});

it("shows the server's refusal to a role without staff.manage", async () => {
  serveStaff({ '/staff/list': fail('403', 'Bu işlem için yetkiniz yok.') });
  renderAs('finance', <StaffPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Bu işlem için yetkiniz yok.');
  expect(screen.queryByText('mehmet')).toBeNull();
});
