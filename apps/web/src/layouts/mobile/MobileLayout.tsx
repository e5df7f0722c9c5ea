import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { AppRoute } from '../../lib/route-meta.ts';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { TabBar } from './TabBar.tsx';
import '../../components/ui/ui.css';
import './layout.mobile.css';
import { PageOutlet } from '../PageOutlet.tsx';
import { SiteFooter } from '../SiteFooter.tsx';

/**
 * The drawer starts closed: its chunk (search, providers, the lobby's lists) loads beside the
 * page's instead of before the first paint.
 */
const Drawer = lazy(() => import('./Drawer.tsx').then((m) => ({ default: m.Drawer })));

/** Top header, slide-in drawer, page, bottom tab bar; an immersive page (a game) alone. */
export function MobileLayout(_props: { routes: AppRoute[] }) {
  // Subscribed so the layout renders again when the page changes.
  useLocation();
  const immersive = useRouteHandle()?.meta.immersive === true;
  // The drawer remembers the page it was opened on, so it is closed once the page changes. The
  // page is the address the browser shows, not the page drawn: while the next page's code is
  // still arriving the router keeps the last page on screen, and a menu opened meanwhile must
  // not close when the page it was opened for arrives.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === window.location.pathname;
  const close = useCallback(() => setOpenOn(null), []);
  // Forgotten once the page changed (set while rendering, React's way to adjust state to what
  // changed), so coming forward to that page again does not reopen it.
  if (openOn !== null && !drawerOpen) setOpenOn(null);
  if (immersive) {
    return (
      <div className="m-shell m-immersive">
        <main id="main" className="m-content-immersive">
          <Suspense fallback={<PageSkeleton />}>
            <PageOutlet />
          </Suspense>
        </main>
      </div>
    );
  }
  return (
    <div className="m-shell">
      <MobileHeader onMenu={() => setOpenOn(window.location.pathname)} menuOpen={drawerOpen} />
      <Suspense fallback={null}>
        <Drawer open={drawerOpen} onClose={close} />
      </Suspense>
      <main id="main" className="m-content">
        <div className="page-area">
          <Suspense fallback={<PageSkeleton />}>
            <PageOutlet />
          </Suspense>
        </div>
        <SiteFooter />
      </main>
      <TabBar />
    </div>
  );
}
