import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../../lib/route-meta.ts';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { SideMenu } from './SideMenu.tsx';
import { Header } from './Header.tsx';
import '../../components/ui/ui.css';
import './desktop.css';
import { PageOutlet } from '../PageOutlet.tsx';
import { SiteFooter } from '../SiteFooter.tsx';

/** Side menu, header, page. */
export function DesktopLayout({ routes }: { routes: AppRoute[] }) {
  const { t } = useTranslation();
  return (
    <div className="d-shell">
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <SideMenu routes={routes} />
      <div className="d-main">
        <Header routes={routes} />
        <main id="main" className="d-content" tabIndex={-1}>
          <div className="page-area">
            <Suspense fallback={<PageSkeleton />}>
              <PageOutlet />
            </Suspense>
          </div>
          <SiteFooter />
        </main>
      </div>
    </div>
  );
}
