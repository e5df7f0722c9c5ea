// Signs of harm: the interaction tasks fired markers opened, highest score first; filter by
// status, by markers that fired this week and by marker, paged on the server; record an
// interaction (closes the task, audited); compute the markers now.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listHarmTasks, scanHarm, type HarmTaskRow } from '@talih/contracts/backoffice/harm.ts';
import { HARM_MARKERS, type HarmMarker } from '@talih/contracts/jurisdiction.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { RecordInteraction } from './RecordInteraction.tsx';
import './risk.css';
import { RiskPageHead, StatusFilter } from './RiskPageHead.tsx';

const PAGE_SIZE = 25;
const STATUSES = ['open', 'closed', 'all'] as const;
type Status = (typeof STATUSES)[number];
const WEEK_MS = 7 * 24 * 3_600_000;

export function HarmTasksPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canManage = useCan('risk.manage');
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'open';
  const fired = params.get('fired') === 'week' ? 'week' : '';
  const marker = (HARM_MARKERS as readonly string[]).includes(params.get('marker') ?? '')
    ? (params.get('marker') as HarmMarker)
    : '';
  const page = Number(params.get('page') ?? 1) || 1;
  // The week is fixed when the filter is chosen, so paging does not move it.
  const [weekStart] = useState(() => Date.now() - WEEK_MS);
  const [recording, setRecording] = useState<HarmTaskRow | null>(null);
  const list = useQuery({
    queryKey: ['harm', 'tasks', status, fired, marker, page],
    queryFn: () =>
      staffCall(listHarmTasks, {
        status,
        marker,
        ...(fired ? { firedSince: weekStart } : {}),
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const set = (next: Record<string, string>) =>
    setParams({ status, fired, marker, page: '1', ...next });
  const scan = useMutation({
    mutationFn: () => staffCall(scanHarm, {}),
    onSuccess: (r) => {
      toast.success(t('harm.scanned', { players: r.players, count: r.opened }));
      void client.invalidateQueries({ queryKey: ['harm'] });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });

  const columns: Column<HarmTaskRow>[] = [
    {
      key: 'player',
      header: t('harm.cols.player'),
      render: (r) => <Link to={`/players/${r.userId}`}>{r.nickname ?? `#${r.userId}`}</Link>,
    },
    {
      key: 'score',
      header: t('harm.cols.score'),
      align: 'right',
      render: (r) => <strong className="num">{r.score}</strong>,
    },
    {
      key: 'markers',
      header: t('harm.cols.markers'),
      render: (r) => (
        <span className="chips">
          {r.markers.map((m) => (
            <span key={m} className="tag-chip">
              {t(`harm.markers.${m}`, m)}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'opened',
      header: t('harm.cols.opened'),
      render: (r) => <DateTime ms={r.openedAt} />,
    },
    {
      key: 'status',
      header: t('harm.cols.status'),
      render: (r) =>
        r.status === 'open' ? (
          <span className="stack closed-cell">
            <StatusBadge status="open" tone="warn" label={t('harm.statuses.open')} />
            {r.required && <span className="small muted">{t('harm.required')}</span>}
          </span>
        ) : (
          <span className="stack closed-cell">
            <StatusBadge status="closed" tone="muted" label={t(`harm.outcomes.${r.outcome}`)} />
            <span className="small muted clip">
              {r.closedBy} · {r.note}
            </span>
          </span>
        ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            header: '',
            render: (r: HarmTaskRow) =>
              r.status === 'open' ? (
                <button type="button" className="btn btn-small" onClick={() => setRecording(r)}>
                  {t('harm.record')}
                </button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section className="page bo-area">
      <RiskPageHead
        title={t('harm.title')}
        subtitle={t('harm.subtitle')}
        action={
          canManage && (
            <button
              type="button"
              className="btn"
              disabled={scan.isPending}
              onClick={() => scan.mutate()}
            >
              {t('harm.scan')}
            </button>
          )
        }
      />
      <DataTable
        caption={t('harm.title')}
        filters={
          <div className="filter-row">
            <StatusFilter
              label={t('harm.filters.status')}
              value={status}
              statuses={STATUSES}
              labelOf={(s) => t(`harm.statuses.${s}`)}
              onChange={(s) => set({ status: s })}
            />
            <label className="field">
              <span>{t('harm.filters.fired')}</span>
              <select value={fired} onChange={(e) => set({ fired: e.target.value })}>
                <option value="">{t('harm.filters.anyTime')}</option>
                <option value="week">{t('harm.filters.thisWeek')}</option>
              </select>
            </label>
            <label className="field">
              <span>{t('harm.filters.marker')}</span>
              <select value={marker} onChange={(e) => set({ marker: e.target.value })}>
                <option value="">{t('harm.filters.allMarkers')}</option>
                {HARM_MARKERS.map((m) => (
                  <option key={m} value={m}>
                    {t(`harm.markers.${m}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.taskId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => setParams({ status, fired, marker, page: String(p) })}
        empty={t('harm.empty')}
      />
      <RecordInteraction task={recording} onDone={() => setRecording(null)} />
    </section>
  );
}
