// One bet ticket: its figures, its legs (each linking to its event), and its history: the
// journal entries that moved its money and staff actions on its markets, in time order.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import type { tradingTicket } from '@talih/contracts/backoffice/sport.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useCan } from '../../lib/session.ts';
import { sportQueries } from './api.ts';
import { marketLabel, oddsText, selectionLabel, TICKET_TONES } from './labels.ts';
import { PageState } from './PageState.tsx';

type Ticket = StaffOutput<typeof tradingTicket>;

function TicketFigures({ ticket }: { ticket: Ticket['ticket'] }) {
  const { t } = useTranslation();
  // A trader has no player screens: the link then lists the player's tickets.
  const canPlayers = useCan('players.read');
  const figures: [string, ReactNode][] = [
    [
      t('sport.tickets.player'),
      <Link
        key="p"
        to={canPlayers ? `/players/${ticket.userId}` : `/sport/tickets?player=${ticket.userId}`}
      >
        {ticket.nickname} #{ticket.userId}
      </Link>,
    ],
    [t('sport.tickets.placedAt'), <DateTime key="d" ms={ticket.placedAt} />],
    [t('sport.cols.stakes'), <Money key="s" minor={ticket.stakeMinor} />],
    [
      t('sport.cols.odds'),
      <span key="o" className="num">
        {oddsText(ticket.totalOddsX100)}
      </span>,
    ],
    [t('sport.cols.potential'), <Money key="pt" minor={ticket.potentialMinor} />],
    [
      t('sport.tickets.payout'),
      <Money key="py" minor={ticket.status === 'open' ? null : ticket.payoutMinor} />,
    ],
  ];
  return (
    <dl className="event-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TicketHead({ ticket }: { ticket: Ticket['ticket'] }) {
  const { t } = useTranslation();
  return (
    <header className="event-head card">
      <div>
        <h2 className="event-title num">{ticket.betNo}</h2>
        <p className="head-line">
          <StatusBadge
            status={ticket.status}
            tone={TICKET_TONES[ticket.status as keyof typeof TICKET_TONES]}
            label={t(`sport.ticketStatus.${ticket.status}`, ticket.status)}
          />
          <span className="muted small">
            {t(`sport.kinds.${ticket.kind}`, ticket.kind)}
            {ticket.systemK !== null && ` ${ticket.systemK}/${ticket.legs}`}
            {ticket.live && ` · ${t('sport.eventStatus.live')}`}
          </span>
        </p>
      </div>
      <TicketFigures ticket={ticket} />
    </header>
  );
}

const LEG_COLUMNS = ['match', 'market', 'selection', 'odds', 'result'] as const;

function TicketLegs({ legs }: { legs: Ticket['legs'] }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('sport.tickets.legsTitle')} className="card">
      <table className="table">
        <thead>
          <tr>
            {LEG_COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'odds' ? 'right' : undefined}>
                {t(`sport.cols.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {legs.map((l) => (
            <tr key={l.marketId}>
              <td>
                <Link to={`/sport/events/${l.eventId}`}>{l.match}</Link>
              </td>
              <td>{marketLabel(t, l.marketType, l.line)}</td>
              <td>{selectionLabel(t, l.code)}</td>
              <td className="right num">{oddsText(l.oddsX100)}</td>
              <td>
                {l.result ? t(`sport.results.${l.result}`, l.result) : t('sport.results.open')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function TicketHistory({ history }: { history: Ticket['history'] }) {
  const { t } = useTranslation();
  return (
    <ol className="ticket-history card">
      {history.map((h, i) => (
        <li key={i}>
          <DateTime ms={h.at} />
          <strong>{t(`sport.history.${h.kind}`, h.kind)}</strong>
          {h.amountMinor !== null && <Money minor={h.amountMinor} signed />}
          {h.by && <span className="muted small">{h.by}</span>}
          {h.by && h.detail && <span className="muted small">“{h.detail}”</span>}
        </li>
      ))}
    </ol>
  );
}

export function TicketPage() {
  const { t } = useTranslation();
  const betNo = useParams().betNo ?? '';
  const q = useQuery(sportQueries.ticket(betNo));
  const crumbs = (
    <p className="crumbs">
      <Link to="/sport/tickets">{t('sport.tabs.tickets')}</Link> / {betNo}
    </p>
  );
  if (!q.isSuccess) {
    return <PageState crumbs={crumbs} error={q.error} onRetry={() => void q.refetch()} />;
  }
  const { ticket, legs, history } = q.data;
  return (
    <div className="ticket">
      {crumbs}
      <TicketHead ticket={ticket} />
      <h3>{t('sport.tickets.legsTitle')}</h3>
      <TicketLegs legs={legs} />
      <h3>{t('sport.tickets.historyTitle')}</h3>
      <TicketHistory history={history} />
    </div>
  );
}
