// The grid's geometry: columns, gap and row height from the width (the 3:4 art fixes a row's
// height before anything loads), and the grid box's measured width and place on the page.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below the art: 6 px margin, the name (20), provider (18), meta line (18) and 3 gaps of 2. */
const TILE_TEXT_PX = 68;
const DESKTOP_GAP_PX = 16;
const MOBILE_GAP_PX = 10;
export const ROW_GAP_PX = 14;
const DESKTOP_MIN_TILE_PX = 144;
const MAX_COLUMNS = 8;
const MOBILE_COLUMNS = 3;
/** Fetch the next page when the window is this many rows from the last loaded game. */
export const PREFETCH_ROWS = 3;
export const OVERSCAN_ROWS = 2;

export interface GridLayout {
  columns: number;
  gap: number;
  rowHeight: number;
}

/** Columns, gap and row height of a grid `width` px wide. */
export function gridLayout(width: number, mobile: boolean): GridLayout {
  const gap = mobile ? MOBILE_GAP_PX : DESKTOP_GAP_PX;
  const columns = mobile
    ? MOBILE_COLUMNS
    : Math.max(2, Math.min(MAX_COLUMNS, Math.floor((width + gap) / (DESKTOP_MIN_TILE_PX + gap))));
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round((tileWidth * 4) / 3 + TILE_TEXT_PX + ROW_GAP_PX);
  return { columns, gap, rowHeight };
}

/** The grid's width and its distance from the top of the page, kept up to date. */
export function useGridBox(ref: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      // happy-dom and a detached node measure 0: fall back to the window's width.
      const width = Math.round(rect.width || el.clientWidth || window.innerWidth);
      const top = Math.round(rect.top + window.scrollY);
      setBox((b) => (b.width === width && b.top === top ? b : { width, top }));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    // Content above the grid (banners, rows) may change height after it loads.
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return box;
}
