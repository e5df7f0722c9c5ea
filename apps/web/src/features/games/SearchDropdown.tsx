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
// The state, the events and the results live in ./search/.
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LENGTH_MAX } from '../../lib/lobby.ts';
import { SearchResults } from './search/SearchResults.tsx';
import { useSearchBox } from './search/useSearchBox.ts';
import { useSearchHandlers } from './search/useSearchHandlers.ts';
import './lobby.css';

export { DROPDOWN_RESULTS, searchPagePath, searchState } from './search/search-paths.ts';

export function SearchDropdown() {
  const { t } = useTranslation();
  const wrapRef = useRef<HTMLDivElement>(null);
  const box = useSearchBox();
  const on = useSearchHandlers(box, wrapRef);
  const { listId, shown, active } = box;
  return (
    <div className="search-wrap" ref={wrapRef} onBlur={on.onBlur}>
      <form className="search" role="search" onSubmit={on.onSubmit}>
        <Search size={18} className="search-icon" aria-hidden="true" />
        <input
          type="search"
          role="combobox"
          value={box.words}
          onChange={on.onChange}
          onFocus={() => box.setOpen(true)}
          onKeyDown={on.onKeyDown}
          placeholder={t('header.searchPlaceholder')}
          aria-label={t('header.searchPlaceholder')}
          aria-expanded={shown}
          aria-controls={`${listId}-box`}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? box.optionId(active) : undefined}
          maxLength={SEARCH_LENGTH_MAX}
          autoComplete="off"
          data-testid="header-search-input"
        />
        {shown && box.waiting && (
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
          <SearchResults box={box} />
        </div>
      )}
    </div>
  );
}
