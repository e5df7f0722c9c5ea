// The provider wallet API (docs/design.md "Provider wallet API"): what a game studio calls to move
// a player's money. JSON over POST /provider/v1/:provider/:action, signed with X-Signature = hex
// HMAC-SHA256(raw body, that provider's secret). Shared by Talih and the sandbox studio.
import { z } from 'zod';

export const PROVIDER_WALLET_PREFIX = '/provider/v1';
export const SIGNATURE_HEADER = 'x-signature';

export const PROVIDER_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

export const PROVIDER_ERROR_CODES = [
  'INVALID_SIGNATURE',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_PLAYER',
  'DUPLICATE_MISMATCH',
  'LIMIT_EXCEEDED',
  'BAD_REQUEST',
] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

const amount = z
  .string()
  .regex(/^(0|[1-9]\d{0,12})\.\d{2}$/, 'a decimal string with two decimals, like "12.50"');
const id = z.string().min(1).max(128);
const token = z.string().min(1).max(256);

/** A bet and a win carry the same fields: money moving in one round of one game. */
const roundMovement = z.object({
  token,
  playerId: id,
  transactionId: id,
  roundId: id,
  gameId: id,
  amount,
  roundClosed: z.boolean().optional(),
});

export const providerRequests = {
  authenticate: z.object({ token }),
  balance: z.object({ token, playerId: id }),
  bet: roundMovement,
  /**
   * A free round's win carries the award it plays (freeRoundsAward below): no bet precedes it,
   * it is one spin of the award, paid from Talih's promotion budget (0.00 too: the spin counts).
   */
  win: roundMovement.extend({ freeRoundsAwardId: id.optional() }),
  rollback: z.object({ token, playerId: id, transactionId: id, referenceTransactionId: id }),
} satisfies Record<ProviderAction, z.ZodObject>;

export type ProviderRequest<A extends ProviderAction> = z.infer<(typeof providerRequests)[A]>;

/**
 * The jurisdiction's rules for one game (docs/design.md "Jurisdictions"), sent on `authenticate`
 * and in the launch URL: the studio must cap the stake, pace rounds and hide autoplay. The wallet
 * refuses a bet above the cap or a new round started sooner than roundMinMs (LIMIT_EXCEEDED).
 */
export interface GameLimits {
  /** The largest stake of one round, "1.00"; null: no cap beyond the game's own. */
  stakeMax: string | null;
  /** The shortest time between the starts of two rounds, in ms; null: no minimum. */
  roundMinMs: number | null;
  autoplay: boolean;
}

export interface ProviderOk {
  status: 'OK';
  /** The player's cash balance after the call, "12.50". */
  balance: string;
  /** ISO 4217 code of the deployment's currency (its jurisdiction pack's). */
  currency: string;
  /** authenticate only: the jurisdiction's rules for the launched game. */
  gameLimits?: GameLimits;
  /** Talih's id of the movement (bet, win, rollback). */
  transactionId?: string;
  /** authenticate only. */
  playerId?: string;
  nickname?: string;
}

export interface ProviderError {
  status: 'ERROR';
  code: ProviderErrorCode;
  balance?: string;
  /** LIMIT_EXCEEDED by a player's own limit: what the player may still stake. */
  remaining?: string;
  /** Why, in words a studio may show the player (player protection refusals). */
  message?: string;
}

export type ProviderAnswer = ProviderOk | ProviderError;

/**
 * Operator -> studio: Talih awards a player free rounds of one game. POST
 * `<studio base>/operator/v1/freeRounds`, signed like the wallet API (X-Signature over the raw
 * body with the provider's secret). The studio plays them first on the player's next launches
 * of that game, each at the fixed spin value with no stake, and reports each spin's result as a
 * `win` carrying `freeRoundsAwardId`. Idempotent by awardId: a repeat answers OK again.
 */
export const FREE_ROUNDS_PATH = '/operator/v1/freeRounds';

export const freeRoundsAward = z.object({
  awardId: id,
  playerId: id,
  /** The studio's own game code (the launch's studio game). */
  gameId: id,
  count: z.number().int().min(1).max(500),
  /** The stake each free round plays, "0.20". */
  spinValue: amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Epoch ms after which unplayed rounds are void. */
  expiresAt: z.number().int(),
});
export type FreeRoundsAward = z.infer<typeof freeRoundsAward>;

export type FreeRoundsAnswer = { status: 'OK'; awardId: string } | ProviderError;
