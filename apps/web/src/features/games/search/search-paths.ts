// Where a search leads: the search page's address for the words, and the state that tells it
// a new search started.
import type { SearchNavState } from '../SearchPage.tsx';

/** Result cards in the dropdown; the rest are one click away on the search page. */
export const DROPDOWN_RESULTS = 6;

export function searchPagePath(words: string): string {
  return `/searchGarm?words=${encodeURIComponent(words.trim())}`;
}

/** A new search: the search page starts afresh with the words of the URL. */
export function searchState(): SearchNavState {
  return { search: Date.now() };
}
