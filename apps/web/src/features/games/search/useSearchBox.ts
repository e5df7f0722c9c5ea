// The search box's state: the words, the debounced search, whether the dropdown shows, and
// the active option (the combobox's aria-activedescendant).
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useGameSearch } from '../lobby-api.ts';
import { DROPDOWN_RESULTS } from './search-paths.ts';

export function useSearchBox() {
  const { pathname } = useLocation();
  const listId = useId();
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
  return {
    ...{ listId, words, setWords, setOpen, active, setActive, search, q, results },
    ...{ waiting, shown, optionCount, optionId, close, pick },
  };
}

export type SearchBox = ReturnType<typeof useSearchBox>;
