// A detail page before its answer: the crumbs, then "loading" (with a skeleton card where the
// page has one) or the failure with a retry.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PageState(props: {
  crumbs: ReactNode;
  error: Error | null;
  skeleton?: boolean;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <div>
        {props.crumbs}
        <div className="state state-error" role="alert">
          <p>{props.error.message || t('common.loadFailed')}</p>
          <button type="button" className="btn" onClick={props.onRetry}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      {props.crumbs}
      {props.skeleton && (
        <div className="card skeleton-card">
          <span className="skeleton" />
        </div>
      )}
      <p className="muted">{t('common.loading')}</p>
    </div>
  );
}
