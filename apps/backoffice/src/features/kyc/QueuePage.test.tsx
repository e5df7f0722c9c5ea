// The KYC queue: waiting documents with a link to review each, a filter asking the server for
// its own rows; a failed queue offers a retry; an empty queue says so; a role without kyc.read
// gets the server's refusal and no rows.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { KycQueueRow } from '@talih/contracts/backoffice/kyc.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { QueuePage } from './QueuePage.tsx';

const row: KycQueueRow = {
  documentId: 31,
  userId: 7,
  nickname: 'kartal',
  level: 'basic',
  kind: 'identity',
  status: 'pending',
  fileName: 'kimlik.jpg',
  mime: 'image/jpeg',
  sizeBytes: 120_000,
  createdAt: Date.UTC(2026, 11, 6, 8, 0),
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
};
const page = (rows: KycQueueRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists waiting documents and asks again for a filter', async () => {
  const calls = serveStaff({ '/kyc/queue': page([row]) });
  renderAs('risk', <QueuePage />);
  expect(await screen.findByText('kartal')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'İncele' }).getAttribute('href')).toContain('/7');
  expect(calls[0]?.body).toEqual({ status: 'pending', page: 1, pageSize: 25 });
  fireEvent.change(screen.getByLabelText('Seviye'), { target: { value: 'verified' } });
  await waitFor(() =>
    expect(calls.at(-1)?.body).toEqual({
      status: 'pending',
      level: 'verified',
      page: 1,
      pageSize: 25,
    }),
  );
});

it('offers a retry when the queue fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/kyc/queue': () => answer });
  renderAs('risk', <QueuePage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([row]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('kartal')).toBeTruthy();
});

it('says so when nothing waits for review', async () => {
  serveStaff({ '/kyc/queue': page([]) });
  renderAs('risk', <QueuePage />);
  expect(await screen.findByText('İnceleme bekleyen belge yok.')).toBeTruthy();
});

it("shows the server's refusal to a role without kyc.read", async () => {
  serveStaff({ '/kyc/queue': fail('403', 'Bu işlem için yetkiniz yok.') });
  renderAs('finance', <QueuePage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Bu işlem için yetkiniz yok.');
  expect(screen.queryByText('kartal')).toBeNull();
});
