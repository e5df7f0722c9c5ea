// The player list: found by id, phone, nickname, name or IBAN, narrowed by the filters
// (FilterPanel), paged and sorted on the server, exported as CSV. The query, filters, page and
// sort live in the address, so going back from a player keeps the list.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayerFilter } from '@talih/contracts/backoffice/player-list.ts';
import { PLAYER_SORTS, type PlayerRow } from '@talih/contracts/backoffice/players.ts';
import { BlockBadges } from '../../components/BlockBadges.tsx';
import { DataTable, type Column, type Sort } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { toast } from '../../components/Toast.tsx';
import { downloadCsv } from '../../lib/csv.ts';
import { formatPhone } from '../../lib/format.ts';
import { errorText } from '../../lib/labels.ts';
import { useCan } from '../../lib/session.ts';
import {
  PLAYERS_PAGE_SIZE,
  playersQueries,
  useExportPlayers,
  type ListQuery,
  type PlayerSortKey,
} from './api.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { filterCount, filterFromParams, filterToParams } from './filter-params.ts';

/** Who the player is and what they hold. */
function whoColumns(t: TFunction): Column<PlayerRow>[] {
  return [
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
  ];
}

/** Their standing: KYC, blocks and alerts, tags, and when they came and last signed in. */
function standingColumns(t: TFunction): Column<PlayerRow>[] {
  return [
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
}

function useColumns(): Column<PlayerRow>[] {
  const { t } = useTranslation();
  return [...whoColumns(t), ...standingColumns(t)];
}

/** The list's query, read from the address, and a way to change part of it. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const sort = (PLAYER_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as PlayerSortKey)
    : 'id';
  const q: ListQuery = {
    query: params.get('q') ?? '',
    filter: filterFromParams(params),
    page: Number(params.get('page') ?? 1) || 1,
    sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
  const go = (next: Record<string, string>, f: PlayerFilter = q.filter) =>
    setParams([
      ...Object.entries({ q: q.query, page: String(q.page), sort: q.sort, dir: q.dir, ...next }),
      ...filterToParams(f),
    ]);
  return { q, go, key: params.toString() };
}

function ExportButton({ query, filter }: { query: string; filter: PlayerFilter }) {
  const { t } = useTranslation();
  const exporting = useExportPlayers({
    onDone: (r) => {
      downloadCsv(`talih-oyuncular-${new Date().toISOString().slice(0, 10)}.csv`, r.csv);
      toast.success(
        r.truncated
          ? t('playerList.exportTruncated', { count: r.rows })
          : t('playerList.exported', { count: r.rows }),
      );
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  return (
    <button
      type="button"
      className="btn"
      onClick={() => exporting.mutate({ query, filter })}
      disabled={exporting.isPending}
    >
      {t('playerList.export')}
    </button>
  );
}

function SearchForm({ query, onSearch }: { query: string; onSearch(query: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  return (
    <form
      className="search-form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
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
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const { q, go, key } = useListParams();
  const list = useQuery(playersQueries.search(q));
  const canExport = useCan('players.export');
  const filtered = filterCount(q.filter);
  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('players.title')}</h1>
          <p className="muted">{t('players.subtitle')}</p>
        </div>
        {canExport && <ExportButton query={q.query} filter={q.filter} />}
      </header>
      <details className="card player-filter-box" open={filtered > 0}>
        <summary>{t('playerList.filtersCount', { count: filtered })}</summary>
        <FilterPanel key={key} filter={q.filter} onApply={(f) => go({ page: '1' }, f)} />
      </details>
      <DataTable
        caption={t('players.title')}
        filters={<SearchForm query={q.query} onSearch={(query) => go({ q: query, page: '1' })} />}
        columns={useColumns()}
        rows={list.data?.rows}
        rowKey={(r) => r.userId}
        loading={list.isFetching}
        error={list.isError ? errorText(t, list.error) : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={q.page}
        pageSize={PLAYERS_PAGE_SIZE}
        onPage={(p) => go({ page: String(p) })}
        sort={{ key: q.sort, dir: q.dir }}
        onSort={(s: Sort) => go({ sort: s.key, dir: s.dir, page: '1' })}
        empty={q.query || filtered > 0 ? t('players.noMatch') : t('players.none')}
      />
    </section>
  );
}
