// Players excluded now (time-outs, self-exclusions, panic locks, staff exclusions), newest
// first, filtered by kind, paged on the server.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExcludedRow } from '@talih/contracts/backoffice/protection.ts';
import { EXCLUSION_KINDS } from '@talih/contracts/protection.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { QueuePage, useQueueParams } from '../../components/QueuePage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { EXCLUDED_PAGE_SIZE, protectionQueries } from './api.ts';

const KINDS = ['all', ...EXCLUSION_KINDS] as const;

function useColumns(): Column<ExcludedRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'player',
      header: t('protection.player'),
      render: (r) => (
        <Link to={`/protection/${r.userId}`}>
          {r.nickname} <span className="muted num">#{r.userId}</span>
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('protection.kindHeader'),
      render: (r) => (
        <StatusBadge
          status={r.kind}
          tone={r.kind === 'staff' ? 'bad' : 'warn'}
          label={t(`protection.kinds.${r.kind}`)}
        />
      ),
    },
    {
      key: 'startsAt',
      header: t('protection.startsAt'),
      render: (r) => <DateTime ms={r.startsAt} />,
    },
    {
      key: 'endsAt',
      header: t('protection.endsAt'),
      render: (r) => (r.endsAt === null ? t('protection.indefinite') : <DateTime ms={r.endsAt} />),
    },
    {
      key: 'setBy',
      header: t('protection.setBy'),
      render: (r) => (r.setBy === 'player' ? t('protection.player') : r.setBy),
    },
  ];
}

export function ExcludedPage() {
  const { t } = useTranslation();
  const q = useQueueParams(KINDS, 'all', [], 'kind');
  const list = useQuery(protectionQueries.excluded(q.status, q.page));
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('protection.title')}</h1>
          <p className="muted">{t('protection.subtitle')}</p>
        </div>
      </header>
      <QueuePage
        caption={t('protection.title')}
        status={{
          label: t('protection.kindHeader'),
          value: q.status,
          statuses: KINDS,
          labelOf: (k) => (k === 'all' ? t('protection.allKinds') : t(`protection.kinds.${k}`)),
          onChange: (kind) => q.set({ status: kind }),
        }}
        list={list}
        columns={useColumns()}
        rowKey={(r) => `${r.userId}-${r.startsAt}`}
        page={q.page}
        pageSize={EXCLUDED_PAGE_SIZE}
        onPage={q.setPage}
        empty={t('protection.noneExcluded')}
      />
    </section>
  );
}
