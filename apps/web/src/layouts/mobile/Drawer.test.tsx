// The drawer (docs/seed-spec.md S2 "Mobile drawer", S4.8 search drawer, S5 search debounce): empty
// input shows the menu (shortcuts, one icon per provider of the game list); typed words show a
// spinner until the results arrive a second after the typing stops (from the first letter on), then
// the seed's not-found line or the games as rows (real money); logged out, any action goes to
// login.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { Drawer } from './Drawer.tsx';
import { game, renderAt, serve, type Served } from '../../testing/test-utils.tsx';

const NOT_FOUND =
  'Üzgünüz, aradığınız sonuç bulunamadı. Belki farklı bir anahtar kelime deneyebilirsiniz.';

const lobby = {
  labelList: [],
  categoryList: [],
  providerList: [
    { firmCode: 'PP', firmName: 'Pragmatic Play', categoryId: 1, gameCount: 420 },
    { firmCode: 'EVO', firmName: 'Evolution', categoryId: 2, gameCount: 250 },
  ],
};

let release: () => void = () => undefined;
let calls: Served[] = [];
/** The words of every search the drawer sent, in order. */
const searches = () =>
  calls.filter((c) => c.path === '/labelGame/getSearchResults').map((c) => c.body.words);
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useUi.setState({ isPc: false, activeLabel: '' });
  calls = serve({
    '/labelGame/list': lobby,
    '/labelGame/getSearchResults': (body: Record<string, unknown>) =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            body.words === 'yok'
              ? []
              : [
                  game(4, { gameName: 'Roket' }),
                  game(5, {
                    gameName: 'Bonanza of Anadolu Jackpot King',
                    firmName: 'Microgaming',
                  }),
                ],
          );
      }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const drawer = () => screen.getByRole('dialog', { name: 'Menü' });
const input = () => within(drawer()).getByRole('searchbox', { name: 'Oyun ara' });
const onClose = vi.fn();

describe('Drawer', () => {
  it('shows the shortcuts and one icon per provider of the game list while the box is empty', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    expect(within(drawer()).getByRole('button', { name: 'Favoriler' })).toBeTruthy();
    const providers = await within(drawer()).findAllByTestId('drawer-provider');
    expect(providers.map((p) => p.textContent)).toEqual(['PPPragmatic Play', 'EVEvolution']);
  });

  it('opens a provider’s gameAll page with its category and code', async () => {
    const { router } = renderAt(<Drawer open onClose={onClose} />);
    const evolution = await within(drawer()).findByRole('button', { name: /Evolution/ });
    await act(async () => fireEvent.click(evolution));
    expect(router.state.location.pathname).toBe('/gameAll/2/Evolution/EVO');
  });

  it('shows a spinner until the results arrive, then real-money rows', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'roket' } }));
    expect(screen.getByTestId('drawer-search-loading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Favoriler' })).toBeNull();
    // Still loading once the call is out (after the debounce), until it answers.
    await waitFor(() => expect(searches()).toEqual(['roket']), { timeout: 3000 });
    expect(screen.getByTestId('drawer-search-loading')).toBeTruthy();
    await act(async () => release());
    const results = await screen.findByTestId('drawer-search-results');
    const links = within(results).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/gamePlaying/4/1',
      '/gamePlaying/5/1',
    ]);
    // Each row names the whole game and its provider; no "Demo" chip, as the row opens real money.
    expect(links.map((l) => l.textContent)).toEqual([
      'RoketPragmatic Play',
      'Bonanza of Anadolu Jackpot KingMicrogaming',
    ]);
    expect(within(results).queryByText('Demo')).toBeNull();
  });

  it('waits a second from the first letter on, also after the box was emptied', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'r' } }));
    await wait(500);
    expect(searches()).toEqual([]);
    expect(screen.getByTestId('drawer-search-loading')).toBeTruthy();
    await wait(600);
    expect(searches()).toEqual(['r']);
    await act(async () => release());
    await screen.findByTestId('drawer-search-results');

    // Emptied and typed again: the new first letter waits as well.
    await act(async () => fireEvent.change(input(), { target: { value: '' } }));
    await act(async () => fireEvent.change(input(), { target: { value: 'y' } }));
    await wait(500);
    expect(searches()).toEqual(['r']);
    await wait(600);
    expect(searches()).toEqual(['r', 'y']);
  });

  it('shows the seed’s not-found line for no results', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'yok' } }));
    await waitFor(() => expect(searches()).toEqual(['yok']), { timeout: 3000 });
    await act(async () => release());
    expect((await screen.findByTestId('drawer-search-empty')).textContent).toBe(NOT_FOUND);
  });

  it('goes back to the menu when the box is emptied', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'roket' } }));
    await act(async () => fireEvent.change(input(), { target: { value: '' } }));
    expect(screen.queryByTestId('drawer-search-loading')).toBeNull();
    expect(within(drawer()).getByRole('button', { name: 'Favoriler' })).toBeTruthy();
  });

  it('sends a visitor who is not logged in to login from any action', async () => {
    useSession.setState({ ...initialSession, token: 'tourist' });
    const first = renderAt(<Drawer open onClose={onClose} />);
    fireEvent.focus(input()); // focusing is not an action
    expect(first.router.state.location.pathname).toBe('/');
    await act(async () => fireEvent.change(input(), { target: { value: 'r' } }));
    expect(first.router.state.location.pathname).toBe('/login');
    cleanup();
    const second = renderAt(<Drawer open onClose={onClose} />);
    await act(async () =>
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Favoriler' })),
    );
    expect(second.router.state.location.pathname).toBe('/login');
    expect(useUi.getState().activeLabel).toBe('');
  });

  it('has a shortcut to the recent games; a visitor goes to login and comes back there', async () => {
    const player = renderAt(<Drawer open onClose={onClose} />);
    const shortcuts = within(drawer()).getByRole('navigation', { name: 'Kısayollar' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Spor', 'Favoriler', 'Son Oynananlar']);
    await act(async () =>
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Son Oynananlar' })),
    );
    expect(player.router.state.location.pathname).toBe('/recentGameRecords');
    cleanup();
    useSession.setState({ ...initialSession, token: 'tourist' });
    const visitor = renderAt(<Drawer open onClose={onClose} />);
    await act(async () =>
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Son Oynananlar' })),
    );
    expect(visitor.router.state.location.pathname).toBe('/login');
    expect(visitor.router.state.location.search).toBe('?redirect=%2FrecentGameRecords');
  });

  it('takes a player to Home with Favoriler active', async () => {
    const { router } = renderAt(<Drawer open onClose={onClose} />, { path: '/sport' });
    await act(async () =>
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Favoriler' })),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(useUi.getState().activeLabel).toBe('favoriler');
  });
});
