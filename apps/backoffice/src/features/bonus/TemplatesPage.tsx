// Bonus templates: the list (server-side paging, sorting, filters by kind, trigger and status)
// with each one's current version and the version waiting for approval.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_STATUSES, type TemplateRow } from '@talih/contracts/backoffice/bonus.ts';
import {
  BONUS_KINDS,
  BONUS_TRIGGERS,
  type BonusKind,
  type BonusTrigger,
} from '@talih/contracts/bonus.ts';
import { DataTable, type Column, type Sort } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { bonusQueries, TEMPLATES_PAGE_SIZE } from './api.ts';
import { useTitle } from './title.ts';

type Status = (typeof TEMPLATE_STATUSES)[number];
const TONE = { draft: 'info', active: 'ok', paused: 'warn', retired: 'muted' } as const;

export function TemplateStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <StatusBadge status={status} tone={TONE[status]} label={t(`bonus.templateStatus.${status}`)} />
  );
}

export function TemplatesPage() {
  const { t } = useTranslation();
  const title = useTitle();
  const canWrite = useCan('bonus.write');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ key: 'updatedAt', dir: 'desc' });
  const [kind, setKind] = useState<BonusKind | ''>('');
  const [trigger, setTrigger] = useState<BonusTrigger | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [q, setQ] = useState('');
  const filter = { kind: kind || null, trigger: trigger || null, status: status || null, q };
  const list = useQuery(
    bonusQueries.templates({ page, sort: sort.key as 'code', dir: sort.dir, ...filter }),
  );
  const columns: Column<TemplateRow>[] = [
    {
      key: 'code',
      header: t('bonus.list.code'),
      sortable: true,
      render: (r) => <code>{r.code}</code>,
    },
    { key: 'name', header: t('bonus.list.name'), render: (r) => title(r.title) },
    {
      key: 'kind',
      header: t('bonus.list.kind'),
      sortable: true,
      render: (r) => t(`bonus.kinds.${r.kind}`),
    },
    {
      key: 'trigger',
      header: t('bonus.list.trigger'),
      render: (r) => t(`bonus.triggers.${r.trigger}`),
    },
    {
      key: 'status',
      header: t('bonus.list.status'),
      sortable: true,
      render: (r) => <TemplateStatus status={r.status} />,
    },
    {
      key: 'version',
      header: t('bonus.list.version'),
      render: (r) => (r.currentVersion ? `v${r.currentVersion}` : <span className="muted">—</span>),
    },
    {
      key: 'pending',
      header: t('bonus.list.pending'),
      render: (r) =>
        r.pendingVersion ? (
          <StatusBadge status="pending" label={`v${r.pendingVersion}`} />
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'updatedAt',
      header: t('bonus.list.updated'),
      sortable: true,
      render: (r) => <DateTime ms={r.updatedAt} />,
    },
    {
      key: 'open',
      header: '',
      render: (r) => (
        <Link className="btn btn-small" to={`/bonus/templates/${r.id}`}>
          {t('bonus.list.open')}
        </Link>
      ),
    },
  ];
  const select = <T extends string>(
    label: string,
    value: T | '',
    options: readonly T[],
    prefix: string,
    on: (v: T | '') => void,
  ) => (
    <label className="field field-inline">
      <span>{label}</span>
      <select
        value={value}
        onChange={(e) => {
          on(e.target.value as T | '');
          setPage(1);
        }}
      >
        <option value="">{t('bonus.list.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${prefix}.${o}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <DataTable
      caption={t('bonus.tabs.templates')}
      columns={columns}
      rows={list.data?.rows}
      rowKey={(r) => r.id}
      loading={list.isFetching}
      error={list.isError ? errorText(t, list.error) : null}
      onRetry={() => void list.refetch()}
      total={list.data?.total}
      page={page}
      pageSize={TEMPLATES_PAGE_SIZE}
      onPage={setPage}
      sort={sort}
      onSort={(s) => {
        setSort(s);
        setPage(1);
      }}
      empty={t('bonus.list.empty')}
      filters={
        <div className="filter-row">
          <label className="field field-inline">
            <span>{t('bonus.list.search')}</span>
            <input
              value={q}
              placeholder="HOSGELDIN"
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </label>
          {select(t('bonus.list.kind'), kind, BONUS_KINDS, 'bonus.kinds', setKind)}
          {select(t('bonus.list.trigger'), trigger, BONUS_TRIGGERS, 'bonus.triggers', setTrigger)}
          {select(
            t('bonus.list.status'),
            status,
            TEMPLATE_STATUSES,
            'bonus.templateStatus',
            setStatus,
          )}
          {canWrite && (
            <Link className="btn btn-primary" to="/bonus/templates/new">
              {t('bonus.list.new')}
            </Link>
          )}
        </div>
      }
    />
  );
}
