// The favourite toggle: the heart changes at once (optimistic), the call carries opt 1/0, and a
// failed call puts that heart back (and says why) without touching the others. The favourite
// ids loaded at startup (after getUserInfo) never undo a heart toggled while they load.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { useToasts } from '../../lib/toast.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { loadFavoriteIds } from '../../lib/lobby.ts';
import { FavoriteButton } from './GameTile.tsx';
import { game, renderAt, serve } from '../../testing/test-utils.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useSession.setState({ favoriteGameList: [99] });
  useUi.setState({ isPc: true });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server whose favourite call waits until the test lets it answer. */
function pendingServer() {
  let answer: (data: unknown) => void = () => undefined;
  const calls = serve({
    '/labelGame/favoriteGame': () => new Promise((resolve) => (answer = resolve)),
  });
  return { calls, answer: (data: unknown) => answer(data) };
}

const heart = () => screen.getByRole('button', { name: 'Favori: Oyun 5' });

describe('favourite toggle', () => {
  it('fills the heart before the server answers and keeps it when the call succeeds', async () => {
    const server = pendingServer();
    renderAt(<FavoriteButton game={game(5)} />);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(heart()));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(useSession.getState().favoriteGameList).toEqual([5, 99]);
    expect(server.calls.map((c) => [c.path, c.body.gameId, c.body.opt])).toEqual([
      ['/labelGame/favoriteGame', 5, 1],
    ]);
    await act(async () => server.answer({ gameId: 5, favorite: true, total: 2 }));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the heart back when the call fails, and says why', async () => {
    const server = pendingServer();
    renderAt(<FavoriteButton game={game(5)} />);
    await act(async () => fireEvent.click(heart()));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await act(async () => server.answer({ state: '500', msg: 'En fazla 500 favori.' }));
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(useSession.getState().favoriteGameList).toEqual([99]);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['En fazla 500 favori.']);
  });

  it('removes with opt 0 and restores the favourite when that fails', async () => {
    useSession.setState({ favoriteGameList: [5, 99] });
    const server = pendingServer();
    renderAt(<FavoriteButton game={game(5)} />);
    await act(async () => fireEvent.click(heart()));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(server.calls[0]?.body.opt).toBe(0);
    await act(async () => server.answer({ state: '500', msg: 'Bir sorun oluştu' }));
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(useSession.getState().favoriteGameList).toContain(5);
    expect(useSession.getState().favoriteGameList).toContain(99);
  });
});

/**
 * A server whose favourite-ids load (getFavoriteGames) and favourite call both wait until the
 * test lets them answer.
 */
function slowServer() {
  let answerIds: (ids: number[]) => void = () => undefined;
  let answerToggle: (data: unknown) => void = () => undefined;
  const calls = serve({
    '/labelGame/getFavoriteGames': () =>
      new Promise((resolve) => {
        answerIds = (gameIds) =>
          resolve({ list: [], page: 1, pageSize: 1, total: gameIds.length, gameIds });
      }),
    '/labelGame/favoriteGame': () => new Promise((resolve) => (answerToggle = resolve)),
  });
  return {
    calls,
    answerIds: (ids: number[]) => answerIds(ids),
    answerToggle: (data: unknown) => answerToggle(data),
  };
}

describe('favourite ids loaded while hearts are toggled', () => {
  it('keeps a heart tapped before the startup load answers', async () => {
    useSession.setState({ favoriteGameList: [] });
    const server = slowServer();
    renderAt(<FavoriteButton game={game(5)} />);
    let loaded!: Promise<void>;
    await act(async () => {
      loaded = loadFavoriteIds();
    });
    await act(async () => fireEvent.click(heart()));
    await act(async () => server.answerToggle({ gameId: 5, favorite: true, total: 1 }));
    // The server read the list before the toggle reached it.
    await act(async () => {
      server.answerIds([99, 7]);
      await loaded;
    });
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(useSession.getState().favoriteGameList).toEqual([5, 99, 7]);
  });

  it('keeps a heart whose call is still out, whenever the load started', async () => {
    useSession.setState({ favoriteGameList: [5, 99] });
    const server = slowServer();
    renderAt(<FavoriteButton game={game(5)} />);
    await act(async () => fireEvent.click(heart()));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    let loaded!: Promise<void>;
    await act(async () => {
      loaded = loadFavoriteIds();
    });
    await act(async () => {
      server.answerIds([5, 99]);
      await loaded;
    });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(useSession.getState().favoriteGameList).toEqual([99]);
    await act(async () => server.answerToggle({ gameId: 5, favorite: false, total: 1 }));
    expect(useSession.getState().favoriteGameList).toEqual([99]);
  });

  it('takes the loaded list as it is for a toggle that failed meanwhile', async () => {
    useSession.setState({ favoriteGameList: [] });
    const server = slowServer();
    renderAt(<FavoriteButton game={game(5)} />);
    let loaded!: Promise<void>;
    await act(async () => {
      loaded = loadFavoriteIds();
    });
    await act(async () => fireEvent.click(heart()));
    await act(async () => server.answerToggle({ state: '500', msg: 'Bir sorun oluştu' }));
    await vi.waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await act(async () => {
      server.answerIds([99]);
      await loaded;
    });
    expect(useSession.getState().favoriteGameList).toEqual([99]);
  });

  it('drops a load that answers for a session that has ended meanwhile', async () => {
    useSession.setState({ favoriteGameList: [] });
    const server = slowServer();
    const loaded = loadFavoriteIds();
    useSession.getState().logoutLocal();
    useSession.getState().loginAsPlayer({ token: 'another' });
    server.answerIds([1, 2]);
    await loaded;
    expect(useSession.getState().favoriteGameList).toEqual([]);
  });
});
