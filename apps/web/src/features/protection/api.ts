// Player protection calls: the overview (limits, exclusion), changes to it, the running play
// session (polled while the player plays), the account history and the data rights.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as c from '@talih/contracts/protection.ts';
import type { ProtectionOverview } from '@talih/contracts/protection.ts';
import { call } from '../../lib/request.ts';
import { useIsPlayer } from '../../lib/session.ts';

export const OVERVIEW_KEY = ['protection', 'overview'];

export function useProtection() {
  const player = useIsPlayer();
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: ({ signal }) => call(c.getProtection, {}, { silent: true, signal }),
    enabled: player,
    staleTime: 10_000,
  });
}

/** A change that answers the new overview: the cache takes it as it is. */
function useOverviewChange<I>(send: (input: I) => Promise<ProtectionOverview>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (overview) => {
      client.setQueryData(OVERVIEW_KEY, overview);
      void client.invalidateQueries({ queryKey: ['protection', 'session'] });
    },
  });
}

export const useSetLimit = () =>
  useOverviewChange(
    (i: {
      kind: c.MoneyLimit['kind'];
      period: c.MoneyLimit['period'];
      amountMinor: number | null;
    }) => call(c.setLimit, i),
  );
export const useSetSessionLimit = () =>
  useOverviewChange((minutes: number | null) => call(c.setSessionLimit, { minutes }));
export const useSetRealityCheck = () =>
  useOverviewChange((minutes: number | null) => call(c.setRealityCheck, { minutes }));
export const useTimeOut = () =>
  useOverviewChange((hours: number) => call(c.takeTimeOut, { hours }));
export const useSelfExclude = () =>
  useOverviewChange((months: number) => call(c.selfExclude, { months }));
export const usePanic = () => useOverviewChange(() => call(c.pressPanic, {}));
export const useRequestLift = () => useOverviewChange(() => call(c.requestLift, {}));

export function usePlaySession(enabled: boolean) {
  return useQuery({
    queryKey: ['protection', 'session'],
    queryFn: ({ signal }) => call(c.getPlaySession, {}, { silent: true, signal }),
    enabled,
    refetchInterval: 30_000,
  });
}

export function useSessionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'continue' | 'stop') =>
      call(action === 'continue' ? c.continuePlay : c.stopPlay, {}),
    onSuccess: (view) => client.setQueryData(['protection', 'session'], view),
  });
}

export function useAccountHistory() {
  return useQuery({
    queryKey: ['protection', 'history'],
    queryFn: ({ signal }) => call(c.getAccountHistory, {}, { silent: true, signal }),
  });
}

export const exportMyData = () => call(c.exportMyData, {});
export const eraseMyData = () => call(c.eraseMyData, { confirm: 'ERASE' });

export const SELF_TESTS_KEY = ['protection', 'self-tests'];

/** The PGSI results the player chose to keep. */
export function useSelfTests() {
  const player = useIsPlayer();
  return useQuery({
    queryKey: SELF_TESTS_KEY,
    queryFn: ({ signal }) => call(c.getSelfTests, {}, { silent: true, signal }),
    enabled: player,
  });
}

function useSelfTestChange<I, O>(send: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: SELF_TESTS_KEY }),
  });
}

/** Keeps a result: sent only after the player ticked consent. */
export const useKeepSelfTest = () =>
  useSelfTestChange((answers: number[]) => call(c.saveSelfTest, { answers, consent: true }));
export const useDeleteSelfTests = () => useSelfTestChange(() => call(c.deleteSelfTests, {}));
