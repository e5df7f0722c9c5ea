// The queue's columns: waiting time and the decision buttons while pending, who decided after.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApprovalRow } from '@talih/contracts/backoffice/approvals.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatAge } from '../../lib/format.ts';
import { objectLabel } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import type { ApprovalStatus } from './api.ts';
import type { Deciding } from './ApprovalsPage.tsx';

const LONG_WAIT_MS = 3_600_000;

/** "wheel:vip@3" -> the engagement screen that shows that configuration and its waiting change. */
function configChangesPath(objectId: string): string {
  const kind = objectId.split('@')[0] ?? '';
  if (kind.startsWith('wheel:')) return `/engagement/wheels?wheel=${kind.slice(6)}`;
  if (kind.startsWith('promotion:')) return `/engagement/promotions?code=${kind.slice(10)}`;
  return `/engagement/${kind === 'sign_in' ? 'sign-in' : kind}`;
}

function baseColumns(t: TFunction): Column<ApprovalRow>[] {
  return [
    { key: 'id', header: '#', render: (r) => <span className="num">{r.id}</span>, width: '4rem' },
    {
      key: 'kind',
      header: t('approvals.kind'),
      render: (r) => t(`approvals.kinds.${r.kind}`, r.kind),
    },
    {
      key: 'object',
      header: t('approvals.object'),
      render: (r) =>
        // engagement: a configuration change links to its changes, field by field.
        r.objectType === 'config' ? (
          <Link to={configChangesPath(r.objectId)}>{objectLabel(t, r.objectType, r.objectId)}</Link>
        ) : (
          objectLabel(t, r.objectType, r.objectId)
        ),
    },
    {
      key: 'amount',
      header: t('approvals.amount'),
      align: 'right',
      render: (r) => <Money minor={r.amountMinor} />,
    },
    { key: 'by', header: t('approvals.requestedBy'), render: (r) => r.requestedBy },
    {
      key: 'reason',
      header: t('approvals.reason'),
      render: (r) => (
        <span className="clip" title={r.reason}>
          {r.reason}
        </span>
      ),
    },
  ];
}

/** A table cell's text, read when the row is drawn (not a component: the clock moves). */
function waitingCell(t: TFunction, row: ApprovalRow) {
  const units = { d: t('approvals.units.d'), h: t('approvals.units.h'), m: t('approvals.units.m') };
  const late = Date.now() - row.requestedAt > LONG_WAIT_MS;
  return (
    <span
      className={`num ${late ? 'late' : ''}`}
      title={late ? t('approvals.longWait') : undefined}
    >
      {formatAge(Date.now() - row.requestedAt, units)}
    </span>
  );
}

function DecideButtons(props: { row: ApprovalRow; onDecide(d: Deciding): void }) {
  const { t } = useTranslation();
  const canDecide = useCan('approvals.decide');
  const me = useMe().data;
  const { row } = props;
  if (!row.canDecide || !canDecide)
    return (
      <span className="muted small">
        {t(row.requestedBy === me?.name ? 'approvals.ownRequest' : 'approvals.noPermission')}
      </span>
    );
  return (
    <span className="row-actions">
      <button
        type="button"
        className="btn btn-small btn-primary"
        onClick={() => props.onDecide({ row, decision: 'approve' })}
      >
        {t('approvals.approve')}
      </button>
      <button
        type="button"
        className="btn btn-small btn-danger"
        onClick={() => props.onDecide({ row, decision: 'reject' })}
      >
        {t('approvals.reject')}
      </button>
    </span>
  );
}

export function useApprovalColumns(
  status: ApprovalStatus,
  onDecide: (d: Deciding) => void,
): Column<ApprovalRow>[] {
  const { t } = useTranslation();
  if (status === 'pending')
    return [
      ...baseColumns(t),
      { key: 'waiting', header: t('approvals.waiting'), render: (r) => waitingCell(t, r) },
      {
        key: 'actions',
        header: t('approvals.decision'),
        render: (r) => <DecideButtons row={r} onDecide={onDecide} />,
      },
    ];
  return [
    ...baseColumns(t),
    {
      key: 'decided',
      header: t('approvals.decidedBy'),
      render: (r) => (
        <>
          {r.decidedBy} · <DateTime ms={r.decidedAt} />
        </>
      ),
    },
    {
      key: 'status',
      header: t('approvals.decision'),
      render: (r) => <StatusBadge status={r.status} />,
    },
  ];
}
