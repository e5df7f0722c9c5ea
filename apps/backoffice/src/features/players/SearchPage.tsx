// Finding a player by id, phone, nickname, name or IBAN; paged and sorted on the server. The
// query, page and sort live in the address, so going back from a player keeps the list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PLAYER_SORTS,
  searchPlayers,
  type PlayerRow,
} from '@talih/contracts/backoffice/players.ts';
import { DataTable, type Column, type Sort } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { staffCall } from '../../lib/api.ts';
import { BlockBadges } from './BlockBadges.tsx';
import { formatPhone } from './PlayerPage.tsx';

const PAGE_SIZE = 25;
type SortKey = (typeof PLAYER_SORTS)[number];

export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const sortKey = (PLAYER_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as SortKey)
    : 'id';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const [draft, setDraft] = useState(query);
  const list = useQuery({
    queryKey: ['players', 'search', query, page, sortKey, dir],
    queryFn: () =>
      staffCall(searchPlayers, { query, page, pageSize: PAGE_SIZE, sort: sortKey, dir }),
    placeholderData: keepPreviousData,
  });
  const go = (next: Record<string, string>) =>
    setParams({ q: query, page: String(page), sort: sortKey, dir, ...next });

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
      render: (r) => <Link to={`/players/${r.userId}`}>{r.nickname}</Link>,
    },
    { key: 'realName', header: t('players.realName'), render: (r) => r.realName ?? '—' },
    {
      key: 'mobile',
      header: t('players.phone'),
      render: (r) => <span className="num nowrap">{r.mobile ? formatPhone(r.mobile) : '—'}</span>,
    },
    {
      key: 'cash',
      header: t('players.cash'),
      align: 'right',
      render: (r) => <Money minor={r.cashMinor} />,
    },
    {
      key: 'status',
      header: t('players.status'),
      render: (r) => <BlockBadges blocks={r.blocks} />,
    },
    {
      key: 'createdAt',
      header: t('players.createdAt'),
      sortable: true,
      render: (r) => <DateTime ms={r.createdAt} />,
    },
    {
      key: 'lastLoginAt',
      header: t('players.lastLoginAt'),
      sortable: true,
      render: (r) => <DateTime ms={r.lastLoginAt} />,
    },
  ];

  return (
    <section className="page bo-area">
      <header className="page-head">
        <div>
          <h1>{t('players.title')}</h1>
          <p className="muted">{t('players.subtitle')}</p>
        </div>
      </header>
      <DataTable
        caption={t('players.title')}
        filters={
          <form
            className="search-form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setParams({ q: draft.trim(), page: '1', sort: sortKey, dir });
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
        empty={query ? t('players.noMatch') : t('players.none')}
      />
    </section>
  );
}
