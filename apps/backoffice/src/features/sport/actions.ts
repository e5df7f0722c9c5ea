// The trader's actions on an event page: which call each one makes and the toast it ends with.
import type { TFunction } from 'i18next';
import {
  tradingHold,
  tradingOdds,
  tradingRollback,
  tradingSettle,
  tradingSuspend,
  tradingVoid,
  type SelectionResult,
  type TradingMarket,
  type TradingMoneyOutcome,
  type TradingSelection,
} from '@talih/contracts/backoffice/sport.ts';
import { staffCall } from '../../lib/api.ts';

export type TraderAction =
  | { kind: 'suspendEvent' | 'resumeEvent' | 'voidEvent' | 'holdEvent' | 'unholdEvent' }
  | {
      kind:
        | 'suspendMarket'
        | 'resumeMarket'
        | 'voidMarket'
        | 'rollback'
        | 'holdMarket'
        | 'unholdMarket';
      market: TradingMarket;
    }
  | { kind: 'settle'; market: TradingMarket }
  | { kind: 'odds'; market: TradingMarket; selection: TradingSelection };

export interface ActionInput {
  reason: string;
  /** settle: selection id → result. */
  results?: Record<number, SelectionResult>;
  /** odds: the trader's odds (e.g. "2.35"), or null to release. */
  odds?: number | null;
}

function moneyToast(t: TFunction, r: TradingMoneyOutcome) {
  if (r.status === 'pending') return t('sport.toast.pending', { id: r.approvalId });
  return t('sport.toast.settled', { count: r.betsSettled });
}

export async function runAction(
  t: TFunction,
  eventId: number,
  a: TraderAction,
  input: ActionInput,
): Promise<string> {
  const reason = input.reason;
  switch (a.kind) {
    case 'suspendEvent':
    case 'resumeEvent': {
      const suspend = a.kind === 'suspendEvent';
      await staffCall(tradingSuspend, { target: 'event', id: eventId, suspend, reason });
      return t(suspend ? 'sport.toast.eventSuspended' : 'sport.toast.eventResumed');
    }
    case 'suspendMarket':
    case 'resumeMarket': {
      const suspend = a.kind === 'suspendMarket';
      await staffCall(tradingSuspend, { target: 'market', id: a.market.id, suspend, reason });
      return t(suspend ? 'sport.toast.marketSuspended' : 'sport.toast.marketResumed');
    }
    case 'holdEvent':
    case 'unholdEvent': {
      const hold = a.kind === 'holdEvent';
      await staffCall(tradingHold, { target: 'event', id: eventId, hold, reason });
      return t(hold ? 'sport.toast.held' : 'sport.toast.unheld');
    }
    case 'holdMarket':
    case 'unholdMarket': {
      const hold = a.kind === 'holdMarket';
      await staffCall(tradingHold, { target: 'market', id: a.market.id, hold, reason });
      return t(hold ? 'sport.toast.held' : 'sport.toast.unheld');
    }
    case 'voidEvent':
      return moneyToast(t, await staffCall(tradingVoid, { target: 'event', id: eventId, reason }));
    case 'voidMarket':
      return moneyToast(
        t,
        await staffCall(tradingVoid, { target: 'market', id: a.market.id, reason }),
      );
    case 'rollback': {
      const r = await staffCall(tradingRollback, { marketId: a.market.id, reason });
      return r.status === 'pending'
        ? t('sport.toast.pending', { id: r.approvalId })
        : t('sport.toast.rolledBack');
    }
    case 'settle': {
      const results = a.market.selections.map((s) => ({
        selectionId: s.id,
        result: input.results?.[s.id] ?? 'lost',
      }));
      return moneyToast(
        t,
        await staffCall(tradingSettle, { marketId: a.market.id, results, reason }),
      );
    }
    case 'odds': {
      const oddsX100 =
        input.odds === null || input.odds === undefined ? null : Math.round(input.odds * 100);
      await staffCall(tradingOdds, { selectionId: a.selection.id, oddsX100, reason });
      return t(oddsX100 === null ? 'sport.toast.oddsReleased' : 'sport.toast.oddsSet');
    }
  }
}
