// Server state of the payments pages: deposit methods, orders (polled while they wait), the
// player's order history, the bank card, withdrawal info, and the actions on them.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  cancelWithdraw,
  createCoinOrder,
  createRechargeOrder,
  createWithdraw,
  getBankCard,
  getChargeInfo,
  getMangirPayBankList,
  getWithdrawInfo,
  orderRecordDetail,
  randomBankAccounts,
  rechargeRecord,
  saveBankCard,
  type DepositMethod,
  type OrderRecord,
} from '@talih/contracts/payments.ts';
import { changeWithdrawPassword, setWithdrawPassword } from '@talih/contracts/accounts.ts';
import { call } from '../../lib/request.ts';
import { nextPageOf } from '../../lib/lobby.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';
import { usePlayerKey } from '../../lib/query-keys.ts';

/** The payments feature's query keys: each names the player (lib/query-keys.ts). */
export const paymentKeys = {
  chargeInfo: (player: string) => ['chargeInfo', player] as const,
  depositAccount: (player: string) => ['depositAccount', player] as const,
  order: (player: string, orderId: string | null) => ['order', player, orderId] as const,
  orderRecords: (player: string, filter: string) => ['orderRecords', filter, player] as const,
  bankCard: (player: string) => ['bankCard', player] as const,
  withdrawInfo: (player: string) => ['withdrawInfo', player] as const,
  /** Not player data: the banks the payout provider pays into. */
  payoutBanks: () => ['payoutBanks'] as const,
};

export const RECORD_PAGE_SIZE = 20;
/** How often a waiting order is looked at again. */
export const ORDER_POLL_MS = 3000;

// Silent reads: each page shows its own error state with a retry.
export function useChargeInfo() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: paymentKeys.chargeInfo(player),
    queryFn: ({ signal }) => call(getChargeInfo, {}, { silent: true, signal }),
    staleTime: 60_000,
  });
}

export function useDepositAccount(enabled: boolean) {
  const player = usePlayerKey();
  return useQuery({
    queryKey: paymentKeys.depositAccount(player),
    queryFn: ({ signal }) => call(randomBankAccounts, {}, { silent: true, signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function isWaiting(order: OrderRecord | undefined): boolean {
  return order?.status === 'pending' || order?.status === 'approved';
}

export function useOrder(orderId: string | null) {
  const player = usePlayerKey();
  return useQuery({
    queryKey: paymentKeys.order(player, orderId),
    queryFn: ({ signal }) =>
      call(orderRecordDetail, { orderId: orderId ?? '' }, { silent: true, signal }),
    enabled: orderId !== null,
    refetchInterval: (query) => (isWaiting(query.state.data) ? ORDER_POLL_MS : false),
  });
}

export type RecordFilter = 'all' | 'deposit' | 'withdraw';

export function useOrderRecords(filter: RecordFilter) {
  const player = usePlayerKey();
  return useInfiniteQuery({
    queryKey: paymentKeys.orderRecords(player, filter),
    queryFn: ({ pageParam, signal }) =>
      call(
        rechargeRecord,
        { type: filter, page: pageParam, pageSize: RECORD_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.list.some((o) => isWaiting(o))) ? ORDER_POLL_MS : false,
  });
}

/** After money moved: the balance, the records and the limits are stale. */
export async function afterMoneyMoved(client: QueryClient) {
  await Promise.all([
    refreshUserInfo().catch(() => {}),
    client.invalidateQueries({ queryKey: ['orderRecords'] }),
    client.invalidateQueries({ queryKey: ['withdrawInfo'] }),
    client.invalidateQueries({ queryKey: ['chargeInfo'] }),
  ]);
}

export function useCreateDeposit() {
  const client = useQueryClient();
  const player = usePlayerKey();
  return useMutation({
    mutationFn: (input: {
      method: DepositMethod;
      amount: number;
      bankAccountId?: number;
      /** The chosen bonus offer (a template id); USDT orders carry none. */
      bonusId?: number;
    }) =>
      input.method === 'crypto'
        ? call(createCoinOrder, { amount: input.amount })
        : call(createRechargeOrder, {
            amount: input.amount,
            method: input.method,
            bankAccountId: input.bankAccountId,
            ...(input.bonusId !== undefined ? { bonusId: input.bonusId } : {}),
          }),
    onSuccess: (order) => {
      client.setQueryData(paymentKeys.order(player, order.orderId), order);
      void client.invalidateQueries({ queryKey: ['orderRecords'] });
    },
  });
}

export function useBankCard() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: paymentKeys.bankCard(player),
    queryFn: ({ signal }) => call(getBankCard, {}, { silent: true, signal }),
  });
}

/** The banks the payout provider pays into (a card at another bank could never be paid). */
export function usePayoutBanks() {
  return useQuery({
    queryKey: paymentKeys.payoutBanks(),
    queryFn: ({ signal }) => call(getMangirPayBankList, {}, { silent: true, signal }),
    staleTime: 60 * 60_000,
  });
}

export function useSaveBankCard() {
  const client = useQueryClient();
  const player = usePlayerKey();
  return useMutation({
    mutationFn: (input: { holderName: string; iban: string; withdrawPassword: string }) =>
      call(saveBankCard, input),
    onSuccess: async (card) => {
      client.setQueryData(paymentKeys.bankCard(player), card);
      await Promise.all([
        refreshUserInfo().catch(() => {}),
        client.invalidateQueries({ queryKey: ['withdrawInfo'] }),
      ]);
    },
  });
}

export function useWithdrawInfo() {
  const player = usePlayerKey();
  return useQuery({
    queryKey: paymentKeys.withdrawInfo(player),
    queryFn: ({ signal }) => call(getWithdrawInfo, {}, { silent: true, signal }),
  });
}

export function useCreateWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      amount: number;
      withdrawPassword: string;
      requestId: string;
      /** Only after the player confirmed the forfeit dialog. */
      acceptBonusForfeit?: boolean;
      /** To the player's paysafecard account: its refusals are shown on the form, not toasted. */
      method?: 'paysafecard';
      paysafecardEmail?: string;
    }) => call(createWithdraw, input, input.method === 'paysafecard' ? { silent: true } : {}),
    onSuccess: () => afterMoneyMoved(client),
  });
}

export function useCancelWithdraw() {
  const client = useQueryClient();
  const player = usePlayerKey();
  return useMutation({
    mutationFn: (orderId: string) => call(cancelWithdraw, { orderId }),
    onSuccess: (order) => {
      client.setQueryData(paymentKeys.order(player, order.orderId), order);
      return afterMoneyMoved(client);
    },
  });
}

export function useStoreWithdrawPassword(mode: 'set' | 'change') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { password: string; verificationCode: string }) =>
      call(mode === 'set' ? setWithdrawPassword : changeWithdrawPassword, input),
    onSuccess: async () => {
      await Promise.all([
        refreshUserInfo().catch(() => {}),
        client.invalidateQueries({ queryKey: ['withdrawInfo'] }),
      ]);
    },
  });
}
