// Reconcile: the latest run's checks (red when one fails), "run now" for those allowed, and
// the paged history of runs (from the back-office or `talih reconcile`); a row opens its checks.
import {
  reconcileHistory,
  reconcileRunNow,
  type ReconcileRunView,
} from '@talih/contracts/backoffice/reconcile.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall, StaffCallError } from '../../lib/api.ts';
import { formatAge } from '../../lib/format.ts';
import { locale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/session.ts';
import { RunChecks } from './RunChecks.tsx';
import './reconcile.css';

const PAGE_SIZE = 20;

function ReconcilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canRun = useCan('reconcile.run');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const history = useQuery({
    queryKey: ['reconcile', page],
    queryFn: () => staffCall(reconcileHistory, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const run = useMutation({
    mutationFn: () => staffCall(reconcileRunNow, {}),
    onSuccess: (r) => {
      if (r.ok) toast.success(t('reconcile.ranOk'));
      else toast.error(t('reconcile.ranFailed', { count: r.violations }));
      setPage(1);
      setOpenId(null);
      void queryClient.invalidateQueries({ queryKey: ['reconcile'] });
    },
    onError: (e) =>
      toast.error(e instanceof StaffCallError && e.message ? e.message : t('common.networkError')),
  });
  const error = history.isError
    ? (history.error instanceof StaffCallError && history.error.message) || t('common.loadFailed')
    : null;
  const latest = page === 1 ? history.data?.rows[0] : undefined;
  const shown = history.data?.rows.find((r) => r.id === openId) ?? null;
  const units = { d: t('reconcile.units.d'), h: t('reconcile.units.h'), m: t('reconcile.units.m') };
  const seconds = (ms: number) =>
    new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      ms / 1000,
    );

  const columns: Column<ReconcileRunView>[] = [
    { key: 'at', header: t('reconcile.col.at'), render: (r) => <DateTime ms={r.startedAt} /> },
    { key: 'result', header: t('reconcile.col.result'), render: (r) => <Outcome run={r} /> },
    {
      key: 'violations',
      header: t('reconcile.col.violations'),
      align: 'right',
      render: (r) => <span className={`num ${r.violations > 0 ? 'neg' : ''}`}>{r.violations}</span>,
    },
    {
      key: 'checks',
      header: t('reconcile.col.checks'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {r.checks.filter((c) => c.ok).length} / {r.checkCount}
        </span>
      ),
    },
    {
      key: 'trigger',
      header: t('reconcile.col.trigger'),
      render: (r) => t(`reconcile.trigger.${r.trigger}`, r.trigger),
    },
    {
      key: 'actor',
      header: t('reconcile.col.actor'),
      render: (r) => r.actor ?? <span className="muted">—</span>,
    },
    {
      key: 'duration',
      header: t('reconcile.col.duration'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {t('reconcile.seconds', { value: seconds(r.finishedAt - r.startedAt) })}
        </span>
      ),
    },
    {
      key: 'open',
      header: '',
      render: (r) => (
        <button
          type="button"
          className="btn btn-small"
          aria-expanded={openId === r.id}
          onClick={() => setOpenId(openId === r.id ? null : r.id)}
        >
          {openId === r.id ? t('reconcile.hide') : t('reconcile.show')}
        </button>
      ),
    },
  ];

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
        <section
          className={`card latest ${latest.ok ? 'latest-ok' : 'latest-bad'}`}
          aria-labelledby="latest-title"
        >
          <header className="card-head">
            <h2 id="latest-title">
              {latest.ok
                ? t('reconcile.latestOk')
                : t('reconcile.latestBad', { count: latest.violations })}
            </h2>
            <span className="muted small">
              <DateTime ms={latest.startedAt} /> (
              {t('reconcile.ago', {
                age: formatAge(history.dataUpdatedAt - latest.startedAt, units),
              })}
              ) · {t(`reconcile.trigger.${latest.trigger}`, latest.trigger)}
              {latest.actor ? ` · ${latest.actor}` : ''}
            </span>
          </header>
          <RunChecks run={latest} />
        </section>
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
        columns={columns}
        rows={history.data?.rows}
        rowKey={(r) => r.id}
        loading={history.isFetching}
        error={error}
        onRetry={() => void history.refetch()}
        total={history.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t('reconcile.emptyHistory')}
      />
      {shown && (
        <section
          key={shown.id}
          className="card"
          aria-label={t('reconcile.runDetail', { id: shown.id })}
          // The checks open below the history: bring them into view.
          ref={(el) => el?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
        >
          <header className="card-head">
            <h2>{t('reconcile.runDetail', { id: shown.id })}</h2>
            <span className="muted small">
              <DateTime ms={shown.startedAt} />
            </span>
          </header>
          <RunChecks run={shown} />
        </section>
      )}
    </section>
  );
}

function Outcome({ run }: { run: ReconcileRunView }) {
  const { t } = useTranslation();
  return run.ok ? (
    <StatusBadge status="ok" tone="ok" label={t('reconcile.ok')} />
  ) : (
    <StatusBadge status="failed" tone="bad" label={t('reconcile.failed')} />
  );
}

export default function ReconcileRoutes() {
  return (
    <Routes>
      <Route index element={<ReconcilePage />} />
    </Routes>
  );
}
