// A grid of games that stays smooth with thousands of them: only the rows in and near the
// window are in the DOM (@tanstack/react-virtual against the window's scroll). Columns follow
// the width; a row's height follows from the 3:4 art, so it is known before anything loads and
// nothing shifts. Rows past the loaded games show skeleton tiles, and the next page is fetched
// when they come near. Loading, empty and error states are the shared StatePanel's.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { AlertTriangle, LayoutGrid, RotateCcw, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui-store.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { GameTile, type TileGame } from './GameTile.tsx';
import './tiles.css';

/** Below the art: 6 px margin, the name (20), provider (18), meta line (18) and 3 gaps of 2. */
const TILE_TEXT_PX = 68;
const DESKTOP_GAP_PX = 16;
const MOBILE_GAP_PX = 10;
const ROW_GAP_PX = 14;
const DESKTOP_MIN_TILE_PX = 144;
const MAX_COLUMNS = 8;
const MOBILE_COLUMNS = 3;
/** Fetch the next page when the window is this many rows from the last loaded game. */
const PREFETCH_ROWS = 3;
const OVERSCAN_ROWS = 2;

export interface GridLayout {
  columns: number;
  gap: number;
  rowHeight: number;
}

/** Columns, gap and row height of a grid `width` px wide. */
export function gridLayout(width: number, mobile: boolean): GridLayout {
  const gap = mobile ? MOBILE_GAP_PX : DESKTOP_GAP_PX;
  const columns = mobile
    ? MOBILE_COLUMNS
    : Math.max(2, Math.min(MAX_COLUMNS, Math.floor((width + gap) / (DESKTOP_MIN_TILE_PX + gap))));
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round((tileWidth * 4) / 3 + TILE_TEXT_PX + ROW_GAP_PX);
  return { columns, gap, rowHeight };
}

/** The grid's width and its distance from the top of the page, kept up to date. */
function useGridBox(ref: React.RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      // happy-dom and a detached node measure 0: fall back to the window's width.
      const width = Math.round(rect.width || el.clientWidth || window.innerWidth);
      const top = Math.round(rect.top + window.scrollY);
      setBox((b) => (b.width === width && b.top === top ? b : { width, top }));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    // Content above the grid (banners, rows) may change height after it loads.
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return box;
}

export function TileSkeleton() {
  return (
    <div className="game-tile-skeleton" aria-hidden="true">
      <div className="skeleton" />
      <div className="skeleton" style={{ height: 14, width: '80%' }} />
      <div className="skeleton" style={{ height: 12, width: '50%' }} />
    </div>
  );
}

/** An empty list of the player's own: a line, and the way to the games. */
export function BrowseGamesPanel(props: { icon: LucideIcon; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={props.icon}
      headingLevel={2}
      title={props.title}
      body={props.body}
      action={
        <Link to="/" className="btn btn-primary">
          <LayoutGrid size={18} aria-hidden="true" />
          {t('lobby.browseGames')}
        </Link>
      }
    />
  );
}

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
  const { t } = useTranslation();
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
  if (props.pending && props.error) {
    body = (
      <StatePanel
        icon={AlertTriangle}
        headingLevel={2}
        title={t('lobby.errorTitle')}
        body={t('lobby.errorBody')}
        action={
          <button type="button" className="btn btn-primary" onClick={props.onRetry}>
            <RotateCcw size={18} aria-hidden="true" />
            {t('base.retry')}
          </button>
        }
      />
    );
  } else if (props.pending) {
    body = (
      <div className="vgrid-row vgrid-static" style={gridStyle} aria-busy="true">
        {Array.from({ length: layout.columns * 2 }, (_, i) => (
          <TileSkeleton key={i} />
        ))}
      </div>
    );
  } else if (shown === 0) {
    body = props.empty;
  } else {
    body = (
      <div
        role="list"
        aria-label={props.label}
        aria-busy={fetchingMore}
        className="vgrid"
        data-testid="game-grid"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const from = row.index * layout.columns;
          const cells = Array.from(
            { length: Math.min(layout.columns, shown - from) },
            (_, i) => from + i,
          );
          return (
            <div
              key={row.key}
              className="vgrid-row"
              style={{
                ...gridStyle,
                height: layout.rowHeight - ROW_GAP_PX,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {cells.map((i) => {
                const game = games[i];
                return (
                  <div role="listitem" key={game ? game.gameId : `s${i}`}>
                    {game ? (
                      <GameTile
                        game={game}
                        realOnly={props.realOnly}
                        meta={props.metaOf?.(game)}
                        demoChip={props.demoChip}
                      />
                    ) : (
                      <TileSkeleton />
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div ref={ref} className="vgrid-box">
      {body}
      {props.error && !props.pending && (
        <div className="vgrid-more-error" role="alert">
          <span>{t('lobby.moreFailed')}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={props.onRetry}>
            <RotateCcw size={16} aria-hidden="true" />
            {t('base.retry')}
          </button>
        </div>
      )}
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
