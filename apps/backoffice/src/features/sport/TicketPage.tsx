// One bet ticket: its figures, its legs (each linking to its event), and its history: the
// journal entries that moved its money and staff actions on its markets, in time order.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tradingTicket } from '@talih/contracts/backoffice/trading.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { marketLabel, oddsText, selectionLabel } from './labels.ts';
import { TICKET_TONES } from './TicketsPage.tsx';
import { TableScroll } from '../../components/TableScroll.tsx';

export function TicketPage() {
  const { t } = useTranslation();
  const betNo = useParams().betNo ?? '';
  // A trader has no player screens: the link then lists the player's tickets.
  const canPlayers = useCan('players.read');
  const q = useQuery({
    queryKey: ['sport', 'ticket', betNo],
    queryFn: () => staffCall(tradingTicket, { betNo }),
  });
  const crumbs = (
    <p className="crumbs">
      <Link to="/sport/tickets">{t('sport.tabs.tickets')}</Link> / {betNo}
    </p>
  );
  if (q.isPending) {
    return (
      <div aria-busy="true">
        {crumbs}
        <p className="muted">{t('common.loading')}</p>
      </div>
    );
  }
  if (q.isError) {
    return (
      <div>
        {crumbs}
        <div className="state state-error" role="alert">
          <p>{q.error.message || t('common.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void q.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const { ticket, legs, history } = q.data;
  const figures: [string, React.ReactNode][] = [
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
    <div className="ticket">
      {crumbs}
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
        <dl className="event-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <h3>{t('sport.tickets.legsTitle')}</h3>
      <TableScroll label={t('sport.tickets.legsTitle')} className="card">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('sport.cols.match')}</th>
              <th scope="col">{t('sport.cols.market')}</th>
              <th scope="col">{t('sport.cols.selection')}</th>
              <th scope="col" className="right">
                {t('sport.cols.odds')}
              </th>
              <th scope="col">{t('sport.cols.result')}</th>
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
      <h3>{t('sport.tickets.historyTitle')}</h3>
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
    </div>
  );
}
