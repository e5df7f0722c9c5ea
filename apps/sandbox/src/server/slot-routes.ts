// The slot: one request is one whole round — bet, spin with the session's next nonce, pay
// (0.00 too, closing the round at Talih).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playSlot } from '../games/slot.ts';
import { checkBet, checkGame } from './bet-check.ts';
import type { StudioContext } from './context.ts';
import { exclusive } from './exclusive.ts';
import { publicFair, takeRoundInput } from './fair-state.ts';
import { parse, sessionOf } from './http.ts';
import { newRoundId } from './ids.ts';
import { freeRoundsView } from './free-rounds.ts';
import { checkRoundPace } from './jurisdiction-rules.ts';
import { payWin, placeBet } from './round-money.ts';

const spinBody = z.object({ sessionId: z.string(), betMinor: z.number().int() });

export function registerSlotRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/slot/spin', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'slot');
    const asked = parse(spinBody, req.body).betMinor;
    // Awarded free rounds play first, at their own spin value, whatever bet the page asked.
    if (!ctx.freeRounds.next(session)) checkBet(session, 'slot', asked);
    return exclusive(session, 'refuse', async () => {
      // The jurisdiction's minimum round time (GlüStV: 5 s a spin), before any money moves.
      const startedAt = ctx.now();
      checkRoundPace(session, startedAt);
      const roundId = newRoundId();
      const free = ctx.freeRounds.next(session);
      const betMinor = free ? free.spinValueMinor : asked;
      if (free) free.used += 1;
      else await placeBet(ctx, session, roundId, betMinor);
      session.lastRoundAt = startedAt;
      // The nonce is taken only once the stake is: a refused bet leaves no gap in the rounds.
      const input = takeRoundInput(session.fair);
      const spin = playSlot(input, betMinor);
      const winStatus = await payWin(ctx, session, roundId, spin.winMinor, free?.awardId);
      return {
        roundId,
        betMinor,
        /** The free round this spin was ("3/10"), null for a paid one. */
        freeRound: free ? { awardId: free.awardId, number: free.used, total: free.count } : null,
        freeRounds: freeRoundsView(ctx.freeRounds, session),
        grid: spin.grid,
        stops: spin.stops,
        lines: spin.lines,
        scatter: spin.scatter,
        winMinor: spin.winMinor,
        multiplier: spin.multiplier,
        winStatus,
        balanceMinor: session.balanceMinor,
        nonce: input.nonce,
        clientSeed: input.clientSeed,
        serverSeedHash: session.fair.serverSeedHash,
        fair: publicFair(session.fair),
      };
    });
  });
}
