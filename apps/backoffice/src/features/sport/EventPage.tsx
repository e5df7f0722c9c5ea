// One event for the trader: its markets with every outcome's odds (and the feed's, beside an
// override), open bets, stakes, potential payouts and liability, refreshed every few seconds;
// and the actions: suspend or resume the event or a market, price an outcome, settle, void,
// roll back, hold the feed's settlements for review (./HeldPage.tsx decides them). Each asks for a reason (the audit log keeps it); money actions above the
// threshold go to the approvals queue.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tradingEvent } from '@talih/contracts/backoffice/trading.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { Money } from '../../components/Money.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { runAction, type ActionInput, type TraderAction } from './actions.ts';
import { LIVE_REFRESH_MS, Liability } from './EventsPage.tsx';
import { EVENT_TONES } from './labels.ts';
import { MarketCard } from './MarketCard.tsx';

function actionKey(a: TraderAction | null) {
  if (!a) return 'none';
  return [a.kind, 'market' in a ? a.market.id : '', 'selection' in a ? a.selection.id : ''].join(
    ':',
  );
}

export function EventPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const client = useQueryClient();
  const can = { trade: useCan('sport.trade'), settle: useCan('sport.settle') };
  const [action, setAction] = useState<TraderAction | null>(null);
  const detail = useQuery({
    queryKey: ['sport', 'event', eventId],
    queryFn: () => staffCall(tradingEvent, { eventId }),
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
  const run = useMutation({
    mutationFn: ({ a, input }: { a: TraderAction; input: ActionInput }) =>
      runAction(t, eventId, a, input),
    onSuccess: (message) => {
      toast.success(message);
      setAction(null);
      void client.invalidateQueries({ queryKey: ['sport'] });
      void client.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
  const crumbs = (
    <p className="crumbs">
      <Link to="/sport/events">{t('sport.tabs.events')}</Link> / #{eventId}
    </p>
  );
  if (detail.isPending) {
    return (
      <div aria-busy="true">
        {crumbs}
        <div className="card skeleton-card">
          <span className="skeleton" />
        </div>
        <p className="muted">{t('common.loading')}</p>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div>
        {crumbs}
        <div className="state state-error" role="alert">
          <p>{detail.error.message || t('common.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void detail.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const { event, markets } = detail.data;
  const over = event.status === 'ended' || event.status === 'cancelled';
  return (
    <div className="sport-event">
      {crumbs}
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
        <div className="row-actions event-actions">
          {can.trade && !over && (
            <button
              type="button"
              className="btn"
              onClick={() =>
                setAction({ kind: event.traderSuspended ? 'resumeEvent' : 'suspendEvent' })
              }
            >
              {t(
                event.traderSuspended ? 'sport.actions.resumeEvent' : 'sport.actions.suspendEvent',
              )}
            </button>
          )}
          {can.trade && (
            <button
              type="button"
              className="btn"
              onClick={() => setAction({ kind: event.settleHeld ? 'unholdEvent' : 'holdEvent' })}
            >
              {t(event.settleHeld ? 'sport.actions.unholdEvent' : 'sport.actions.holdEvent')}
            </button>
          )}
          {can.settle && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setAction({ kind: 'voidEvent' })}
            >
              {t('sport.actions.voidEvent')}
            </button>
          )}
        </div>
      </header>
      <p className="muted small">{t('sport.liabilityRule')}</p>
      {markets.length === 0 && <p className="state state-empty">{t('sport.noMarkets')}</p>}
      {markets.map((m) => (
        <MarketCard
          key={m.id}
          market={m}
          teams={event}
          eventHeld={event.settleHeld}
          can={can}
          onAction={setAction}
        />
      ))}
      <ActionDialog
        key={actionKey(action)}
        action={action}
        event={event}
        busy={run.isPending}
        error={run.error}
        onCancel={() => {
          setAction(null);
          run.reset();
        }}
        onConfirm={(input) => action && run.mutate({ a: action, input })}
      />
    </div>
  );
}
