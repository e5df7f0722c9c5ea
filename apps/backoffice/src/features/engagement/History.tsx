// A configuration's versions, newest first, each with who asked, who approved, and what changed.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { configHistory } from '@talih/contracts/backoffice/engagement.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';
import { ChangeList } from './ChangeList.tsx';
import { engagementQueries, HISTORY_PAGE_SIZE } from './api.ts';

type Row = Awaited<ReturnType<typeof staffCall<typeof configHistory>>>['rows'][number];
const TONES = { live: 'ok', pending: 'warn', superseded: 'muted', rejected: 'bad' } as const;

export function History({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery(engagementQueries.history(kind, page));
  const columns: Column<Row>[] = [
    {
      key: 'v',
      header: t('engagement.version'),
      render: (r) => <span className="num">v{r.version}</span>,
      width: '4rem',
    },
    {
      key: 'state',
      header: t('engagement.state'),
      render: (r) => (
        <StatusBadge
          status={r.state}
          tone={TONES[r.state]}
          label={t(`engagement.states.${r.state}`)}
        />
      ),
    },
    {
      key: 'by',
      header: t('engagement.requestedBy'),
      render: (r) => (
        <span className="stack">
          <span>{r.createdBy === 'system' ? t('engagement.baseline') : r.createdBy}</span>
          <DateTime ms={r.createdAt} />
        </span>
      ),
    },
    {
      key: 'approved',
      header: t('engagement.decidedBy'),
      render: (r) =>
        r.approvedBy ? (
          <span className="stack">
            <span>{r.approvedBy}</span>
            <DateTime ms={r.decidedAt} />
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      key: 'changes',
      header: t('engagement.changes'),
      render: (r) => <ChangeList changes={r.changes} limit={12} />,
    },
  ];
  return (
    <DataTable
      caption={t('engagement.history')}
      columns={columns}
      rows={list.data?.rows}
      rowKey={(r) => r.version}
      loading={list.isFetching}
      error={list.isError ? errorText(t, list.error) : null}
      onRetry={() => void list.refetch()}
      total={list.data?.total}
      page={page}
      pageSize={HISTORY_PAGE_SIZE}
      onPage={setPage}
      empty={t('engagement.noHistory')}
    />
  );
}
