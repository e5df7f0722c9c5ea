// The lobby calls (packages/contracts/src/lobby.ts): the lobby of labels, categories and
// providers, the paged lists of a label, a category or a provider, search, favourites, recent
// games and the banners. Lists are silent: each screen shows its own error state with a retry.
// Only the contracts' types are imported: Home is the first page, and the contract objects
// would pull zod into its JavaScript.
import {
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { CallBody, CallDef, CallResult } from '@talih/contracts/call.ts';
import type {
  bannerList as BannerList,
  getFavoriteGames as GetFavoriteGames,
  getGameByCategoryAndPage as GetGameByCategoryAndPage,
  getGameByCategoryNameAndPage as GetGameByCategoryNameAndPage,
  getGameByLabelCategoryAndPage as GetGameByLabelCategoryAndPage,
  getGame as GetGame,
  getRecentGames as GetRecentGames,
  getSearchResults as GetSearchResults,
  labelList as LabelList,
} from '@talih/contracts/lobby.ts';
import { request } from '../../lib/request.ts';
import { isPlayer, useSession, type SessionFields } from '../../lib/session.ts';
import { LABEL_FAVORITES, nextPageOf, SEARCH_PAGE_SIZE } from '../../lib/lobby.ts';

/** Games per page of a grid: a multiple of 2, 3, 4, 6 and 8 columns, so rows fill. */
export const GRID_PAGE_SIZE = 48;
/** Games per label row on Home. */
export const ROW_SIZE = 12;
/** The catalogue changes rarely; a minute keeps pages fresh without refetching on every visit. */
const CATALOGUE_STALE_MS = 60_000;

export type Lobby = CallResult<typeof LabelList>;
export type LobbyLabel = Lobby['labelList'][number];
export type LobbyCategory = Lobby['categoryList'][number];
export type LobbyProvider = Lobby['providerList'][number];
export type Banner = CallResult<typeof BannerList>[number];
export type CategoryGamesPage = CallResult<typeof GetGameByCategoryAndPage>;
export type RecentGame = CallResult<typeof GetRecentGames>['list'][number];

/** A silent POST of one lobby call, typed by its contract. */
function post<C extends CallDef>(path: string, body: CallBody<C>, signal: AbortSignal) {
  return request<CallResult<C>>(path, body as object, { silent: true, signal });
}

/**
 * Whose lists these are: labels and names come in the interface language, and favourites and
 * recent games belong to the session's token, so both are part of the cache keys.
 */
function useViewerKey() {
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  return { lang, token };
}

/**
 * POST /labelGame/list: labels with their first games, categories and providers.
 *
 * Only a player's answer differs by session (their favourites); a tourist has none (a heart
 * asks them to log in), so every non-player shares one entry. Keyed by the token, a first visit
 * asked twice: once before the tourist login gave the page its token and again after it.
 */
export function useLobby() {
  const lang = useSession((s) => s.lang);
  const owner = useSession(lobbyOwner);
  return useQuery(lobbyQuery(lang, owner));
}

/** Whose lobby a session sees: a player's token, '' for everyone else. */
export function lobbyOwner(s: SessionFields): string {
  return isPlayer(s) ? s.token : '';
}

/** The lobby's query (useLobby's, and the early fetch of ./prefetch.ts). */
export function lobbyQuery(lang: string, owner: string) {
  return queryOptions({
    queryKey: ['lobby', 'list', lang, owner],
    queryFn: ({ signal }) =>
      post<typeof LabelList>('/labelGame/list', { rowSize: ROW_SIZE }, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** POST /labelGame/getGameByLabelCategoryAndPage: a label's games ('' every game), paged. */
export function useLabelGames(labelId: string, categoryId: number, enabled = true) {
  const { lang, token } = useViewerKey();
  return useInfiniteQuery({
    queryKey: [
      'lobby',
      'label',
      labelId,
      categoryId,
      lang,
      labelId === LABEL_FAVORITES ? token : '',
    ],
    queryFn: ({ pageParam, signal }) =>
      post<typeof GetGameByLabelCategoryAndPage>(
        '/labelGame/getGameByLabelCategoryAndPage',
        { labelId, categoryId, page: pageParam, pageSize: GRID_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}

/** useCategoryGames' key (./prefetch.ts seeds the studio's first page under it). */
export function categoryGamesKey(category: number | string, firmCode: string, lang: string) {
  return ['lobby', 'category', category, firmCode, lang] as const;
}

/**
 * The gameAll page's games: a category by id (0 every category), or by its code or name when
 * the route carries a name instead of a number; optionally of one provider.
 */
export function useCategoryGames(category: number | string, firmCode: string) {
  const { lang } = useViewerKey();
  return useInfiniteQuery({
    queryKey: categoryGamesKey(category, firmCode, lang),
    queryFn: ({ pageParam, signal }) =>
      typeof category === 'number'
        ? post<typeof GetGameByCategoryAndPage>(
            '/labelGame/getGameByCategoryAndPage',
            { categoryId: category, firmCode, page: pageParam, pageSize: GRID_PAGE_SIZE },
            signal,
          )
        : post<typeof GetGameByCategoryNameAndPage>(
            '/labelGame/getGameByCategoryNameAndPage',
            { categoryName: category, firmCode, page: pageParam, pageSize: GRID_PAGE_SIZE },
            signal,
          ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** POST /labelGame/getSearchResults for words already debounced; nothing for empty words. */
export function useGameSearch(words: string) {
  const q = words.trim();
  const { lang } = useViewerKey();
  return useQuery({
    queryKey: ['lobby', 'search', q.toLocaleLowerCase('tr'), lang],
    queryFn: ({ signal }) =>
      post<typeof GetSearchResults>(
        '/labelGame/getSearchResults',
        { words: q, page: 1, pageSize: SEARCH_PAGE_SIZE },
        signal,
      ),
    enabled: q !== '',
    staleTime: 5 * 60_000,
  });
}

/** A paged list of the session's own (favourites, recent games), newest first. */
function useOwnList<C extends CallDef>(path: string, key: string, enabled: boolean) {
  const { lang, token } = useViewerKey();
  return useInfiniteQuery<CallResult<C>, Error, InfiniteData<CallResult<C>>, QueryKey, number>({
    queryKey: ['lobby', key, lang, token],
    queryFn: ({ pageParam, signal }) =>
      post<C>(path, { page: pageParam, pageSize: GRID_PAGE_SIZE } as CallBody<C>, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last as Parameters<typeof nextPageOf>[0]),
    staleTime: 15_000,
    enabled,
  });
}

/** POST /labelGame/getFavoriteGames: the player's favourites, newest first, paged. */
export function useFavoriteGames(enabled: boolean) {
  return useOwnList<typeof GetFavoriteGames>('/labelGame/getFavoriteGames', 'favorites', enabled);
}

/** POST /labelGame/getRecentGames: the games this session launched, newest first. */
export function useRecentGames(enabled: boolean) {
  return useOwnList<typeof GetRecentGames>('/labelGame/getRecentGames', 'recent', enabled);
}

/** POST /banner/list: the home banners live now. */
export function useBanners() {
  const { lang } = useViewerKey();
  return useQuery(bannersQuery(lang));
}

/** The banners' query (useBanners', and the early fetch of ./prefetch.ts). */
export function bannersQuery(lang: string) {
  return queryOptions({
    queryKey: ['lobby', 'banners', lang],
    queryFn: ({ signal }) => post<typeof BannerList>('/banner/list', {}, signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /labelGame/getGame: one game, for a game page opened by its address. */
export function useCatalogueGame(gameId: number | null, enabled: boolean) {
  const { lang } = useViewerKey();
  return useQuery({
    queryKey: ['lobby', 'game', gameId, lang],
    queryFn: ({ signal }) =>
      post<typeof GetGame>('/labelGame/getGame', { gameId: gameId! }, signal),
    enabled: enabled && gameId !== null,
    staleTime: CATALOGUE_STALE_MS,
    retry: false,
  });
}
