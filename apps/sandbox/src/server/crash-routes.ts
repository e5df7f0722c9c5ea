// Crash: `bet` takes the stake and starts the curve, `cashout` ends it at the server's current
// multiplier, `state` reports the running round or how the last one ended. The page animates
// the curve itself and asks `state` while a round runs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, crashPoint } from '../games/crash.ts';
import { checkBet, checkGame } from './bet-check.ts';
import type { StudioContext } from './context.ts';
import { cashOutNow, crashStateView, scheduleSettlement, settleIfDue } from './crash-rounds.ts';
import { StudioError } from './errors.ts';
import { exclusive } from './exclusive.ts';
import { publicFair, takeRoundInput } from './fair-state.ts';
import { parse, sessionOf } from './http.ts';
import { newRoundId } from './ids.ts';
import { placeBet } from './round-money.ts';
import type { CrashRound } from './sessions.ts';

/** A multiplier target with at most two decimals, within the engine's cash-out range. */
const autoCashOutField = z
  .number()
  .min(CRASH_MIN_CASHOUT)
  .max(CRASH_MAX_CASHOUT)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6);

const betBody = z.object({
  sessionId: z.string(),
  betMinor: z.number().int(),
  autoCashOut: autoCashOutField.nullish(),
});

export function registerCrashRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/crash/bet', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'crash');
    const body = parse(betBody, req.body);
    checkBet(session, 'crash', body.betMinor);
    return exclusive(session, 'refuse', async () => {
      if (session.crash) throw new StudioError('ROUND_OPEN');
      const roundId = newRoundId();
      await placeBet(ctx, session, roundId, body.betMinor);
      const input = takeRoundInput(session.fair);
      const round: CrashRound = {
        roundId,
        betMinor: body.betMinor,
        point: crashPoint(input),
        autoCashOut:
          body.autoCashOut === null || body.autoCashOut === undefined
            ? null
            : Math.round(body.autoCashOut * 100) / 100,
        input,
        startedAt: ctx.now(),
        timer: null,
      };
      session.crash = round;
      session.crashLast = null;
      // A 1.00× point ends the round before it is shown.
      await settleIfDue(ctx, session);
      if (session.crash === round) scheduleSettlement(ctx, session, round);
      return { ...crashStateView(ctx, session), fair: publicFair(session.fair) };
    });
  });

  app.post('/api/crash/cashout', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'crash');
    return exclusive(session, 'wait', async () => {
      await cashOutNow(ctx, session);
      return { ...crashStateView(ctx, session), fair: publicFair(session.fair) };
    });
  });

  app.post('/api/crash/state', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'crash');
    return exclusive(session, 'wait', async () => {
      await settleIfDue(ctx, session);
      return { ...crashStateView(ctx, session), fair: publicFair(session.fair) };
    });
  });
}
