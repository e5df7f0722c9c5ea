// The lobby calls (/labelGame/* lists, search, favourites, recent games, /banner/list) and the
// generated art. Lists and search come from the catalogue snapshot; favourites and recent
// games are the caller's own rows; every answered game carries its real playing-now count.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Language } from '@talih/contracts/i18n.ts';
import {
  LABEL_FAVORITES,
  bannerList,
  favoriteGame,
  getFavoriteGames,
  getGame,
  getGameByCategoryAndPage,
  getGameByCategoryNameAndPage,
  getGameByLabelCategoryAndPage,
  getRecentGames,
  getSearchResults,
  labelList,
} from '@talih/contracts/lobby.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import type { AuthSession } from '../../sessions/sessions.ts';
import { bannerArtSvg, gameArtSvg } from './art.ts';
import { liveBanners } from './banners.ts';
import { readBannerImage } from './banner-images.ts';
import { openCatalogueStore, type Catalogue, type CatalogueGame } from './catalogue.ts';
import { answerCache } from './answers.ts';
import { addFavorite, favoriteIds, removeFavorite } from './favorites.ts';
import { normaliseSearchText } from './normalise.ts';
import { pageOf, type PageRequest } from './paging.ts';
import { playingNowCache } from './playing-now.ts';
import { recentGames } from './recent.ts';
import { searchCatalogue } from './search.ts';
import { refuseExcludedPlayer } from '../protection/exclusions.ts';

const ART_FILE = /^(\d{1,12})\.svg$/;
const ART_CACHE = 'public, max-age=31536000, immutable';

export function registerLobbyCalls(app: FastifyInstance, calls: CallRegistry, services: Services) {
  const catalogue = openCatalogueStore(services);
  app.addHook('onClose', () => catalogue.close());
  const playingNow = playingNowCache(services.db);

  const cardsWith = (counts: Map<number, number>, games: readonly CatalogueGame[]) =>
    games.map((g) => ({ ...g.card, playingNow: counts.get(g.id) ?? 0 }));
  const cards = async (games: readonly CatalogueGame[]) => cardsWith(await playingNow(), games);
  const searchAnswers = answerCache();
  const labelPages = answerCache();
  const cardPage = async (games: readonly CatalogueGame[], request: PageRequest) => {
    const page = pageOf(games, request);
    return { ...page, list: await cards(page.list) };
  };
  /** The caller's favourites that are in the catalogue, newest first; none without a token. */
  const favoritesOf = async (cat: Catalogue, auth: AuthSession | null) => {
    if (!auth) return [];
    const ids = await favoriteIds(services.db, auth.userId);
    return ids.flatMap((id) => cat.byId.get(id) ?? []);
  };
  /** A player in a time-out or exclusion browses no games (protection/exclusions.ts). */
  const refuseExcluded = (auth: AuthSession | null) =>
    refuseExcludedPlayer(services.db, auth, services.now?.() ?? Date.now());
  const inCategory = (games: readonly CatalogueGame[], categoryId: number) =>
    categoryId === 0 ? games : games.filter((g) => g.card.categoryId === categoryId);
  const ofProvider = (cat: Catalogue, games: readonly CatalogueGame[], firmCode: string) => {
    if (!firmCode) return games;
    const provider = cat.providerByCode.get(firmCode.toUpperCase());
    return provider ? games.filter((g) => g.card.firmCode === provider.firmCode) : [];
  };

  calls.register(labelList, async ({ body, auth, lang }) => {
    await refuseExcluded(auth);
    const cat = await catalogue.get();
    const favorites = await favoritesOf(cat, auth);
    return {
      labelList: await Promise.all(
        cat.labels.map(async (label) => {
          const games = label.labelId === LABEL_FAVORITES ? favorites : label.games;
          return {
            labelId: label.labelId,
            labelName: label.names[lang],
            kind: label.kind,
            total: games.length,
            games: await cards(games.slice(0, body.rowSize)),
          };
        }),
      ),
      categoryList: cat.categories.map((c) => ({
        categoryId: c.categoryId,
        categoryName: c.names[lang],
        code: c.code,
        gameCount: c.games.length,
      })),
      providerList: cat.providers.map((p) => ({
        firmCode: p.firmCode,
        firmName: p.firmName,
        categoryId: p.categoryId,
        gameCount: p.games.length,
        categories: p.categories,
      })),
      drawerProviders: cat.drawer,
    };
  });

  calls.register(getGameByLabelCategoryAndPage, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const cat = await catalogue.get();
    if (body.labelId === LABEL_FAVORITES) {
      return cardPage(inCategory(await favoritesOf(cat, auth), body.categoryId), body);
    }
    // The same for every player (favourites aside): serialised once per snapshot and counts,
    // like search.
    const counts = await playingNow();
    const key = `${body.categoryId}:${body.page}:${body.pageSize}:${body.labelId}`;
    return labelPages([cat, counts], key, () => {
      const games =
        body.labelId === '' ? cat.games : (cat.labelById.get(body.labelId)?.games ?? []);
      const page = pageOf(inCategory(games, body.categoryId), body);
      return { ...page, list: cardsWith(counts, page.list) };
    });
  });

  calls.register(getGameByCategoryAndPage, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const cat = await catalogue.get();
    const games =
      body.categoryId === 0 ? cat.games : (cat.categoryById.get(body.categoryId)?.games ?? []);
    return cardPage(ofProvider(cat, games, body.firmCode), body);
  });

  calls.register(getGameByCategoryNameAndPage, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const cat = await catalogue.get();
    const key = normaliseSearchText(body.categoryName);
    const category = cat.categories.find((c) => c.keys.includes(key));
    return cardPage(ofProvider(cat, category?.games ?? [], body.firmCode), body);
  });

  calls.register(getGame, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const game = (await catalogue.get()).byId.get(body.gameId);
    if (!game) throw new AppError('errors.games.notFound');
    const [card] = await cards([game]);
    return card!;
  });

  calls.register(getSearchResults, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const [cat, counts] = await Promise.all([catalogue.get(), playingNow()]);
    // Players repeat the same few searches: the page is serialised once per snapshot and counts.
    const key = `${body.page}:${body.pageSize}:${body.words}`;
    return searchAnswers([cat.games, counts], key, () => {
      const start = (body.page - 1) * body.pageSize;
      return cardsWith(
        counts,
        searchCatalogue(cat.games, body.words).slice(start, start + body.pageSize),
      );
    });
  });

  calls.register(favoriteGame, async ({ body, auth }) => {
    const game = await services.db
      .selectFrom('games')
      .select(['id', 'status'])
      .where('id', '=', body.gameId)
      .executeTakeFirst();
    if (!game || (body.opt === 1 && game.status !== 'active')) {
      throw new AppError('errors.lobby.gameNotFound');
    }
    if (body.opt === 1) await addFavorite(services.database, auth.userId, game.id);
    else await removeFavorite(services.db, auth.userId, game.id);
    const cat = await catalogue.get();
    return {
      gameId: game.id,
      favorite: body.opt === 1,
      total: (await favoritesOf(cat, auth)).length,
    };
  });

  calls.register(getFavoriteGames, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const favorites = await favoritesOf(await catalogue.get(), auth);
    return { ...(await cardPage(favorites, body)), gameIds: favorites.map((g) => g.id) };
  });

  calls.register(getRecentGames, async ({ body, auth }) => {
    await refuseExcluded(auth);
    const cat = await catalogue.get();
    const rows = await recentGames(services.db, auth.userId);
    const recent = rows.flatMap((r) => {
      const game = cat.byId.get(r.game_id);
      return game ? [{ game, lastPlayedAt: r.last_played_at, lastMode: r.last_mode }] : [];
    });
    const page = pageOf(recent, body);
    const list = await cards(page.list.map((r) => r.game));
    return {
      ...page,
      list: list.map((card, i) => ({
        ...card,
        lastPlayedAt: page.list[i]!.lastPlayedAt,
        lastMode: page.list[i]!.lastMode,
      })),
    };
  });

  calls.register(bannerList, async ({ lang, auth }) => {
    await refuseExcluded(auth);
    return liveBanners(services.db, lang as Language);
  });

  // Pictures staff uploaded for banners (BANNER_IMAGE_DIR); random names, so cached for good.
  app.get<{ Params: { file: string } }>('/banner-image/:file', async (req, reply) => {
    const image = await readBannerImage(services.config, req.params.file);
    if (!image) return reply.callNotFound();
    return reply
      .header('content-type', image.mime)
      .header('cache-control', ART_CACHE)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.bytes);
  });

  // Public pictures, like a CDN's: the Vite dev app on another port may show them too.
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', ART_CACHE)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(svg);

  app.get<{ Params: { file: string } }>('/game-art/:file', async (req, reply) => {
    const id = ART_FILE.exec(req.params.file)?.[1];
    const cat = await catalogue.get();
    const game = id ? cat.byId.get(Number(id)) : undefined;
    if (!game) return reply.callNotFound();
    return sendSvg(
      reply,
      gameArtSvg({
        name: game.card.gameName,
        firmName: game.card.firmName,
        category: cat.categoryById.get(game.card.categoryId)?.code ?? 'slot',
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/banner-art/:file', async (req, reply) => {
    const id = ART_FILE.exec(req.params.file)?.[1];
    const banner = id
      ? await services.db
          .selectFrom('banners')
          .select(['id', 'title_tk'])
          .where('id', '=', Number(id))
          .executeTakeFirst()
      : undefined;
    if (!banner) return reply.callNotFound();
    return sendSvg(reply, bannerArtSvg({ id: banner.id, title: banner.title_tk }));
  });
}
