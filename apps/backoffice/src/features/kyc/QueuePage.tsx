// The KYC review queue: waiting documents first (oldest first), filters by state, level and
// type, paged on the server. A row opens the player's KYC file on that document.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycQueueRow } from '@talih/contracts/backoffice/kyc.ts';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_STATUSES,
  KYC_LEVELS,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycLevel,
} from '@talih/contracts/kyc.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { PlayerLink } from '../../components/PlayerLink.tsx';
import { errorText } from '../../lib/labels.ts';
import { KYC_QUEUE_PAGE_SIZE, kycQueries } from './api.ts';
import { KycLevelBadge, KycStatusBadge } from './badges.tsx';

function Filter<T extends string>(props: {
  label: string;
  value: T | '';
  options: readonly T[];
  labelOf(v: T): string;
  onChange(v: T | ''): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as T | '')}>
        <option value="">{t('common.all')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labelOf(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

function useColumns(): Column<KycQueueRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'at', header: t('kyc.cols.uploadedAt'), render: (r) => <DateTime ms={r.createdAt} /> },
    {
      key: 'player',
      header: t('kyc.cols.player'),
      render: (r) => <PlayerLink userId={r.userId} nickname={r.nickname} />,
    },
    { key: 'level', header: t('kyc.cols.level'), render: (r) => <KycLevelBadge level={r.level} /> },
    { key: 'kind', header: t('kyc.cols.kind'), render: (r) => t(`kyc.kind.${r.kind}`) },
    {
      key: 'status',
      header: t('kyc.cols.status'),
      render: (r) => <KycStatusBadge status={r.status} />,
    },
    {
      key: 'file',
      header: t('kyc.cols.file'),
      render: (r) => <span className="clip">{r.fileName}</span>,
    },
    { key: 'reviewed', header: t('kyc.cols.reviewed'), render: (r) => r.reviewedBy ?? '—' },
    {
      key: 'actions',
      header: t('kyc.cols.actions'),
      render: (r) => (
        <Link className="btn btn-small" to={`/kyc/player/${r.userId}?doc=${r.documentId}`}>
          {r.status === 'pending' ? t('kyc.review') : t('kyc.view')}
        </Link>
      ),
    },
  ];
}

export function QueuePage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<KycDocumentStatus | ''>('pending');
  const [level, setLevel] = useState<KycLevel | ''>('');
  const [kind, setKind] = useState<KycDocumentKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery(kycQueries.queue({ status, level, kind, page }));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <DataTable
      caption={t('kyc.queue')}
      filters={
        <div className="kyc-filters">
          <Filter
            label={t('kyc.filters.status')}
            value={status}
            options={KYC_DOCUMENT_STATUSES}
            labelOf={(v) => t(`kyc.status.${v}`)}
            onChange={reset(setStatus)}
          />
          <Filter
            label={t('kyc.filters.level')}
            value={level}
            options={KYC_LEVELS}
            labelOf={(v) => t(`kyc.level.${v}`)}
            onChange={reset(setLevel)}
          />
          <Filter
            label={t('kyc.filters.kind')}
            value={kind}
            options={KYC_DOCUMENT_KINDS}
            labelOf={(v) => t(`kyc.kind.${v}`)}
            onChange={reset(setKind)}
          />
        </div>
      }
      columns={useColumns()}
      rows={list.data?.rows}
      rowKey={(r) => r.documentId}
      loading={list.isFetching}
      error={list.isError ? errorText(t, list.error) : null}
      onRetry={() => void list.refetch()}
      total={list.data?.total}
      page={page}
      pageSize={KYC_QUEUE_PAGE_SIZE}
      onPage={setPage}
      empty={status === 'pending' ? t('kyc.emptyPending') : t('kyc.empty')}
    />
  );
}
