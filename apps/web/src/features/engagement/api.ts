// Server state of the engagement rewards: mail, the sign-in calendar, the wheels and VIP.
// Every claim answers the new balance, written into the session at once (the balance stream
// says the same a moment later).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSignInConfig,
  getSignInRecord,
  getSignInUpdate,
  getVipInfo,
  mailList,
  mailRead,
  mailReceive,
  wheelList,
  wheelSpin,
  type WheelCode,
} from '@talih/contracts/engagement.ts';
import { call } from '../../lib/request.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { usePlayerKey } from '../../lib/query-keys.ts';

/** The engagement feature's query keys of player data: each names the player. */
export const engagementKeys = {
  wheels: (player: string) => ['wheels', player] as const,
  vipInfo: (player: string) => ['vipInfo', player] as const,
};

const setBalance = (totalAssets: number) => useSession.getState().setUser({ totalAssets });

/** S4.3: the mail list loads once the user id is known (a logged-in player). */
export function useMailList() {
  const isPlayer = useIsPlayer();
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['mail', userid],
    queryFn: ({ signal }) => call(mailList, {}, { silent: true, signal }),
    enabled: isPlayer && !!userid,
    refetchInterval: 60_000,
  });
}

export function useReadMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => call(mailRead, { mailId }, { silent: true }),
    // S4.3: read, then the list reloads.
    onSettled: () => qc.invalidateQueries({ queryKey: ['mail'] }),
  });
}

export function useReceiveMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => call(mailReceive, { mailId }),
    onSuccess: (r) => setBalance(r.totalAssets),
    onSettled: () => qc.invalidateQueries({ queryKey: ['mail'] }),
  });
}

export function useSignInConfig() {
  return useQuery({
    queryKey: ['signInConfig'],
    queryFn: ({ signal }) => call(getSignInConfig, {}, { silent: true, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useSignInRecord() {
  const isPlayer = useIsPlayer();
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['signInRecord', userid],
    queryFn: ({ signal }) =>
      call(getSignInRecord, { userId: Number(userid) }, { silent: true, signal }),
    enabled: isPlayer && !!userid,
  });
}

export function useClaimSignIn() {
  const qc = useQueryClient();
  const userid = useSession((s) => s.userid);
  return useMutation({
    mutationFn: () => call(getSignInUpdate, {}),
    onSuccess: (r) => {
      setBalance(r.totalAssets);
      useSession.getState().setUser({ bSignInToday: true });
      qc.setQueryData(['signInRecord', userid], r.state);
    },
    onError: () => qc.invalidateQueries({ queryKey: ['signInRecord'] }),
  });
}

export function useWheels() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: engagementKeys.wheels(player),
    queryFn: ({ signal }) => call(wheelList, {}, { silent: true, signal }),
  });
}

export function useSpin() {
  return useMutation({
    mutationFn: (wheelCode: WheelCode) => call(wheelSpin, { wheelCode }),
  });
}

export function useVipInfo() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: engagementKeys.vipInfo(player),
    queryFn: ({ signal }) => call(getVipInfo, {}, { silent: true, signal }),
  });
}

export { setBalance };
