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
import { crashStateView } from './crash-rounds.ts';
import { parse, rememberLang, sessionIdField, sessionOf } from './http.ts';
import { roundView } from './mines-routes.ts';
import { LANGS, toLang, type Lang } from './lang.ts';
import { freeRoundsView } from './free-rounds.ts';
import { refreshBalance, studioCodeOf } from './round-money.ts';
import {
  cappedLimits,
  rulesFields,
  rulesFromLaunch,
  rulesFromWallet,
} from './jurisdiction-rules.ts';
import type { Session } from './sessions.ts';

export const DEMO_BALANCE_MINOR = 100_000;

const DEMO_NICKNAME: Record<Lang, string> = {
  tk: 'Demo Oyuncu',
  en: 'Demo player',
  'zh-CN': '试玩玩家',
};

const openBody = z.object({
  token: z.string().min(1).max(256).optional(),
  /** The page's previous session (a reload): taken up again if it is the same game and player. */
  resumeId: sessionIdField.optional(),
  mode: z.enum(['real', 'demo']),
  game: z.enum(['slot', 'mines', 'crash']),
  lang: z.enum(LANGS).optional(),
  /** The deployment's currency from the launch URL: the demo's play money is counted in it. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  ...rulesFields,
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
    rules: session.rules,
    pendingWins: session.pendingWins,
    fair: publicFair(session.fair),
  };
}

/** The game's public math, its bet levels capped by the jurisdiction's stake limit. */
function infoFor(session: Session) {
  const info = gameInfo(session.game);
  return { ...info, limits: cappedLimits(info.limits, session.rules) };
}

/** The open round a reloaded page must draw again, if any (never the round's secrets). */
function openRounds(ctx: StudioContext, session: Session) {
  return {
    mines: session.mines ? roundView(session, session.mines, null) : null,
    crash: session.crash ? crashStateView(ctx, session).round : null,
  };
}

/** The session a reloaded page had, if it is still here and belongs to the same launch. */
function resumable(ctx: StudioContext, body: z.infer<typeof openBody>): Session | null {
  if (!body.resumeId) return null;
  let session: Session;
  try {
    session = ctx.sessions.get(body.resumeId);
  } catch {
    return null;
  }
  const sameLaunch =
    session.game === body.game &&
    session.mode === body.mode &&
    (session.mode === 'demo' || session.token === body.token);
  // A demo page reloads into fresh play money unless it has a round to finish.
  const worthResuming = session.mode === 'real' || session.mines !== null || session.crash !== null;
  return sameLaunch && worthResuming ? session : null;
}

export function registerSessionRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/session', async (req) => {
    const lang = toLang((req.body as { lang?: unknown } | null)?.lang);
    rememberLang(req, lang);
    const body = parse(openBody, req.body);
    const resumed = resumable(ctx, body);
    if (resumed) {
      resumed.lang = lang;
      // A fresh balance if the wallet gives one; an expired token still lets an open round end.
      await refreshBalance(ctx, resumed).catch(() => {});
      return {
        ...sessionView(resumed),
        freeRounds: freeRoundsView(ctx.freeRounds, resumed),
        info: infoFor(resumed),
        ...openRounds(ctx, resumed),
      };
    }
    ctx.newSessions.take(req.ip);
    const common = { game: body.game, lang, fair: newFairState() };
    let session: Session;
    if (body.mode === 'demo') {
      session = ctx.sessions.create({
        ...common,
        mode: 'demo',
        token: '',
        playerId: '',
        currency: body.currency ?? ctx.demoCurrency,
        nickname: DEMO_NICKNAME[lang],
        balanceMinor: DEMO_BALANCE_MINOR,
        rules: rulesFromLaunch(body),
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
        // The wallet's rules are the ones it enforces; the URL's only when it sent none.
        rules: answer.gameLimits ? rulesFromWallet(answer.gameLimits) : rulesFromLaunch(body),
      });
    }
    return {
      ...sessionView(session),
      freeRounds: freeRoundsView(ctx.freeRounds, session),
      info: infoFor(session),
      mines: null,
      crash: null,
    };
  });

  app.post('/api/balance', async (req) => {
    const session = sessionOf(ctx, req);
    // A plain read needs no lock: it only refreshes the number shown.
    await refreshBalance(ctx, session);
    return sessionView(session);
  });
}
