// The root route: page title, scroll reset, startup and the live balance, around every page
// of both sets.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../lib/useRouteHandle.ts';
import { useStartup } from './useStartup.ts';
import { loadSiteConfig, useSiteConfig } from '../lib/site-config.ts';
import { useLiveBalance } from '../features/wallet/index.ts';
import { PageSkeleton } from '../components/ui/PageSkeleton.tsx';
import { useIsPlayer } from '../lib/session.ts';
import { removeBootShell } from '../lib/boot.ts';

/**
 * Only a logged-in player has a play session to watch: a visitor's first page does not load the
 * watch (and the protection calls' contracts behind it).
 */
const PlayWatch = lazy(() =>
  import('../features/protection/PlayWatch.tsx').then((m) => ({ default: m.PlayWatch })),
);

/** A player asked to accept a new version of the terms (not loaded for visitors either). */
const LegalGate = lazy(() =>
  import('../features/legal/LegalGate.tsx').then((m) => ({ default: m.LegalGate })),
);

/** S2.1 strict matching: a path with a trailing slash matches no route ('/' aside). */
export function isStrictMiss(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/');
}

/** `miss`: the 404 page in its set's bare layout, shown for a strict miss. */
export function RootShell({ miss }: { miss?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const appName = t('app.name');
  const strictMiss = isStrictMiss(pathname) && miss !== undefined;
  const title = strictMiss ? t('route.notFound') : handle ? t(handle.meta.title) : '';

  useStartup();
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  useLiveBalance();
  const player = useIsPlayer();

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName, pathname, i18n.language]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // The server's first paint is the home's (lib/boot.ts): another page takes it away at once.
    if (pathname !== '/') removeBootShell();
  }, [pathname]);

  // Drawn again if the server's currency differs from the one the page started with.
  const deploymentVersion = useSiteConfig((s) => s.deploymentVersion ?? 0);

  return (
    <Suspense key={deploymentVersion} fallback={<PageSkeleton />}>
      {strictMiss ? miss : <Outlet />}
      {player && <PlayWatch />}
      {/* The texts' own pages stay readable while the player decides. */}
      {player && !pathname.startsWith('/legal/') && <LegalGate />}
    </Suspense>
  );
}
