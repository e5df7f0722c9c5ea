// The engagement feature's staff calls: the versioned configurations (wheels, promotions, sign-in
// rewards, VIP; each change proposed, live at once or waiting for approval) and their history,
// segments with a live count, and reward mail with its cost preview and campaigns. Every key
// starts with 'engagement': a change refreshes them all.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInput, StaffOutput } from '@talih/contracts/backoffice/call.ts';
import {
  cancelCampaign,
  configHistory,
  countSegment,
  getConfig,
  listCampaigns,
  listConfigs,
  listSegments,
  previewMail,
  proposeConfig,
  saveSegment,
  segmentTags,
  sendMail,
  type MailTarget,
  type SegmentFilter,
} from '@talih/contracts/backoffice/engagement.ts';
import { staffCall } from '../../lib/api.ts';

export const CAMPAIGNS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;
export const SEGMENTS_PAGE_SIZE = 20;

export const engagementKeys = {
  all: ['engagement'] as const,
  configs: () => ['engagement', 'configs'] as const,
  config: (kind: string) => ['engagement', 'config', kind] as const,
  history: (kind: string, page: number) => ['engagement', 'history', kind, page] as const,
  segments: (page: number | 'all') => ['engagement', 'segments', page] as const,
  segmentTags: () => ['engagement', 'segment-tags'] as const,
  segmentCount: (filter: SegmentFilter) => ['engagement', 'segment-count', filter] as const,
  mailPreview: (key: { to: MailTarget | null; amountMinor: number }) =>
    ['engagement', 'mail-preview', key] as const,
  campaigns: (page: number) => ['engagement', 'campaigns', page] as const,
  campaignsAll: () => ['engagement', 'campaigns'] as const,
};

export const engagementQueries = {
  configs: () =>
    queryOptions({ queryKey: engagementKeys.configs(), queryFn: () => staffCall(listConfigs, {}) }),
  config: (kind: string) =>
    queryOptions({
      queryKey: engagementKeys.config(kind),
      queryFn: () => staffCall(getConfig, { kind }),
    }),
  history: (kind: string, page: number) =>
    queryOptions({
      queryKey: engagementKeys.history(kind, page),
      queryFn: () => staffCall(configHistory, { kind, page, pageSize: HISTORY_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  segments: (page: number) =>
    queryOptions({
      queryKey: engagementKeys.segments(page),
      queryFn: () => staffCall(listSegments, { page, pageSize: SEGMENTS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  /** Every segment, for a choice in a form (mail, promotions). */
  allSegments: () =>
    queryOptions({
      queryKey: engagementKeys.segments('all'),
      queryFn: () => staffCall(listSegments, { page: 1, pageSize: 500 }),
    }),
  segmentTags: () =>
    queryOptions({
      queryKey: engagementKeys.segmentTags(),
      queryFn: () => staffCall(segmentTags, {}),
    }),
  segmentCount: (filter: SegmentFilter, enabled: boolean) =>
    queryOptions({
      queryKey: engagementKeys.segmentCount(filter),
      queryFn: () => staffCall(countSegment, { filter }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  mailPreview: (key: { to: MailTarget | null; amountMinor: number }, enabled: boolean) =>
    queryOptions({
      queryKey: engagementKeys.mailPreview(key),
      queryFn: () => staffCall(previewMail, { to: key.to!, amountMinor: key.amountMinor }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  campaigns: (page: number) =>
    queryOptions({
      queryKey: engagementKeys.campaigns(page),
      queryFn: () => staffCall(listCampaigns, { page, pageSize: CAMPAIGNS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      refetchInterval: 15_000,
    }),
};

/** An engagement change that refreshes every engagement list, then runs `onDone`. */
function useEngagementMutation<V, R>(call: (v: V) => Promise<R>, onDone: (r: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: engagementKeys.all });
      onDone(r);
    },
  });
}

export function useProposeConfig(onDone: (r: StaffOutput<typeof proposeConfig>) => void) {
  return useEngagementMutation(
    (v: StaffInput<typeof proposeConfig>) => staffCall(proposeConfig, v),
    onDone,
  );
}

export function useSaveSegment(onDone: () => void) {
  return useEngagementMutation(
    (v: StaffInput<typeof saveSegment>) => staffCall(saveSegment, v),
    onDone,
  );
}

export function useSendMail(onDone: (r: StaffOutput<typeof sendMail>) => void) {
  return useEngagementMutation((v: StaffInput<typeof sendMail>) => staffCall(sendMail, v), onDone);
}

export function useCancelCampaign(onDone: () => void) {
  return useEngagementMutation(
    (v: StaffInput<typeof cancelCampaign>) => staffCall(cancelCampaign, v),
    onDone,
  );
}
