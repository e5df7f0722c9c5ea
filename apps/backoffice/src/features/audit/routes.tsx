// The audit log: filter by staff, object and time; page; download the filtered rows as CSV;
// check the hash chain, and compare its head with the one published outside the database.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  exportAudit,
  listAudit,
  verifyAudit,
  type AuditRow,
} from '@talih/contracts/backoffice/audit.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText, objectLabel } from '../../lib/labels.ts';
import { ChainHead } from './ChainHead.tsx';

const PAGE_SIZE = 50;

interface Filter {
  staff: string;
  objectType: string;
  objectId: string;
  from: string;
  to: string;
}
const EMPTY: Filter = { staff: '', objectType: '', objectId: '', from: '', to: '' };

/** The filter as the call takes it: empty fields left out, dates as Istanbul-day bounds. */
function toInput(f: Filter) {
  const day = (d: string, endOfDay: boolean) =>
    d ? Date.parse(`${d}T00:00:00+03:00`) + (endOfDay ? 86_400_000 : 0) : undefined;
  return {
    staff: f.staff || undefined,
    objectType: f.objectType || undefined,
    objectId: f.objectId || undefined,
    from: day(f.from, false),
    to: day(f.to, true),
  };
}

/** `role: support, status: active` for a flat object; JSON for anything else. */
function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return Object.entries(value)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

function Change({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  if (row.before === null && row.after === null) return <span className="muted">—</span>;
  return (
    <span className="change">
      {row.before !== null && (
        <span>
          <span className="muted">{t('audit.before')}:</span> <code>{describe(row.before)}</code>
        </span>
      )}
      {row.after !== null && (
        <span>
          <span className="muted">{t('audit.after')}:</span> <code>{describe(row.after)}</code>
        </span>
      )}
    </span>
  );
}

function download(csv: string) {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `talih-audit-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => staffCall(listAudit, { ...toInput(filter), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const exporting = useMutation({
    mutationFn: () => staffCall(exportAudit, toInput(filter)),
    onSuccess: (r) => {
      download(r.csv);
      toast.success(r.truncated ? t('audit.truncated') : t('audit.exported', { count: r.rows }));
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  const verify = useMutation({
    mutationFn: () => staffCall(verifyAudit, {}),
    onSuccess: (r) =>
      r.ok
        ? toast.success(t('audit.verifyOk', { rows: r.rows }))
        : toast.error(t('audit.verifyBroken', { seq: r.brokenSeq, problem: r.problem })),
  });

  const columns: Column<AuditRow>[] = [
    {
      key: 'seq',
      header: t('audit.seq'),
      render: (r) => <span className="num">{r.seq}</span>,
      width: '4rem',
    },
    { key: 'at', header: t('audit.at'), render: (r) => <DateTime ms={r.at} />, width: '11rem' },
    {
      key: 'staff',
      header: t('audit.staff'),
      render: (r) => (
        <>
          {r.staffName}
          {r.secondStaffName && <span className="muted"> + {r.secondStaffName}</span>}
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      render: (r) => (
        <span className="stack">
          <span>{t(`audit.actions.${r.action}`, r.action)}</span>
          <code className="muted small">{r.action}</code>
        </span>
      ),
    },
    {
      key: 'object',
      header: t('audit.object'),
      render: (r) => objectLabel(t, r.objectType, r.objectId),
    },
    { key: 'change', header: t('audit.change'), render: (r) => <Change row={r} /> },
    {
      key: 'reason',
      header: t('audit.reason'),
      render: (r) => r.reason ?? <span className="muted">—</span>,
    },
    {
      key: 'ip',
      header: t('audit.ip'),
      render: (r) => (
        <span className="small" title={`${t('audit.request')}: ${r.requestId}`}>
          {r.ip}
        </span>
      ),
    },
  ];

  function apply(e: FormEvent) {
    e.preventDefault();
    setFilter(draft);
    setPage(1);
  }
  const field = (key: keyof Filter, label: string, type = 'text') => (
    <label className="field field-inline">
      <span>{label}</span>
      <input
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );

  return (
    <section className="page">
      <header className="page-head">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="muted">{t('audit.subtitle')}</p>
        </div>
        <div className="head-actions">
          <button
            type="button"
            className="btn"
            onClick={() => verify.mutate()}
            disabled={verify.isPending}
          >
            {t('audit.verify')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => exporting.mutate()}
            disabled={exporting.isPending}
          >
            {t('audit.export')}
          </button>
        </div>
      </header>
      <ChainHead />
      <DataTable
        filters={
          <form className="filter-row" onSubmit={apply}>
            {field('staff', t('audit.staff'))}
            {field('objectType', t('audit.objectType'))}
            {field('objectId', t('audit.objectId'))}
            {field('from', t('audit.from'), 'date')}
            {field('to', t('audit.to'), 'date')}
            <button type="submit" className="btn btn-primary">
              {t('common.filter')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setDraft(EMPTY);
                setFilter(EMPTY);
                setPage(1);
              }}
            >
              {t('common.clear')}
            </button>
          </form>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.seq}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </section>
  );
}

export default function AuditRoutes() {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
    </Routes>
  );
}
