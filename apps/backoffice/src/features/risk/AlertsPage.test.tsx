// The risk alert queue: an open alert is closed with a reason and the queue reads again; a
// filter asks the server for its own rows; a failed queue offers a retry; an empty queue says
// so; a role that reads risk but may not manage it gets no actions (nor the rules button).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { RiskAlertRow } from '@talih/contracts/backoffice/risk.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { AlertsPage } from './AlertsPage.tsx';

const alert: RiskAlertRow = {
  alertId: 41,
  kind: 'shared_iban',
  subject: 'TR330006100519786457841326',
  userId: 7,
  nickname: 'kartal',
  details: { accounts: 3 },
  status: 'open',
  assignee: null,
  closedBy: null,
  closeReason: null,
  createdAt: Date.UTC(2026, 11, 6, 8, 0),
  closedAt: null,
};
const page = (rows: RiskAlertRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('closes an open alert with a reason and reads the queue again', async () => {
  let rows = [alert];
  const calls = serveStaff({
    '/risk/alerts': () => page(rows),
    '/risk/close': () => {
      rows = [];
      return { status: 'closed' };
    },
  });
  renderAs('risk', <AlertsPage />);
  expect(await screen.findByText('kartal')).toBeTruthy();
  expect(within(screen.getByRole('table')).getByText("Aynı IBAN'da çok hesap")).toBeTruthy();
  expect(calls[0]?.body).toEqual({
    status: 'open',
    kind: '',
    assignee: '',
    page: 1,
    pageSize: 25,
  });
  fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  fireEvent.change(within(dialog).getByLabelText('Gerekçe'), {
    target: { value: 'Aynı aile, belgeler görüldü' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat', hidden: true }));
  expect(await screen.findByText('Uyarı kapatıldı.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/risk/close')?.body).toEqual({
    alertId: 41,
    reason: 'Aynı aile, belgeler görüldü',
  });
  expect(await screen.findByText('Bu filtreye uyan uyarı yok.')).toBeTruthy();
});

it('asks the server for the kind chosen, from page 1', async () => {
  const calls = serveStaff({ '/risk/alerts': page([alert]) });
  renderAs('risk', <AlertsPage />);
  await screen.findByText('kartal');
  fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'win_cap' } });
  await waitFor(() =>
    expect(calls.at(-1)?.body).toEqual({
      status: 'open',
      kind: 'win_cap',
      assignee: '',
      page: 1,
      pageSize: 25,
    }),
  );
});

it('offers a retry when the queue fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/risk/alerts': () => answer });
  renderAs('risk', <AlertsPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([alert]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('kartal')).toBeTruthy();
});

it('says so when no alert matches', async () => {
  serveStaff({ '/risk/alerts': page([]) });
  renderAs('risk', <AlertsPage />);
  expect(await screen.findByText('Bu filtreye uyan uyarı yok.')).toBeTruthy();
});

it('gives a role that may read but not manage risk no actions', async () => {
  serveStaff({ '/risk/alerts': page([alert]) });
  renderAs(['risk.read'], <AlertsPage />);
  expect(await screen.findByText('kartal')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Bana ata' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Kuralları şimdi çalıştır' })).toBeNull();
});
