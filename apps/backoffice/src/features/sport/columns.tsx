// The sport tables' shared cells: the open bets and their stakes, what an outcome costs the
// house, and the events list's columns.
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { TradingEventRow } from '@talih/contracts/backoffice/sport.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { EVENT_TONES } from './labels.ts';

/** What an outcome costs the house: in the loss colour when positive (the house pays). */
export function Liability({ minor }: { minor: number }) {
  return (
    <span className={minor > 0 ? 'liability-bad' : 'liability-ok'}>
      <Money minor={minor} />
    </span>
  );
}

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

function EventStatusCell({ r, t }: { r: TradingEventRow; t: TFunction }) {
  return (
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
  );
}

/** The events list: the match (linking to its page), state and score, start, markets, bets. */
export function eventColumns(t: TFunction): Column<TradingEventRow>[] {
  return [
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
      render: (r) => <EventStatusCell r={r} t={t} />,
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
}
