// Bonus: a grant of an active template to a player (done, or waiting for a second approver
// above the threshold) with the form's checks first; a refusal under the form; no active
// template says so; the template list offers "new template" only with bonus.write.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { TemplateRow } from '@talih/contracts/backoffice/bonus.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { GrantPage } from './GrantPage.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';

const template: TemplateRow = {
  id: 3,
  code: 'HOSGELDIN-100',
  kind: 'deposit_match',
  trigger: 'first_deposit',
  status: 'active',
  title: { tk: 'Hoş geldin bonusu', en: 'Welcome bonus' },
  currentVersion: 2,
  pendingVersion: null,
  updatedAt: 0,
};
const page = (rows: TemplateRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('checks the form, then grants a bonus that waits for a second approver', async () => {
  const calls = serveStaff({
    '/bonus/templates': page([template]),
    '/bonus/grant': { status: 'pending', approvalId: 9 },
  });
  renderAs('admin', <GrantPage />, { path: '/bonus/grant?userId=12' });
  fireEvent.click(screen.getByRole('button', { name: 'Bonusu tanımla' }));
  expect(screen.getByText('Şablon zorunludur.')).toBeTruthy();
  expect(calls.filter((c) => c.path === '/bonus/grant')).toHaveLength(0);
  await screen.findByRole('option', { name: 'HOSGELDIN-100 · Hoş geldin bonusu' });
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'HOSGELDIN-100' } });
  type(/^Tutar \(₺\)/, '250,50');
  type('Gerekçe', 'şikâyet telafisi');
  fireEvent.click(screen.getByRole('button', { name: 'Bonusu tanımla' }));
  expect(
    await screen.findByText(
      'Tutar onay sınırının üzerinde; ikinci bir yetkilinin onayına gönderildi.',
    ),
  ).toBeTruthy();
  expect(calls.find((c) => c.path === '/bonus/grant')?.body).toEqual({
    userId: 12,
    templateCode: 'HOSGELDIN-100',
    amountMinor: 25050,
    reason: 'şikâyet telafisi',
  });
});

it('shows a refused grant under the form', async () => {
  serveStaff({
    '/bonus/templates': page([template]),
    '/bonus/grant': fail('409', 'Tutar şablonun üst sınırını aşıyor.'),
  });
  renderAs('admin', <GrantPage />, { path: '/bonus/grant?userId=12' });
  await screen.findByRole('option', { name: 'HOSGELDIN-100 · Hoş geldin bonusu' });
  type('Şablon', 'HOSGELDIN-100');
  type('Gerekçe', 'şikâyet telafisi');
  fireEvent.click(screen.getByRole('button', { name: 'Bonusu tanımla' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Tutar şablonun üst sınırını aşıyor.',
  );
});

it('says so when no template is active', async () => {
  serveStaff({ '/bonus/templates': page([]) });
  renderAs('admin', <GrantPage />);
  expect(await screen.findByText('Tanımlanabilecek etkin şablon yok.')).toBeTruthy();
});

it('offers a new template only to a role with bonus.write', async () => {
  serveStaff({ '/bonus/templates': page([template]) });
  renderAs('finance', <TemplatesPage />);
  expect(await screen.findByText('HOSGELDIN-100')).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Yeni şablon' })).toBeNull();
  cleanup();
  renderAs('content', <TemplatesPage />);
  await waitFor(() => expect(screen.getByRole('link', { name: 'Yeni şablon' })).toBeTruthy());
});
