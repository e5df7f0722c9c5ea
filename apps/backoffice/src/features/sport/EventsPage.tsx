// Events and markets for the trader: filter by sport, league, state, team and "with open
// bets"; each row's open bets, stakes and worst outcome, refreshed every few seconds.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  TRADING_EVENT_STATUSES,
  TRADING_SPORTS,
  tradingEvents,
  tradingLeagues,
  type TradingEventRow,
} from '@talih/contracts/backoffice/trading.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { FeedHealthBar } from './FeedHealthBar.tsx';
import { EVENT_TONES } from './labels.ts';

const PAGE_SIZE = 25;
export const LIVE_REFRESH_MS = 5_000;
type Status = (typeof TRADING_EVENT_STATUSES)[number];
type Sport = (typeof TRADING_SPORTS)[number];

/** The open bets and their stakes: a column each, for any row that counts them. */
export function betColumns<T extends { openBets: number; stakesMinor: number }>(
  t: TFunction,
): Column<T>[] {
  return [
    {
      key: 'bets',
      header: t('sport.cols.openBets'),
      align: 'right',
      render: (r) => <span className="num">{r.openBets}</span>,
    },
    {
      key: 'stakes',
      header: t('sport.cols.stakes'),
      align: 'right',
      render: (r) => <Money minor={r.stakesMinor} />,
    },
  ];
}

export function EventsPage() {
  const { t } = useTranslation();
  const [sport, setSport] = useState<Sport | ''>('');
  const [leagueId, setLeagueId] = useState(0);
  const [status, setStatus] = useState<Status>('live');
  const [query, setQuery] = useState('');
  const [withBets, setWithBets] = useState(false);
  const [page, setPage] = useState(1);
  const leagues = useQuery({
    queryKey: ['sport', 'leagues'],
    queryFn: () => staffCall(tradingLeagues, {}),
  });
  const list = useQuery({
    queryKey: ['sport', 'events', sport, leagueId, status, query, withBets, page],
    queryFn: () =>
      staffCall(tradingEvents, {
        ...(sport ? { sport } : {}),
        ...(leagueId ? { leagueId } : {}),
        status,
        query,
        withBets,
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<TradingEventRow>[] = [
    {
      key: 'match',
      header: t('sport.cols.match'),
      render: (r) => (
        <>
          <Link to={`/sport/events/${r.id}`}>
            {r.home} – {r.away}
          </Link>
          <span className="muted small block">
            {t(`sport.sports.${r.sport}`, r.sport)} · {r.league} · #{r.id}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('sport.cols.status'),
      render: (r) => (
        <span className="nowrap">
          <StatusBadge
            status={r.status}
            tone={EVENT_TONES[r.status as keyof typeof EVENT_TONES]}
            label={t(`sport.eventStatus.${r.status}`, r.status)}
          />{' '}
          {r.status === 'live' && (
            <span className="num">
              {r.homeScore}-{r.awayScore} <span className="muted">{r.clock}</span>
            </span>
          )}
          {r.traderSuspended && <StatusBadge status="held" tone="warn" label={t('sport.held')} />}
        </span>
      ),
    },
    { key: 'start', header: t('sport.cols.start'), render: (r) => <DateTime ms={r.startAt} /> },
    {
      key: 'markets',
      header: t('sport.cols.markets'),
      align: 'right',
      render: (r) => (
        <span className="num">
          {r.marketCount}
          {r.suspendedMarkets > 0 && (
            <span className="warn-text">
              {' '}
              · {t('sport.suspendedCount', { count: r.suspendedMarkets })}
            </span>
          )}
        </span>
      ),
    },
    ...betColumns<TradingEventRow>(t),
    {
      key: 'liability',
      header: t('sport.cols.maxLiability'),
      align: 'right',
      render: (r) => <Liability minor={r.maxLiabilityMinor} />,
    },
  ];

  return (
    <>
      <FeedHealthBar />
      <DataTable
        caption={t('sport.tabs.events')}
        filters={
          <div className="filter-row sport-filters">
            <label className="field">
              <span>{t('sport.filters.status')}</span>
              <select value={status} onChange={(e) => reset(setStatus)(e.target.value as Status)}>
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
                value={sport}
                onChange={(e) => {
                  reset(setSport)(e.target.value as Sport | '');
                  setLeagueId(0);
                }}
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
              <select value={leagueId} onChange={(e) => reset(setLeagueId)(Number(e.target.value))}>
                <option value={0}>{t('common.all')}</option>
                {leagues.data?.leagues
                  .filter((l) => !sport || l.sport === sport)
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
                value={query}
                placeholder={t('sport.filters.queryHint')}
                onChange={(e) => reset(setQuery)(e.target.value)}
              />
            </label>
            <label className="check-field">
              <input
                type="checkbox"
                checked={withBets}
                onChange={(e) => reset(setWithBets)(e.target.checked)}
              />{' '}
              {t('sport.filters.withBets')}
            </label>
            <span className="muted small live-note" aria-live="off">
              {t('sport.refreshing', { seconds: LIVE_REFRESH_MS / 1000 })}
            </span>
          </div>
        }
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        error={list.isError ? list.error.message || t('common.loadFailed') : null}
        onRetry={() => void list.refetch()}
        total={list.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={t('sport.emptyEvents')}
      />
    </>
  );
}

/** What an outcome costs the house: in the loss colour when positive (the house pays). */
export function Liability({ minor }: { minor: number }) {
  return (
    <span className={minor > 0 ? 'liability-bad' : 'liability-ok'}>
      <Money minor={minor} />
    </span>
  );
}
