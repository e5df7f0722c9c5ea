// SearchGarm (/searchGarm?words=): a search box, the results in a grid, and the seed's not-found
// line. The words live in the URL (replaced as the player types), so Back and a shared link
// show the same results.
import { SearchX, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_LENGTH_MAX } from '../../lib/lobby.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { GameGrid } from './GameGrid.tsx';
import { useGameSearch } from './lobby-api.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import './lobby.css';

/** Navigation state of a new search from the header or the drawer: the page starts afresh. */
export interface SearchNavState {
  search: number;
}

function SearchBody() {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [params, setParams] = useSearchParams();
  const [words, setWords] = useState(() => params.get('words') ?? '');
  const settled = useDebounced(words);
  const search = useGameSearch(settled);
  const results = search.data ?? [];

  // The settled words go to the URL (replacing the entry), keeping the navigation state.
  const q = settled.trim();
  const urlWords = params.get('words') ?? '';
  useEffect(() => {
    if (urlWords !== q) setParams(q ? { words: q } : {}, { replace: true, state });
  }, [q, urlWords, setParams, state]);

  const typing = words.trim() !== '' && (words !== settled || search.isFetching);
  return (
    <div className="lobby-page" data-testid="search-page">
      <header className="lobby-page-head">
        <h1 className="lobby-page-title">{t('route.searchGarm')}</h1>
      </header>
      <form className="search search-page-box" role="search" onSubmit={(e) => e.preventDefault()}>
        <Search size={18} className="search-icon" aria-hidden="true" />
        <input
          type="search"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
          maxLength={SEARCH_LENGTH_MAX}
          data-testid="search-page-input"
          autoFocus
        />
        {typing && <span className="spinner" role="status" aria-label={t('base.loading')} />}
      </form>
      {settled.trim() === '' ? (
        <p className="lobby-hint">{t('lobby.searchHint')}</p>
      ) : (
        <div aria-live="polite">
          {!search.isPending && !search.isError && results.length > 0 && (
            <p className="lobby-page-sub">{t('lobby.resultsFor', { words: settled.trim() })}</p>
          )}
          <GameGrid
            games={results}
            total={results.length}
            pending={search.isPending}
            error={search.isError}
            onRetry={() => void search.refetch()}
            hasMore={false}
            fetchingMore={false}
            fetchMore={() => undefined}
            label={t('lobby.resultsFor', { words: settled.trim() })}
            empty={
              <StatePanel
                icon={SearchX}
                headingLevel={2}
                title={t('lobby.noResultsTitle')}
                body={t('drawer.noResults')}
              />
            }
          />
        </div>
      )}
    </div>
  );
}

export default function SearchPage() {
  const state = useLocation().state as Partial<SearchNavState> | null;
  return <SearchBody key={state?.search ?? 0} />;
}
