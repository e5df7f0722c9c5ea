// The rows of the grid that are in or near the window, each placed at its offset; a cell past
// the loaded games is a skeleton tile until its page comes.
import type { VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties, ReactNode } from 'react';
import { GameTile, type TileGame } from '../GameTile.tsx';
import { ROW_GAP_PX, type GridLayout } from './layout.ts';
import { TileSkeleton } from './parts.tsx';

/** How every tile of the grid looks (GameGrid's props of the same names). */
export interface TileOptions {
  metaOf?: (game: TileGame) => ReactNode;
  realOnly?: boolean;
  demoChip?: boolean;
}

function GridCell({ game, tile }: { game: TileGame | undefined; tile: TileOptions }) {
  return game ? (
    <GameTile
      game={game}
      realOnly={tile.realOnly}
      meta={tile.metaOf?.(game)}
      demoChip={tile.demoChip}
    />
  ) : (
    <TileSkeleton />
  );
}

export function VirtualRows(props: {
  rows: VirtualItem[];
  totalSize: number;
  scrollMargin: number;
  layout: GridLayout;
  gridStyle: CSSProperties;
  /** How many cells the grid has (loaded games and the skeletons after them). */
  shown: number;
  games: readonly TileGame[];
  label: string;
  fetchingMore: boolean;
  tile: TileOptions;
}) {
  const { layout, shown, games } = props;
  return (
    <div
      role="list"
      aria-label={props.label}
      aria-busy={props.fetchingMore}
      className="vgrid"
      data-testid="game-grid"
      style={{ height: props.totalSize }}
    >
      {props.rows.map((row) => {
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
              ...props.gridStyle,
              height: layout.rowHeight - ROW_GAP_PX,
              transform: `translateY(${row.start - props.scrollMargin}px)`,
            }}
          >
            {cells.map((i) => {
              const game = games[i];
              return (
                <div role="listitem" key={game ? game.gameId : `s${i}`}>
                  <GridCell game={game} tile={props.tile} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
