// One event for the trader: its markets with every outcome's odds (and the feed's, beside an
// override), open bets, stakes, potential payouts and liability, refreshed every few seconds;
// and the actions: suspend or resume the event or a market, price an outcome, settle, void,
// roll back, hold the feed's settlements for review (./HeldPage.tsx decides them). Each asks
// for a reason (the audit log keeps it); money actions above the threshold go to the approvals
// queue.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/session.ts';
import { ActionDialog } from './ActionDialog.tsx';
import type { TraderAction } from './actions.ts';
import { sportQueries, useTraderAction } from './api.ts';
import { EventHead } from './EventHead.tsx';
import { MarketCard } from './MarketCard.tsx';
import { PageState } from './PageState.tsx';

function actionKey(a: TraderAction | null) {
  if (!a) return 'none';
  return [a.kind, 'market' in a ? a.market.id : '', 'selection' in a ? a.selection.id : ''].join(
    ':',
  );
}

export function EventPage() {
  const { t } = useTranslation();
  const eventId = Number(useParams().eventId);
  const can = { trade: useCan('sport.trade'), settle: useCan('sport.settle') };
  const [action, setAction] = useState<TraderAction | null>(null);
  const detail = useQuery(sportQueries.event(eventId));
  const run = useTraderAction(eventId, () => setAction(null));
  const crumbs = (
    <p className="crumbs">
      <Link to="/sport/events">{t('sport.tabs.events')}</Link> / #{eventId}
    </p>
  );
  if (!detail.isSuccess) {
    return (
      <PageState
        crumbs={crumbs}
        error={detail.error}
        skeleton
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const { event, markets } = detail.data;
  return (
    <div className="sport-event">
      {crumbs}
      <EventHead event={event} can={can} onAction={setAction} />
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
