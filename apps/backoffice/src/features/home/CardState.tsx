// The loading and failed states of an overview card: a skeleton where the figure will be, or
// the reason with a retry button.
import { useTranslation } from 'react-i18next';

export function CardLoading() {
  const { t } = useTranslation();
  return (
    <span className="skeleton waiting-skeleton" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}

export function CardFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <span className="waiting-error" role="alert">
      {t('common.loadFailed')}{' '}
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </span>
  );
}
