// The carousel's behaviour: the current slide, advancing every few seconds unless paused
// (pointer over it, focus inside it, a finger on it) or the reader prefers reduced motion,
// and the pointer, focus and swipe handlers that pause and move it.
import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';

export const BANNER_INTERVAL_MS = 6_000;
/** A horizontal move this long (px) is a swipe. */
const SWIPE_PX = 40;

export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** The carousel of `count` slides: the current one, `go` to one, and the section's handlers. */
export function useCarousel(count: number, reduced: boolean) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const current = count ? index % count : 0;

  useEffect(() => {
    if (reduced || paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [reduced, paused, count, current]);

  const go = (i: number) => setIndex((i + count) % count);
  const handlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
    },
    onTouchStart: (e: TouchEvent<HTMLElement>) => {
      touchX.current = e.touches[0]?.clientX ?? null;
      setPaused(true);
    },
    onTouchEnd: (e: TouchEvent<HTMLElement>) => {
      const start = touchX.current;
      const end = e.changedTouches[0]?.clientX;
      touchX.current = null;
      setPaused(false);
      if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
      go(current + (end < start ? 1 : -1));
    },
  };
  return { current, go, handlers };
}
