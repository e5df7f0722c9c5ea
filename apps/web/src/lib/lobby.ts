// What the layouts, Home and the games feature share about the lobby: the label ids, the search
// limits, the game types and the favourite ids of the session (docs/seed-spec.md S3, S4: after
// getUserInfo succeeds the app loads the favourites). Only the contracts' types are imported,
// because their schemas would pull zod into the first page's JavaScript; lobby.test.ts checks that
// the values below equal the contracts'.
import type { CallResult } from '@talih/contracts/call.ts';
import type {
  getFavoriteGames as GetFavoriteGames,
  LobbyGame as ContractLobbyGame,
} from '@talih/contracts/lobby.ts';
import { request } from './request.ts';
import { useSession } from './session.ts';

export type LobbyGame = ContractLobbyGame;

/** The three labels every lobby has (docs/seed-spec.md S2 "Desktop side menu"). */
export const LABEL_HOT = 'hot';
export const LABEL_NEW = 'new';
export const LABEL_FAVORITES = 'favoriler';
/** The provider code of Talih's own studio (the sandbox studio): its row leads Home. */
export const HOUSE_STUDIO_CODE = 'TALIH';
/** Longer search text is cut by the server; the inputs stop there. */
export const SEARCH_LENGTH_MAX = 64;
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
 * A heart the player set or cleared: for which session, and on the edits' clock when it was
 * made and when its /labelGame/favoriteGame call succeeded (null while the call is out).
 */
interface FavoriteEdit {
  token: string;
  gameId: number;
  on: boolean;
  madeAt: number;
  savedAt: number | null;
}

let clock = 0;
let edits: FavoriteEdit[] = [];
/** When each favourite-ids load still running started, on the same clock. */
const loadsRunning = new Set<number>();

function withFavorite(ids: readonly number[], gameId: number, on: boolean): number[] {
  const rest = ids.filter((id) => id !== gameId);
  return on ? [gameId, ...rest] : rest;
}

function setFavoriteHeart(gameId: number, on: boolean): void {
  const session = useSession.getState();
  session.setUser({ favoriteGameList: withFavorite(session.favoriteGameList, gameId, on) });
}

/** Keeps only the edits a running (or later) load may still have to put back. */
function forgetSavedEdits(): void {
  const oldestLoad = Math.min(...loadsRunning);
  edits = edits.filter((e) => e.savedAt === null || e.savedAt > oldestLoad);
}

/**
 * A favourite toggle: the heart changes at once, and a favourite-ids load that answers later
 * keeps it (see loadFavoriteIds). Call the returned function once the call has settled: on
 * success the server has the change; on failure the heart goes back (unless the player has
 * toggled that game again since) and the edit is forgotten.
 */
export function editFavorite(gameId: number, on: boolean): (saved: boolean) => void {
  const edit: FavoriteEdit = {
    token: useSession.getState().token,
    gameId,
    on,
    madeAt: ++clock,
    savedAt: null,
  };
  edits.push(edit);
  setFavoriteHeart(gameId, on);
  return (saved) => {
    if (saved) {
      edit.savedAt = ++clock;
    } else {
      const later = edits.some((e) => e.gameId === gameId && e.madeAt > edit.madeAt);
      edits = edits.filter((e) => e !== edit);
      if (!later && useSession.getState().token === edit.token) setFavoriteHeart(gameId, !on);
    }
    forgetSavedEdits();
  };
}

/**
 * POST /labelGame/getFavoriteGames for the ids of every favourite (the heart on each card),
 * kept in the session's favoriteGameList. Silent: the hearts just stay as they were.
 *
 * The answer is what the server had when it read the list, so a heart toggled meanwhile is not
 * in it: the toggles the server may not have seen (made after this load started, or whose call
 * had not succeeded by then) are played again on top of the answer, in order. An answer for
 * another session than the current one (a logout or login meanwhile) is dropped.
 */
export async function loadFavoriteIds(): Promise<void> {
  const token = useSession.getState().token;
  const startedAt = ++clock;
  loadsRunning.add(startedAt);
  try {
    const data = await request<CallResult<typeof GetFavoriteGames>>(
      '/labelGame/getFavoriteGames',
      { page: 1, pageSize: 1 },
      { silent: true },
    );
    const session = useSession.getState();
    if (session.token !== token) return;
    let ids = data.gameIds;
    for (const e of edits) {
      const unseen = e.madeAt > startedAt || e.savedAt === null || e.savedAt > startedAt;
      if (e.token === token && unseen) ids = withFavorite(ids, e.gameId, e.on);
    }
    session.setUser({ favoriteGameList: ids });
  } finally {
    loadsRunning.delete(startedAt);
    forgetSavedEdits();
  }
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
