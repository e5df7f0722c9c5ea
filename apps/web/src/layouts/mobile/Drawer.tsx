// Left slide-in drawer (docs/seed-spec.md S2 "Mobile drawer", S4.8 search drawer). An empty search
// box shows the menu: shortcuts (the seed's two: home goes to Sport, favourites to Home with
// Favoriler active; and Son Oynananlar, the recent games, which the mobile set has no other way to)
// and one icon per provider of the game list. Typed words show the results area instead: a spinner
// until the results arrive (a second after the typing stops, from the first letter on), the seed's
// not-found line, or the games as rows (art, the whole name, provider), each opening gamePlaying
// with isReal 1. Any drawer action of a visitor who is not logged in goes to login; typing counts,
// focusing the box does not (so moving through the drawer with the keyboard never leaves the page).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChevronRight, Heart, History, Search, Trophy, X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useSportEnabled } from '../../lib/site-config.ts';
import { useUi } from '../../lib/ui-store.ts';
import { LABEL_FAVORITES, SEARCH_LENGTH_MAX } from '../../lib/lobby.ts';
import {
  GameArt,
  loginPath,
  ProviderMark,
  providerPath,
  searchPagePath,
  searchState,
  useGameCardLink,
  useGameSearch,
  useLobby,
  type LobbyProvider,
  type TileGame,
} from '../../features/games/index.ts';
import { useDebounced } from '../../lib/useDebounced.ts';

/** Drawer results: a screenful of rows; the search page has the rest. */
const DRAWER_RESULTS = 12;

/** A result: the art, the whole name and the provider; real money (the seed's isReal 1). */
function ResultRow({ game }: { game: TileGame }) {
  const link = useGameCardLink(game, true);
  return (
    <li>
      <Link
        to={link.to}
        replace={link.replace}
        onClick={link.onClick}
        className="m-result"
        data-testid="drawer-result"
        data-game-id={game.gameId}
      >
        <span className="m-result-art">
          <GameArt game={game} />
        </span>
        <span className="m-result-text">
          <span className="m-result-name">{game.gameName}</span>
          <span className="m-result-provider">{game.firmName}</span>
        </span>
        <ChevronRight className="m-result-go" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * The results of `settled`, the words once the typing has stopped (debounced by the drawer,
 * which outlives this area: the first letter typed into an empty box waits like the others).
 */
function Results({ words, settled }: { words: string; settled: string }) {
  const { t } = useTranslation();
  const search = useGameSearch(settled);
  const waiting = words !== settled || search.isPending || search.isFetching;
  if (waiting) {
    return (
      <div className="m-results-state" data-testid="drawer-search-loading">
        <span className="spinner" role="status" aria-label={t('lobby.searching')} />
      </div>
    );
  }
  const games = (search.data ?? []).slice(0, DRAWER_RESULTS);
  if (search.isError || games.length === 0) {
    return (
      <p className="m-results-state m-not-found" role="status" data-testid="drawer-search-empty">
        {t('drawer.noResults')}
      </p>
    );
  }
  return (
    <ul
      className="m-results"
      aria-label={t('lobby.resultsFor', { words: settled.trim() })}
      data-testid="drawer-search-results"
    >
      {games.map((game) => (
        <ResultRow key={game.gameId} game={game} />
      ))}
    </ul>
  );
}

/** The providers the operator put in the drawer, in their order (all of them if not told). */
function drawerProviders(
  lobby: { providerList: LobbyProvider[]; drawerProviders?: string[] } | undefined,
): LobbyProvider[] {
  if (!lobby) return [];
  if (!lobby.drawerProviders) return lobby.providerList;
  const byCode = new Map(lobby.providerList.map((p) => [p.firmCode, p]));
  return lobby.drawerProviders.flatMap((code) => byCode.get(code) ?? []);
}

function ProviderIcons({ onPick }: { onPick: (path: string) => void }) {
  const { t } = useTranslation();
  const lobby = useLobby();
  const providers = drawerProviders(lobby.data);
  return (
    <section className="m-providers" aria-labelledby="m-providers-title">
      <h2 id="m-providers-title" className="m-section-title">
        {t('drawer.providers')}
      </h2>
      <ul aria-busy={lobby.isPending}>
        {lobby.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <span className="m-provider skeleton" aria-hidden="true" />
              </li>
            ))
          : providers.map((p) => (
              <li key={p.firmCode}>
                <button
                  type="button"
                  className="m-provider"
                  data-testid="drawer-provider"
                  onClick={() => onPick(providerPath(p))}
                >
                  <ProviderMark name={p.firmName} />
                  <span className="m-provider-name">{p.firmName}</span>
                </button>
              </li>
            ))}
      </ul>
    </section>
  );
}

const RECENT_PATH = '/recentGameRecords';

export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const setUi = useUi((s) => s.set);
  const activeLabel = useUi((s) => s.activeLabel);
  const sportEnabled = useSportEnabled();
  const { pathname } = useLocation();
  const [words, setWords] = useState('');
  // Debounced here, not in the results area: that area mounts with the first letter, and a
  // debounce starting there would take the letter as already settled and search it at once.
  const settled = useDebounced(words);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  /** Runs a drawer action, or sends a logged-out visitor to login (coming back to `path`). */
  const act = (action: () => void, path?: string) => {
    onClose();
    if (!isPlayer) navigate(path ? loginPath(path) : '/login');
    else action();
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const q = words.trim();
    if (!q) return;
    act(() => navigate(searchPagePath(q), { state: searchState() }), searchPagePath(q));
  };

  const searching = words.trim() !== '';

  return (
    <div className="m-drawer-root" data-open={open || undefined} aria-hidden={!open}>
      <div className="m-overlay" onClick={onClose} />
      <div
        id="m-drawer"
        ref={panelRef}
        className="m-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        tabIndex={-1}
        inert={!open}
        data-testid="drawer"
      >
        <div className="m-drawer-head">
          <span className="m-drawer-title">{t('header.menu')}</span>
          <button
            type="button"
            className="m-icon-btn"
            onClick={onClose}
            aria-label={t('header.closeMenu')}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <form className="m-search" role="search" onSubmit={onSearch}>
          <Search aria-hidden="true" />
          <input
            type="search"
            value={words}
            onChange={(e) => {
              const next = e.target.value;
              if (!isPlayer && next.trim()) {
                act(() => undefined, searchPagePath(next));
                return;
              }
              setWords(next);
            }}
            placeholder={t('header.searchPlaceholder')}
            aria-label={t('header.searchPlaceholder')}
            maxLength={SEARCH_LENGTH_MAX}
            autoComplete="off"
            data-testid="drawer-search-input"
          />
        </form>
        {searching ? (
          <div
            className="m-results-area"
            aria-live="polite"
            onClick={(e) => {
              // A result card navigates by itself; the drawer closes behind it.
              if ((e.target as HTMLElement).closest('a')) {
                setWords('');
                onClose();
              }
            }}
          >
            <Results words={words} settled={settled} />
          </div>
        ) : (
          <>
            <nav className="m-shortcuts" aria-label={t('drawer.shortcuts')}>
              {sportEnabled && (
                <button
                  type="button"
                  className="m-shortcut"
                  onClick={() => act(() => navigate('/sport'))}
                >
                  <Trophy aria-hidden="true" />
                  {t('route.sport')}
                </button>
              )}
              <button
                type="button"
                className="m-shortcut"
                data-active={activeLabel === LABEL_FAVORITES || undefined}
                onClick={() =>
                  act(() => {
                    setUi({ activeLabel: LABEL_FAVORITES, activeCategory: 0 });
                    navigate('/');
                  })
                }
              >
                <Heart aria-hidden="true" />
                {t('menu.favorites')}
              </button>
              <button
                type="button"
                className="m-shortcut"
                data-active={pathname === RECENT_PATH || undefined}
                onClick={() => act(() => navigate(RECENT_PATH), RECENT_PATH)}
              >
                <History aria-hidden="true" />
                {t('route.recentGameRecords')}
              </button>
            </nav>
            <ProviderIcons onPick={(path) => act(() => navigate(path))} />
          </>
        )}
      </div>
    </div>
  );
}
