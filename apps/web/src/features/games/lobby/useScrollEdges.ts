// Whether a horizontal scroller has more to either side, kept up to date on scroll and resize.
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The tabs fade out at an edge with more behind it, so a phone shows there are further tabs.
 * `deps` re-measure when the content changes; call `measure` on scroll.
 */
export function useScrollEdges<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const el = ref.current;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (el) observer?.observe(el);
    return () => observer?.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-measure when the tabs change
  }, [measure, ...deps]);
  return { ref, more, measure };
}
