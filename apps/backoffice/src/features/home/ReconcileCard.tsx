// The overview's money check: how the last reconcile run ended and when. A run with violations
// means money the ledger can't account for, so it is the first thing finance should see.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime.tsx';
import { CardFailed, CardLoading } from './CardState.tsx';
import { homeQueries } from './api.ts';

export function ReconcileCard() {
  const { t } = useTranslation();
  const history = useQuery(homeQueries.latestReconcile());
  const latest = history.data?.rows[0];
  let body;
  if (history.isPending) {
    body = <CardLoading />;
  } else if (history.isError) {
    body = <CardFailed onRetry={() => void history.refetch()} />;
  } else if (!latest) {
    body = <strong className="muted">{t('home.reconcileNever')}</strong>;
  } else {
    body = (
      <>
        <strong className={`big ${latest.ok ? 'reconcile-ok' : 'reconcile-bad'}`}>
          {latest.ok
            ? t('home.reconcileOk')
            : t('home.reconcileViolations', { count: latest.violations })}
        </strong>
        <span className="muted small">
          {t('home.reconcileAt')} <DateTime ms={latest.finishedAt} />
        </span>
      </>
    );
  }
  return (
    <div
      className={`card stat waiting${latest && !latest.ok ? ' has-violations' : ''}`}
      data-testid="home-reconcile"
    >
      <span className="muted">{t('home.reconcile')}</span>
      {body}
      <Link to="/reconcile">{t('home.openReconcile')}</Link>
    </div>
  );
}
