// KYC's staff calls: the review queue (kyc.read, re-read every 30 s), one player's file, a
// document's bytes (each view audited, kept while the viewer is open), and a reviewer's decision
// (kyc.review). Every key starts with 'kyc': a decision refreshes the queue and the file.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  kycDecide,
  kycDocumentFile,
  kycPlayer,
  kycQueue,
} from '@talih/contracts/backoffice/kyc.ts';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import type { KycDocumentKind, KycDocumentStatus, KycLevel } from '@talih/contracts/kyc.ts';
import { staffCall } from '../../lib/api.ts';

export const KYC_QUEUE_PAGE_SIZE = 25;
export type KycDecision = StaffInput<typeof kycDecide>['decision'];

/** The queue's filter; an empty value is "any". */
export interface KycQueueFilter {
  status: KycDocumentStatus | '';
  level: KycLevel | '';
  kind: KycDocumentKind | '';
  page: number;
}

export const kycKeys = {
  all: ['kyc'] as const,
  queue: (f: KycQueueFilter) => ['kyc', 'queue', f.status, f.level, f.kind, f.page] as const,
  player: (userId: number) => ['kyc', 'player', userId] as const,
  document: (documentId: number) => ['kyc', 'document', documentId] as const,
};

export const kycQueries = {
  queue: (f: KycQueueFilter) =>
    queryOptions({
      queryKey: kycKeys.queue(f),
      queryFn: () =>
        staffCall(kycQueue, {
          ...(f.status ? { status: f.status } : {}),
          ...(f.level ? { level: f.level } : {}),
          ...(f.kind ? { kind: f.kind } : {}),
          page: f.page,
          pageSize: KYC_QUEUE_PAGE_SIZE,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
  player: (userId: number) =>
    queryOptions({
      queryKey: kycKeys.player(userId),
      queryFn: () => staffCall(kycPlayer, { userId }),
    }),
  /** A document's bytes: read once per view (audited), dropped a minute after it closes. */
  document: (documentId: number) =>
    queryOptions({
      queryKey: kycKeys.document(documentId),
      queryFn: () => staffCall(kycDocumentFile, { documentId }),
      staleTime: Infinity,
      gcTime: 60_000,
    }),
};

export function useKycDecide(onDone: (decision: KycDecision) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: StaffInput<typeof kycDecide>) => staffCall(kycDecide, v),
    onSuccess: (_r, v) => {
      onDone(v.decision);
      void client.invalidateQueries({ queryKey: kycKeys.all });
    },
  });
}
