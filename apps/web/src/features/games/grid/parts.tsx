// The grid's small parts: a skeleton tile, the loading rows, the error states, and the panel
// of an empty list of the player's own.
import { AlertTriangle, LayoutGrid, RotateCcw, type LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/ui/StatePanel.tsx';

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

/** Nothing loaded and the first page failed: the whole grid is a retry. */
export function GridLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={AlertTriangle}
      headingLevel={2}
      title={t('lobby.errorTitle')}
      body={t('lobby.errorBody')}
      action={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          {t('base.retry')}
        </button>
      }
    />
  );
}

/** The first page loading: two rows of skeleton tiles. */
export function GridSkeleton({ columns, style }: { columns: number; style: CSSProperties }) {
  return (
    <div className="vgrid-row vgrid-static" style={style} aria-busy="true">
      {Array.from({ length: columns * 2 }, (_, i) => (
        <TileSkeleton key={i} />
      ))}
    </div>
  );
}

/** A later page failed: the loaded games stay, with a retry under them. */
export function MoreError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="vgrid-more-error" role="alert">
      <span>{t('lobby.moreFailed')}</span>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        <RotateCcw size={16} aria-hidden="true" />
        {t('base.retry')}
      </button>
    </div>
  );
}
