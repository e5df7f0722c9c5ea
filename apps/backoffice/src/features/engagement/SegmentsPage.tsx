// Player segments: saved filters on players, with a live count of who matches as the filter is
// edited (counted on the server, a moment after typing stops).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  segmentFilter,
  type SegmentFilter,
  type SegmentRow,
} from '@talih/contracts/backoffice/engagement.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { TagPicker } from '../../components/TagPicker.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { useDebounced } from './hooks.ts';
import { DateTimeInput } from './inputs.tsx';
import { problemsOf } from './problems.ts';
import { liraText, parseLira } from '../../lib/amount.ts';
import { engagementQueries, SEGMENTS_PAGE_SIZE, useSaveSegment } from './api.ts';

const EMPTY: SegmentFilter = {
  vipMin: null,
  vipMax: null,
  registeredFrom: null,
  registeredTo: null,
  depositedMinMinor: null,
  activeWithinDays: null,
  lang: null,
  tags: [],
};

function OptionalInt({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        inputMode="numeric"
        value={value ?? ''}
        onChange={(e) =>
          onChange(
            /^\d+$/.test(e.target.value)
              ? Number(e.target.value)
              : e.target.value === ''
                ? null
                : Number.NaN,
          )
        }
      />
    </label>
  );
}

function OptionalMoney({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
}) {
  const [text, setText] = useState(value === null ? '' : liraText(value));
  return (
    <label className="field">
      <span>{label} (₺)</span>
      <input
        inputMode="decimal"
        value={text}
        aria-invalid={value !== null && !Number.isFinite(value)}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.trim() === '' ? null : parseLira(e.target.value));
        }}
      />
    </label>
  );
}

export function FilterFields({
  filter,
  onChange,
}: {
  filter: SegmentFilter;
  onChange(f: SegmentFilter): void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<SegmentFilter>) => onChange({ ...filter, ...patch });
  const tags = useQuery(engagementQueries.segmentTags());
  return (
    <div className="inline-fields">
      <OptionalInt
        label={t('engagement.fields.vipMin')}
        value={filter.vipMin}
        onChange={(v) => set({ vipMin: v })}
      />
      <OptionalInt
        label={t('engagement.fields.vipMax')}
        value={filter.vipMax}
        onChange={(v) => set({ vipMax: v })}
      />
      <DateTimeInput
        label={t('engagement.fields.registeredFrom')}
        value={filter.registeredFrom}
        onChange={(v) => set({ registeredFrom: v })}
      />
      <DateTimeInput
        label={t('engagement.fields.registeredTo')}
        value={filter.registeredTo}
        onChange={(v) => set({ registeredTo: v })}
      />
      <OptionalMoney
        label={t('engagement.fields.depositedMinMinor')}
        value={filter.depositedMinMinor}
        onChange={(v) => set({ depositedMinMinor: v })}
      />
      <OptionalInt
        label={t('engagement.fields.activeWithinDays')}
        value={filter.activeWithinDays}
        onChange={(v) => set({ activeWithinDays: v })}
      />
      <label className="field">
        <span>{t('engagement.fields.lang')}</span>
        <select
          value={filter.lang ?? ''}
          onChange={(e) => set({ lang: (e.target.value || null) as SegmentFilter['lang'] })}
        >
          <option value="">{t('common.all')}</option>
          <option value="tk">Türkçe</option>
          <option value="en">English</option>
          <option value="zh-CN">中文</option>
        </select>
      </label>
      <TagPicker
        label={t('engagement.fields.tags')}
        value={filter.tags}
        onChange={(tags) => set({ tags })}
        known={tags.data?.tags ?? []}
      />
    </div>
  );
}

export function LiveCount({ filter }: { filter: SegmentFilter }) {
  const { t } = useTranslation();
  const debounced = useDebounced(filter, 400);
  const valid = segmentFilter.safeParse(debounced).success;
  const count = useQuery(engagementQueries.segmentCount(debounced, valid));
  return (
    <p className="live-count" role="status" aria-live="polite">
      {!valid
        ? t('engagement.segments.fixFilter')
        : count.isError
          ? errorText(t, count.error)
          : count.data
            ? t('engagement.segments.matches', { count: count.data.count })
            : t('common.loading')}
    </p>
  );
}

function SegmentEditor({ editing, onDone }: { editing: SegmentRow | null; onDone(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing?.name ?? '');
  const [filter, setFilter] = useState<SegmentFilter>(
    editing ? { ...EMPTY, ...editing.filter } : EMPTY,
  );
  const problems = problemsOf(t, segmentFilter, filter);
  const save = useSaveSegment(() => {
    toast.success(t('engagement.segments.saved'));
    onDone();
  });
  return (
    <form
      className="panel segment-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (problems.length === 0 && name.trim().length >= 2)
          save.mutate({ id: editing?.id ?? null, name, filter });
      }}
    >
      <h2>
        {editing
          ? t('engagement.segments.edit', { name: editing.name })
          : t('engagement.segments.new')}
      </h2>
      <label className="field">
        <span>{t('engagement.segments.name')}</span>
        <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      </label>
      <FilterFields filter={filter} onChange={setFilter} />
      <LiveCount filter={filter} />
      {problems.length > 0 && (
        <div className="form-error" role="alert">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {save.error && (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
      <div className="action-row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending || problems.length > 0 || name.trim().length < 2}
        >
          {t('common.save')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

export function SegmentsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('engagement.write');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SegmentRow | 'new' | null>(null);
  const list = useQuery(engagementQueries.segments(page));
  return (
    <>
      {canWrite && editing === null && (
        <div className="action-row">
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('engagement.segments.new')}
          </button>
        </div>
      )}
      {editing !== null && (
        <SegmentEditor
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        caption={t('engagement.tabs.segments')}
        columns={segmentColumns(t, canWrite, setEditing)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={SEGMENTS_PAGE_SIZE}
        onPage={setPage}
        empty={t('engagement.segments.empty')}
      />
    </>
  );
}

function segmentColumns(
  t: TFunction,
  canWrite: boolean,
  onEdit: (row: SegmentRow) => void,
): Column<SegmentRow>[] {
  return [
    { key: 'id', header: '#', render: (r) => <span className="num">{r.id}</span>, width: '4rem' },
    {
      key: 'name',
      header: t('engagement.segments.name'),
      render: (r) => <strong>{r.name}</strong>,
    },
    {
      key: 'filter',
      header: t('engagement.segments.filter'),
      render: (r) => <FilterSummary filter={r.filter} />,
    },
    {
      key: 'by',
      header: t('engagement.segments.updated'),
      render: (r) => (
        <span className="stack">
          <span>{r.createdBy}</span>
          <DateTime ms={r.updatedAt} />
        </span>
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: '',
            render: (r: SegmentRow) => (
              <button type="button" className="btn btn-small" onClick={() => onEdit(r)}>
                {t('engagement.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
}

function FilterSummary({ filter }: { filter: SegmentFilter }) {
  const { t } = useTranslation();
  const parts = (Object.entries(filter) as [keyof SegmentFilter, unknown][])
    .filter(([, v]) => v !== null)
    .map(([k]) => t(`engagement.fields.${k}`));
  return (
    <span className="small">
      {parts.length ? parts.join(', ') : t('engagement.segments.everyone')}
    </span>
  );
}
