// Provably fair controls: rotate the server seed (revealing the old one), choose a client seed,
// and the public verify call the verify page uses to recompute any round.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '../games/mines.ts';
import { verifyRound } from '../games/verify.ts';
import type { StudioContext } from './context.ts';
import { StudioError } from './errors.ts';
import { exclusive } from './exclusive.ts';
import { CLIENT_SEED_PATTERN, publicFair, rotateServerSeed, setClientSeed } from './fair-state.ts';
import { parse, rememberLang, sessionOf } from './http.ts';
import { toLang } from './lang.ts';
import type { Session } from './sessions.ts';

const clientSeedBody = z.object({
  sessionId: z.string(),
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN),
});

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n <= max);

const verifyQuery = z.object({
  game: z.enum(['slot', 'mines', 'crash']),
  serverSeed: z.string().min(1).max(256),
  clientSeed: z.string().min(1).max(64),
  nonce: digits(Number.MAX_SAFE_INTEGER),
  betMinor: digits(1_000_000_000_000).refine((n) => n > 0),
  mineCount: digits(MINES_MAX)
    .refine((n) => n >= MINES_MIN)
    .optional(),
  cashOutAt: z
    .string()
    .regex(/^\d{1,5}(\.\d{1,2})?$/)
    .transform(Number)
    .optional(),
  /** Mines picks in order, "3,7,12". */
  revealed: z
    .string()
    .regex(/^(\d{1,2})(,\d{1,2}){0,24}$/)
    .transform((text) => text.split(',').map(Number))
    .refine((tiles) => tiles.every((tile) => tile < MINES_TILES))
    .optional(),
  lang: z.string().optional(),
});

/** Seeds may change only between rounds: an open round was committed to the current pair. */
function refuseDuringRound(session: Session) {
  if (session.mines || session.crash) throw new StudioError('ROUND_OPEN');
}

export function registerFairRoutes(app: FastifyInstance, ctx: StudioContext): void {
  app.post('/api/seed/rotate', async (req) => {
    const session = sessionOf(ctx, req);
    return exclusive(session, 'refuse', async () => {
      refuseDuringRound(session);
      const revealed = rotateServerSeed(session.fair);
      return { revealed, fair: publicFair(session.fair) };
    });
  });

  app.post('/api/seed/client', async (req) => {
    const session = sessionOf(ctx, req);
    const { clientSeed } = parse(clientSeedBody, req.body);
    return exclusive(session, 'refuse', async () => {
      refuseDuringRound(session);
      setClientSeed(session.fair, clientSeed);
      return { fair: publicFair(session.fair) };
    });
  });

  app.get('/api/verify', async (req) => {
    rememberLang(req, toLang((req.query as { lang?: unknown }).lang));
    const query = parse(verifyQuery, req.query);
    try {
      return verifyRound(
        query.game,
        { serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: query.nonce },
        {
          betMinor: query.betMinor,
          ...(query.mineCount !== undefined ? { mineCount: query.mineCount } : {}),
          ...(query.cashOutAt !== undefined ? { cashOutAt: query.cashOutAt } : {}),
          ...(query.revealed !== undefined ? { revealed: query.revealed } : {}),
        },
      );
    } catch (error) {
      // The engines refuse impossible inputs (a slot bet not split over the lines, a pick
      // after a mine…) with RangeError: the player's input, not our failure.
      if (error instanceof RangeError) throw new StudioError('BAD_INPUT');
      throw error;
    }
  });
}
