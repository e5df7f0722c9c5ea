// The players feature's staff calls, as the screens use them.
import {
  addPlayerTag,
  exportPlayers,
  listTags,
  removePlayerTag,
  type PlayerFilter,
} from '@talih/contracts/backoffice/player-list.ts';
import { searchPlayers, type PLAYER_SORTS } from '@talih/contracts/backoffice/players.ts';
import { staffCall } from '../../lib/api.ts';

export type PlayerSortKey = (typeof PLAYER_SORTS)[number];

export interface ListQuery {
  query: string;
  filter: PlayerFilter;
  page: number;
  pageSize: number;
  sort: PlayerSortKey;
  dir: 'asc' | 'desc';
}

export const fetchPlayers = (q: ListQuery) => staffCall(searchPlayers, q);
export const fetchTags = () => staffCall(listTags, {});
export const exportPlayerList = (query: string, filter: PlayerFilter) =>
  staffCall(exportPlayers, { query, filter });
export const addTag = (userId: number, tag: string) => staffCall(addPlayerTag, { userId, tag });
export const removeTag = (userId: number, tag: string) =>
  staffCall(removePlayerTag, { userId, tag });
