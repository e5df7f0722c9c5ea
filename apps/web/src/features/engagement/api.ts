// Server state of the engagement rewards: mail, the sign-in calendar, the wheels and VIP.
// Every claim answers the new balance, written into the session at once (the balance stream
// says the same a moment later).
import { useEffect } from 'react';
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
  return useQuery({
    queryKey: ['wheels'],
    queryFn: ({ signal }) => call(wheelList, {}, { silent: true, signal }),
  });
}

export function useSpin() {
  return useMutation({
    mutationFn: (wheelCode: WheelCode) => call(wheelSpin, { wheelCode }),
  });
}

export function useVipInfo() {
  return useQuery({
    queryKey: ['vipInfo'],
    queryFn: ({ signal }) => call(getVipInfo, {}, { silent: true, signal }),
  });
}

/**
 * S4.6: once the player is known, the sign-in config and today's sign-in load too; they are
 * kept in the session's signInData and bSignInToday (S3.1). Mounted by the header's bell.
 */
export function useSignInStartup() {
  const config = useSignInConfig();
  const record = useSignInRecord();
  const isPlayer = useIsPlayer();
  useEffect(() => {
    if (!isPlayer || !record.data) return;
    useSession.getState().setUser({
      bSignInToday: record.data.bsignInToday,
      signInData: {
        picksNew: record.data.picksNew,
        bsignInToday: record.data.bsignInToday,
        days: config.data?.days ?? record.data.days,
      },
    });
  }, [isPlayer, record.data, config.data]);
}

export { setBalance };
