// The ticket search's table: the ticket (linking to it), when, the player, the kind and legs,
// stake, odds, potential and paid amounts, and the state.
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { TicketRow } from '@talih/contracts/backoffice/sport.ts';
import type { Column } from '../../components/DataTable.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { oddsText, TICKET_TONES } from './labels.ts';

export function ticketColumns(t: TFunction): Column<TicketRow>[] {
  return [
    {
      key: 'betNo',
      header: t('sport.tickets.betNo'),
      render: (r) => (
        <Link className="num" to={`/sport/tickets/${r.betNo}`}>
          {r.betNo}
        </Link>
      ),
    },
    { key: 'at', header: t('sport.tickets.placedAt'), render: (r) => <DateTime ms={r.placedAt} /> },
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
          tone={TICKET_TONES[r.status as keyof typeof TICKET_TONES]}
          label={t(`sport.ticketStatus.${r.status}`, r.status)}
        />
      ),
    },
  ];
}
