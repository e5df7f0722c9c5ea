// The four-eyes queue: a second staff member approves a waiting request (and sees an approved
// invite's one-time link), a refusal shows in the dialog, an empty queue says so, and a role
// without approvals.decide sees no buttons.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ApprovalRow } from '@talih/contracts/backoffice/approvals.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { ApprovalsPage } from './ApprovalsPage.tsx';

const row: ApprovalRow = {
  id: 41,
  kind: 'staff.create',
  objectType: 'staff',
  objectId: 'mehmet',
  amountMinor: null,
  payload: {},
  reason: 'yeni destek personeli',
  status: 'pending',
  requestedBy: 'zeynep',
  requestedAt: Date.now() - 5 * 60_000,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  canDecide: true,
};
const page = (rows: ApprovalRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 50 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('approves a waiting request and shows the approved invite link', async () => {
  const calls = serveStaff({
    '/approvals/list': page([row]),
    '/approvals/decide': {
      ...row,
      status: 'approved',
      enrolment: { enrolUrl: 'https://bo.example/enrol/abc', expiresAt: 0 },
    },
  });
  renderAs('admin', <ApprovalsPage />);
  expect(await screen.findByText('Personel ekleme')).toBeTruthy();
  expect(screen.getByText('5 dk')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
  expect(screen.getByText('Bu işlem onaylansın mı?')).toBeTruthy();
  fireEvent.submit(screen.getByText('Bu işlem onaylansın mı?').closest('form')!);
  expect((await screen.findByTestId('enrol-url')).textContent).toBe('https://bo.example/enrol/abc');
  const decided = calls.find((c) => c.path === '/approvals/decide');
  expect(decided?.body).toEqual({ id: 41, decision: 'approve', reason: '' });
  await waitFor(() => expect(calls.filter((c) => c.path === '/approvals/list')).toHaveLength(2));
});

it("shows the server's refusal in the dialog and keeps it open", async () => {
  serveStaff({
    '/approvals/list': page([row]),
    '/approvals/decide': fail('409', 'Bu talep zaten karara bağlandı.'),
  });
  renderAs('admin', <ApprovalsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Reddet' }));
  const form = screen.getByText('Bu işlem reddedilsin mi?').closest('form')!;
  fireEvent.change(form.querySelector('textarea')!, { target: { value: 'belge eksik' } });
  fireEvent.submit(form);
  expect((await screen.findByRole('alert')).textContent).toBe('Bu talep zaten karara bağlandı.');
  expect(screen.getByText('Bu işlem reddedilsin mi?')).toBeTruthy();
});

it('says so when nothing waits', async () => {
  serveStaff({ '/approvals/list': page([]) });
  renderAs('admin', <ApprovalsPage />);
  expect(await screen.findByText('Onay bekleyen işlem yok.')).toBeTruthy();
});

it('shows no decision buttons to a role without approvals.decide', async () => {
  serveStaff({ '/approvals/list': page([row]) });
  renderAs('content', <ApprovalsPage />);
  expect(await screen.findByText('Yetkiniz yok')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
});
