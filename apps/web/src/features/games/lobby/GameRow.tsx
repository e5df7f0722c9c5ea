// A horizontal row of games under a heading with its count; arrows scroll it by a screenful
// on desktop, and "Tümünü gör" shows the whole label or opens a page.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { formatCount } from '../../../lib/format.ts';
import { GameTile, type TileGame } from '../GameTile.tsx';
import '../lobby.css';

/** "Tümünü gör": a button showing the label below, or a link to a page. */
type SeeAll = { onClick: () => void } | { to: string };

/** The row's arrows and its "Tümünü gör". */
function RowActions(props: {
  title: string;
  few: boolean;
  scroller: RefObject<HTMLDivElement | null>;
  seeAll: SeeAll;
}) {
  const { t } = useTranslation();
  const scroll = (direction: 1 | -1) => {
    const el = props.scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  const seeAllProps = {
    className: 'btn btn-ghost btn-sm',
    'aria-label': t('lobby.seeAllOf', { name: props.title }),
    'data-testid': 'row-see-all',
  };
  return (
    <div className="game-row-actions" data-few={props.few || undefined}>
      <button
        type="button"
        className="icon-btn row-arrow"
        onClick={() => scroll(-1)}
        aria-label={t('lobby.scrollBack')}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn row-arrow"
        onClick={() => scroll(1)}
        aria-label={t('lobby.scrollOn')}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
      {'to' in props.seeAll ? (
        <Link to={props.seeAll.to} {...seeAllProps}>
          {t('lobby.seeAll')}
        </Link>
      ) : (
        <button type="button" onClick={props.seeAll.onClick} {...seeAllProps}>
          {t('lobby.seeAll')}
        </button>
      )}
    </div>
  );
}

export function GameRow(props: {
  id: string;
  title: string;
  icon: ReactNode;
  total: number;
  games: readonly TileGame[];
  sub?: string;
  seeAll: SeeAll;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = `row-${props.id}`;
  return (
    <section className="game-row" aria-labelledby={headingId} data-testid="label-row">
      <header className="game-row-head">
        <h2 id={headingId} className="game-row-title">
          {props.icon}
          {props.title}
        </h2>
        <span className="game-row-count amount">
          {t('lobby.gameCount', { n: formatCount(props.total, lang) })}
        </span>
        {props.sub && <p className="game-row-sub">{props.sub}</p>}
        <RowActions
          title={props.title}
          few={props.games.length <= 7}
          scroller={scroller}
          seeAll={props.seeAll}
        />
      </header>
      <div className="game-row-tiles" ref={scroller} role="list">
        {props.games.map((game) => (
          <div role="listitem" key={game.gameId} className="game-row-cell">
            <GameTile game={game} />
          </div>
        ))}
      </div>
    </section>
  );
}
