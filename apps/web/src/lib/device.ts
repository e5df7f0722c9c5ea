// Which route set the app uses (docs/seed-spec.md S2): desktop when the window is wider than 780 px
// and the user agent is not a mobile one; mobile otherwise.
import { DESKTOP_BREAKPOINT_PX, MOBILE_UA_KEYWORDS } from '@talih/contracts/limits.ts';

export type RouteSet = 'desktop' | 'mobile';

export function isMobileUserAgent(userAgent: string): boolean {
  const ua = userAgent.toLowerCase();
  return MOBILE_UA_KEYWORDS.some((keyword) => ua.includes(keyword));
}

export function chooseRouteSet(width: number, userAgent: string): RouteSet {
  return width > DESKTOP_BREAKPOINT_PX && !isMobileUserAgent(userAgent) ? 'desktop' : 'mobile';
}

/** True when a resize from `fromWidth` to `toWidth` crosses the 780 px breakpoint. */
export function crossesBreakpoint(fromWidth: number, toWidth: number): boolean {
  return fromWidth > DESKTOP_BREAKPOINT_PX !== toWidth > DESKTOP_BREAKPOINT_PX;
}

/** Reloads the page when the width crosses the breakpoint, so the other route set loads. */
export function reloadOnBreakpointCross(win: Window, reload = () => win.location.reload()) {
  const startWidth = win.innerWidth;
  const onResize = () => {
    if (crossesBreakpoint(startWidth, win.innerWidth)) reload();
  };
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
