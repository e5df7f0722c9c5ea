// Pictures on the back-office's own origin (its CSP allows no other): uploaded banner pictures
// and the generated banner and game art the player app shows, for the lists and the home
// preview. Staff only: a scheduled banner's picture is not public before its start.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bannerArtSvg, gameArtSvg } from '../../../modules/lobby/art.ts';
import type { Services } from '../../../services.ts';
import { checkStaffSession, readCookie, SESSION_COOKIE } from '../../auth/sessions.ts';
import { readBannerImage } from '../../../modules/lobby/banner-images.ts';

const SVG_FILE = /^(\d{1,12})\.svg$/;

export function registerLobbyPictures(app: FastifyInstance, services: Services) {
  const signedIn = async (cookie: string | undefined) =>
    (
      await checkStaffSession(
        services.db,
        readCookie(cookie, SESSION_COOKIE),
        services.config.STAFF_SESSION_IDLE_MINUTES * 60_000,
      )
    ).status === 'ok';
  const send = (reply: FastifyReply, mime: string, body: string | Buffer) =>
    reply
      .header('content-type', mime)
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(body);

  app.get<{ Params: { file: string } }>('/bo/content-image/:file', async (req, reply) => {
    if (!(await signedIn(req.headers.cookie))) return reply.code(401).send();
    const image = await readBannerImage(services.config, req.params.file);
    return image ? send(reply, image.mime, image.bytes) : reply.callNotFound();
  });

  app.get<{ Params: { file: string } }>('/bo/content-art/banner/:file', async (req, reply) => {
    if (!(await signedIn(req.headers.cookie))) return reply.code(401).send();
    const id = SVG_FILE.exec(req.params.file)?.[1];
    const banner = id
      ? await services.db
          .selectFrom('banners')
          .select(['id', 'title_tk'])
          .where('id', '=', Number(id))
          .executeTakeFirst()
      : undefined;
    if (!banner) return reply.callNotFound();
    return send(
      reply,
      'image/svg+xml; charset=utf-8',
      bannerArtSvg({ id: banner.id, title: banner.title_tk }),
    );
  });

  app.get<{ Params: { file: string } }>('/bo/content-art/game/:file', async (req, reply) => {
    if (!(await signedIn(req.headers.cookie))) return reply.code(401).send();
    const id = SVG_FILE.exec(req.params.file)?.[1];
    const game = id
      ? await services.db
          .selectFrom('games')
          .leftJoin('game_providers', 'game_providers.firm_code', 'games.firm_code')
          .leftJoin('game_categories', 'game_categories.id', 'games.category_id')
          .select([
            'games.name',
            'games.firm_code',
            'game_providers.name as firm_name',
            'game_categories.code',
          ])
          .where('games.id', '=', Number(id))
          .executeTakeFirst()
      : undefined;
    if (!game) return reply.callNotFound();
    const svg = gameArtSvg({
      name: game.name,
      firmName: game.firm_name ?? game.firm_code,
      category: game.code ?? 'slot',
    });
    return send(reply, 'image/svg+xml; charset=utf-8', svg);
  });
}

/** A player-app picture address as the back-office can show it (its own origin). */
export function staffPictureUrl(url: string, kind: 'banner' | 'game', id: number): string {
  if (url.startsWith('/banner-image/')) return url.replace('/banner-image/', '/bo/content-image/');
  if (url.startsWith('/banner-art/') || url.startsWith('/game-art/') || url.startsWith('/games/')) {
    return `/bo/content-art/${kind}/${id}.svg`;
  }
  return url;
}
