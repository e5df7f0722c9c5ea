// The payments queues: finance confirms a havale with the bank statement's reference and the
// queue reads again; a filter asks the server for its own rows; a failed queue offers a retry;
// an empty queue says so; a role without the decision permissions (risk reads the queues) gets
// no buttons. The withdrawal queue's approval above the threshold says it waits for a second
// member.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { DepositRow, WithdrawalRow } from '@talih/contracts/backoffice/payments.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { DepositsPage } from './DepositsPage.tsx';
import { WithdrawalsPage } from './WithdrawalsPage.tsx';

const risk = {
  accountAgeDays: 40,
  depositsMinor: 500_00,
  withdrawalsMinor: 0,
  wageredSinceDepositMinor: 0,
  lastDepositMinor: null,
  sameIbanUserIds: [],
};
const deposit: DepositRow = {
  orderNo: 'D2026ABC123',
  userId: 7,
  nickname: 'kartal',
  realName: null,
  amountMinor: 250_00,
  status: 'pending',
  reference: 'TLH12345',
  reason: null,
  createdAt: Date.UTC(2026, 11, 6, 8, 0),
  expiresAt: Date.UTC(2026, 11, 7, 8, 0),
  toBank: 'Ziraat',
  toIban: null,
  risk,
};
const withdrawal: WithdrawalRow = {
  orderNo: 'W2026XYZ789',
  userId: 9,
  nickname: 'martı',
  amountMinor: 12_000_00,
  status: 'pending',
  holderName: 'Deniz Martı',
  bankName: 'Garanti',
  iban: 'TR330006100519786457841326',
  payoutError: null,
  reason: null,
  reviewedBy: null,
  createdAt: Date.UTC(2026, 11, 6, 9, 0),
  updatedAt: Date.UTC(2026, 11, 6, 9, 0),
  approvalId: null,
  risk,
};
const page = <T,>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('confirms a havale with the reference and reads the queue again', async () => {
  let rows = [deposit];
  const calls = serveStaff({
    '/payments/deposits': () => page(rows),
    '/payments/deposits/confirm': () => {
      rows = [];
      return { status: 'confirmed' };
    },
  });
  renderAs('finance', <DepositsPage />);
  expect(await screen.findByText('kartal')).toBeTruthy();
  expect(calls[0]?.body).toEqual({ status: 'open', page: 1, pageSize: 25 });
  fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  fireEvent.change(within(dialog).getByLabelText(/^Banka hareketindeki referans/), {
    target: { value: 'TLH12345' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla', hidden: true }));
  expect(
    await screen.findByText('Yatırım onaylandı; tutar oyuncunun bakiyesine eklendi.'),
  ).toBeTruthy();
  expect(calls.find((c) => c.path === '/payments/deposits/confirm')?.body).toEqual({
    orderNo: 'D2026ABC123',
    reference: 'TLH12345',
  });
  expect(await screen.findByText('Eşleşme bekleyen havale yok. Yeni talepler burada görünür.'));
});

it('asks the server for the rows of the status chosen, from page 1', async () => {
  const calls = serveStaff({ '/payments/deposits': page([deposit]) });
  renderAs('finance', <DepositsPage />);
  await screen.findByText('kartal');
  fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'rejected' } });
  await waitFor(() =>
    expect(calls.at(-1)?.body).toEqual({ status: 'rejected', page: 1, pageSize: 25 }),
  );
  expect(await screen.findByRole('columnheader', { name: 'Gerekçe' })).toBeTruthy();
});

it('offers a retry when the queue fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/payments/deposits': () => answer });
  renderAs('finance', <DepositsPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([deposit]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('kartal')).toBeTruthy();
});

it('says so when no havale waits', async () => {
  serveStaff({ '/payments/deposits': page([]) });
  renderAs('finance', <DepositsPage />);
  expect(
    await screen.findByText('Eşleşme bekleyen havale yok. Yeni talepler burada görünür.'),
  ).toBeTruthy();
});

it('gives a role that only reads the queues no decision buttons', async () => {
  serveStaff({
    '/payments/deposits': page([deposit]),
    '/payments/withdrawals': page([withdrawal]),
  });
  renderAs('risk', <DepositsPage />);
  expect(await screen.findByText('kartal')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reddet' })).toBeNull();
  cleanup();
  renderAs('risk', <WithdrawalsPage />);
  expect(await screen.findByText('martı')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
});

it('says an approval above the threshold waits for a second member', async () => {
  const calls = serveStaff({
    '/payments/withdrawals': page([withdrawal]),
    '/payments/withdrawals/approve': { status: 'pending', approvalId: 12 },
  });
  renderAs('finance', <WithdrawalsPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Onayla' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla', hidden: true }));
  expect(
    await screen.findByText('Tutar eşiğin üzerinde: çekim ikinci bir yetkilinin onayını bekliyor.'),
  ).toBeTruthy();
  expect(calls.find((c) => c.path === '/payments/withdrawals/approve')?.body).toEqual({
    orderNo: 'W2026XYZ789',
    reason: '',
  });
});
