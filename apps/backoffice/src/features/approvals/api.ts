// The four-eyes queue's staff calls: the list by status (approvals.read) and a decision
// (approvals.decide). Every key starts with 'approvals': a screen that files a request (a
// withdrawal over the threshold, a settlement) refreshes the queue through approvalKeys.all.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decideApproval,
  listApprovals,
  type approvalStatus,
} from '@talih/contracts/backoffice/approvals.ts';
import type { z } from 'zod';
import { staffCall } from '../../lib/api.ts';

export type ApprovalStatus = z.output<typeof approvalStatus>;
export type Decision = 'approve' | 'reject';
export const APPROVALS_PAGE_SIZE = 50;

export const approvalKeys = {
  all: ['approvals'] as const,
  list: (status: ApprovalStatus, page: number) => ['approvals', 'list', status, page] as const,
};

export const approvalQueries = {
  list: (status: ApprovalStatus, page: number) =>
    queryOptions({
      queryKey: approvalKeys.list(status, page),
      queryFn: () => staffCall(listApprovals, { status, page, pageSize: APPROVALS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
};

export function useDecideApproval(onDecided: (row: Awaited<ReturnType<typeof decide>>) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (row) => {
      onDecided(row);
      void client.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}

function decide(v: { id: number; decision: Decision; reason: string }) {
  return staffCall(decideApproval, v);
}
