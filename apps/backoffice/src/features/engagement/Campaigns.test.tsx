// Reward mail sends: a scheduled send cancelled with a reason (the list reads again); a refused
// cancellation stays in the dialog; no send yet says so; without mail.send there is no cancel.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { CampaignRow } from '@talih/contracts/backoffice/engagement.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { Campaigns } from './Campaigns.tsx';

const row: CampaignRow = {
  id: 5,
  target: 'segment',
  userId: null,
  segmentId: 2,
  segmentName: 'VIP oyuncular',
  title: 'Hafta sonu hediyesi',
  amountMinor: 5000,
  sendAt: Date.UTC(2026, 11, 7, 9, 0),
  status: 'scheduled',
  estimatedCount: 120,
  sentCount: 0,
  createdBy: 'zeynep',
  approvedBy: null,
  createdAt: 0,
  finishedAt: null,
};
const page = (rows: CampaignRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function cancelWith(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'İptal et' }));
  const form = screen.getByText('Gönderimi iptal et').closest('form')!;
  fireEvent.change(form.querySelector('textarea')!, { target: { value: reason } });
  fireEvent.submit(form);
}

it('cancels a scheduled send with a reason', async () => {
  let rows = [row];
  const calls = serveStaff({
    '/engagement/mail/campaigns': () => page(rows),
    '/engagement/mail/cancel': () => {
      rows = [{ ...row, status: 'cancelled' }];
      return rows[0];
    },
  });
  renderAs('admin', <Campaigns />);
  expect(await screen.findByText('Hafta sonu hediyesi')).toBeTruthy();
  expect(screen.getByText('Sırada')).toBeTruthy();
  cancelWith('yanlış segment');
  expect(await screen.findByText('İptal edildi')).toBeTruthy();
  expect(calls.find((c) => c.path === '/engagement/mail/cancel')?.body).toEqual({
    id: 5,
    reason: 'yanlış segment',
  });
  expect(screen.queryByRole('button', { name: 'İptal et' })).toBeNull();
});

it('keeps a refused cancellation in the dialog', async () => {
  serveStaff({
    '/engagement/mail/campaigns': page([row]),
    '/engagement/mail/cancel': fail('409', 'Gönderim başladı; iptal edilemez.'),
  });
  renderAs('admin', <Campaigns />);
  await screen.findByText('Hafta sonu hediyesi');
  cancelWith('yanlış segment');
  expect((await screen.findByRole('alert')).textContent).toBe('Gönderim başladı; iptal edilemez.');
});

it('says so when nothing was sent', async () => {
  serveStaff({ '/engagement/mail/campaigns': page([]) });
  renderAs('admin', <Campaigns />);
  expect(await screen.findByText('Henüz gönderim yok.')).toBeTruthy();
});

it('offers no cancel without mail.send', async () => {
  serveStaff({ '/engagement/mail/campaigns': page([row]) });
  renderAs('finance', <Campaigns />);
  await waitFor(() => expect(screen.getByText('Hafta sonu hediyesi')).toBeTruthy());
  expect(screen.queryByRole('button', { name: 'İptal et' })).toBeNull();
});
