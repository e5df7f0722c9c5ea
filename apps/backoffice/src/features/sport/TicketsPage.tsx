// The bet ticket search: by ticket number, player (id or nickname), event, state and placing
// date; a row opens the ticket with its legs and history.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_STATES } from '@talih/contracts/backoffice/sport.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { DateInput } from '../../components/DateInput.tsx';
import { SPORT_PAGE_SIZE, sportQueries, type TicketSearch } from './api.ts';
import { ticketColumns } from './TicketColumns.tsx';

type State = (typeof TICKET_STATES)[number];

/** The search form's fields, as typed. */
interface Fields {
  betNo: string;
  player: string;
  eventId: string;
  status: State | '';
  from: string;
  to: string;
}

/** A date field's day (yyyy-mm-dd, the browser's time zone) as epoch ms; the end day inclusive. */
function dayMs(day: string, end: boolean): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00`).getTime();
  return end ? start + 86_400_000 : start;
}

/** The fields as the search call takes them: blanks and unreadable values left out. */
function searchOf(f: Fields, page: number): TicketSearch {
  const event = Number(f.eventId);
  const from = dayMs(f.from, false);
  const to = dayMs(f.to, true);
  return {
    betNo: f.betNo.trim(),
    player: f.player.trim(),
    ...(Number.isSafeInteger(event) && event > 0 ? { eventId: event } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    page,
    pageSize: SPORT_PAGE_SIZE,
  };
}

function TicketFilters({ f, onChange }: { f: Fields; onChange(part: Partial<Fields>): void }) {
  const { t } = useTranslation();
  const text = (key: 'betNo' | 'player' | 'eventId') => (e: { target: { value: string } }) =>
    onChange({ [key]: e.target.value });
  return (
    <div className="filter-row sport-filters">
      <label className="field">
        <span>{t('sport.tickets.betNo')}</span>
        <input value={f.betNo} onChange={text('betNo')} placeholder="S…" />
      </label>
      <label className="field">
        <span>{t('sport.tickets.player')}</span>
        <input
          value={f.player}
          onChange={text('player')}
          placeholder={t('sport.tickets.playerHint')}
        />
      </label>
      <label className="field">
        <span>{t('sport.tickets.event')}</span>
        <input inputMode="numeric" value={f.eventId} onChange={text('eventId')} placeholder="#" />
      </label>
      <label className="field">
        <span>{t('sport.cols.status')}</span>
        <select
          value={f.status}
          onChange={(e) => onChange({ status: e.target.value as State | '' })}
        >
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
        <DateInput value={f.from} onChange={(from) => onChange({ from })} />
      </label>
      <label className="field">
        <span>{t('common.to')}</span>
        <DateInput value={f.to} onChange={(to) => onChange({ to })} />
      </label>
    </div>
  );
}

export function TicketsPage() {
  const { t } = useTranslation();
  // ?player= opens the search on one player (from the limits screen or a ticket).
  const [params] = useSearchParams();
  const [f, setF] = useState<Fields>({
    betNo: '',
    player: params.get('player') ?? '',
    eventId: '',
    status: '',
    from: '',
    to: '',
  });
  const [page, setPage] = useState(1);
  const list = useQuery(sportQueries.tickets(searchOf(f, page)));
  return (
    <DataTable
      caption={t('sport.tabs.tickets')}
      filters={
        <TicketFilters
          f={f}
          onChange={(part) => {
            setF({ ...f, ...part });
            setPage(1);
          }}
        />
      }
      columns={ticketColumns(t)}
      rows={list.data?.rows}
      rowKey={(r) => r.betNo}
      loading={list.isFetching}
      error={list.isError ? list.error.message || t('common.loadFailed') : null}
      onRetry={() => void list.refetch()}
      total={list.data?.total}
      page={page}
      pageSize={SPORT_PAGE_SIZE}
      onPage={setPage}
      empty={t('sport.tickets.empty')}
    />
  );
}
