// The history's columns: when, the outcome, violations, checks passed, who or what ran it, how
// long it took, and the button that opens its checks.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReconcileRunView } from '@talih/contracts/backoffice/reconcile.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { locale } from '../../lib/i18n.ts';

export function reconcileColumns(
  t: TFunction,
  openId: number | null,
  setOpenId: (id: number | null) => void,
): Column<ReconcileRunView>[] {
  const seconds = (ms: number) =>
    new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      ms / 1000,
    );
  return [
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
}

function Outcome({ run }: { run: ReconcileRunView }) {
  const { t } = useTranslation();
  return run.ok ? (
    <StatusBadge status="ok" tone="ok" label={t('reconcile.ok')} />
  ) : (
    <StatusBadge status="failed" tone="bad" label={t('reconcile.failed')} />
  );
}
