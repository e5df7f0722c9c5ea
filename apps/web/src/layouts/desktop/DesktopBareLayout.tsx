import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { SiteFooter } from '../SiteFooter.tsx';
import { Header } from './Header.tsx';
import '../../components/ui/ui.css';
import './desktop.css';

/**
 * Pages outside the main layout (login, 404): the header with the page title, no side menu. `page`: the
 * 404 of a strict miss (S2.1), shown instead of the matched child.
 */
export function DesktopBareLayout({ page }: { page?: ReactNode }) {
  return (
    <div className="d-bare">
      <Header routes={[]} bare />
      <main id="main" className="d-content">
        <div className="page-area">
          <Suspense fallback={<PageSkeleton />}>{page ?? <Outlet />}</Suspense>
        </div>
        <SiteFooter />
      </main>
    </div>
  );
}
