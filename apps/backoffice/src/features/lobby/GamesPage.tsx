// Games: the whole catalogue (hidden games too), paged, sorted and filtered on the server, and
// one game's settings in a panel beside the list (on/off, demo, weight, category, labels).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRow } from '@talih/contracts/backoffice/lobby.ts';
import { DataTable, type Sort } from '../../components/DataTable.tsx';
import { useCan } from '../../lib/session.ts';
import { LOBBY_PAGE_SIZE, lobbyQueries, type GameFilter as Filters } from './api.ts';
import { gameColumns } from './GameColumns.tsx';
import { GameEditor } from './GameEditor.tsx';
import { Hub88Sync } from './Hub88Sync.tsx';
import { useLookups } from './use-lookups.ts';

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
  const list = useQuery(lobbyQueries.games(filters, sort, page));
  const categoryCode = (id: number) =>
    lookups.data?.categories.find((c) => c.categoryId === id)?.code ?? '';
  const columns = gameColumns(t, { categoryCode, onEdit: canWrite ? setEditing : undefined });
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
          pageSize={LOBBY_PAGE_SIZE}
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
