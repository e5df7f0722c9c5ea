// Risk alerts raised by the system: filter by status, kind and assignee, page on the server;
// take one (assign to me) and close it with a reason (audited); run the rules now.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  assignRiskAlert,
  closeRiskAlert,
  listRiskAlerts,
  RISK_KINDS,
  scanRisk,
  type RiskAlertRow,
} from '@talih/contracts/backoffice/risk.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan, useMe } from '../../lib/session.ts';
import { openAmlCase } from '@talih/contracts/backoffice/aml.ts';
import { AlertDetails } from './AlertDetails.tsx';
import { RiskPageHead, StatusFilter } from './RiskPageHead.tsx';

const PAGE_SIZE = 25;
const STATUSES = ['open', 'closed', 'all'] as const;
type Status = (typeof STATUSES)[number];

export function AlertsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canManage = useCan('risk.manage');
  const me = useMe().data?.name ?? '';
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'open';
  const kind = params.get('kind') ?? '';
  const assignee = params.get('assignee') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [closing, setClosing] = useState<RiskAlertRow | null>(null);
  const list = useQuery({
    queryKey: ['risk', 'alerts', status, kind, assignee, page],
    queryFn: () => staffCall(listRiskAlerts, { status, kind, assignee, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const set = (next: Record<string, string>) =>
    setParams({ status, kind, assignee, page: '1', ...next });
  const refresh = () => client.invalidateQueries({ queryKey: ['risk'] });
  const assign = useMutation({
    mutationFn: (id: number) => staffCall(assignRiskAlert, { alertId: id, assignee: me }),
    onSuccess: () => {
      toast.success(t('risk.done.assigned'));
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const close = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      staffCall(closeRiskAlert, { alertId: id, reason }),
    onSuccess: () => {
      setClosing(null);
      toast.success(t('risk.done.closed'));
      void refresh();
    },
  });
  const navigate = useNavigate();
  const openCase = useMutation({
    mutationFn: (id: number) => staffCall(openAmlCase, { alertId: id }),
    onSuccess: (r) => {
      toast.success(r.created ? t('aml.opened') : t('aml.addedTo', { count: r.alertsAdded }));
      void navigate(`/risk/cases/${r.caseId}`);
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const scan = useMutation({
    mutationFn: () => staffCall(scanRisk, {}),
    onSuccess: (r) => {
      const count = Object.values(r.raised).reduce((a, b) => a + b, 0);
      toast.success(t('risk.scanned', { count }));
      void refresh();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });

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
    {
      key: 'status',
      header: t('risk.cols.status'),
      render: (r) =>
        r.status === 'open' ? (
          <StatusBadge status="open" tone="warn" label={t('risk.statuses.open')} />
        ) : (
          <span className="stack closed-cell">
            <StatusBadge status="closed" tone="muted" label={t('risk.statuses.closed')} />
            <span className="small muted">
              {t('risk.closedBy', { name: r.closedBy ?? '—', reason: r.closeReason ?? '' })}
            </span>
          </span>
        ),
    },
    {
      key: 'assignee',
      header: t('risk.cols.assignee'),
      render: (r) => r.assignee ?? t('risk.unassigned'),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: '',
            render: (r: RiskAlertRow) =>
              r.status === 'open' ? (
                <span className="row-actions">
                  {r.assignee !== me && (
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={assign.isPending}
                      onClick={() => assign.mutate(r.alertId)}
                    >
                      {t('risk.assignMe')}
                    </button>
                  )}
                  {r.userId !== null && (
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={openCase.isPending}
                      onClick={() => openCase.mutate(r.alertId)}
                    >
                      {t('aml.openCase')}
                    </button>
                  )}
                  <button type="button" className="btn btn-small" onClick={() => setClosing(r)}>
                    {t('risk.close')}
                  </button>
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section className="page bo-area">
      <RiskPageHead
        title={t('risk.title')}
        subtitle={t('risk.subtitle')}
        action={
          canManage && (
            <button
              type="button"
              className="btn"
              disabled={scan.isPending}
              onClick={() => scan.mutate()}
            >
              {t('risk.scan')}
            </button>
          )
        }
      />
      <DataTable
        caption={t('risk.title')}
        filters={
          <div className="filter-row">
            <StatusFilter
              label={t('risk.filters.status')}
              value={status}
              statuses={STATUSES}
              labelOf={(s) => t(`risk.statuses.${s}`)}
              onChange={(s) => set({ status: s })}
            />
            <label className="field">
              <span>{t('risk.filters.kind')}</span>
              <select value={kind} onChange={(e) => set({ kind: e.target.value })}>
                <option value="">{t('risk.filters.allKinds')}</option>
                {RISK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`risk.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('risk.filters.assignee')}</span>
              <select value={assignee} onChange={(e) => set({ assignee: e.target.value })}>
                <option value="">{t('risk.filters.anyone')}</option>
                <option value="me">{t('risk.filters.me')}</option>
                <option value="none">{t('risk.filters.none')}</option>
              </select>
            </label>
          </div>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.alertId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ status, kind, assignee, page: String(p) })}
        empty={t('risk.empty')}
      />
      <ConfirmDialog
        open={closing !== null}
        title={t('risk.closeTitle')}
        confirmLabel={t('risk.close')}
        requireReason
        busy={close.isPending}
        error={close.isError ? errorText(t, close.error) : null}
        onConfirm={(reason) => closing && close.mutate({ id: closing.alertId, reason })}
        onCancel={() => setClosing(null)}
      >
        <p>
          {closing && t(`risk.kinds.${closing.kind}`, closing.kind)} · #{closing?.alertId}
        </p>
        <p className="muted small">{t('risk.closeBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
