// A long page drawn in pieces: its first screen at once, the rest one
// piece per idle moment after that, each piece a transition React may slice, so no piece is one
// long task for a phone's CPU. What comes later sits below the first screen, so nothing a player
// sees moves when it arrives.
import { startTransition, useEffect, useState } from 'react';

/** Idle time to wait for at most: a busy page still gets its next piece. */
const IDLE_WAIT_MS_MAX = 300;

type Cancel = () => void;

/** Runs `run` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(run: () => void, win: Window = window): Cancel {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(run, { timeout: IDLE_WAIT_MS_MAX });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, 16);
  return () => win.clearTimeout(id);
}

/**
 * How many of `total` pieces to draw now: `first` at once, then one more per idle moment until
 * all are drawn.
 */
export function useStagedCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, total]);
  return Math.min(shown, total);
}
