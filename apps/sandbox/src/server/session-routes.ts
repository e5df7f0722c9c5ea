// Opening a game page: a real-money session is bound to the launch token Talih put in the URL
// (checked with `authenticate`); a demo session gets 1,000.00 of play money and never touches
// the wallet.
import type { FastifyInstance } from 'fastify';
import { decimalToMinor } from '@talih/contracts/money.ts';
import { z } from 'zod';
import type { StudioContext } from './context.ts';
import { StudioError } from './errors.ts';
import { newFairState, publicFair } from './fair-state.ts';
import { gameInfo } from './game-info.ts';
import { parse, rememberLang, sessionOf } from './http.ts';
import { LANGS, toLang, type Lang } from './lang.ts';
import { refreshBalance, studioCodeOf } from './round-money.ts';
import type { Session } from './sessions.ts';

export const DEMO_BALANCE_MINOR = 100_000;
export const DEMO_CURRENCY = 'TRY';

const DEMO_NICKNAME: Record<Lang, string> = {
  tk: 'Demo Oyuncu',
  en: 'Demo player',
  'zh-CN': '试玩玩家',
};

const openBody = z.object({
  token: z.string().min(1).max(256).optional(),
  mode: z.enum(['real', 'demo']),
  game: z.enum(['slot', 'mines', 'crash']),
  lang: z.enum(LANGS).optional(),
});

/** What the page needs to draw itself; never the server seed. */
export function sessionView(session: Session) {
  return {
    sessionId: session.id,
    mode: session.mode,
    game: session.game,
    balanceMinor: session.balanceMinor,
    currency: session.currency,
    nickname: session.nickname,
    pendingWins: session.pendingWins,
    fair: publicFair(session.fair),
  };
}

export function registerSessionRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/session', async (req) => {
    const lang = toLang((req.body as { lang?: unknown } | null)?.lang);
    rememberLang(req, lang);
    const body = parse(openBody, req.body);
    const common = { game: body.game, lang, fair: newFairState() };
    let session: Session;
    if (body.mode === 'demo') {
      session = ctx.sessions.create({
        ...common,
        mode: 'demo',
        token: '',
        playerId: '',
        currency: DEMO_CURRENCY,
        nickname: DEMO_NICKNAME[lang],
        balanceMinor: DEMO_BALANCE_MINOR,
      });
    } else {
      if (!body.token) throw new StudioError('TOKEN_EXPIRED');
      const result = await ctx.wallet.authenticate(body.token);
      if (result === null) throw new StudioError('WALLET_UNAVAILABLE');
      if (result.kind !== 'ok') throw new StudioError(studioCodeOf(result.code));
      const { answer } = result;
      if (!answer.playerId) {
        ctx.log.error({}, 'authenticate answered OK without a playerId');
        throw new StudioError('WALLET_ERROR');
      }
      session = ctx.sessions.create({
        ...common,
        mode: 'real',
        token: body.token,
        playerId: answer.playerId,
        currency: answer.currency,
        nickname: answer.nickname ?? '',
        balanceMinor: decimalToMinor(answer.balance),
      });
    }
    return { ...sessionView(session), info: gameInfo(body.game) };
  });

  app.post('/api/balance', async (req) => {
    const session = sessionOf(ctx, req);
    // A plain read needs no lock: it only refreshes the number shown.
    await refreshBalance(ctx, session);
    return sessionView(session);
  });
}
