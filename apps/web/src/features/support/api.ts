// Server state of customer service: the operator's channels and the player's conversation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportChannels, supportMessages, supportSend } from '@talih/contracts/support.ts';
import { call } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

/** How often an open conversation looks for staff answers. */
export const MESSAGES_POLL_MS = 15_000;

export function useChannels() {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['supportChannels', lang],
    queryFn: ({ signal }) => call(supportChannels, {}, { silent: true, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useMessages(enabled: boolean) {
  const userid = useSession((s) => s.userid);
  return useQuery({
    queryKey: ['supportMessages', userid],
    queryFn: ({ signal }) => call(supportMessages, {}, { silent: true, signal }),
    enabled,
    refetchInterval: MESSAGES_POLL_MS,
  });
}

export function useSend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(supportSend, { content }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['supportMessages'] }),
  });
}
