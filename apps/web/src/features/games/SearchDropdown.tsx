// The desktop header's game search (docs/seed-spec.md S2 "Header (desktop)", S5.1): results
// as game cards in a dropdown under the box, a second after the typing stops (SEARCH_DEBOUNCE_MS).
// Empty text clears the results and hides the dropdown. It is a combobox: ArrowDown/ArrowUp move
// through the results and "see all", Enter opens the active one (or the search page), Escape closes
// the dropdown (a second Escape clears the text).
//
// The seed sends a visitor who is not logged in to login when the box loses focus. Done
// literally, that takes the page away from anyone tabbing through the header, so here it
// happens only when the visitor typed something and then leaves the search for another part
// of the page (not when the window loses focus, and not for a click on a result, which goes
// where the card rule says). Login then comes back to the search page with the words.
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { SEARCH_LENGTH_MAX } from '../../lib/lobby.ts';
import { GameArt, useGameCardLink, type TileGame } from './GameTile.tsx';
import { useGameSearch } from './lobby-api.ts';
import { loginPath } from './play-mode.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import type { SearchNavState } from './SearchPage.tsx';
import './lobby.css';

/** Result cards in the dropdown; the rest are one click away on the search page. */
export const DROPDOWN_RESULTS = 6;

export function searchPagePath(words: string): string {
  return `/searchGarm?words=${encodeURIComponent(words.trim())}`;
}

/** A new search: the search page starts afresh with the words of the URL. */
export function searchState(): SearchNavState {
  return { search: Date.now() };
}

function ResultOption(props: { game: TileGame; id: string; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const { game } = props;
  const link = useGameCardLink(game);
  return (
    <li role="presentation" className="search-option">
      <Link
        role="option"
        id={props.id}
        aria-selected={props.active}
        to={link.to}
        replace={link.replace}
        tabIndex={-1}
        className="search-result"
        data-testid="search-result"
        onClick={() => {
          link.onClick();
          props.onPick();
        }}
      >
        <span className="search-result-art">
          <GameArt game={game} />
        </span>
        <span className="search-result-text">
          <span className="search-result-name">{game.gameName}</span>
          <span className="search-result-provider">{game.firmName}</span>
        </span>
        {game.haveDemo && <span className="search-result-demo">{t('game.demo')}</span>}
      </Link>
    </li>
  );
}

export function SearchDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isPlayer = useIsPlayer();
  const listId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [words, setWords] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(words);
  const search = useGameSearch(settled);
  const q = words.trim();
  const results = (search.data ?? []).slice(0, DROPDOWN_RESULTS);
  const waiting = q !== '' && (words !== settled || search.isPending || search.isFetching);
  const shown = open && q !== '';
  // The options: each result, then "see all".
  const optionCount = waiting ? 0 : results.length + (results.length ? 1 : 0);
  const optionId = (i: number) => `${listId}-o${i}`;

  // Another page: the dropdown closes.
  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setOpen(false);
  }
  // New results: no option is active.
  const [seenSettled, setSeenSettled] = useState(settled);
  if (settled !== seenSettled) {
    setSeenSettled(settled);
    setActive(-1);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = () => {
    close();
    setWords('');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0) {
      document.getElementById(optionId(active))?.click();
      return;
    }
    if (q) {
      pick();
      navigate(searchPagePath(q), { state: searchState() });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) setOpen(true);
      if (optionCount === 0) return;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1 >= optionCount ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (shown) close();
      else setWords('');
    }
  };

  return (
    <div
      className="search-wrap"
      ref={wrapRef}
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        if (next && wrapRef.current?.contains(next)) return;
        close();
        if (!isPlayer && q && document.hasFocus()) navigate(loginPath(searchPagePath(q)));
      }}
    >
      <form className="search" role="search" onSubmit={onSubmit}>
        <Search size={18} className="search-icon" aria-hidden="true" />
        <input
          type="search"
          role="combobox"
          value={words}
          onChange={(e) => {
            setWords(e.target.value);
            setOpen(e.target.value.trim() !== '');
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
          aria-expanded={shown}
          aria-controls={`${listId}-box`}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          maxLength={SEARCH_LENGTH_MAX}
          autoComplete="off"
          data-testid="header-search-input"
        />
        {shown && waiting && (
          <span className="spinner" role="status" aria-label={t('base.loading')} />
        )}
        <button type="submit" className="btn btn-primary btn-sm">
          {t('header.searchButton')}
        </button>
      </form>
      {shown && (
        // Clicks inside keep the focus in the box, so a click never counts as leaving it.
        <div
          id={`${listId}-box`}
          className="search-dropdown"
          data-testid="header-search-dropdown"
          onMouseDown={(e) => e.preventDefault()}
        >
          {waiting ? (
            <p className="search-state" aria-live="polite">
              {t('lobby.searching')}
            </p>
          ) : search.isError ? (
            <p className="search-state" role="alert">
              {t('lobby.searchFailed')}
            </p>
          ) : results.length === 0 ? (
            <p className="search-state" aria-live="polite">
              {t('drawer.noResults')}
            </p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('lobby.resultsFor', { words: q })}>
              {results.map((game, i) => (
                <ResultOption
                  key={game.gameId}
                  game={game}
                  id={optionId(i)}
                  active={active === i}
                  onPick={pick}
                />
              ))}
              <li role="presentation" className="search-option">
                <Link
                  role="option"
                  id={optionId(results.length)}
                  aria-selected={active === results.length}
                  to={searchPagePath(q)}
                  state={searchState()}
                  tabIndex={-1}
                  className="search-all"
                  data-testid="search-see-all"
                  onClick={pick}
                >
                  {t('lobby.seeAllResults')}
                </Link>
              </li>
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
