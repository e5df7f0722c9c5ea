// The head of one event's page: the match and its score, sport, league and start, its badges,
// its figures (open bets, stakes, worst outcome) and the event's own actions.
import { useTranslation } from 'react-i18next';
import type { TradingEventRow } from '@talih/contracts/backoffice/sport.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { TraderAction } from './actions.ts';
import { Liability } from './columns.tsx';
import { EVENT_TONES } from './labels.ts';

export interface TraderCan {
  trade: boolean;
  settle: boolean;
}

function EventActions(p: {
  event: TradingEventRow;
  can: TraderCan;
  onAction(a: TraderAction): void;
}) {
  const { t } = useTranslation();
  const { event, can } = p;
  const over = event.status === 'ended' || event.status === 'cancelled';
  const suspended = event.traderSuspended;
  return (
    <div className="row-actions event-actions">
      {can.trade && !over && (
        <button
          type="button"
          className="btn"
          onClick={() => p.onAction({ kind: suspended ? 'resumeEvent' : 'suspendEvent' })}
        >
          {t(suspended ? 'sport.actions.resumeEvent' : 'sport.actions.suspendEvent')}
        </button>
      )}
      {can.trade && (
        <button
          type="button"
          className="btn"
          onClick={() => p.onAction({ kind: event.settleHeld ? 'unholdEvent' : 'holdEvent' })}
        >
          {t(event.settleHeld ? 'sport.actions.unholdEvent' : 'sport.actions.holdEvent')}
        </button>
      )}
      {can.settle && (
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => p.onAction({ kind: 'voidEvent' })}
        >
          {t('sport.actions.voidEvent')}
        </button>
      )}
    </div>
  );
}

function EventFigures({ event }: { event: TradingEventRow }) {
  const { t } = useTranslation();
  return (
    <dl className="event-figures">
      <div>
        <dt>{t('sport.cols.openBets')}</dt>
        <dd className="num">{event.openBets}</dd>
      </div>
      <div>
        <dt>{t('sport.cols.stakes')}</dt>
        <dd>
          <Money minor={event.stakesMinor} />
        </dd>
      </div>
      <div>
        <dt>{t('sport.cols.maxLiability')}</dt>
        <dd>
          <Liability minor={event.maxLiabilityMinor} />
        </dd>
      </div>
    </dl>
  );
}

export function EventHead(p: {
  event: TradingEventRow;
  can: TraderCan;
  onAction(a: TraderAction): void;
}) {
  const { t } = useTranslation();
  const { event } = p;
  return (
    <header className="event-head card">
      <div>
        <h2 className="event-title">
          {event.home} – {event.away}
          {event.status === 'live' && (
            <span className="num event-score">
              {event.homeScore}-{event.awayScore} <span className="muted">{event.clock}</span>
            </span>
          )}
        </h2>
        <p className="muted small">
          {t(`sport.sports.${event.sport}`, event.sport)} · {event.league} ·{' '}
          <DateTime ms={event.startAt} />
        </p>
        <p className="head-line">
          <StatusBadge
            status={event.status}
            tone={EVENT_TONES[event.status as keyof typeof EVENT_TONES]}
            label={t(`sport.eventStatus.${event.status}`, event.status)}
          />
          {event.traderSuspended && (
            <StatusBadge status="held" tone="warn" label={t('sport.eventHeld')} />
          )}
          {event.settleHeld && (
            <StatusBadge status="settle-held" tone="warn" label={t('sport.settleHeld')} />
          )}
        </p>
      </div>
      <EventFigures event={event} />
      <EventActions {...p} />
    </header>
  );
}
