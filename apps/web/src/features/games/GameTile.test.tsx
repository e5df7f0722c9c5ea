// A game card: what it shows (provider, Demo chip, "playing now" only above 0) and where a click
// goes (play-mode.ts's rules), replacing a game page it is clicked on.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { GameTile } from './GameTile.tsx';
import { game, renderAt, serve } from '../../testing/test-utils.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 'tourist-token' });
  useUi.setState({ isPc: true });
  serve({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = () => screen.getByRole('link');

describe('GameTile', () => {
  it('shows the name, the provider and the Demo chip; no count when nobody plays', () => {
    renderAt(<GameTile game={game(5, { gameName: 'Nazar Slot', firmName: 'Talih Stüdyo' })} />);
    expect(screen.getByText('Nazar Slot')).toBeTruthy();
    expect(screen.getByText('Talih Stüdyo')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(screen.queryByText(/oynuyor/)).toBeNull();
  });

  it('shows the real playing-now count when it is above 0', () => {
    renderAt(<GameTile game={game(5, { playingNow: 1234, haveDemo: false })} />);
    expect(screen.getByText('1.234 kişi oynuyor')).toBeTruthy();
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('shows no Demo chip on a real-money-only card (the drawer’s) nor where asked not to', () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    useUi.setState({ isPc: false });
    renderAt(<GameTile game={game(5)} realOnly />);
    expect(link().getAttribute('href')).toBe('/gamePlaying/5/1');
    expect(screen.queryByText('Demo')).toBeNull();
    cleanup();
    renderAt(<GameTile game={game(5)} demoChip={false} />);
    expect(link().getAttribute('href')).toBe('/gamePlayingFront/5');
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('sends a tourist to login for a game with a demo, coming back to the demo', async () => {
    const { router } = renderAt(<GameTile game={game(5)} />);
    expect(link().getAttribute('href')).toBe('/login?redirect=%2FgamePlayingFront%2F5');
    await act(async () => fireEvent.click(link()));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a tourist to login for a game without a demo, coming back to it', async () => {
    const { router } = renderAt(<GameTile game={game(6, { haveDemo: false })} />);
    await act(async () => fireEvent.click(link()));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2FgamePlaying%2F6');
  });

  it('sends an expired login to login first', async () => {
    useSession.getState().loginAsPlayer({ token: 'p' }, Date.now() - 8 * 24 * 3600_000);
    renderAt(<GameTile game={game(7, { haveDemo: false })} />);
    expect(link().getAttribute('href')).toBe('/login?redirect=%2FgamePlaying%2F7');
  });

  it('opens a player the demo page of a game with a demo, and stores the game', async () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    const { router } = renderAt(<GameTile game={game(5)} />);
    expect(link().getAttribute('href')).toBe('/gamePlayingFront/5');
    await act(async () => fireEvent.click(link()));
    expect(router.state.location.pathname).toBe('/gamePlayingFront/5');
    // The seed's "store it": the game page knows the game before its launch call answers.
    expect((useSession.getState().haveDemoInfo as { gameId: number }).gameId).toBe(5);
  });

  it('opens real money for a player when there is no demo, in each route set’s URL shape', () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    renderAt(<GameTile game={game(8, { haveDemo: false })} />);
    expect(link().getAttribute('href')).toBe('/gamePlaying/8');
    cleanup();
    useUi.setState({ isPc: false });
    renderAt(<GameTile game={game(8, { haveDemo: false })} />);
    expect(link().getAttribute('href')).toBe('/gamePlaying/8/1');
  });

  it('replaces the game page it is clicked on, and pushes anywhere else', async () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    const onGame = renderAt(<GameTile game={game(9, { haveDemo: false })} />, {
      path: '/gamePlaying/1',
      before: ['/'],
    });
    await act(async () => fireEvent.click(link()));
    expect(onGame.router.state.location.pathname).toBe('/gamePlaying/9');
    expect(onGame.router.state.historyAction).toBe('REPLACE');
    cleanup();
    const onHome = renderAt(<GameTile game={game(9, { haveDemo: false })} />);
    await act(async () => fireEvent.click(link()));
    expect(onHome.router.state.historyAction).toBe('PUSH');
  });

  it('has a favourite toggle with a name and a pressed state', () => {
    useSession.setState({ favoriteGameList: [10] });
    renderAt(<GameTile game={game(10, { gameName: 'Roket' })} />);
    const heart = screen.getByRole('button', { name: 'Favori: Roket' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a visitor who is not logged in to login from the heart', async () => {
    const { router } = renderAt(<GameTile game={game(11)} />, { path: '/gameAll/0/x' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Favori/ })));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2FgameAll%2F0%2Fx');
  });
});
