// Home's lobby (both layouts): the label chips (activeLabel in the ui store), a row per label
// from /labelGame/list with "Tümünü gör", the providers, and the grid of the active label with
// its category tabs. Favoriler for a visitor who is not logged in is a login prompt.
import {
  ChevronLeft,
  ChevronRight,
  Flame,
  Heart,
  LayoutGrid,
  Sparkles,
  Tag,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { HOUSE_STUDIO_CODE, LABEL_FAVORITES, LABEL_HOT, LABEL_NEW } from '../../lib/lobby.ts';
import { formatCount } from '../../lib/format.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { GameTile, Placeholder, type TileGame } from './GameTile.tsx';
import { GameGrid, TileSkeleton, useInfiniteGrid } from './GameGrid.tsx';
import {
  ROW_SIZE,
  useCategoryGames,
  useLabelGames,
  useLobby,
  type LobbyCategory,
  type LobbyLabel,
  type LobbyProvider,
} from './lobby-api.ts';
import './lobby.css';

/** The system labels, in the seed's order, with their icons and names. */
const SYSTEM_LABELS: { id: string; title: string; icon: LucideIcon }[] = [
  { id: '', title: 'home.allGames', icon: LayoutGrid },
  { id: LABEL_HOT, title: 'menu.hot', icon: Flame },
  { id: LABEL_NEW, title: 'menu.new', icon: Sparkles },
  // The heart, as on every card and in the menus: one icon for favourites everywhere.
  { id: LABEL_FAVORITES, title: 'menu.favorites', icon: Heart },
];

function LabelIcon({ id }: { id: string }) {
  const Icon = SYSTEM_LABELS.find((l) => l.id === id)?.icon ?? Tag;
  return <Icon size={20} aria-hidden="true" />;
}

/** The name of a label: ours for the system labels, the server's for the operator's. */
function useLabelTitle() {
  const { t } = useTranslation();
  return (id: string, fallback = '') => {
    const system = SYSTEM_LABELS.find((l) => l.id === id);
    return system ? t(system.title) : fallback || id;
  };
}

/** Sets the active label and brings the chips (and the grid under them) into view. */
function useShowLabel() {
  const setUi = useUi((s) => s.set);
  return (labelId: string) => {
    setUi({ activeLabel: labelId, activeCategory: 0 });
    document.getElementById('lobby-labels')?.scrollIntoView({ block: 'start' });
  };
}

export function LabelChips() {
  const { t } = useTranslation();
  const title = useLabelTitle();
  const activeLabel = useUi((s) => s.activeLabel);
  const setUi = useUi((s) => s.set);
  const lobby = useLobby();
  const operatorLabels = (lobby.data?.labelList ?? []).filter(
    (l) => l.kind === 'operator' && l.total > 0,
  );
  const chips = [
    ...SYSTEM_LABELS.map((l) => ({ id: l.id, name: t(l.title), icon: l.icon })),
    ...operatorLabels.map((l) => ({
      id: l.labelId,
      name: title(l.labelId, l.labelName),
      icon: Tag,
    })),
  ];
  return (
    <nav id="lobby-labels" className="labels" aria-label={t('home.labels')}>
      {chips.map(({ id, name, icon: Icon }) => (
        <button
          key={id || 'all'}
          type="button"
          className="label-chip"
          data-testid={`label-chip-${id || 'all'}`}
          aria-pressed={activeLabel === id}
          onClick={() => setUi({ activeLabel: id, activeCategory: 0 })}
        >
          <Icon size={16} aria-hidden="true" />
          {name}
        </button>
      ))}
    </nav>
  );
}

/** A horizontal row of games; arrows scroll it by a screenful on desktop. */
function GameRow(props: {
  id: string;
  title: string;
  icon: ReactNode;
  total: number;
  games: readonly TileGame[];
  sub?: string;
  /** "Tümünü gör": a button showing the label below, or a link to a page. */
  seeAll: { onClick: () => void } | { to: string };
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = `row-${props.id}`;
  const scroll = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };
  const seeAllProps = {
    className: 'btn btn-ghost btn-sm',
    'aria-label': t('lobby.seeAllOf', { name: props.title }),
    'data-testid': 'row-see-all',
  };
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
        <div className="game-row-actions" data-few={props.games.length <= 7 || undefined}>
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

function LabelRow({ label }: { label: LobbyLabel }) {
  const title = useLabelTitle();
  const showLabel = useShowLabel();
  return (
    <GameRow
      id={label.labelId}
      title={title(label.labelId, label.labelName)}
      icon={<LabelIcon id={label.labelId} />}
      total={label.total}
      games={label.games}
      seeAll={{ onClick: () => showLabel(label.labelId) }}
    />
  );
}

/**
 * The house studio's games (Talih Stüdyo: the sandbox studio, real games with real rounds),
 * from the catalogue, first among the rows. Nothing when the catalogue has no such provider.
 */
function StudioRow({ provider }: { provider: LobbyProvider }) {
  const { t } = useTranslation();
  const games = useInfiniteGrid(useCategoryGames(0, provider.firmCode)).games;
  if (games.length === 0) return null;
  return (
    <GameRow
      id="studio"
      title={provider.firmName}
      icon={<Sparkles size={20} aria-hidden="true" />}
      total={provider.gameCount}
      games={games.slice(0, ROW_SIZE)}
      sub={t('home.studioRowSub')}
      seeAll={{ to: providerPath(provider) }}
    />
  );
}

function RowsSkeleton() {
  return (
    <section className="game-row" aria-busy="true">
      <div className="skeleton" style={{ height: 24, width: 180 }} />
      <div className="game-row-tiles">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="game-row-cell">
            <TileSkeleton />
          </div>
        ))}
      </div>
    </section>
  );
}

/** A row per label that has games (favourites only when the player has some). */
export function LabelRows() {
  const lobby = useLobby();
  if (lobby.isPending) return <RowsSkeleton />;
  // The grid below shows the error state with a retry; the rows just step aside.
  const labels = (lobby.data?.labelList ?? []).filter((l) => l.games.length > 0);
  const studio = lobby.data?.providerList.find((p) => p.firmCode === HOUSE_STUDIO_CODE);
  return (
    <>
      {studio && <StudioRow provider={studio} />}
      {labels.map((label) => (
        <LabelRow key={label.labelId} label={label} />
      ))}
    </>
  );
}

/** The gameAll page of a provider: its main category, its name and its code. */
export function providerPath(p: Pick<LobbyProvider, 'categoryId' | 'firmName' | 'firmCode'>) {
  return `/gameAll/${p.categoryId}/${encodeURIComponent(p.firmName)}/${encodeURIComponent(p.firmCode)}`;
}

export function ProviderMark({ name }: { name: string }) {
  return <Placeholder name={name} className="provider-mark" />;
}

/** Desktop Home's providers: each opens its gameAll page. */
export function ProviderStrip() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const providers = useLobby().data?.providerList ?? [];
  if (providers.length === 0) return null;
  return (
    <section className="providers" aria-labelledby="providers-title">
      <h2 id="providers-title" className="game-row-title">
        {t('drawer.providers')}
      </h2>
      <ul className="provider-list">
        {providers.map((p) => (
          <li key={p.firmCode}>
            <Link to={providerPath(p)} className="provider-chip" data-testid="provider-link">
              <ProviderMark name={p.firmName} />
              <span className="provider-chip-name">{p.firmName}</span>
              <span className="provider-chip-count amount">{formatCount(p.gameCount, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether a horizontal scroller has more to either side, kept up to date on scroll and resize:
 * the tabs fade out at an edge with more behind it, so a phone shows there are further tabs.
 */
function useScrollEdges<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const el = ref.current;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (el) observer?.observe(el);
    return () => observer?.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measure when the tabs change
  }, [measure, ...deps]);
  return { ref, more, measure };
}

/** A category tab: its id, its name and how many games it holds (there). */
export type CategoryTab = Pick<LobbyCategory, 'categoryId' | 'categoryName' | 'gameCount'>;

/**
 * Category filter buttons: "Tümü" and one per category with games. With `allCount` each tab
 * says how many games it holds ("Tümü (250)", "Canlı Casino (221)"), so the counts of a page
 * and its tabs always add up.
 */
export function CategoryTabs(props: {
  categories: readonly CategoryTab[];
  active: number;
  onSelect?: (categoryId: number) => void;
  /** Links instead of buttons (gameAll keeps the category in its URL). */
  hrefOf?: (categoryId: number) => string;
  /** The count of "Tümü"; the tabs show counts only when it is given. */
  allCount?: number;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const tabs: CategoryTab[] = [
    { categoryId: 0, categoryName: t('lobby.allCategories'), gameCount: props.allCount ?? 0 },
    ...props.categories.filter((c) => c.gameCount > 0),
  ];
  const { ref: scroller, more, measure } = useScrollEdges<HTMLDivElement>([tabs.length]);
  const text = (c: CategoryTab) =>
    props.allCount === undefined ? (
      c.categoryName
    ) : (
      <>
        {c.categoryName}{' '}
        <span className="category-tab-count amount">({formatCount(c.gameCount, lang)})</span>
      </>
    );
  return (
    <div
      ref={scroller}
      className="category-tabs"
      role="group"
      aria-label={t('lobby.categories')}
      onScroll={measure}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      {tabs.map((c) =>
        props.hrefOf ? (
          <Link
            key={c.categoryId}
            to={props.hrefOf(c.categoryId)}
            replace
            className="category-tab"
            aria-current={props.active === c.categoryId ? 'page' : undefined}
            data-testid="category-tab"
          >
            {text(c)}
          </Link>
        ) : (
          <button
            key={c.categoryId}
            type="button"
            className="category-tab"
            aria-pressed={props.active === c.categoryId}
            onClick={() => props.onSelect?.(c.categoryId)}
          >
            {text(c)}
          </button>
        ),
      )}
    </div>
  );
}

/** The active label's games in a virtual grid, filtered by the category tabs. */
export function LabelGrid() {
  const { t } = useTranslation();
  const title = useLabelTitle();
  const lang = useSession((s) => s.lang);
  const isPlayer = useIsPlayer();
  const activeLabel = useUi((s) => s.activeLabel);
  const activeCategory = useUi((s) => s.activeCategory);
  const setUi = useUi((s) => s.set);
  const lobby = useLobby();
  const guestFavorites = activeLabel === LABEL_FAVORITES && !isPlayer;
  const query = useLabelGames(activeLabel, activeCategory, !guestFavorites);
  const grid = useInfiniteGrid(query);
  const label = lobby.data?.labelList.find((l) => l.labelId === activeLabel);
  const heading = title(activeLabel, label?.labelName);

  if (guestFavorites) {
    return (
      <section className="lobby-grid" aria-label={heading}>
        <LoginPrompt title={t('lobby.favoritesLoginTitle')} body={t('lobby.favoritesLoginBody')} />
      </section>
    );
  }
  return (
    <section className="lobby-grid" aria-labelledby="lobby-grid-title">
      <header className="lobby-grid-head">
        <h2 id="lobby-grid-title" className="game-row-title">
          {heading}
        </h2>
        {!grid.pending && (
          <span className="game-row-count amount">
            {t('lobby.gameCount', { n: formatCount(grid.total, lang) })}
          </span>
        )}
      </header>
      <CategoryTabs
        categories={lobby.data?.categoryList ?? []}
        active={activeCategory}
        onSelect={(categoryId) => setUi({ activeCategory: categoryId })}
      />
      <GameGrid
        {...grid}
        label={heading}
        empty={
          <StatePanel
            icon={activeLabel === LABEL_FAVORITES ? Heart : LayoutGrid}
            headingLevel={2}
            title={
              activeLabel === LABEL_FAVORITES ? t('lobby.noFavoritesTitle') : t('lobby.emptyTitle')
            }
            body={
              activeLabel === LABEL_FAVORITES ? t('lobby.noFavoritesBody') : t('lobby.emptyBody')
            }
            action={
              activeCategory !== 0 ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setUi({ activeCategory: 0 })}
                >
                  {t('lobby.allCategories')}
                </button>
              ) : undefined
            }
          />
        }
      />
    </section>
  );
}
