// Signs of harm: the interaction tasks fired markers opened, highest score first; filter by
// status, by markers that fired this week and by marker, paged on the server; record an
// interaction (closes the task, audited); compute the markers now.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HarmTaskRow } from '@talih/contracts/backoffice/harm.ts';
import { HARM_MARKERS, type HarmMarker } from '@talih/contracts/jurisdiction.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { QUEUE_STATUSES, RISK_PAGE_SIZE, riskQueries, useScanHarm } from './api.ts';
import { RecordInteraction } from './RecordInteraction.tsx';
import './risk.css';
import { RiskPageHead } from './RiskPageHead.tsx';

const WEEK_MS = 7 * 24 * 3_600_000;

function StatusCell({ r }: { r: HarmTaskRow }) {
  const { t } = useTranslation();
  return r.status === 'open' ? (
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
  );
}

function useColumns(onRecord: (row: HarmTaskRow) => void): Column<HarmTaskRow>[] {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
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
    { key: 'opened', header: t('harm.cols.opened'), render: (r) => <DateTime ms={r.openedAt} /> },
    { key: 'status', header: t('harm.cols.status'), render: (r) => <StatusCell r={r} /> },
  ];
  const record: Column<HarmTaskRow> = {
    key: 'actions',
    header: '',
    render: (r) =>
      r.status === 'open' ? (
        <button type="button" className="btn btn-small" onClick={() => onRecord(r)}>
          {t('harm.record')}
        </button>
      ) : null,
  };
  return canManage ? [...columns, record] : columns;
}

function ScanButton() {
  const { t } = useTranslation();
  const scan = useScanHarm({
    onDone: (r) => toast.success(t('harm.scanned', { players: r.players, count: r.opened })),
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <button type="button" className="btn" disabled={scan.isPending} onClick={() => scan.mutate()}>
      {t('harm.scan')}
    </button>
  );
}

function HarmFilters(props: {
  fired: string;
  marker: string;
  onChange(next: { fired?: string; marker?: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t('harm.filters.fired')}</span>
        <select value={props.fired} onChange={(e) => props.onChange({ fired: e.target.value })}>
          <option value="">{t('harm.filters.anyTime')}</option>
          <option value="week">{t('harm.filters.thisWeek')}</option>
        </select>
      </label>
      <label className="field">
        <span>{t('harm.filters.marker')}</span>
        <select value={props.marker} onChange={(e) => props.onChange({ marker: e.target.value })}>
          <option value="">{t('harm.filters.allMarkers')}</option>
          {HARM_MARKERS.map((m) => (
            <option key={m} value={m}>
              {t(`harm.markers.${m}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function HarmTasksPage() {
  const { t } = useTranslation();
  const canManage = useCan('risk.manage');
  const q = useQueueParams(QUEUE_STATUSES, 'open', ['fired', 'marker'] as const);
  const fired = q.filters.fired === 'week' ? 'week' : '';
  const marker = (HARM_MARKERS as readonly string[]).includes(q.filters.marker)
    ? (q.filters.marker as HarmMarker)
    : '';
  // The week is fixed when the page opens, so paging does not move it.
  const [weekStart] = useState(() => Date.now() - WEEK_MS);
  const firedSince = fired ? weekStart : null;
  const list = useQuery(
    riskQueries.harmTasks({ status: q.status, marker, firedSince, page: q.page }),
  );
  const [recording, setRecording] = useState<HarmTaskRow | null>(null);
  return (
    <section className="page bo-area">
      <RiskPageHead
        title={t('harm.title')}
        subtitle={t('harm.subtitle')}
        action={canManage && <ScanButton />}
      />
      <QueuePage
        caption={t('harm.title')}
        status={{
          label: t('harm.filters.status'),
          value: q.status,
          statuses: QUEUE_STATUSES,
          labelOf: (s) => t(`harm.statuses.${s}`),
          onChange: (status) => q.set({ status }),
        }}
        filters={<HarmFilters fired={fired} marker={marker} onChange={q.set} />}
        list={list}
        columns={useColumns(setRecording)}
        rowKey={(r) => r.taskId}
        page={q.page}
        pageSize={RISK_PAGE_SIZE}
        onPage={q.setPage}
        empty={t('harm.empty')}
      >
        <RecordInteraction task={recording} onDone={() => setRecording(null)} />
      </QueuePage>
    </section>
  );
}
