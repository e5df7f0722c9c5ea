// Server state of the sportsbook: the sports tree, event lists, one event, the player's bets,
// and the actions (place the slip, cash out). Live changes come from GET /api/sport/stream
// (./stream.ts), which writes each event's new state into these queries.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cashOut,
  myBets,
  myFreeBets,
  sportEvent,
  sportEvents,
  sportTree,
  type EventDetail,
  type EventView,
  type SportCode,
  type SportStreamEvent,
} from '@talih/contracts/sport.ts';
import { call } from '../../lib/request.ts';
import { placeSlip, type SlipSubmit } from './place-request.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';
import { useSession } from '../../lib/session.ts';

/** Cash-out offers move with the odds: open bets are looked at again this often. */
export const OPEN_BETS_POLL_MS = 5000;

export function useSportTree() {
  return useQuery({
    queryKey: ['sport', 'tree'],
    queryFn: ({ signal }) => call(sportTree, {}, { silent: true, signal }),
    refetchInterval: 30_000,
  });
}

export interface EventFilter {
  sport?: SportCode | undefined;
  leagueId?: number | undefined;
  live: boolean;
}

export function useEvents(filter: EventFilter) {
  return useQuery({
    queryKey: ['sport', 'events', filter.sport ?? '', filter.leagueId ?? 0, filter.live],
    queryFn: ({ signal }) =>
      call(
        sportEvents,
        {
          ...(filter.sport ? { sport: filter.sport } : {}),
          ...(filter.leagueId ? { leagueId: filter.leagueId } : {}),
          live: filter.live,
        },
        { silent: true, signal },
      ),
    // Matches start and end: the lists are read again now and then; odds come by the stream.
    refetchInterval: 20_000,
  });
}

export function useEvent(eventId: number | null) {
  return useQuery({
    queryKey: ['sport', 'event', eventId],
    queryFn: ({ signal }) => call(sportEvent, { eventId: eventId ?? 0 }, { silent: true, signal }),
    enabled: eventId !== null,
  });
}

export function useMyBets(status: 'open' | 'settled', enabled: boolean) {
  const userId = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['sport', 'myBets', status, userId],
    queryFn: ({ signal }) =>
      call(myBets, { status, page: 1, pageSize: 50 }, { silent: true, signal }),
    enabled,
    refetchInterval: status === 'open' ? OPEN_BETS_POLL_MS : false,
  });
}

/** The player's usable free bets: the slip offers one for a single. */
export function useMyFreeBets(enabled: boolean) {
  const userId = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['sport', 'freeBets', userId],
    queryFn: ({ signal }) => call(myFreeBets, {}, { silent: true, signal }),
    enabled,
  });
}

async function afterBet(client: QueryClient) {
  await Promise.all([
    refreshUserInfo().catch(() => {}),
    client.invalidateQueries({ queryKey: ['sport', 'myBets'] }),
    client.invalidateQueries({ queryKey: ['sport', 'freeBets'] }),
  ]);
}

export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slip, requestId }: { slip: SlipSubmit; requestId: string }) =>
      placeSlip(slip, requestId),
    onSuccess: () => afterBet(client),
  });
}

export function useCashOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { betNo: string; amount: number }) => call(cashOut, input),
    onSettled: () => afterBet(client),
  });
}

/** Writes a streamed event's new state into every query that shows it. */
export function applyStreamEvent(client: QueryClient, message: SportStreamEvent) {
  const { event, markets } = message;
  client.setQueryData<EventDetail>(['sport', 'event', event.id], (old) =>
    old ? { ...event, markets } : old,
  );
  // The live and upcoming lists (query key [.., live]) keep only what still belongs in them: a
  // match that ended leaves "live now" at once instead of at the next refetch.
  const lists = client.getQueriesData<{ list: EventView[] }>({ queryKey: ['sport', 'events'] });
  for (const [key, old] of lists) {
    if (old) client.setQueryData(key, { list: withStreamedEvent(old.list, event, key[4]) });
  }
  if (event.status === 'ended' || event.status === 'cancelled') {
    void client.invalidateQueries({ queryKey: ['sport', 'myBets'] });
  }
}

/** A list with one event replaced by its new state, or left out when it no longer belongs. */
export function withStreamedEvent(list: EventView[], event: EventView, live: unknown): EventView[] {
  const at = list.findIndex((e) => e.id === event.id);
  if (at === -1) return list;
  const belongs =
    live === true
      ? event.status === 'live'
      : live === false
        ? event.status === 'not_started'
        : event.status === 'live' || event.status === 'not_started';
  return belongs
    ? list.map((e, i) => (i === at ? event : e))
    : list.filter((e) => e.id !== event.id);
}
