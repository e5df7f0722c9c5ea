// Entry: pick the route set, size the root font, load the language, then render.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/boot-shell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { chooseRouteSet, reloadOnBreakpointCross } from './lib/device.ts';
import { applyDesktopRootFontSize } from './lib/sizing.ts';
import { setLanguage } from './lib/i18n.ts';
import { useSession } from './lib/session.ts';
import { useUi } from './lib/ui-store.ts';
import { applyStoredTheme } from './lib/theme.ts';
import { queryClient } from './lib/query-client.ts';
import { removeBootShell } from './lib/boot.ts';
import { GamePlayingPage } from './app/pages.ts';
import { yieldToBrowser } from './lib/yield.ts';

/**
 * The server's first screen of the home (lib/boot.ts) goes when the home has drawn itself; should
 * the home never draw (an error page), it goes after this long all the same.
 */
const BOOT_SHELL_MS_MAX = 8_000;

// The modules above were evaluated in one task; what follows starts in the next (lib/yield.ts).
await yieldToBrowser();
const routeSet = chooseRouteSet(window.innerWidth, navigator.userAgent);
document.documentElement.dataset.layout = routeSet;
useUi.getState().set({ isPc: routeSet === 'desktop' });
if (routeSet === 'desktop') applyDesktopRootFontSize(window);
reloadOnBreakpointCross(window);
applyStoredTheme();

// The home's chunk loads beside the language file, not after it (it would wait for the first
// render); the module is the one pages.ts loads lazily, so this only starts it early.
if (window.location.pathname === '/') {
  void import('./features/home/HomePage.tsx');
  // The first screen's data too: the banner art, the largest paint, waits for /banner/list.
  void import('./features/games/prefetch.ts').then((m) => m.prefetchHome(queryClient));
}
// Likewise a game page's chunk (loaded late, it held back the largest paint there): beside the
// route set, not after it, and in hand when the router first draws the page (lib/lazy-page.ts), so
// the page does not wait behind the route's fallback for the startup calls.
if (/^\/gamePlaying(Front)?\//.test(window.location.pathname)) void GamePlayingPage.preload();
// Only this screen's route set: a phone does not download the desktop layout, nor the reverse.
// (Two statements, not one conditional expression: Vite preloads a dynamic import's CSS only
// when each import() stands on its own.)
const routesLoading = loadRoutes();
async function loadRoutes() {
  if (routeSet === 'desktop') {
    return (await import('./app/desktop-routes.tsx')).desktopRouteObjects();
  }
  return (await import('./app/mobile-routes.tsx')).mobileRouteObjects();
}
// The requests are out; the language's set-up (i18next) is a task of its own.
await yieldToBrowser();
try {
  await setLanguage(useSession.getState().lang);
} catch (error) {
  // A failed language chunk must not leave a blank page: render with keys rather than nothing.
  console.error('[i18n] language file failed to load', error);
}
const routes = await routesLoading;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
setTimeout(() => removeBootShell(), BOOT_SHELL_MS_MAX);
// A transition: React draws the first page in slices of a few milliseconds and lets the browser
// in between, instead of one long task for the whole home (so no long task blocks a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App routes={routes} />
    </StrictMode>,
  );
});
