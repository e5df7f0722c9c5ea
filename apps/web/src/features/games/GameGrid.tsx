// A grid of games that stays smooth with thousands of them: only the rows in and near the
// window are in the DOM (@tanstack/react-virtual against the window's scroll). Columns follow
// the width; a row's height follows from the 3:4 art, so it is known before anything loads and
// nothing shifts. Rows past the loaded games show skeleton tiles, and the next page is fetched
// when they come near. Loading, empty and error states are the shared StatePanel's.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useUi } from '../../lib/ui-store.ts';
import type { TileGame } from './GameTile.tsx';
import { gridLayout, OVERSCAN_ROWS, PREFETCH_ROWS, useGridBox } from './grid/layout.ts';
import { GridLoadError, GridSkeleton, MoreError } from './grid/parts.tsx';
import { VirtualRows } from './grid/VirtualRows.tsx';
import './tiles.css';

export { gridLayout, type GridLayout } from './grid/layout.ts';
export { BrowseGamesPanel, TileSkeleton } from './grid/parts.tsx';

export interface GameGridProps {
  games: readonly TileGame[];
  /** Every game of the list, loaded or not (the server's total); at least games.length. */
  total: number;
  /** Nothing loaded yet. */
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  fetchingMore: boolean;
  fetchMore: () => void;
  /** The accessible name of the list. */
  label: string;
  /** Shown instead of the grid when the list is empty. */
  empty: ReactNode;
  /** A line under a game in place of "playing now" (recent games: "last played"). */
  metaOf?: (game: TileGame) => ReactNode;
  realOnly?: boolean;
  /** false: the tiles show no "Demo" chip (GameTile's demoChip). */
  demoChip?: boolean;
}

export function GameGrid(props: GameGridProps) {
  const mobile = !useUi((s) => s.isPc);
  const ref = useRef<HTMLDivElement>(null);
  const box = useGridBox(ref);
  const layout = gridLayout(box.width, mobile);
  const { games, hasMore, fetchingMore, fetchMore } = props;
  // After a failed page the grid ends at the loaded games, with the retry under them.
  const shown = props.error ? games.length : Math.max(props.total, games.length);
  // Rows for every game the server has, loaded or not: the page is as tall as the list.
  const rowCount = props.pending ? 0 : Math.ceil(shown / layout.columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: box.top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight, layout.columns]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  const loadedRows = Math.ceil(games.length / layout.columns);
  useEffect(() => {
    if (hasMore && !fetchingMore && !props.error && lastRow >= loadedRows - PREFETCH_ROWS) {
      fetchMore();
    }
  }, [hasMore, fetchingMore, props.error, lastRow, loadedRows, fetchMore]);

  const gridStyle = {
    gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
    columnGap: layout.gap,
  };

  let body: ReactNode;
  if (props.pending && props.error) body = <GridLoadError onRetry={props.onRetry} />;
  else if (props.pending) body = <GridSkeleton columns={layout.columns} style={gridStyle} />;
  else if (shown === 0) body = props.empty;
  else {
    body = (
      <VirtualRows
        rows={rows}
        totalSize={virtualizer.getTotalSize()}
        scrollMargin={virtualizer.options.scrollMargin}
        layout={layout}
        gridStyle={gridStyle}
        shown={shown}
        games={games}
        label={props.label}
        fetchingMore={fetchingMore}
        tile={props}
      />
    );
  }

  return (
    <div ref={ref} className="vgrid-box">
      {body}
      {props.error && !props.pending && <MoreError onRetry={props.onRetry} />}
    </div>
  );
}

/** The grid's props of a paged list query (useInfiniteQuery over {list, total}). */
export function useInfiniteGrid<G extends TileGame>(
  query: UseInfiniteQueryResult<InfiniteData<{ list: G[]; total: number }>>,
): Pick<
  GameGridProps,
  'total' | 'pending' | 'error' | 'onRetry' | 'hasMore' | 'fetchingMore' | 'fetchMore'
> & { games: G[] } {
  const pages = query.data?.pages;
  const games = useMemo(() => {
    // A game that moved between pages while paging is shown once.
    const seen = new Set<number>();
    return (pages ?? []).flatMap((p) =>
      p.list.filter((g) => !seen.has(g.gameId) && seen.add(g.gameId)),
    );
  }, [pages]);
  const { fetchNextPage, refetch } = query;
  return {
    games,
    total: pages?.[0]?.total ?? 0,
    pending: query.isPending,
    error: query.isError || query.isFetchNextPageError,
    onRetry: () => void (query.isFetchNextPageError ? fetchNextPage() : refetch()),
    hasMore: query.hasNextPage,
    fetchingMore: query.isFetchingNextPage,
    fetchMore: () => void fetchNextPage(),
  };
}
