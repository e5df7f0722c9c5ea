// The search box's events: typing, the arrow keys and Escape, Enter (the active option or the
// search page), and leaving the box (a visitor who typed goes to login, as the seed asks).
import type { ChangeEvent, FocusEvent, FormEvent, KeyboardEvent, RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useIsPlayer } from '../../../lib/session.ts';
import { loginPath } from '../play-mode.ts';
import { searchPagePath, searchState } from './search-paths.ts';
import type { SearchBox } from './useSearchBox.ts';

/** `wrap` is the search's box and dropdown: focus moving within it is not leaving. */
export function useSearchHandlers(box: SearchBox, wrap: RefObject<HTMLDivElement | null>) {
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const { q, active, shown, optionCount } = box;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0) {
      document.getElementById(box.optionId(active))?.click();
      return;
    }
    if (q) {
      box.pick();
      navigate(searchPagePath(q), { state: searchState() });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) box.setOpen(true);
      if (optionCount === 0) return;
      if (e.key === 'ArrowDown') box.setActive((i) => (i + 1 >= optionCount ? 0 : i + 1));
      else box.setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
    } else if (e.key === 'Escape') {
      if (shown) box.close();
      else box.setWords('');
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && wrap.current?.contains(next)) return;
    box.close();
    if (!isPlayer && q && document.hasFocus()) navigate(loginPath(searchPagePath(q)));
  };

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    box.setWords(e.target.value);
    box.setOpen(e.target.value.trim() !== '');
  };

  return { onSubmit, onKeyDown, onBlur, onChange };
}
