// Risk alerts raised by the system: filter by status, kind and assignee, page on the server;
// take one (assign to me) and close it with a reason (audited); run the rules now.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RISK_KINDS, type RiskAlertRow } from '@talih/contracts/backoffice/risk.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { DecideDialog, QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { AlertDetails } from './AlertDetails.tsx';
import {
  QUEUE_STATUSES,
  RISK_PAGE_SIZE,
  riskQueries,
  useAssignAlert,
  useCloseAlert,
  useOpenCase,
  useScanRisk,
} from './api.ts';
import { AssigneeFilter, RiskPageHead } from './RiskPageHead.tsx';

/** An open alert's actions: take it, open an AML case on its player, close it. */
function AlertActions({ row, onClose }: { row: RiskAlertRow; onClose(row: RiskAlertRow): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data?.name ?? '';
  const onError = (error: Error) => toast.error(errorText(t, error));
  const assign = useAssignAlert({ onDone: () => toast.success(t('risk.done.assigned')), onError });
  const openCase = useOpenCase({
    onDone: (r) => {
      toast.success(r.created ? t('aml.opened') : t('aml.addedTo', { count: r.alertsAdded }));
      void navigate(`/risk/cases/${r.caseId}`);
    },
    onError,
  });
  if (row.status !== 'open') return null;
  return (
    <span className="row-actions">
      {row.assignee !== me && (
        <button
          type="button"
          className="btn btn-small"
          disabled={assign.isPending}
          onClick={() => assign.mutate({ alertId: row.alertId, assignee: me })}
        >
          {t('risk.assignMe')}
        </button>
      )}
      {row.userId !== null && (
        <button
          type="button"
          className="btn btn-small"
          disabled={openCase.isPending}
          onClick={() => openCase.mutate(row.alertId)}
        >
          {t('aml.openCase')}
        </button>
      )}
      <button type="button" className="btn btn-small" onClick={() => onClose(row)}>
        {t('risk.close')}
      </button>
    </span>
  );
}

function statusCell(t: ReturnType<typeof useTranslation>['t'], r: RiskAlertRow) {
  if (r.status === 'open') {
    return <StatusBadge status="open" tone="warn" label={t('risk.statuses.open')} />;
  }
  return (
    <span className="stack closed-cell">
      <StatusBadge status="closed" tone="muted" label={t('risk.statuses.closed')} />
      <span className="small muted">
        {t('risk.closedBy', { name: r.closedBy ?? '—', reason: r.closeReason ?? '' })}
      </span>
    </span>
  );
}

function useColumns(onClose: (row: RiskAlertRow) => void): Column<RiskAlertRow>[] {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const columns: Column<RiskAlertRow>[] = [
    {
      key: 'id',
      header: t('risk.cols.id'),
      width: '4rem',
      render: (r) => <span className="num">{r.alertId}</span>,
    },
    {
      key: 'kind',
      header: t('risk.cols.kind'),
      render: (r) => <strong>{t(`risk.kinds.${r.kind}`, r.kind)}</strong>,
    },
    {
      key: 'player',
      header: t('risk.cols.player'),
      render: (r) =>
        r.userId ? <Link to={`/players/${r.userId}`}>{r.nickname ?? `#${r.userId}`}</Link> : '—',
    },
    {
      key: 'details',
      header: t('risk.cols.details'),
      render: (r) => (
        <>
          {r.subject && <span className="num small muted clip subject">{r.subject}</span>}
          <AlertDetails a={r} />
        </>
      ),
    },
    {
      key: 'created',
      header: t('risk.cols.created'),
      render: (r) => <DateTime ms={r.createdAt} />,
    },
    { key: 'status', header: t('risk.cols.status'), render: (r) => statusCell(t, r) },
    {
      key: 'assignee',
      header: t('risk.cols.assignee'),
      render: (r) => r.assignee ?? t('risk.unassigned'),
    },
  ];
  const actions: Column<RiskAlertRow> = {
    key: 'actions',
    header: '',
    render: (r) => <AlertActions row={r} onClose={onClose} />,
  };
  return canManage ? [...columns, actions] : columns;
}

function ScanButton() {
  const { t } = useTranslation();
  const scan = useScanRisk({
    onDone: (r) => {
      const count = Object.values(r.raised).reduce((a, b) => a + b, 0);
      toast.success(t('risk.scanned', { count }));
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <button type="button" className="btn" disabled={scan.isPending} onClick={() => scan.mutate()}>
      {t('risk.scan')}
    </button>
  );
}

function AlertFilters(props: {
  kind: string;
  assignee: string;
  onChange(next: { kind?: string; assignee?: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('risk.filters.kind')}</span>
        <select value={props.kind} onChange={(e) => props.onChange({ kind: e.target.value })}>
          <option value="">{t('risk.filters.allKinds')}</option>
          {RISK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`risk.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <AssigneeFilter
        label={t('risk.filters.assignee')}
        value={props.assignee}
        onChange={(assignee) => props.onChange({ assignee })}
      />
    </>
  );
}

export function AlertsPage() {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const q = useQueueParams(QUEUE_STATUSES, 'open', ['kind', 'assignee'] as const);
  const list = useQuery(riskQueries.alerts({ status: q.status, ...q.filters, page: q.page }));
  const [closing, setClosing] = useState<RiskAlertRow | null>(null);
  const close = useCloseAlert({
    onDone: () => {
      setClosing(null);
      toast.success(t('risk.done.closed'));
    },
  });
  return (
    <section className="page bo-area">
      <RiskPageHead
        title={t('risk.title')}
        subtitle={t('risk.subtitle')}
        action={canManage && <ScanButton />}
      />
      <QueuePage
        caption={t('risk.title')}
        status={{
          label: t('risk.filters.status'),
          value: q.status,
          statuses: QUEUE_STATUSES,
          labelOf: (s) => t(`risk.statuses.${s}`),
          onChange: (status) => q.set({ status }),
        }}
        filters={
          <AlertFilters
            kind={q.filters.kind}
            assignee={q.filters.assignee}
            onChange={(next) => q.set(next)}
          />
        }
        list={list}
        columns={useColumns(setClosing)}
        rowKey={(r) => r.alertId}
        page={q.page}
        pageSize={RISK_PAGE_SIZE}
        onPage={q.setPage}
        empty={t('risk.empty')}
      >
        <DecideDialog
          row={closing}
          title={t('risk.closeTitle')}
          confirmLabel={t('risk.close')}
          requireReason
          decision={close}
          onConfirm={(row, reason) => close.mutate({ alertId: row.alertId, reason })}
          onCancel={() => setClosing(null)}
        >
          <p>
            {closing && t(`risk.kinds.${closing.kind}`, closing.kind)} · #{closing?.alertId}
          </p>
          <p className="muted small">{t('risk.closeBody')}</p>
        </DecideDialog>
      </QueuePage>
    </section>
  );
}
