// The sport area's staff calls: the events list and one event (re-read every 5 s while open),
// the feed's health, the leagues and market types the filters and limit forms offer, the held
// settlements, the ticket search and one ticket, and the stake limits; and the trader's writes.
// Every key starts with 'sport': a write refreshes every sport list at once (and the approvals,
// where a money action above the threshold waits).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  playerStakeLimits,
  setPlayerStakeLimit,
  setStakeLimit,
  stakeLimits,
  tradingEvent,
  tradingEvents,
  tradingFeedHealth,
  tradingHeldSettlements,
  tradingLeagues,
  tradingRejectHeld,
  tradingReleaseHeld,
  tradingTicket,
  tradingTickets,
  type HeldSettlementRow,
  type HeldState,
  type PlayerStakeLimit,
  type StakeLimitRow,
  type TRADING_EVENT_STATUSES,
  type TRADING_SPORTS,
} from '@talih/contracts/backoffice/sport.ts';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { runAction, type ActionInput, type TraderAction } from './actions.ts';
import { errorText } from './labels.ts';

export const SPORT_PAGE_SIZE = 25;
/** How often the live screens (events, one event, the feed's health) read again. */
export const LIVE_REFRESH_MS = 5_000;
export type EventStatus = (typeof TRADING_EVENT_STATUSES)[number];
export type Sport = (typeof TRADING_SPORTS)[number];

/** The events list's filter; an empty sport or a 0 league is "any". */
export interface EventFilter {
  sport: Sport | '';
  leagueId: number;
  status: EventStatus;
  query: string;
  withBets: boolean;
  page: number;
}

export type HeldFilter = { status: HeldState | 'all'; page: number };
export type TicketSearch = StaffInput<typeof tradingTickets>;

export const sportKeys = {
  all: ['sport'] as const,
  leagues: () => ['sport', 'leagues'] as const,
  events: (f: EventFilter) =>
    ['sport', 'events', f.sport, f.leagueId, f.status, f.query, f.withBets, f.page] as const,
  event: (eventId: number) => ['sport', 'event', eventId] as const,
  feedHealth: () => ['sport', 'feed-health'] as const,
  held: (f: HeldFilter) => ['sport', 'held', f.status, f.page] as const,
  tickets: (s: TicketSearch) => ['sport', 'tickets', s] as const,
  ticket: (betNo: string) => ['sport', 'ticket', betNo] as const,
  limits: () => ['sport', 'limits'] as const,
  playerLimits: (page: number) => ['sport', 'player-limits', page] as const,
  // A money action above the threshold files an approval: the approvals feature's list.
  approvals: () => ['approvals'] as const,
};

export const sportQueries = {
  leagues: () =>
    queryOptions({
      queryKey: sportKeys.leagues(),
      queryFn: () => staffCall(tradingLeagues, {}),
    }),
  events: (f: EventFilter) =>
    queryOptions({
      queryKey: sportKeys.events(f),
      queryFn: () =>
        staffCall(tradingEvents, {
          ...(f.sport ? { sport: f.sport } : {}),
          ...(f.leagueId ? { leagueId: f.leagueId } : {}),
          status: f.status,
          query: f.query,
          withBets: f.withBets,
          page: f.page,
          pageSize: SPORT_PAGE_SIZE,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: LIVE_REFRESH_MS,
    }),
  event: (eventId: number) =>
    queryOptions({
      queryKey: sportKeys.event(eventId),
      queryFn: () => staffCall(tradingEvent, { eventId }),
      enabled: Number.isSafeInteger(eventId) && eventId > 0,
      refetchInterval: LIVE_REFRESH_MS,
    }),
  feedHealth: () =>
    queryOptions({
      queryKey: sportKeys.feedHealth(),
      queryFn: () => staffCall(tradingFeedHealth, {}),
      refetchInterval: LIVE_REFRESH_MS,
    }),
  held: (f: HeldFilter) =>
    queryOptions({
      queryKey: sportKeys.held(f),
      queryFn: () => staffCall(tradingHeldSettlements, { ...f, pageSize: SPORT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  tickets: (s: TicketSearch) =>
    queryOptions({
      queryKey: sportKeys.tickets(s),
      queryFn: () => staffCall(tradingTickets, s),
      placeholderData: keepPreviousData,
    }),
  ticket: (betNo: string) =>
    queryOptions({
      queryKey: sportKeys.ticket(betNo),
      queryFn: () => staffCall(tradingTicket, { betNo }),
    }),
  limits: () =>
    queryOptions({ queryKey: sportKeys.limits(), queryFn: () => staffCall(stakeLimits, {}) }),
  playerLimits: (page: number) =>
    queryOptions({
      queryKey: sportKeys.playerLimits(page),
      queryFn: () => staffCall(playerStakeLimits, { page, pageSize: SPORT_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};

/** Refreshes every sport list (and the approvals) after a write. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: sportKeys.all });
    void client.invalidateQueries({ queryKey: sportKeys.approvals() });
  };
}

/**
 * A trader's action on an event page (./actions.ts makes the call): the toast it ends with, a
 * fresh read, and `onDone` to close the dialog. A refusal stays in the dialog.
 */
export function useTraderAction(eventId: number, onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ a, input }: { a: TraderAction; input: ActionInput }) =>
      runAction(t, eventId, a, input),
    onSuccess: (message) => {
      toast.success(message);
      onDone();
      refresh();
    },
  });
}

export type HeldDecision = { kind: 'release' | 'reject'; row: HeldSettlementRow };

/** Releases a held settlement (paid as the feed said) or rejects it; a refusal stays in the dialog. */
export function useHeldDecision(onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ d, reason }: { d: HeldDecision; reason: string }) => {
      if (d.kind === 'reject') {
        await staffCall(tradingRejectHeld, { id: d.row.id, reason });
        return t('sport.heldQueue.toastRejected');
      }
      const r = await staffCall(tradingReleaseHeld, { id: d.row.id, reason });
      return t('sport.heldQueue.toastReleased', {
        count: r.status === 'done' ? r.betsSettled : 0,
      });
    },
    onSuccess: (message) => {
      toast.success(message);
      onDone();
      refresh();
    },
  });
}

/** A limit write: "saved" or "removed" as a toast and a fresh read; a refusal is a toast too. */
function useLimitWrite<V>(call: (v: V) => Promise<unknown>, doneKey: string, inline: boolean) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(t(doneKey));
      refresh();
    },
    onError: (error) => {
      if (!inline) toast.error(errorText(t, error) ?? '');
    },
  });
}

export type ScopeLimitInput = StaffInput<typeof setStakeLimit>;
export type PlayerLimitInput = StaffInput<typeof setPlayerStakeLimit>;

/** Saves a sport, league or market type limit; the form shows a refusal under its fields. */
export function useSaveScopeLimit() {
  return useLimitWrite(
    (v: ScopeLimitInput) => staffCall(setStakeLimit, v),
    'sport.limits.saved',
    true,
  );
}

/** Saves a player's stake factor and limit; the form shows a refusal under its fields. */
export function useSavePlayerLimit() {
  return useLimitWrite(
    (v: PlayerLimitInput) => staffCall(setPlayerStakeLimit, v),
    'sport.limits.saved',
    true,
  );
}

/** Removes a scope's limit (its row's button). */
export function useRemoveScopeLimit() {
  const { t } = useTranslation();
  return useLimitWrite(
    (r: StakeLimitRow) =>
      staffCall(setStakeLimit, {
        scope: r.scope,
        ref: r.ref,
        maxStakeMinor: null,
        reason: t('sport.limits.removedReason'),
      }),
    'sport.limits.removed',
    false,
  );
}

/** Clears a player's limit and factor (its row's button). */
export function useClearPlayerLimit() {
  const { t } = useTranslation();
  return useLimitWrite(
    (r: PlayerStakeLimit) =>
      staffCall(setPlayerStakeLimit, {
        userId: r.userId,
        stakeFactorPm: 1000,
        maxStakeMinor: null,
        reason: t('sport.limits.removedReason'),
      }),
    'sport.limits.removed',
    false,
  );
}
