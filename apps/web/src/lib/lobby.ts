// What the layouts, Home and the games feature share about the lobby: the label ids, the
// search limits, the game types and the favourite ids of the session (SEED-SPEC S3, S4: after
// getUserInfo succeeds the app loads the favourites). Only the contracts' types are imported,
// because their schemas would pull zod into the first page's JavaScript; lobby.test.ts checks
// that the values below equal the contracts'.
import type { CallResult } from '@talih/contracts/call.ts';
import type {
  getFavoriteGames as GetFavoriteGames,
  LobbyGame as ContractLobbyGame,
} from '@talih/contracts/lobby.ts';
import { request } from './request.ts';
import { useSession } from './session.ts';

export type LobbyGame = ContractLobbyGame;

/** The three labels every lobby has (SEED-SPEC S2 "Desktop side menu"). */
export const LABEL_HOT = 'hot';
export const LABEL_NEW = 'new';
export const LABEL_FAVORITES = 'favoriler';
/** The provider code of Talih's own studio (the sandbox studio): its row leads Home. */
export const HOUSE_STUDIO_CODE = 'TALIH';
/** Longer search text is cut by the server; the inputs stop there. */
export const SEARCH_MAX_LENGTH = 64;
/** Results of one search (the call answers one page of at most 50). */
export const SEARCH_PAGE_SIZE = 48;

/** A stable hue per name, for placeholder art and provider marks. */
export function nameHue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * Up to two letters for a placeholder: the first of two words, or the capitals ("PlayNGo": PN).
 * Turkish casing only for Turkish names: "Şans Çarkı" gives ŞÇ, while "Vivo" stays VI (not Vİ).
 */
export function initialsOf(name: string): string {
  const upper = (text: string) =>
    /[çğıöşüİ]/i.test(name) ? text.toLocaleUpperCase('tr') : text.toUpperCase();
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return upper(words[0]![0]! + words[1]![0]!);
  const capitals = name.replace(/[^A-ZÇĞİÖŞÜ]/g, '');
  if (capitals.length >= 2 && capitals.length < name.length) return capitals.slice(0, 2);
  return upper(name.slice(0, 2));
}

/**
 * POST /labelGame/getFavoriteGames for the ids of every favourite (the heart on each card),
 * kept in the session's favoriteGameList. Silent: the hearts just stay as they were.
 */
export async function loadFavoriteIds(): Promise<void> {
  const data = await request<CallResult<typeof GetFavoriteGames>>(
    '/labelGame/getFavoriteGames',
    { page: 1, pageSize: 1 },
    { silent: true },
  );
  useSession.getState().setUser({ favoriteGameList: data.gameIds });
}

/** The next page of a paged list, or undefined at its end (useInfiniteQuery's getNextPageParam). */
export function nextPageOf(last: {
  page: number;
  pageSize: number;
  total: number;
  list: readonly unknown[];
}): number | undefined {
  return last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}
