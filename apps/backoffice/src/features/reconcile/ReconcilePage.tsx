// Reconcile: the latest run's checks (red when one fails), "run now" for those allowed, and
// the paged history of runs (from the back-office or `talih reconcile`); a row opens its checks.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable.tsx';
import { toast } from '../../components/Toast.tsx';
import { StaffCallError } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { RECONCILE_PAGE_SIZE, reconcileQueries, useRunReconcile } from './api.ts';
import { reconcileColumns } from './columns.tsx';
import { LatestRun, RunDetail } from './RunCards.tsx';
import './reconcile.css';

export function ReconcilePage() {
  const { t } = useTranslation();
  const canRun = useCan('reconcile.run');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const history = useQuery(reconcileQueries.history(page));
  const run = useRunReconcile({
    onRan: (r) => {
      if (r.ok) toast.success(t('reconcile.ranOk'));
      else toast.error(t('reconcile.ranFailed', { count: r.violations }));
      setPage(1);
      setOpenId(null);
    },
    onError: (e) =>
      toast.error(e instanceof StaffCallError && e.message ? e.message : t('common.networkError')),
  });
  const error = history.isError
    ? (history.error instanceof StaffCallError && history.error.message) || t('common.loadFailed')
    : null;
  const latest = page === 1 ? history.data?.rows[0] : undefined;
  const shown = history.data?.rows.find((r) => r.id === openId) ?? null;
  return (
    <section className="page reconcile">
      <header className="page-head">
        <div>
          <h1>{t('reconcile.title')}</h1>
          <p className="muted">{t('reconcile.subtitle')}</p>
        </div>
        {canRun && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            {run.isPending ? t('reconcile.running') : t('reconcile.runNow')}
          </button>
        )}
      </header>
      {latest ? (
        <LatestRun latest={latest} asOf={history.dataUpdatedAt} />
      ) : (
        page === 1 &&
        history.data && (
          <section className="card state state-empty">
            <p>{t('reconcile.never')}</p>
          </section>
        )
      )}
      <h2 className="section-title">{t('reconcile.history')}</h2>
      <DataTable
        columns={reconcileColumns(t, openId, setOpenId)}
        rows={history.data?.rows}
        rowKey={(r) => r.id}
        loading={history.isFetching}
        error={error}
        onRetry={() => void history.refetch()}
        total={history.data?.total}
        page={page}
        pageSize={RECONCILE_PAGE_SIZE}
        onPage={setPage}
        empty={t('reconcile.emptyHistory')}
      />
      {shown && <RunDetail key={shown.id} run={shown} />}
    </section>
  );
}
