// Playing games: the launch URL (real money with a launch token, or the demo), the player's
// rounds, and the biggest recent wins.
import { refuseIfExcluded } from '../protection/exclusions.ts';
import { requireKycFor } from '../kyc/gate.ts';
import { checkRegisters } from '../registers/check.ts';
import { betRankData, getGameRecord, getGameUrlByGame } from '@talih/contracts/games.ts';
import { minorToNumber } from '@talih/contracts/money.ts';
import { studioFor } from '../../adapters/games/studios.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import { recordRecentGame } from '../lobby/recent.ts';
import { createLaunch, isSlotGame } from '../provider-wallet/launches.ts';
import { gameLimitsQuery, gameRulesFor } from '../../jurisdiction/game-limits.ts';
import { playerCountry, refuseOutsideCountries } from '../../jurisdiction/country.ts';
import { hub88ClientOf } from '../../adapters/games/hub88/client-of.ts';
import { hub88GameUrl } from '../../adapters/games/hub88/launch.ts';
import { HUB88_STUDIO } from '../../adapters/games/hub88/protocol.ts';
import { refuseIfBlocked } from '../accounts/blocks.ts';
import { maskName } from './mask.ts';

const RANK_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const RANK_CACHE_MS = 30_000;

export function registerGameCalls(calls: CallRegistry) {
  calls.register(getGameUrlByGame, async ({ body, auth, lang, req, services }) => {
    const game = await services.db
      .selectFrom('games')
      .leftJoin('game_categories as c', 'c.id', 'games.category_id')
      .select([
        'games.id',
        'name',
        'have_demo',
        'studio_code',
        'studio_game',
        'status',
        'stand_in',
        'games.firm_code',
        'c.code as categoryCode',
      ])
      .where('games.id', '=', body.gameId)
      .executeTakeFirst();
    // A provider switched off in the back-office takes its games' launches with it.
    const provider = game
      ? await services.db
          .selectFrom('game_providers')
          .select('enabled')
          .where('firm_code', '=', game.firm_code)
          .executeTakeFirst()
      : undefined;
    const playable = game && game.status === 'active' && provider?.enabled !== 0;
    // Hub88's games open at the URL Hub88 answers (adapters/games/hub88/launch.ts).
    const hub88 = playable && game.studio_code === HUB88_STUDIO ? hub88ClientOf(services) : null;
    const studio = playable && !hub88 ? studioFor(game.studio_code) : undefined;
    if (!game || (!studio && !hub88)) throw new AppError('errors.games.notFound');
    let token: string | null = null;
    if (body.isReal === 1) {
      if (auth.role !== 'player') throw new AppError('errors.games.realNeedsLogin');
      refuseOutsideCountries(services.config, req);
      await refuseIfBlocked(services.db, auth.userId, 'bet');
      await checkRegisters(services, auth.userId, 'launch');
      await refuseIfExcluded(services.db, auth.userId, services.now?.());
      await requireKycFor(services, auth.userId, 'play', 0);
      token = await createLaunch(services.db, {
        userId: auth.userId,
        sessionId: auth.sessionId,
        gameId: game.id,
        studioCode: game.studio_code,
      });
    } else if (game.have_demo !== 1) {
      throw new AppError('errors.games.noDemo');
    }
    const isSlot = isSlotGame(game.studio_code, game.studio_game, game.categoryCode);
    // Recent games are a convenience: a failure to note one never stops the launch.
    await recordRecentGame(services.db, {
      userId: auth.userId,
      gameId: game.id,
      mode: body.isReal === 1 ? 'real' : 'demo',
    }).catch((err: unknown) => req.log.warn({ err }, 'lobby: recent game not recorded'));
    const currency = services.config.jurisdiction.currency;
    const gameUrl = hub88
      ? await hub88GameUrl(hub88, {
          gameCode: game.studio_game,
          real: token && auth.role === 'player' ? { userId: auth.userId, token } : null,
          lang,
          currency,
          userAgent: req.headers['user-agent'],
          ip: req.ip,
          country: playerCountry(services.config, req),
          publicUrl: services.config.PUBLIC_URL,
        }).catch((err: unknown) => {
          req.log.error({ err }, 'hub88: no game URL');
          throw new AppError('errors.games.notFound');
        })
      : studio!.launchUrl({
          studioGame: game.studio_game,
          token,
          lang,
          currency,
          limits: gameLimitsQuery(gameRulesFor(services.config.jurisdiction, isSlot)),
        });
    return {
      gameUrl,
      gameId: game.id,
      gameName: game.name,
      isReal: body.isReal,
      standIn: game.stand_in === 1,
    };
  });

  calls.register(getGameRecord, async ({ body, auth, services }) => {
    const base = services.db.selectFrom('game_rounds').where('user_id', '=', auth.userId);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .innerJoin('games', 'games.id', 'game_rounds.game_id')
        .select([
          'game_rounds.round_ref',
          'game_rounds.game_id',
          'games.name',
          'game_rounds.bet_minor',
          'game_rounds.win_minor',
          'game_rounds.status',
          'game_rounds.created_at',
          'game_rounds.updated_at',
        ])
        .orderBy('game_rounds.id', 'desc')
        .offset((body.page - 1) * body.pageSize)
        .limit(body.pageSize)
        .execute(),
    ]);
    return {
      page: body.page,
      pageSize: body.pageSize,
      total: Number(count.n),
      list: rows.map((r) => ({
        roundId: r.round_ref,
        gameId: r.game_id,
        gameName: r.name,
        betAmount: minorToNumber(r.bet_minor),
        winAmount: minorToNumber(r.win_minor),
        status: r.status,
        createTime: r.created_at,
        updateTime: r.updated_at,
      })),
    };
  });

  // The same list for everyone: cached briefly so a busy lobby doesn't scan rounds per visit.
  let cached: { at: number; limit: number; value: unknown[] } | null = null;
  calls.register(betRankData, async ({ body, services }) => {
    const now = Date.now();
    if (cached && cached.limit >= body.limit && now - cached.at < RANK_CACHE_MS) {
      return cached.value.slice(0, body.limit) as never;
    }
    const rows = await services.db
      .selectFrom('game_rounds')
      .innerJoin('games', 'games.id', 'game_rounds.game_id')
      .innerJoin('users', 'users.id', 'game_rounds.user_id')
      .select([
        'users.nickname',
        'game_rounds.game_id',
        'games.name',
        'game_rounds.bet_minor',
        'game_rounds.win_minor',
        'game_rounds.updated_at',
      ])
      .where('game_rounds.status', '=', 'closed')
      .where('game_rounds.win_minor', '>', 0)
      .where('game_rounds.updated_at', '>=', now - RANK_WINDOW_MS)
      .orderBy('game_rounds.win_minor', 'desc')
      .orderBy('game_rounds.id', 'desc')
      .limit(50)
      .execute();
    const value = rows.map((r, i) => ({
      rank: i + 1,
      nickName: maskName(r.nickname),
      gameId: r.game_id,
      gameName: r.name,
      betAmount: minorToNumber(r.bet_minor),
      winAmount: minorToNumber(r.win_minor),
      multiplier: r.bet_minor > 0 ? Math.floor((r.win_minor / r.bet_minor) * 100) / 100 : 0,
      time: r.updated_at,
    }));
    cached = { at: now, limit: 50, value };
    return value.slice(0, body.limit);
  });
}
