// Server state of the share page: the agent page (invite link, invitees, rebates) with its
// rebate claim, and the invite-to-unlock prize with its friends and its claim.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PRIZE_LOG_ACTIONS } from '@talih/contracts/invite.ts';
import {
  agentInfo,
  getInviteMsg,
  getWithdrawPrize,
  pddGetPrize,
  receiveRebate,
  setPrizeLog,
} from '@talih/contracts/invite.ts';
import { call } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { currentLanguage, i18n } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/format.ts';

export function useAgentInfo() {
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['agentInfo', userid],
    queryFn: ({ signal }) => call(agentInfo, {}, { silent: true, signal }),
  });
}

export function usePddPrize() {
  const userid = useSession((s) => s.userid);
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['pddPrize', userid, lang],
    queryFn: ({ signal }) => call(pddGetPrize, {}, { silent: true, signal }),
  });
}

export function useInviteFriends(enabled: boolean) {
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['pddFriends', userid],
    queryFn: ({ signal }) => call(getInviteMsg, {}, { silent: true, signal }),
    enabled,
  });
}

const paidToast = (key: string, amount: number) =>
  toast(i18n.t(key, { amount: formatMoney(amount, currentLanguage()) }), 'success');

export function useReceiveRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(receiveRebate, {}),
    onSuccess: (res) => {
      useSession.getState().setUser({ totalAssets: res.balance });
      paidToast('share.rebatePaid', res.paid);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['agentInfo'] }),
  });
}

export function useWithdrawPrize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(getWithdrawPrize, {}),
    onSuccess: (res) => {
      useSession.getState().setUser({ totalAssets: res.balance });
      paidToast('share.prizePaid', res.paid);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: ['pddPrize'] }),
  });
}

/** Records how the link was spread; never bothers the player when it fails. */
export function logShare(action: (typeof PRIZE_LOG_ACTIONS)[number]) {
  call(setPrizeLog, { action }, { silent: true }).catch(() => undefined);
}
