// The tab bar sends a logged-out visitor to login (except Home) and lets a player through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TabBar } from './TabBar.tsx';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TabBar /> },
      { path: '/login', element: <p>login page</p> },
      {
        path: '/sport',
        element: (
          <>
            <p>sport page</p>
            <TabBar />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  await setLanguage('tk');
  useSession.setState({ ...initialSession });
  useSiteConfig.setState({ config: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jurisdiction = {
  code: 'sandbox',
  currency: 'TRY',
  phoneCallingCodes: ['90'],
  minimumAge: 18,
  limitsRequiredAtSignup: [],
  increaseCoolingOffHours: 24,
  realityCheckMinutes: 60,
  timeOutOptionsHours: [24],
  selfExclusionOptionsMonths: [6],
  panicButton: false,
  helpLines: [],
};

describe('TabBar', () => {
  it('shows the five tabs in Turkish', () => {
    renderAt('/');
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['Ana Sayfa', 'Spor', 'Promo', 'Paylaş', 'Profil']);
  });

  it('hides Spor when the server has no sportsbook', () => {
    useSiteConfig.setState({
      config: {
        mode: 'production',
        features: { sport: false, depositMethods: ['havale'] },
        jurisdiction: { ...jurisdiction },
      },
    });
    renderAt('/');
    const labels = screen.getAllByRole('button').map((b) => b.textContent);
    expect(labels).toEqual(['Ana Sayfa', 'Promo', 'Paylaş', 'Profil']);
  });

  it('sends a logged-out visitor to login', async () => {
    const router = renderAt('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spor' })));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a logged-in player through and refreshes their user info on each tap', async () => {
    useSession.getState().loginAsPlayer({ token: 't' });
    const router = renderAt('/');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spor' })));
    expect(router.state.location.pathname).toBe('/sport');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ana Sayfa' })));
    expect(router.state.location.pathname).toBe('/');
    const paths = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(paths.filter((p) => p.endsWith('/user/getUserInfo'))).toHaveLength(2);
  });

  it('keeps Home open to a guest (a deliberate difference: the seed sends them to login)', async () => {
    const router = renderAt('/sport');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ana Sayfa' })));
    expect(router.state.location.pathname).toBe('/');
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
