// Mines: `start` takes the stake and fixes the layout from the seeds and the round's nonce;
// `reveal` opens one tile; `cashout` pays the current multiplier. A mine closes the round with
// a 0.00 win; revealing every safe tile cashes out by itself. The layout is shown at the end.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesLayout,
  minesMultiplier,
  minesPayoutMinor,
} from '../games/mines.ts';
import { checkBet, checkGame } from './bet-check.ts';
import type { StudioContext } from './context.ts';
import { StudioError } from './errors.ts';
import { exclusive } from './exclusive.ts';
import { publicFair, takeRoundInput } from './fair-state.ts';
import { parse, sessionOf } from './http.ts';
import { newRoundId } from './ids.ts';
import { payWin, placeBet, type WinStatus } from './round-money.ts';
import type { MinesRound, Session } from './sessions.ts';

const startBody = z.object({
  sessionId: z.string(),
  betMinor: z.number().int(),
  mineCount: z.number().int().min(MINES_MIN).max(MINES_MAX),
});
const revealBody = z.object({
  sessionId: z.string(),
  tile: z
    .number()
    .int()
    .min(0)
    .max(MINES_TILES - 1),
});

type Ending = { status: 'lost' | 'cashed'; winMinor: number; winStatus: WinStatus };

export function roundView(session: Session, round: MinesRound, ending: Ending | null) {
  const safe = round.revealed.filter((tile) => !round.mines.includes(tile)).length;
  const allSafe = safe === MINES_TILES - round.mineCount;
  return {
    roundId: round.roundId,
    status: ending?.status ?? 'open',
    betMinor: round.betMinor,
    mineCount: round.mineCount,
    revealed: round.revealed,
    multiplier: minesMultiplier(round.mineCount, safe),
    nextMultiplier: allSafe || ending ? null : minesMultiplier(round.mineCount, safe + 1),
    /** What a cash-out now would pay (0 before the first gem: no cash-out is offered then). */
    payoutMinor: safe > 0 ? minesPayoutMinor(round.betMinor, round.mineCount, safe) : 0,
    /** Secret while the round is open. */
    mines: ending ? round.mines : null,
    winMinor: ending?.winMinor ?? null,
    winStatus: ending?.winStatus ?? null,
    nonce: round.input.nonce,
    clientSeed: round.input.clientSeed,
    balanceMinor: session.balanceMinor,
    fair: publicFair(session.fair),
  };
}

async function finish(
  ctx: StudioContext,
  session: Session,
  round: MinesRound,
  status: Ending['status'],
  winMinor: number,
) {
  // Off the session first: whatever the wallet says, this round can no longer be played.
  session.mines = null;
  const winStatus = await payWin(ctx, session, round.roundId, winMinor);
  return roundView(session, round, { status, winMinor, winStatus });
}

function openRound(session: Session): MinesRound {
  if (!session.mines) throw new StudioError('NO_ROUND');
  return session.mines;
}

/** Pays out a round the player walked away from (see the plugin's session sweep). */
export async function cashOutAbandonedMines(ctx: StudioContext, session: Session) {
  const round = session.mines;
  if (!round) return;
  const safe = round.revealed.length;
  // Nothing revealed: the stake is returned at 1.00×, as a cash-out at that point would pay.
  const winMinor = minesPayoutMinor(round.betMinor, round.mineCount, safe);
  ctx.log.info({ roundId: round.roundId, safe, winMinor }, 'mines round abandoned; cashed out');
  await finish(ctx, session, round, 'cashed', winMinor);
}

export function registerMinesRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/mines/start', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'mines');
    const { betMinor, mineCount } = parse(startBody, req.body);
    checkBet(session, 'mines', betMinor);
    return exclusive(session, 'refuse', async () => {
      if (session.mines) throw new StudioError('ROUND_OPEN');
      const roundId = newRoundId();
      await placeBet(ctx, session, roundId, betMinor);
      const input = takeRoundInput(session.fair);
      const round: MinesRound = {
        roundId,
        betMinor,
        mineCount,
        mines: minesLayout(input, mineCount),
        revealed: [],
        input,
        startedAt: ctx.now(),
      };
      session.mines = round;
      return roundView(session, round, null);
    });
  });

  app.post('/api/mines/reveal', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'mines');
    const { tile } = parse(revealBody, req.body);
    return exclusive(session, 'refuse', async () => {
      const round = openRound(session);
      if (round.revealed.includes(tile)) throw new StudioError('TILE_TAKEN');
      round.revealed.push(tile);
      if (round.mines.includes(tile)) return finish(ctx, session, round, 'lost', 0);
      const safe = round.revealed.length;
      if (safe === MINES_TILES - round.mineCount) {
        const winMinor = minesPayoutMinor(round.betMinor, round.mineCount, safe);
        return finish(ctx, session, round, 'cashed', winMinor);
      }
      return roundView(session, round, null);
    });
  });

  app.post('/api/mines/cashout', async (req) => {
    const session = sessionOf(ctx, req);
    checkGame(session, 'mines');
    return exclusive(session, 'refuse', async () => {
      const round = openRound(session);
      const safe = round.revealed.length;
      if (safe === 0) throw new StudioError('NOTHING_REVEALED');
      const winMinor = minesPayoutMinor(round.betMinor, round.mineCount, safe);
      return finish(ctx, session, round, 'cashed', winMinor);
    });
  });
}
