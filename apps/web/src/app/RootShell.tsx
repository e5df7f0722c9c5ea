// The root route: page title, scroll reset, startup and the live balance, around every page
// of both sets.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../lib/useRouteHandle.ts';
import { useStartup } from './useStartup.ts';
import { loadSiteConfig } from '../lib/site-config.ts';
import { useLiveBalance } from '../features/wallet/useLiveBalance.ts';
import { PageSkeleton } from '../components/ui/PageSkeleton.tsx';
import { PlayWatch } from '../features/protection/PlayWatch.tsx';

export function RootShell() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const appName = t('app.name');
  const title = handle ? t(handle.meta.title) : '';

  useStartup();
  useEffect(() => {
    void loadSiteConfig();
  }, []);
  useLiveBalance();

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName, pathname, i18n.language]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
      <PlayWatch />
    </Suspense>
  );
}
