// The root route scrolls to the top on every navigation (S2.1) and names the page in the
// title; a strict miss (a trailing slash) shows the 404 it is given.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setLanguage } from '../lib/i18n.ts';
import { initialSession, useSession } from '../lib/session.ts';
import { RootShell } from './RootShell.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderShell(path: string) {
  const page = (name: string, title: string) => ({
    path: name,
    handle: { name, meta: { title } },
    element: <p>{name} page</p>,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootShell miss={<p>strict miss</p>} />,
        children: [page('promotions', 'route.promotions'), page('share', 'route.share')],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RootShell', () => {
  it('scrolls to the top on each navigation and sets the title', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/promotions');
    await screen.findByText('promotions page');
    scrollTo.mockClear();
    await act(async () => router.navigate('/share'));
    await screen.findByText('share page');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(document.title).toMatch(/ · Talih$/);
    expect(document.title).not.toMatch(/^Promo/);
  });

  it('shows the 404 it is given for a trailing slash', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderShell('/share/');
    expect(await screen.findByText('strict miss')).toBeTruthy();
    expect(screen.queryByText('share page')).toBeNull();
    expect(document.title).toBe('Sayfa bulunamadı · Talih');
  });
});
