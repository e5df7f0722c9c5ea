// The payments feature's staff calls: the havale deposit queue, the withdrawal queue and the
// providers' orders (payments.read, each re-read every 30 s), the deposit method settings, and
// the decisions on them. Every key starts with 'payments'; a decision also refreshes the
// players' views (balances) and, where it may wait for a second member, the approvals queue.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveWithdrawal,
  confirmDeposit,
  depositQueue,
  listMethodSettings,
  markWithdrawalPaid,
  providerPayments,
  rejectDeposit,
  rejectWithdrawal,
  requestRefund,
  retryWithdrawal,
  saveMethodSetting,
  voidWithdrawal,
  withdrawalQueue,
} from '@talih/contracts/backoffice/payments.ts';
import type {
  DEPOSIT_QUEUE_STATUSES,
  PAYMENT_PROVIDERS,
  WITHDRAWAL_QUEUE_STATUSES,
} from '@talih/contracts/backoffice/payments.ts';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { staffCall } from '../../lib/api.ts';

export const PAYMENTS_PAGE_SIZE = 25;
export type DepositStatus = (typeof DEPOSIT_QUEUE_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_QUEUE_STATUSES)[number];
export type Provider = (typeof PAYMENT_PROVIDERS)[number];
export type DepositHow = 'confirm' | 'reject';
export type WithdrawalHow = 'approve' | 'reject' | 'retry' | 'void' | 'markPaid';

/** Other features' keys a payment decision makes stale. */
const PLAYERS_KEY = ['players'] as const;
const APPROVALS_KEY = ['approvals'] as const;

export const paymentsKeys = {
  all: ['payments'] as const,
  deposits: (status: DepositStatus, page: number) =>
    ['payments', 'deposits', status, page] as const,
  withdrawals: (status: WithdrawalStatus, page: number) =>
    ['payments', 'withdrawals', status, page] as const,
  providers: (provider: Provider, page: number) =>
    ['payments', 'providers', provider, page] as const,
  methods: () => ['payments', 'methods'] as const,
};

const queue = { placeholderData: keepPreviousData, refetchInterval: 30_000 } as const;

export const paymentsQueries = {
  deposits: (status: DepositStatus, page: number) =>
    queryOptions({
      queryKey: paymentsKeys.deposits(status, page),
      queryFn: () => staffCall(depositQueue, { status, page, pageSize: PAYMENTS_PAGE_SIZE }),
      ...queue,
    }),
  withdrawals: (status: WithdrawalStatus, page: number) =>
    queryOptions({
      queryKey: paymentsKeys.withdrawals(status, page),
      queryFn: () => staffCall(withdrawalQueue, { status, page, pageSize: PAYMENTS_PAGE_SIZE }),
      ...queue,
    }),
  providers: (provider: Provider, page: number) =>
    queryOptions({
      queryKey: paymentsKeys.providers(provider, page),
      queryFn: () => staffCall(providerPayments, { provider, page, pageSize: PAYMENTS_PAGE_SIZE }),
      ...queue,
    }),
  methods: () =>
    queryOptions({
      queryKey: paymentsKeys.methods(),
      queryFn: () => staffCall(listMethodSettings, {}),
    }),
};

function useRefresh(...keys: (readonly string[])[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

/** Confirm a havale deposit (with the bank statement's reference) or reject it (a reason). */
export function useDepositDecision(onDone: (how: DepositHow) => void) {
  const refresh = useRefresh(paymentsKeys.all, PLAYERS_KEY);
  return useMutation({
    mutationFn: (v: { orderNo: string; how: DepositHow; reference: string; reason: string }) =>
      v.how === 'confirm'
        ? staffCall(confirmDeposit, { orderNo: v.orderNo, reference: v.reference })
        : staffCall(rejectDeposit, { orderNo: v.orderNo, reason: v.reason }),
    onSuccess: (_r, v) => {
      onDone(v.how);
      refresh();
    },
  });
}

/** What became of a withdrawal decision: a key under payments.withdrawals. */
export type WithdrawalOutcome =
  | 'waitingSecond'
  | 'awaitingTransfer'
  | 'paid'
  | 'payoutFailed'
  | 'markedPaid'
  | 'rejected'
  | 'voided'
  | 'refusedReturned';

type ApproveResult = StaffOutput<typeof approveWithdrawal>;

function approved(r: ApproveResult): WithdrawalOutcome {
  if (r.status === 'pending') return 'waitingSecond';
  if (r.withdrawalStatus === 'approved') return 'awaitingTransfer';
  // The provider refused the payout when asked; the amount is back in the player's balance.
  if (r.withdrawalStatus === 'voided') return 'refusedReturned';
  return r.withdrawalStatus === 'paid' ? 'paid' : 'payoutFailed';
}

export interface WithdrawalDecision {
  orderNo: string;
  how: WithdrawalHow;
  reason: string;
  bankRef: string;
}

async function decideWithdrawal(v: WithdrawalDecision): Promise<WithdrawalOutcome> {
  const { orderNo, reason } = v;
  if (v.how === 'approve') return approved(await staffCall(approveWithdrawal, { orderNo, reason }));
  if (v.how === 'markPaid') {
    await staffCall(markWithdrawalPaid, { orderNo, bankRef: v.bankRef.trim() });
    return 'markedPaid';
  }
  if (v.how === 'retry') {
    const r = await staffCall(retryWithdrawal, { orderNo });
    return r.status === 'paid' ? 'paid' : 'payoutFailed';
  }
  if (v.how === 'reject') await staffCall(rejectWithdrawal, { orderNo, reason });
  else await staffCall(voidWithdrawal, { orderNo, reason });
  return v.how === 'reject' ? 'rejected' : 'voided';
}

/** Approve, reject, retry, void or mark paid a withdrawal; `onDone` hears the outcome. */
export function useWithdrawalDecision(onDone: (outcome: WithdrawalOutcome) => void) {
  const refresh = useRefresh(paymentsKeys.all, PLAYERS_KEY, APPROVALS_KEY);
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: (outcome) => {
      onDone(outcome);
      refresh();
    },
  });
}

/** Save a deposit method's limits and switch (with a reason). */
export function useSaveMethod(onDone: () => void) {
  const refresh = useRefresh(paymentsKeys.methods());
  return useMutation({
    mutationFn: (v: StaffInput<typeof saveMethodSetting>) => staffCall(saveMethodSetting, v),
    onSuccess: () => {
      onDone();
      refresh();
    },
  });
}

/** Ask for a refund of a provider deposit; a second member approves it. */
export function useRequestRefund(onDone: (approvalId: number) => void) {
  const refresh = useRefresh(paymentsKeys.all, APPROVALS_KEY);
  return useMutation({
    mutationFn: (v: StaffInput<typeof requestRefund>) => staffCall(requestRefund, v),
    onSuccess: (r) => {
      onDone(r.approvalId);
      refresh();
    },
  });
}
