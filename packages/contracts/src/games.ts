// Calls about playing games: the launch URL, the player's rounds, the biggest wins.
import { z } from 'zod';
import { defineCall } from './call.ts';

/** A game id as the seed's routes carry it: a number, or its digits as text. */
export const gameIdField = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
]);

const pageFields = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const getGameUrlByGame = defineCall({
  path: '/labelGame/getGameUrlByGame',
  auth: 'session',
  tag: 'games',
  summary:
    'The launch URL of a game. isReal 1 (registered players only) carries a launch token bound to ' +
    'the player and the game; isReal 0 opens the demo with play money.',
  body: { gameId: gameIdField, isReal: z.union([z.literal(0), z.literal(1)]) },
  result: z.object({
    gameUrl: z.string(),
    gameId: z.number().int(),
    gameName: z.string(),
    isReal: z.union([z.literal(0), z.literal(1)]),
    standIn: z
      .boolean()
      .describe(
        'True for a demo-catalogue game with no studio behind it: the sandbox slot opens in its place.',
      ),
  }),
});

export const gameRound = z.object({
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  betAmount: z.number().describe('TRY, two decimals.'),
  winAmount: z.number().describe('TRY, two decimals.'),
  status: z.enum(['open', 'closed', 'cancelled']),
  createTime: z.number().int().describe('Epoch ms of the first bet.'),
  updateTime: z.number().int(),
});
export type GameRound = z.infer<typeof gameRound>;

export const getGameRecord = defineCall({
  path: '/balance/getGameRecord',
  auth: 'player',
  tag: 'games',
  summary: "The calling player's real-money rounds, newest first.",
  body: pageFields,
  result: paged(gameRound),
});

export const betRankEntry = z.object({
  rank: z.number().int(),
  nickName: z.string().describe('Masked, like "Ah***t".'),
  gameId: z.number().int(),
  gameName: z.string(),
  betAmount: z.number(),
  winAmount: z.number(),
  multiplier: z.number().describe('win / bet, two decimals.'),
  time: z.number().int(),
});

export const betRankData = defineCall({
  path: '/activity/betRankData',
  auth: 'none',
  tag: 'games',
  summary: 'The biggest real-money wins of the last 7 days, player names masked.',
  body: { limit: z.number().int().min(1).max(50).default(20) },
  result: z.array(betRankEntry),
});

/** Events the server pushes to a player's browser on GET /api/stream. */
export type StreamEvent =
  | {
      type: 'balance';
      /** Cash. */
      totalAssets: number;
      reason: string;
      /** Bonus money of the active bonus; absent from servers without the bonus engine. */
      bonusAssets?: number;
    }
  | { type: 'ping'; time: number }
  /** Support answered: the open conversation loads the new message. */
  | { type: 'support'; messageId: number };
