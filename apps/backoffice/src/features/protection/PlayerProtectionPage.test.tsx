// A player's protection: risk excludes the player for 30 days with a reason (the page reads
// again); a refused exclusion stays in the dialog; no limits, exclusions or changes say so; a
// role without protection.manage sees no actions.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { PlayerProtectionPage } from './PlayerProtectionPage.tsx';

const quiet = {
  overview: {
    limits: [],
    sessionLimit: { minutes: null, pending: null },
    realityCheckMinutes: null,
    exclusion: null,
    missingRequired: [],
    depositCapMinor: null,
    coolingOffHours: 24,
  },
  exclusions: [],
  events: [],
};

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(role: Parameters<typeof renderAs>[0]) {
  return renderAs(
    role,
    <Routes>
      <Route path="/protection/players/:userId" element={<PlayerProtectionPage />} />
    </Routes>,
    { path: '/protection/players/7' },
  );
}

function excludeWith(reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Hariç tut…' }));
  const form = screen.getByText('Oyuncu oyundan hariç tutulsun mu?').closest('form')!;
  fireEvent.change(form.querySelector('textarea')!, { target: { value: reason } });
  fireEvent.submit(form);
}

it('excludes the player for 30 days with a reason', async () => {
  const calls = serveStaff({
    '/protection/player': quiet,
    '/protection/exclude': { exclusionId: 3 },
  });
  renderPage('risk');
  expect(await screen.findByText('Oyuncu #7 · koruma')).toBeTruthy();
  excludeWith('kumar sorunu bildirildi');
  expect(await screen.findByText('Oyuncu hariç tutuldu.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/protection/exclude')?.body).toEqual({
    userId: 7,
    days: 30,
    reason: 'kumar sorunu bildirildi',
  });
  await waitFor(() => expect(calls.filter((c) => c.path === '/protection/player')).toHaveLength(2));
});

it('keeps a refused exclusion in the dialog', async () => {
  serveStaff({
    '/protection/player': quiet,
    '/protection/exclude': fail('409', 'Oyuncu zaten hariç tutulmuş.'),
  });
  renderPage('risk');
  await screen.findByText('Oyuncu #7 · koruma');
  excludeWith('kumar sorunu bildirildi');
  expect((await screen.findByRole('alert')).textContent).toBe('Oyuncu zaten hariç tutulmuş.');
});

it('says so when the player has no limits, exclusions or changes', async () => {
  serveStaff({ '/protection/player': quiet });
  renderPage('risk');
  expect(await screen.findByText('Oyuncunun limiti yok.')).toBeTruthy();
  expect(screen.getByText('Hiç hariç tutma yok.')).toBeTruthy();
  expect(screen.getByText('Henüz bir değişiklik yok.')).toBeTruthy();
});

it('shows no actions to a role without protection.manage', async () => {
  serveStaff({ '/protection/player': quiet });
  renderPage('support');
  expect(await screen.findByText('Oyuncu #7 · koruma')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Hariç tut…' })).toBeNull();
});
