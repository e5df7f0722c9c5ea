// Support's staff calls: the inbox and one conversation (polled, so a player's new message
// appears), its actions (reply, close or reopen, assign) and staff notes; canned answers and the
// channels the player app lists; the player's 360 beside a conversation. Every support key
// starts with 'support': an action refreshes the inbox and the open conversation together.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getPlayer,
  playerActivity,
  type ActivityList,
} from '@talih/contracts/backoffice/players.ts';
import type { INBOX_STATES, SUPPORT_LANGS } from '@talih/contracts/backoffice/support.ts';
import {
  addSupportNote,
  assignConversation,
  deleteCanned,
  getConversation,
  listCanned,
  listChannels,
  replyConversation,
  saveCanned,
  saveChannel,
  setConversationState,
  supportInbox,
} from '@talih/contracts/backoffice/support.ts';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import { toast } from '../../components/Toast.tsx';
import { staffCall } from '../../lib/api.ts';
import { errorText } from '../../lib/labels.ts';

export const INBOX_PAGE_SIZE = 25;
/** How often the inbox and an open conversation look again for new messages. */
export const INBOX_POLL_MS = 15_000;
/** Each list beside a conversation shows this many of the player's most recent rows. */
export const RECENT = 5;
export type InboxState = (typeof INBOX_STATES)[number];
export type SupportLang = (typeof SUPPORT_LANGS)[number];

export interface InboxFilter {
  state: InboxState;
  assignee: string;
  lang: SupportLang | undefined;
  page: number;
}

export const supportKeys = {
  all: ['support'] as const,
  inbox: (f: InboxFilter) => ['support', 'inbox', f.state, f.assignee, f.lang, f.page] as const,
  conversation: (userId: number) => ['support', 'conversation', userId] as const,
  canned: (lang: SupportLang | 'all') => ['support', 'canned', lang] as const,
  cannedAll: () => ['support', 'canned'] as const,
  channels: () => ['support', 'channels'] as const,
  // The player's 360 reads the players feature's cache entries: the same keys its pages use.
  player: (userId: number) => ['players', userId, 'profile'] as const,
  recent: (userId: number, list: ActivityList) =>
    ['players', userId, 'activity', list, 1, RECENT] as const,
};

export const supportQueries = {
  inbox: (f: InboxFilter) =>
    queryOptions({
      queryKey: supportKeys.inbox(f),
      queryFn: () => staffCall(supportInbox, { ...f, pageSize: INBOX_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      refetchInterval: INBOX_POLL_MS,
    }),
  conversation: (userId: number) =>
    queryOptions({
      queryKey: supportKeys.conversation(userId),
      queryFn: () => staffCall(getConversation, { userId }),
      refetchInterval: INBOX_POLL_MS,
    }),
  canned: (lang: SupportLang | 'all') =>
    queryOptions({
      queryKey: supportKeys.canned(lang),
      queryFn: () => staffCall(listCanned, lang === 'all' ? {} : { lang }),
      staleTime: lang === 'all' ? 0 : 60_000,
    }),
  channels: () =>
    queryOptions({ queryKey: supportKeys.channels(), queryFn: () => staffCall(listChannels, {}) }),
  player: (userId: number, enabled: boolean) =>
    queryOptions({
      queryKey: supportKeys.player(userId),
      queryFn: () => staffCall(getPlayer, { userId }),
      enabled,
    }),
  recent: (userId: number, list: ActivityList) =>
    queryOptions({
      queryKey: supportKeys.recent(userId, list),
      queryFn: () => staffCall(playerActivity, { userId, list, page: 1, pageSize: RECENT }),
    }),
};

export type ConversationAction =
  | { what: 'send' | 'sendClose'; content: string }
  | { what: 'close' | 'reopen' }
  | { what: 'assign'; assignee: string | null };

/** One action on a conversation; answers the toast's text key. */
async function act(userId: number, a: ConversationAction): Promise<string> {
  switch (a.what) {
    case 'assign':
      await staffCall(assignConversation, { userId, assignee: a.assignee });
      return 'support.done.assigned';
    case 'close':
    case 'reopen':
      await staffCall(setConversationState, {
        userId,
        state: a.what === 'close' ? 'closed' : 'open',
      });
      return a.what === 'close' ? 'support.done.closed' : 'support.done.reopened';
    default: {
      const close = a.what === 'sendClose';
      await staffCall(replyConversation, { userId, content: a.content, close });
      return close ? 'support.done.closed' : 'support.done.sent';
    }
  }
}

/**
 * A mutation whose success is a toast and a fresh read of every support list. A refusal is a
 * toast too, unless the form shows it under its fields (`inline`).
 */
function useSupportMutation<V>(call: (v: V) => Promise<string>, inline = false) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (key) => {
      toast.success(t(key));
      void client.invalidateQueries({ queryKey: supportKeys.all });
    },
    onError: (error) => {
      if (!inline) toast.error(errorText(t, error));
    },
  });
}

export function useConversationAction(userId: number) {
  return useSupportMutation((a: ConversationAction) => act(userId, a));
}

export function useAddNote(userId: number) {
  return useSupportMutation(async (body: string) => {
    await staffCall(addSupportNote, { userId, body });
    return 'support.done.noted';
  });
}

export function useSaveCanned() {
  return useSupportMutation(async (d: StaffInput<typeof saveCanned>) => {
    await staffCall(saveCanned, d);
    return 'support.done.saved';
  }, true);
}

export function useDeleteCanned() {
  return useSupportMutation(async (cannedId: number) => {
    await staffCall(deleteCanned, { cannedId });
    return 'support.done.deleted';
  }, true);
}

export function useSaveChannel() {
  return useSupportMutation(async (d: StaffInput<typeof saveChannel>) => {
    await staffCall(saveChannel, d);
    return 'support.done.saved';
  }, true);
}
