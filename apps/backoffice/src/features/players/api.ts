// The players feature's staff calls: the player list (players.read; paged, sorted, filtered,
// exported), one player's profile, activity and ledger, the tags in use, and the actions staff
// take on a player (each with its own permission, each asking for a reason). Every key starts
// with 'players'; an action on a player makes that player's views stale, a tag change every
// list (a tag filter may hold them).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addPlayerNote,
  adjustPlayer,
  forceLogout,
  getPlayer,
  playerActivity,
  playerLedger,
  resetWithdrawPassword,
  setPlayerBlocks,
  type ActivityList,
  type BalanceAccount,
  type BlockScope,
} from '@talih/contracts/backoffice/players.ts';
import {
  addPlayerTag,
  exportPlayers,
  listTags,
  removePlayerTag,
  type PlayerFilter,
} from '@talih/contracts/backoffice/player-list.ts';
import { searchPlayers, type PLAYER_SORTS } from '@talih/contracts/backoffice/players.ts';
import type { StaffOutput } from '@talih/contracts/backoffice/call.ts';
import { staffCall } from '../../lib/api.ts';

export const PLAYERS_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 50;
export type PlayerSortKey = (typeof PLAYER_SORTS)[number];

export interface ListQuery {
  query: string;
  filter: PlayerFilter;
  page: number;
  sort: PlayerSortKey;
  dir: 'asc' | 'desc';
}

export const playersKeys = {
  all: ['players'] as const,
  search: (q: ListQuery) =>
    ['players', 'search', q.query, q.filter, q.page, q.sort, q.dir] as const,
  tags: () => ['players', 'tags'] as const,
  player: (userId: number) => ['players', userId] as const,
  profile: (userId: number) => ['players', userId, 'profile'] as const,
  activity: (userId: number, list: ActivityList, page: number) =>
    ['players', userId, 'activity', list, page] as const,
  ledger: (userId: number, account: BalanceAccount, page: number) =>
    ['players', userId, 'ledger', account, page] as const,
};

export const playersQueries = {
  search: (q: ListQuery) =>
    queryOptions({
      queryKey: playersKeys.search(q),
      queryFn: () => staffCall(searchPlayers, { ...q, pageSize: PLAYERS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  tags: (enabled = true) =>
    queryOptions({
      queryKey: playersKeys.tags(),
      queryFn: () => staffCall(listTags, {}),
      enabled,
    }),
  profile: (userId: number) =>
    queryOptions({
      queryKey: playersKeys.profile(userId),
      queryFn: () => staffCall(getPlayer, { userId }),
      enabled: Number.isSafeInteger(userId) && userId > 0,
    }),
  activity: (userId: number, list: ActivityList, page: number) =>
    queryOptions({
      queryKey: playersKeys.activity(userId, list, page),
      queryFn: () =>
        staffCall(playerActivity, { userId, list, page, pageSize: ACTIVITY_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  ledger: (userId: number, account: BalanceAccount, page: number) =>
    queryOptions({
      queryKey: playersKeys.ledger(userId, account, page),
      queryFn: () => staffCall(playerLedger, { userId, account, page, pageSize: LEDGER_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};

/** The list as a CSV file (players.export). */
export function useExportPlayers(h: {
  onDone(r: StaffOutput<typeof exportPlayers>): void;
  onError(e: Error): void;
}) {
  return useMutation({
    mutationFn: (v: { query: string; filter: PlayerFilter }) => staffCall(exportPlayers, v),
    onSuccess: h.onDone,
    onError: h.onError,
  });
}

/** Add a tag to a player or take it off; `onDone` hears which. */
export function useChangeTag(
  userId: number,
  h: { onDone(c: { tag: string; add: boolean }): void; onError(e: Error): void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: { tag: string; add: boolean }) =>
      c.add
        ? staffCall(addPlayerTag, { userId, tag: c.tag })
        : staffCall(removePlayerTag, { userId, tag: c.tag }),
    onSuccess: (_r, c) => {
      h.onDone(c);
      void client.invalidateQueries({ queryKey: playersKeys.all });
    },
    onError: h.onError,
  });
}

/** An action staff take on a player; each asks for a reason. */
export type PlayerAction =
  | { kind: 'block'; scope: BlockScope; on: boolean }
  | { kind: 'resetPassword' }
  | { kind: 'logout' }
  /** key: made when the dialog opens, so retrying after a lost answer adjusts once. */
  | { kind: 'adjust'; direction: 'credit' | 'debit'; amountMinor: number; key: string };

/** What became of an action: a key under players.done. */
export type ActionOutcome =
  'blocked' | 'unblocked' | 'resetPassword' | 'logout' | 'adjusted' | 'adjustPending';

async function act(userId: number, what: PlayerAction, reason: string): Promise<ActionOutcome> {
  switch (what.kind) {
    case 'block':
      await staffCall(setPlayerBlocks, {
        userId,
        block: what.on ? [what.scope] : [],
        unblock: what.on ? [] : [what.scope],
        reason,
      });
      return what.on ? 'blocked' : 'unblocked';
    case 'resetPassword':
      await staffCall(resetWithdrawPassword, { userId, reason });
      return 'resetPassword';
    case 'logout':
      await staffCall(forceLogout, { userId, reason });
      return 'logout';
    case 'adjust': {
      const { direction, amountMinor, key: requestKey } = what;
      const r = await staffCall(adjustPlayer, {
        userId,
        direction,
        amountMinor,
        reason,
        requestKey,
      });
      return r.status === 'pending' ? 'adjustPending' : 'adjusted';
    }
  }
}

/** Take an action on a player; then the player's views read again. */
export function usePlayerAction(userId: number, onDone: (outcome: ActionOutcome) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { what: PlayerAction; reason: string }) => act(userId, v.what, v.reason),
    onSuccess: (outcome) => {
      onDone(outcome);
      void client.invalidateQueries({ queryKey: playersKeys.player(userId) });
    },
  });
}

/** Write a note on a player. */
export function useAddPlayerNote(userId: number, h: { onDone(): void; onError(e: Error): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => staffCall(addPlayerNote, { userId, body }),
    onSuccess: () => {
      h.onDone();
      void client.invalidateQueries({ queryKey: playersKeys.player(userId) });
    },
    onError: h.onError,
  });
}
