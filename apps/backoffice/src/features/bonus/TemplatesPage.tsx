// Bonus templates: the list (server-side paging, sorting, filters by kind, trigger and status)
// with each one's current version and the version waiting for approval.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

interface Filter {
  kind: BonusKind | '';
  trigger: BonusTrigger | '';
  status: Status | '';
  q: string;
}

export function TemplatesPage() {
  const { t } = useTranslation();
  const title = useTitle();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>({ key: 'updatedAt', dir: 'desc' });
  const [f, setF] = useState<Filter>({ kind: '', trigger: '', status: '', q: '' });
  const filter = { kind: f.kind || null, trigger: f.trigger || null, status: f.status || null };
  const list = useQuery(
    bonusQueries.templates({ page, sort: sort.key as 'code', dir: sort.dir, ...filter, q: f.q }),
  );
  return (
    <DataTable
      caption={t('bonus.tabs.templates')}
      columns={templateColumns(t, title)}
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
        <Filters
          filter={f}
          onChange={(patch) => {
            // A new filter starts again from the first page.
            setF({ ...f, ...patch });
            setPage(1);
          }}
        />
      }
    />
  );
}

/** Search by code; kind, trigger and status; "new template" for bonus.write. */
function Filters({ filter, onChange }: { filter: Filter; onChange(patch: Partial<Filter>): void }) {
  const { t } = useTranslation();
  const canWrite = useCan('bonus.write');
  return (
    <div className="filter-row">
      <label className="field field-inline">
        <span>{t('bonus.list.search')}</span>
        <input
          value={filter.q}
          placeholder="HOSGELDIN"
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </label>
      <Choice
        label={t('bonus.list.kind')}
        value={filter.kind}
        options={BONUS_KINDS}
        prefix="bonus.kinds"
        onChange={(kind) => onChange({ kind })}
      />
      <Choice
        label={t('bonus.list.trigger')}
        value={filter.trigger}
        options={BONUS_TRIGGERS}
        prefix="bonus.triggers"
        onChange={(trigger) => onChange({ trigger })}
      />
      <Choice
        label={t('bonus.list.status')}
        value={filter.status}
        options={TEMPLATE_STATUSES}
        prefix="bonus.templateStatus"
        onChange={(status) => onChange({ status })}
      />
      {canWrite && (
        <Link className="btn btn-primary" to="/bonus/templates/new">
          {t('bonus.list.new')}
        </Link>
      )}
    </div>
  );
}

function templateColumns(t: TFunction, title: ReturnType<typeof useTitle>): Column<TemplateRow>[] {
  return [
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
}

function Choice<T extends string>(props: {
  label: string;
  value: T | '';
  options: readonly T[];
  /** Where each option's label sits in the locale (bonus.kinds, bonus.triggers...). */
  prefix: string;
  onChange(value: T | ''): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field field-inline">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
        <option value="">{t('bonus.list.all')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {t(`${props.prefix}.${o}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
