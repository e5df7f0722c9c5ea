// Server state of the engagement rewards: mail, the sign-in calendar, the wheels and VIP.
// Every claim answers the new balance, written into the session at once (the balance stream
// says the same a moment later).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Only the contracts' types: their objects would pull zod into the first page (the header).
import type {
  getSignInConfig as GetSignInConfig,
  getSignInRecord as GetSignInRecord,
  getSignInUpdate as GetSignInUpdate,
  getVipInfo as GetVipInfo,
  mailList as MailList,
  mailRead as MailRead,
  mailReceive as MailReceive,
  wheelList as WheelList,
  wheelSpin as WheelSpin,
  WheelCode,
} from '@talih/contracts/engagement.ts';
import { callPath } from '../../lib/request.ts';
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
    queryFn: ({ signal }) => callPath<typeof MailList>('/mail/list', {}, { silent: true, signal }),
    enabled: isPlayer && !!userid,
    refetchInterval: 60_000,
  });
}

export function useReadMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) =>
      callPath<typeof MailRead>('/mail/read', { mailId }, { silent: true }),
    // S4.3: read, then the list reloads.
    onSettled: () => qc.invalidateQueries({ queryKey: ['mail'] }),
  });
}

export function useReceiveMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mailId: number) => callPath<typeof MailReceive>('/mail/receive', { mailId }),
    onSuccess: (r) => setBalance(r.totalAssets),
    onSettled: () => qc.invalidateQueries({ queryKey: ['mail'] }),
  });
}

export function useSignInConfig() {
  return useQuery({
    queryKey: ['signInConfig'],
    queryFn: ({ signal }) =>
      callPath<typeof GetSignInConfig>(
        '/signInConfig/getSignInConfig',
        {},
        { silent: true, signal },
      ),
    staleTime: 10 * 60_000,
  });
}

export function useSignInRecord() {
  const isPlayer = useIsPlayer();
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['signInRecord', userid],
    queryFn: ({ signal }) =>
      callPath<typeof GetSignInRecord>(
        '/signInRecord/getSignInRecord',
        { userId: Number(userid) },
        { silent: true, signal },
      ),
    enabled: isPlayer && !!userid,
  });
}

export function useClaimSignIn() {
  const qc = useQueryClient();
  const userid = useSession((s) => s.userid);
  return useMutation({
    mutationFn: () => callPath<typeof GetSignInUpdate>('/signInRecord/getSignInUpdate', {}),
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
    queryFn: ({ signal }) =>
      callPath<typeof WheelList>('/wheel/list', {}, { silent: true, signal }),
  });
}

export function useSpin() {
  return useMutation({
    mutationFn: (wheelCode: WheelCode) => callPath<typeof WheelSpin>('/wheel/spin', { wheelCode }),
  });
}

export function useVipInfo() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: engagementKeys.vipInfo(player),
    queryFn: ({ signal }) =>
      callPath<typeof GetVipInfo>('/vip/getVipInfo', {}, { silent: true, signal }),
  });
}

export { setBalance };
