// The player list: found by id, phone, nickname, name or IBAN, narrowed by the filters
// (FilterPanel), paged and sorted on the server, exported as CSV. The query, filters, page and
// sort live in the address, so going back from a player keeps the list.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import { PLAYER_SORTS, type PlayerRow } from '@talih/contracts/backoffice/players.ts';
import { DataTable, type Column, type Sort } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { exportPlayerList, fetchPlayers, type PlayerSortKey } from './api.ts';
import { BlockBadges } from '../../components/BlockBadges.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { filterCount, filterFromParams, filterToParams } from './filter-params.ts';
import { formatPhone } from '../../lib/format.ts';

const PAGE_SIZE = 25;
type SortKey = PlayerSortKey;

export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const sortKey = (PLAYER_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as SortKey)
    : 'id';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const filter = filterFromParams(params);
  const [draft, setDraft] = useState(query);
  const list = useQuery({
    queryKey: ['players', 'search', query, filter, page, sortKey, dir],
    queryFn: () => fetchPlayers({ query, filter, page, pageSize: PAGE_SIZE, sort: sortKey, dir }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Record<string, string>, f: PlayerFilter = filter) =>
    setParams([
      ...Object.entries({ q: query, page: String(page), sort: sortKey, dir, ...next }),
      ...filterToParams(f),
    ]);
  const canExport = useCan('players.export');
  const exporting = useMutation({
    mutationFn: () => exportPlayerList(query, filter),
    onSuccess: (r) => {
      downloadCsv(`talih-oyuncular-${new Date().toISOString().slice(0, 10)}.csv`, r.csv);
      toast.success(
        r.truncated
          ? t('playerList.exportTruncated', { count: r.rows })
          : t('playerList.exported', { count: r.rows }),
      );
    },
    onError: (e) => toast.error(errorText(t, e)),
  });

  const columns: Column<PlayerRow>[] = [
    {
      key: 'id',
      header: t('players.id'),
      sortable: true,
      width: '6rem',
      render: (r) => (
        <Link className="num" to={`/players/${r.userId}`}>
          {r.userId}
        </Link>
      ),
    },
    {
      key: 'nickname',
      header: t('players.nickname'),
      sortable: true,
      // The real name under the nickname: one column less, so the list fits 1440 px.
      render: (r) => (
        <span className="stack">
          <Link to={`/players/${r.userId}`}>{r.nickname}</Link>
          {r.realName && <span className="small muted">{r.realName}</span>}
        </span>
      ),
    },
    {
      key: 'mobile',
      header: t('players.phone'),
      render: (r) => <span className="num nowrap">{r.mobile ? formatPhone(r.mobile) : '—'}</span>,
    },
    {
      key: 'cash',
      header: t('players.cash'),
      align: 'right',
      sortable: true,
      render: (r) => <Money minor={r.cashMinor} />,
    },
    {
      key: 'deposits',
      header: t('playerList.deposits'),
      align: 'right',
      sortable: true,
      render: (r) => <Money minor={r.depositsMinor} />,
    },
    { key: 'vip', header: t('playerList.vip'), align: 'right', render: (r) => r.vipLevel },
    {
      key: 'kyc',
      header: t('playerList.kyc'),
      render: (r) => (
        <span className="nowrap">
          {t(`playerList.kycLevels.${r.kycLevel}`)}
          {r.country ? ` · ${r.country}` : ''}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('players.status'),
      render: (r) => (
        <span className="badges">
          <BlockBadges blocks={r.blocks} />
          {r.openAlerts > 0 && (
            <span className="badge badge-warn">
              {t('playerList.alerts', { count: r.openAlerts })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'tags',
      header: t('playerList.tags'),
      render: (r) => (
        <span className="badges">
          {r.tags.map((tag) => (
            <span key={tag} className="tag-chip">
              {tag}
            </span>
          ))}
        </span>
      ),
    },
    {
      key: 'createdAt',
      header: t('players.createdAt'),
      sortable: true,
      render: (r) => <DateTime ms={r.createdAt} dayOnly />,
    },
    {
      key: 'lastLoginAt',
      header: t('players.lastLoginAt'),
      sortable: true,
      render: (r) => <DateTime ms={r.lastLoginAt} dayOnly />,
    },
  ];

  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('players.title')}</h1>
          <p className="muted">{t('players.subtitle')}</p>
        </div>
        {canExport && (
          <button
            type="button"
            className="btn"
            onClick={() => exporting.mutate()}
            disabled={exporting.isPending}
          >
            {t('playerList.export')}
          </button>
        )}
      </header>
      <details className="card player-filter-box" open={filterCount(filter) > 0}>
        <summary>{t('playerList.filtersCount', { count: filterCount(filter) })}</summary>
        <FilterPanel
          key={params.toString()}
          filter={filter}
          onApply={(f) => go({ page: '1' }, f)}
        />
      </details>
      <DataTable
        caption={t('players.title')}
        filters={
          <form
            className="search-form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setParams([
                ...Object.entries({ q: draft.trim(), page: '1', sort: sortKey, dir }),
                ...filterToParams(filter),
              ]);
            }}
          >
            <label className="field grow">
              <span>{t('players.searchLabel')}</span>
              <input
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={t('players.searchHint')}
                maxLength={64}
                autoFocus
              />
            </label>
            <button type="submit" className="btn btn-primary">
              {t('players.search')}
            </button>
          </form>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.userId}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => go({ page: String(p) })}
        sort={{ key: sortKey, dir }}
        onSort={(s: Sort) => go({ sort: s.key, dir: s.dir, page: '1' })}
        empty={query || filterCount(filter) > 0 ? t('players.noMatch') : t('players.none')}
      />
    </section>
  );
}
