import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Role } from '@talih/contracts/backoffice/permissions.ts';
import { initI18n } from '../lib/i18n.ts';
import { ME_KEY } from '../lib/session.ts';
import { Shell } from './Shell.tsx';

function renderAs(role: Role) {
  const client = new QueryClient();
  client.setQueryData(ME_KEY, {
    id: 1,
    name: 'ayse',
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    lang: 'tk',
    csrfToken: 'x',
    sandbox: false,
    currency: 'TRY',
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route element={<Shell />}>
            <Route index element={<p>içerik</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Ana menü' });
  return Array.from(nav.querySelectorAll('a'), (a) => a.textContent);
}

describe('the shell hides what a role cannot open', () => {
  beforeAll(() => initI18n('tk'));
  afterEach(cleanup);

  // Other areas add their own entries; these pin the foundation's.
  const FOUNDATION = ['Genel bakış', 'Onay bekleyenler', 'İşlem kayıtları', 'Personel'];
  const foundation = (labels: (string | null)[]) => labels.filter((l) => FOUNDATION.includes(l!));

  it('admin sees every area', () => {
    expect(foundation(renderAs('admin'))).toEqual(FOUNDATION);
  });
  it('finance sees approvals, not the audit log or staff', () => {
    expect(foundation(renderAs('finance'))).toEqual(['Genel bakış', 'Onay bekleyenler']);
  });
  it('risk sees the audit log, not approvals or staff', () => {
    expect(foundation(renderAs('risk'))).toEqual(['Genel bakış', 'İşlem kayıtları']);
  });
  it('support sees only the overview of the foundation areas', () => {
    expect(foundation(renderAs('support'))).toEqual(['Genel bakış']);
  });
});
