import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { Header } from './Header.tsx';
import '../../components/ui/ui.css';
import './desktop.css';

/** Pages outside the main layout (login, 404): the header with the page title, no side menu. */
export function DesktopBareLayout() {
  return (
    <div className="d-bare">
      <Header routes={[]} bare />
      <main id="main" className="d-content">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
