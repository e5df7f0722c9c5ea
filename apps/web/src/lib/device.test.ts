import { describe, expect, it, vi } from 'vitest';
import {
  chooseRouteSet,
  crossesBreakpoint,
  isMobileUserAgent,
  reloadOnBreakpointCross,
} from './device.ts';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('route set choice', () => {
  it('is desktop only when wider than 780 px and not a mobile user agent', () => {
    expect(chooseRouteSet(1440, DESKTOP_UA)).toBe('desktop');
    expect(chooseRouteSet(781, DESKTOP_UA)).toBe('desktop');
    expect(chooseRouteSet(780, DESKTOP_UA)).toBe('mobile');
    expect(chooseRouteSet(390, DESKTOP_UA)).toBe('mobile');
    expect(chooseRouteSet(1440, IPHONE_UA)).toBe('mobile');
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)',
    'BlackBerry9700/5.0.0.351',
    'Mozilla/4.0 (compatible; MSIE 9.0; Windows Phone OS 7.5; IEMobile/9.0)',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)',
    'SomeBrowser MOBILE',
  ])('detects %s as mobile (case-insensitive)', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it('does not flag a desktop browser', () => {
    expect(isMobileUserAgent(DESKTOP_UA)).toBe(false);
  });
});

describe('breakpoint reload', () => {
  it('detects crossing 780 px in either direction only', () => {
    expect(crossesBreakpoint(1000, 700)).toBe(true);
    expect(crossesBreakpoint(700, 781)).toBe(true);
    expect(crossesBreakpoint(1000, 781)).toBe(false);
    expect(crossesBreakpoint(400, 780)).toBe(false);
  });

  it('reloads when a resize crosses the breakpoint', () => {
    const reload = vi.fn();
    window.innerWidth = 1200;
    const stop = reloadOnBreakpointCross(window, reload);
    window.innerWidth = 900;
    window.dispatchEvent(new Event('resize'));
    expect(reload).not.toHaveBeenCalled();
    window.innerWidth = 700;
    window.dispatchEvent(new Event('resize'));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
