// The bet ticket search: by ticket number, player (id or nickname), event, state and placing
// date; a row opens the ticket with its legs and history.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TICKET_STATES,
  tradingTickets,
  type TicketRow,
} from '@talih/contracts/backoffice/trading.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { oddsText } from './labels.ts';
import { DateInput } from '../../components/DateInput.tsx';

const PAGE_SIZE = 25;
type State = (typeof TICKET_STATES)[number];

export const TICKET_TONES = {
  open: 'info',
  won: 'ok',
  lost: 'muted',
  void: 'warn',
  cashed_out: 'info',
} as const;

/** A date field's day (yyyy-mm-dd, the browser's time zone) as epoch ms; the end day inclusive. */
function dayMs(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00`).getTime();
  return end ? start + 86_400_000 : start;
}

export function TicketsPage() {
  const { t } = useTranslation();
  const [betNo, setBetNo] = useState('');
  // ?player= opens the search on one player (from the limits screen or a ticket).
  const [params] = useSearchParams();
  const [player, setPlayer] = useState(params.get('player') ?? '');
  const [eventId, setEventId] = useState('');
  const [status, setStatus] = useState<State | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const event = Number(eventId);
  const input = {
    betNo: betNo.trim(),
    player: player.trim(),
    ...(Number.isSafeInteger(event) && event > 0 ? { eventId: event } : {}),
    ...(status ? { status } : {}),
    ...(dayMs(from, false) !== undefined ? { from: dayMs(from, false) } : {}),
    ...(dayMs(to, true) !== undefined ? { to: dayMs(to, true) } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['sport', 'tickets', input],
    queryFn: () => staffCall(tradingTickets, input),
    placeholderData: keepPreviousData,
  });
  const field = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setPage(1);
  };
  const columns: Column<TicketRow>[] = [
    {
      key: 'betNo',
      header: t('sport.tickets.betNo'),
      render: (r) => (
        <Link className="num" to={`/sport/tickets/${r.betNo}`}>
          {r.betNo}
        </Link>
      ),
    },
    {
      key: 'at',
      header: t('sport.tickets.placedAt'),
      render: (r) => <DateTime ms={r.placedAt} />,
    },
    {
      key: 'player',
      header: t('sport.tickets.player'),
      render: (r) => (
        <span className="nowrap">
          {r.nickname} <span className="muted num">#{r.userId}</span>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('sport.tickets.kind'),
      render: (r) =>
        `${t(`sport.kinds.${r.kind}`, r.kind)} · ${t('sport.tickets.legs', { count: r.legs })}`,
    },
    {
      key: 'stake',
      header: t('sport.cols.stakes'),
      align: 'right',
      render: (r) => <Money minor={r.stakeMinor} />,
    },
    {
      key: 'odds',
      header: t('sport.cols.odds'),
      align: 'right',
      render: (r) => <span className="num">{oddsText(r.totalOddsX100)}</span>,
    },
    {
      key: 'potential',
      header: t('sport.cols.potential'),
      align: 'right',
      render: (r) => <Money minor={r.potentialMinor} />,
    },
    {
      key: 'payout',
      header: t('sport.tickets.payout'),
      align: 'right',
      render: (r) => <Money minor={r.status === 'open' ? null : r.payoutMinor} />,
    },
    {
      key: 'status',
      header: t('sport.cols.status'),
      render: (r) => (
        <StatusBadge
          status={r.status}
          tone={TICKET_TONES[r.status as State]}
          label={t(`sport.ticketStatus.${r.status}`, r.status)}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('sport.tabs.tickets')}
      filters={
        <div className="filter-row sport-filters">
          <label className="field">
            <span>{t('sport.tickets.betNo')}</span>
            <input value={betNo} onChange={field(setBetNo)} placeholder="S…" />
          </label>
          <label className="field">
            <span>{t('sport.tickets.player')}</span>
            <input
              value={player}
              onChange={field(setPlayer)}
              placeholder={t('sport.tickets.playerHint')}
            />
          </label>
          <label className="field">
            <span>{t('sport.tickets.event')}</span>
            <input
              inputMode="numeric"
              value={eventId}
              onChange={field(setEventId)}
              placeholder="#"
            />
          </label>
          <label className="field">
            <span>{t('sport.cols.status')}</span>
            <select value={status} onChange={field((v) => setStatus(v as State | ''))}>
              <option value="">{t('common.all')}</option>
              {TICKET_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`sport.ticketStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('common.from')}</span>
            <DateInput value={from} onChange={(v) => field(setFrom)({ target: { value: v } })} />
          </label>
          <label className="field">
            <span>{t('common.to')}</span>
            <DateInput value={to} onChange={(v) => field(setTo)({ target: { value: v } })} />
          </label>
        </div>
      }
      columns={columns}
      rows={list.data?.rows}
      rowKey={(r) => r.betNo}
      loading={list.isFetching}
      error={list.isError ? list.error.message || t('common.loadFailed') : null}
      onRetry={() => void list.refetch()}
      total={list.data?.total}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      empty={t('sport.tickets.empty')}
    />
  );
}
