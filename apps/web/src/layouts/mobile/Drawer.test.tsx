// The drawer (SEED-SPEC S2 "Mobile drawer", S4 "Search drawer"): empty input shows the menu and
// one icon per provider of the game list; typed words show a spinner until the results
// arrive, then the seed's not-found line or the cards (real money); logged out, any action
// goes to login.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { Drawer } from './Drawer.tsx';
import { game, renderAt, serve } from '../../features/games/test-utils.tsx';

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
beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useUi.setState({ isPc: false, activeLabel: '' });
  serve({
    '/labelGame/list': lobby,
    '/labelGame/getSearchResults': (body: Record<string, unknown>) =>
      new Promise((resolve) => {
        release = () => resolve(body.words === 'yok' ? [] : [game(4, { gameName: 'Roket' })]);
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

  it('shows a spinner until the results arrive, then real-money cards', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'roket' } }));
    expect(screen.getByTestId('drawer-search-loading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Favoriler' })).toBeNull();
    // Still loading once the second has passed and the call is out, until it answers.
    await new Promise((r) => setTimeout(r, 1100));
    expect(screen.getByTestId('drawer-search-loading')).toBeTruthy();
    await act(async () => release());
    const results = await screen.findByTestId('drawer-search-results');
    expect(within(results).getByRole('link').getAttribute('href')).toBe('/gamePlaying/4/1');
  });

  it('shows the seed’s not-found line for no results', async () => {
    renderAt(<Drawer open onClose={onClose} />);
    await act(async () => fireEvent.change(input(), { target: { value: 'yok' } }));
    await new Promise((r) => setTimeout(r, 1100));
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

  it('takes a player to Home with Favoriler active', async () => {
    const { router } = renderAt(<Drawer open onClose={onClose} />, { path: '/sport' });
    await act(async () =>
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Favoriler' })),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(useUi.getState().activeLabel).toBe('favoriler');
  });
});
