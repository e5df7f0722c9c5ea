import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@talih/contracts/limits.ts';

/**
 * `value` once it has stayed the same for `ms` (docs/seed-spec.md S5: search is debounced by 1 s).
 * An empty value passes at once: clearing the text clears the results without waiting.
 */
export function useDebounced(value: string, ms = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  const empty = value.trim() === '';
  // Cleared: forget the old words, so typing again never brings their results back.
  if (empty && settled !== '') setSettled('');
  useEffect(() => {
    if (empty) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, empty]);
  return empty ? '' : settled;
}
