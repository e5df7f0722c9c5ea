// Screen-size arithmetic of the seed (docs/seed-spec.md S9): the desktop root font size and the
// mobile px-to-vw conversion. Pure functions so the browser code, the PostCSS plugin in
// vite.config.ts and the tests all share one definition.
import {
  ROOT_FONT_DESIGN_HEIGHT,
  ROOT_FONT_DESIGN_WIDTH,
  ROOT_FONT_PX_MIN,
  VIEWPORT_DESIGN_WIDTH,
} from '@talih/contracts/limits.ts';

/** Desktop root font size in px: min(width/1920, height/1080) x 100, never below 50. */
export function rootFontSizePx(width: number, height: number): number {
  const scale = Math.min(width / ROOT_FONT_DESIGN_WIDTH, height / ROOT_FONT_DESIGN_HEIGHT);
  return Math.max(ROOT_FONT_PX_MIN, Math.round(scale * 100 * 100) / 100);
}

/** A length drawn on the 750-wide mobile design, as a vw value (5 significant decimals). */
export function pxToVw(px: number, designWidth = VIEWPORT_DESIGN_WIDTH): number {
  return Math.round((px / designWidth) * 100 * 100000) / 100000;
}

const PX = /(-?\d*\.?\d+)px\b/g;

/**
 * Rewrites every `Npx` in a CSS value to vw. Hairlines (|N| <= 1) stay in px so borders stay crisp.
 * Font sizes are floored at half the design value in px (the design is drawn at 2x for a 375 px
 * phone), so text never drops below the body size of docs/brand.md "Type and shape" on narrow
 * phones: 28px in the design gives `max(14px, 3.73333vw)`, which is 14.56 px on a 390 px phone.
 */
export function convertPxValue(value: string, isFontSize = false): string {
  return value.replace(PX, (match, num: string) => {
    const px = Number(num);
    if (Math.abs(px) <= 1) return match;
    const vw = `${pxToVw(px)}vw`;
    return isFontSize ? `max(${px / 2}px, ${vw})` : vw;
  });
}

/** Applies the root font size to <html> (desktop only) and keeps it updated on resize. */
export function applyDesktopRootFontSize(win: Window): () => void {
  const apply = () => {
    const size = rootFontSizePx(win.innerWidth, win.innerHeight);
    win.document.documentElement.style.fontSize = `${size}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
