// The virtual grid keeps only the rows in and near the window in the DOM, follows the scroll,
// fetches the next page near the end of the loaded games, and has its empty and error states.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { GameGrid, gridLayout, type GameGridProps } from './GameGrid.tsx';
import { game, renderAt, serve } from '../../testing/test-utils.tsx';

const ALL = Array.from({ length: 3000 }, (_, i) => game(i + 1));

function props(extra: Partial<GameGridProps> = {}): GameGridProps {
  return {
    games: ALL,
    total: ALL.length,
    pending: false,
    error: false,
    onRetry: () => undefined,
    hasMore: false,
    fetchingMore: false,
    fetchMore: () => undefined,
    label: 'Tüm Oyunlar',
    empty: <p>boş</p>,
    ...extra,
  };
}

const cards = () => screen.queryAllByTestId('game-card');
const ids = () => cards().map((c) => Number(c.dataset.gameId));

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 't' });
  useUi.setState({ isPc: true });
  serve({});
  window.innerWidth = 1024;
  window.innerHeight = 768;
  window.scrollTo(0, 0);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('gridLayout', () => {
  it('fits columns to the width with a row height from the 3:4 art', () => {
    expect(gridLayout(1128, false)).toEqual({ columns: 7, gap: 16, rowHeight: 279 });
    expect(gridLayout(1024, false).columns).toBe(6);
    expect(gridLayout(342, true)).toMatchObject({ columns: 3, gap: 10 });
  });
});

describe('GameGrid', () => {
  it('renders only the rows in and near the window out of 3,000 games', () => {
    renderAt(<GameGrid {...props()} />);
    const { columns, rowHeight } = gridLayout(1024, false);
    const rows = Math.ceil(768 / rowHeight) + 2; // the window's rows and the overscan
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().length).toBeLessThanOrEqual(rows * columns);
    expect(ids()[0]).toBe(1);
    // The list is as tall as all 3,000 games, so the scrollbar is honest.
    const list = screen.getByRole('list', { name: 'Tüm Oyunlar' });
    expect(parseFloat(list.style.height)).toBe(Math.ceil(3000 / columns) * rowHeight);
  });

  it('follows the scroll: far down, other rows replace the first ones', async () => {
    renderAt(<GameGrid {...props()} />);
    const { columns, rowHeight } = gridLayout(1024, false);
    await act(async () => {
      window.scrollTo(0, rowHeight * 200);
      fireEvent.scroll(window);
    });
    await vi.waitFor(() => expect(ids()).not.toContain(1));
    const first = Math.min(...ids());
    expect(first).toBeGreaterThan(190 * columns);
    expect(first).toBeLessThanOrEqual(200 * columns + 1);
    expect(cards().length).toBeLessThanOrEqual((Math.ceil(768 / rowHeight) + 4) * columns);
  });

  it('shows skeletons for games not loaded yet and asks for the next page near them', () => {
    const fetchMore = vi.fn();
    const { container } = renderAt(
      <GameGrid {...props({ games: ALL.slice(0, 12), total: 3000, hasMore: true, fetchMore })} />,
    );
    expect(cards()).toHaveLength(12);
    expect(container.querySelectorAll('.game-tile-skeleton').length).toBeGreaterThan(0);
    expect(fetchMore).toHaveBeenCalled();
  });

  it('does not ask for more while a page is on its way or when there is none', () => {
    const fetchMore = vi.fn();
    renderAt(<GameGrid {...props({ games: ALL.slice(0, 12), total: 12, fetchMore })} />);
    cleanup();
    renderAt(
      <GameGrid
        {...props({
          games: ALL.slice(0, 12),
          total: 3000,
          hasMore: true,
          fetchingMore: true,
          fetchMore,
        })}
      />,
    );
    expect(fetchMore).not.toHaveBeenCalled();
  });

  it('has skeleton tiles while loading, an empty state, and an error state with a retry', async () => {
    const { container } = renderAt(<GameGrid {...props({ games: [], total: 0, pending: true })} />);
    expect(container.querySelectorAll('.game-tile-skeleton').length).toBeGreaterThan(0);
    cleanup();
    renderAt(<GameGrid {...props({ games: [], total: 0 })} />);
    expect(screen.getByText('boş')).toBeTruthy();
    cleanup();
    const onRetry = vi.fn();
    renderAt(<GameGrid {...props({ games: [], total: 0, pending: true, error: true, onRetry })} />);
    expect(screen.getByRole('heading', { name: 'Oyunlar yüklenemedi' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' })));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
