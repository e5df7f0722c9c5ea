// Games: the whole catalogue (hidden games too), paged, sorted and filtered on the server, and
// one game's settings in a panel beside the list (on/off, demo, weight, category, labels).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGames, type GameRow, type GAME_SORTS } from '@talih/contracts/backoffice/content.ts';
import { DataTable, type Column, type Sort } from '../../components/DataTable.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { GameEditor } from './GameEditor.tsx';
import { Hub88Sync } from './Hub88Sync.tsx';
import { useLookups } from './use-lookups.ts';

const PAGE_SIZE = 25;
type SortKey = (typeof GAME_SORTS)[number];

interface Filters {
  search: string;
  provider: string;
  categoryId: number;
  enabled: 'all' | 'on' | 'off';
}

function GameFilters({ value, onChange }: { value: Filters; onChange(f: Filters): void }) {
  const { t } = useTranslation();
  const lookups = useLookups();
  const [search, setSearch] = useState(value.search);
  return (
    <form
      className="filter-row"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...value, search: search.trim() });
      }}
    >
      <label className="field field-inline">
        <span>{t('lobby.games.search')}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label className="field field-inline">
        <span>{t('lobby.games.provider')}</span>
        <select
          value={value.provider}
          onChange={(e) => onChange({ ...value, provider: e.target.value })}
        >
          <option value="">{t('common.all')}</option>
          {lookups.data?.providers.map((p) => (
            <option key={p.firmCode} value={p.firmCode}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field field-inline">
        <span>{t('lobby.games.category')}</span>
        <select
          value={value.categoryId}
          onChange={(e) => onChange({ ...value, categoryId: Number(e.target.value) })}
        >
          <option value={0}>{t('common.all')}</option>
          {lookups.data?.categories.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {t(`lobby.categories.${c.code}`, c.code)}
            </option>
          ))}
        </select>
      </label>
      <label className="field field-inline">
        <span>{t('lobby.games.state')}</span>
        <select
          value={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.value as Filters['enabled'] })}
        >
          <option value="all">{t('common.all')}</option>
          <option value="on">{t('lobby.on')}</option>
          <option value="off">{t('lobby.off')}</option>
        </select>
      </label>
      <button type="submit" className="btn">
        {t('common.filter')}
      </button>
    </form>
  );
}

export function GamesPage() {
  const { t } = useTranslation();
  const canWrite = useCan('content.write');
  const lookups = useLookups();
  const [filters, setFilters] = useState<Filters>({
    search: '',
    provider: '',
    categoryId: 0,
    enabled: 'all',
  });
  const [sort, setSort] = useState<Sort>({ key: 'sortWeight', dir: 'desc' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<GameRow | null>(null);
  const list = useQuery({
    queryKey: ['lobby', 'games', filters, sort, page],
    queryFn: () =>
      staffCall(listGames, {
        ...filters,
        sort: sort.key as SortKey,
        dir: sort.dir,
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const categoryCode = (id: number) =>
    lookups.data?.categories.find((c) => c.categoryId === id)?.code ?? '';
  const columns: Column<GameRow>[] = [
    {
      key: 'art',
      header: '',
      width: '56px',
      render: (r) => <img className="game-thumb" src={r.imageUrl} alt="" loading="lazy" />,
    },
    {
      key: 'name',
      header: t('lobby.games.name'),
      sortable: true,
      render: (r) => (
        <span className="stack">
          <strong>{r.name}</strong>
          <span className="muted small num">
            #{r.gameId} · {r.externalId}
          </span>
        </span>
      ),
    },
    {
      key: 'provider',
      header: t('lobby.games.provider'),
      sortable: true,
      render: (r) => (
        <>
          {r.firmCode}
          {!r.providerEnabled && (
            <span className="muted small"> ({t('lobby.games.providerOff')})</span>
          )}
        </>
      ),
    },
    {
      key: 'category',
      header: t('lobby.games.category'),
      render: (r) =>
        t(`lobby.categories.${categoryCode(r.categoryId)}`, categoryCode(r.categoryId)),
    },
    { key: 'labels', header: t('lobby.games.labels'), render: (r) => r.labels.join(', ') || '—' },
    {
      key: 'demo',
      header: t('lobby.games.demo'),
      render: (r) => (r.haveDemo ? t('lobby.yes') : t('lobby.no')),
    },
    {
      key: 'sortWeight',
      header: t('lobby.games.weight'),
      align: 'right',
      sortable: true,
      render: (r) => <span className="num">{r.sortWeight}</span>,
    },
    {
      key: 'state',
      header: t('lobby.games.state'),
      render: (r) => (
        <StatusBadge
          status={r.enabled ? 'on' : 'off'}
          tone={r.enabled ? 'ok' : 'muted'}
          label={r.enabled ? t('lobby.on') : t('lobby.off')}
        />
      ),
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: '',
            render: (r: GameRow) => (
              <button
                type="button"
                className="btn btn-small"
                aria-label={t('lobby.games.editOf', { name: r.name })}
                onClick={() => setEditing(r)}
              >
                {t('lobby.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      {canWrite && <Hub88Sync />}
      <div className={editing ? 'with-side' : undefined}>
        <DataTable
          caption={t('lobby.tabs.games')}
          columns={columns}
          rows={list.data?.rows}
          rowKey={(r) => r.gameId}
          loading={list.isFetching}
          error={list.isError ? list.error.message || t('common.loadFailed') : null}
          onRetry={() => void list.refetch()}
          total={list.data?.total}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          sort={sort}
          onSort={(s) => {
            setSort(s);
            setPage(1);
          }}
          empty={t('lobby.games.empty')}
          filters={
            <GameFilters
              value={filters}
              onChange={(f) => {
                setFilters(f);
                setPage(1);
              }}
            />
          }
        />
        {editing && (
          <GameEditor key={editing.gameId} game={editing} onClose={() => setEditing(null)} />
        )}
      </div>
    </>
  );
}
