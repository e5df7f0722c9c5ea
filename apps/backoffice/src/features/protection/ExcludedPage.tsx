// Players excluded now (time-outs, self-exclusions, panic locks, staff exclusions), newest
// first, filtered by kind, paged on the server.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExcludedRow } from '@talih/contracts/backoffice/protection.ts';
import { EXCLUSION_KINDS } from '@talih/contracts/protection.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { EXCLUDED_PAGE_SIZE, protectionQueries } from './api.ts';

type Kind = 'all' | (typeof EXCLUSION_KINDS)[number];

export function ExcludedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const kind = (['all', ...EXCLUSION_KINDS] as string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as Kind)
    : 'all';
  const list = useQuery(protectionQueries.excluded(kind, page));
  const columns: Column<ExcludedRow>[] = [
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
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('protection.title')}</h1>
          <p className="muted">{t('protection.subtitle')}</p>
        </div>
      </header>
      <DataTable
        caption={t('protection.title')}
        filters={
          <label className="field">
            <span>{t('protection.kindHeader')}</span>
            <select value={kind} onChange={(e) => setParams({ kind: e.target.value, page: '1' })}>
              <option value="all">{t('protection.allKinds')}</option>
              {EXCLUSION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`protection.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => `${r.userId}-${r.startsAt}`}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={EXCLUDED_PAGE_SIZE}
        onPage={(p) => setParams({ kind, page: String(p) })}
        empty={t('protection.noneExcluded')}
      />
    </section>
  );
}
