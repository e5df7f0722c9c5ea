// Events and markets for the trader: filter by sport, league, state, team and "with open
// bets"; each row's open bets, stakes and worst outcome, refreshed every few seconds.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADING_EVENT_STATUSES, TRADING_SPORTS } from '@talih/contracts/backoffice/sport.ts';
import { DataTable } from '../../components/DataTable.tsx';
import {
  LIVE_REFRESH_MS,
  SPORT_PAGE_SIZE,
  sportQueries,
  type EventFilter,
  type EventStatus,
  type Sport,
} from './api.ts';
import { eventColumns } from './columns.tsx';
import { FeedHealthBar } from './FeedHealthBar.tsx';

function EventFilters({ f, onChange }: { f: EventFilter; onChange(f: EventFilter): void }) {
  const { t } = useTranslation();
  const leagues = useQuery(sportQueries.leagues());
  // Any change but the page's own goes back to page 1.
  const set = (part: Partial<EventFilter>) => onChange({ ...f, ...part, page: 1 });
  return (
    <div className="filter-row sport-filters">
      <label className="field">
        <span>{t('sport.filters.status')}</span>
        <select value={f.status} onChange={(e) => set({ status: e.target.value as EventStatus })}>
          {TRADING_EVENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sport.statusFilter.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('sport.filters.sport')}</span>
        <select
          value={f.sport}
          onChange={(e) => set({ sport: e.target.value as Sport | '', leagueId: 0 })}
        >
          <option value="">{t('common.all')}</option>
          {TRADING_SPORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sport.sports.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('sport.filters.league')}</span>
        <select value={f.leagueId} onChange={(e) => set({ leagueId: Number(e.target.value) })}>
          <option value={0}>{t('common.all')}</option>
          {leagues.data?.leagues
            .filter((l) => !f.sport || l.sport === f.sport)
            .map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
        </select>
      </label>
      <label className="field">
        <span>{t('sport.filters.query')}</span>
        <input
          type="search"
          value={f.query}
          placeholder={t('sport.filters.queryHint')}
          onChange={(e) => set({ query: e.target.value })}
        />
      </label>
      <label className="check-field">
        <input
          type="checkbox"
          checked={f.withBets}
          onChange={(e) => set({ withBets: e.target.checked })}
        />{' '}
        {t('sport.filters.withBets')}
      </label>
      <span className="muted small live-note" aria-live="off">
        {t('sport.refreshing', { seconds: LIVE_REFRESH_MS / 1000 })}
      </span>
    </div>
  );
}

export function EventsPage() {
  const { t } = useTranslation();
  const [f, setF] = useState<EventFilter>({
    sport: '',
    leagueId: 0,
    status: 'live',
    query: '',
    withBets: false,
    page: 1,
  });
  const list = useQuery(sportQueries.events(f));
  return (
    <>
      <FeedHealthBar />
      <DataTable
        caption={t('sport.tabs.events')}
        filters={<EventFilters f={f} onChange={setF} />}
        columns={eventColumns(t)}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={f.page}
        pageSize={SPORT_PAGE_SIZE}
        onPage={(page) => setF({ ...f, page })}
        empty={t('sport.emptyEvents')}
      />
    </>
  );
}
