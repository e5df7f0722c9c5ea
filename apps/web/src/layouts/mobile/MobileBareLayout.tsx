import { Suspense, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { SiteFooter } from '../SiteFooter.tsx';
import '../../components/ui/ui.css';
import './layout.mobile.css';

/**
 * Pages outside the layout (login, register, password reset, 404): a back bar and the title. `page`: the
 * 404 of a strict miss (S2.1), shown instead of the matched child.
 */
export function MobileBareLayout({ page }: { page?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  return (
    <div className="m-shell m-bare">
      <header className="m-header">
        <button
          type="button"
          className="m-icon-btn"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          aria-label={t('nav.back')}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <p className="m-header-title">
          {page ? t('route.notFound') : handle ? t(handle.meta.title) : ''}
        </p>
        <span className="m-icon-btn" aria-hidden="true" />
      </header>
      <main id="main" className="m-content">
        <div className="page-area">
          <Suspense fallback={<PageSkeleton />}>{page ?? <Outlet />}</Suspense>
        </div>
        <SiteFooter />
      </main>
    </div>
  );
}
