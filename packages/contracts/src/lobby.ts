// Calls of the games lobby (docs/seed-spec.md S3.3 game, S5 search rules, S7 /labelGame/* and
// /banner/list): the catalogue by label, category and provider, search, favourites, recent
// games and the banners. The seed shows none of these payloads; this file is their design.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { gameIdField, paged } from './games.ts';

/** Favourites a player may keep: enough for anyone, small enough to send whole. */
/** The house's own studio (apps/sandbox): its games, its row on the home, its provider entry. */
export const HOUSE_STUDIO_CODE = 'TALIH';

export const FAVORITES_MAX = 500;
/** Recent games kept per player, newest first. */
export const RECENT_GAMES_KEPT = 50;
/** "Playing now" counts players whose round in a game was open within this window. */
export const PLAYING_NOW_WINDOW_MS = 5 * 60 * 1000;
/** Search text longer than this is cut (a game name is never longer). */
export const SEARCH_LENGTH_MAX = 64;
/** Label ids the lobby always has (docs/seed-spec.md S2 "Desktop side menu"). */
export const LABEL_HOT = 'hot';
export const LABEL_NEW = 'new';
export const LABEL_FAVORITES = 'favoriler';

export const lobbyPageFields = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(24),
};

const labelIdField = z
  .string()
  .trim()
  .max(32)
  .regex(/^[a-z0-9_-]*$/, 'label id');
const firmCodeField = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, 'firm code');
/** 0 means every category. */
const categoryIdField = z.number().int().min(0).max(1_000_000).default(0);

export const lobbyGame = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  imageUrlLobby: z.string().describe('Same-origin path of the 3:4 lobby art.'),
  haveDemo: z.boolean(),
  firmCode: z.string().describe('Provider code, e.g. "PP".'),
  firmName: z.string().describe('Provider display name, e.g. "Pragmatic Play".'),
  categoryId: z.number().int(),
  labels: z.array(z.string()).describe('Label ids, e.g. ["hot", "new"].'),
  playingNow: z
    .number()
    .int()
    .min(0)
    .describe(
      'Players with a round in this game open within the last 5 minutes, from real sessions. ' +
        '0 means the card shows nothing (never a made-up number).',
    ),
  addedAt: z.number().int().describe('Epoch ms the game joined the catalogue.'),
});
export type LobbyGame = z.infer<typeof lobbyGame>;

export const lobbyLabel = z.object({
  labelId: z.string(),
  labelName: z.string().describe("In the caller's language."),
  kind: z.enum(['system', 'operator']),
  total: z.number().int().describe('Games under the label (for favoriler: the caller’s).'),
  games: z.array(lobbyGame).describe('The first games of the label, for a home row.'),
});

export const lobbyCategory = z.object({
  categoryId: z.number().int(),
  categoryName: z.string().describe("In the caller's language."),
  code: z.string().describe('Stable code, e.g. "slot", "live".'),
  gameCount: z.number().int(),
});

export const lobbyProvider = z.object({
  firmCode: z.string(),
  firmName: z.string(),
  categoryId: z.number().int().describe('The provider’s main category: gameAll opens on it.'),
  gameCount: z.number().int().describe('Every active game of the provider, in all categories.'),
  categories: z
    .array(z.object({ categoryId: z.number().int(), gameCount: z.number().int() }))
    .describe(
      'The categories the provider has games in, in the categories’ order, each with its count ' +
        '(they add up to gameCount): the tabs of the provider’s gameAll page.',
    ),
});

export const labelList = defineCall({
  path: '/labelGame/list',
  auth: 'none',
  tag: 'lobby',
  summary:
    'The lobby: labels (Hot, New, Favorite "favoriler" and operator labels) each with its first ' +
    'games, the categories and the providers. Favoriler holds the caller’s favourites when a ' +
    'token is sent, otherwise nothing.',
  body: { rowSize: z.number().int().min(1).max(48).default(12) },
  result: z.object({
    labelList: z.array(lobbyLabel),
    categoryList: z.array(lobbyCategory),
    providerList: z.array(lobbyProvider),
    drawerProviders: z
      .array(z.string())
      .optional()
      .describe('The mobile drawer’s providers (firmCode), in the operator’s order.'),
  }),
});

export const getGameByLabelCategoryAndPage = defineCall({
  path: '/labelGame/getGameByLabelCategoryAndPage',
  auth: 'none',
  tag: 'lobby',
  summary:
    'A page of one label’s games, optionally within one category. labelId "" means every game; ' +
    '"favoriler" the caller’s favourites (empty without a token).',
  body: { labelId: labelIdField.default(''), categoryId: categoryIdField, ...lobbyPageFields },
  result: paged(lobbyGame),
});

export const getGameByCategoryAndPage = defineCall({
  path: '/labelGame/getGameByCategoryAndPage',
  auth: 'none',
  tag: 'lobby',
  summary:
    'A page of one category’s games (0: all), optionally of one provider (firmCode): the gameAll ' +
    'page.',
  body: { categoryId: categoryIdField, firmCode: firmCodeField.default(''), ...lobbyPageFields },
  result: paged(lobbyGame),
});

export const getGameByCategoryNameAndPage = defineCall({
  path: '/labelGame/getGameByCategoryNameAndPage',
  auth: 'none',
  tag: 'lobby',
  summary:
    'As getGameByCategoryAndPage, with the category given by its code or its name in any ' +
    'language (case and Turkish letters ignored). An unknown name answers an empty page.',
  body: {
    categoryName: z.string().trim().min(1).max(64),
    firmCode: firmCodeField.default(''),
    ...lobbyPageFields,
  },
  result: paged(lobbyGame),
});

export const getSearchResults = defineCall({
  path: '/labelGame/getSearchResults',
  auth: 'none',
  tag: 'lobby',
  summary:
    'Games whose name or provider matches the words, ignoring case, accents and Turkish letters ' +
    '("istanbul" finds "İSTANBUL"). Ranked exact, then prefix, then word start, then substring; ' +
    'at most one page. Empty words answer an empty list.',
  body: {
    words: z.string().max(200).default(''),
    page: z.number().int().min(1).max(100).default(1),
    pageSize: z.number().int().min(1).max(50).default(24),
  },
  result: z.array(lobbyGame),
});

export const favoriteGame = defineCall({
  path: '/labelGame/favoriteGame',
  auth: 'session',
  tag: 'lobby',
  summary:
    'Adds (opt 1) or removes (opt 0) a favourite. Idempotent: adding twice keeps one, removing a ' +
    'game that is not a favourite changes nothing. Tourists may keep favourites; registration ' +
    `keeps them. At most ${FAVORITES_MAX}.`,
  body: { gameId: gameIdField, opt: z.union([z.literal(0), z.literal(1)]) },
  result: z.object({ gameId: z.number().int(), favorite: z.boolean(), total: z.number().int() }),
});

export const getFavoriteGames = defineCall({
  path: '/labelGame/getFavoriteGames',
  auth: 'session',
  tag: 'lobby',
  summary:
    'A page of the caller’s favourites, newest first, and the ids of all of them (for the heart ' +
    'on every card).',
  body: lobbyPageFields,
  result: paged(lobbyGame).extend({ gameIds: z.array(z.number().int()) }),
});

export const recentGame = lobbyGame.extend({
  lastPlayedAt: z.number().int().describe('Epoch ms of the latest launch.'),
  lastMode: z.enum(['real', 'demo']),
});

export const getRecentGames = defineCall({
  path: '/labelGame/getRecentGames',
  auth: 'session',
  tag: 'lobby',
  summary: `The games the caller launched, newest first (the last ${RECENT_GAMES_KEPT}).`,
  body: lobbyPageFields,
  result: paged(recentGame),
});

export const banner = z.object({
  bannerId: z.number().int(),
  title: z.string().describe("In the caller's language."),
  subtitle: z.string(),
  imageUrl: z.string().describe('Same-origin path of the wide art (16:5 desktop).'),
  /** game: open link as a gameId; route: an in-app path; none: just a picture. */
  linkType: z.enum(['game', 'route', 'none']),
  link: z.string(),
});

export const bannerList = defineCall({
  path: '/banner/list',
  auth: 'none',
  tag: 'lobby',
  summary: 'The home banners live now, in display order.',
  body: {},
  result: z.array(banner),
});

export const getGame = defineCall({
  path: '/labelGame/getGame',
  auth: 'none',
  tag: 'lobby',
  summary:
    'One active game of the catalogue, for a game page opened by its address (name, provider, ' +
    'whether it has a demo). An unknown or hidden game answers "500" with a message.',
  body: { gameId: gameIdField },
  result: lobbyGame,
});
