// What can go wrong for a player, as a code the browser client switches on, an HTTP status, and
// (in ./messages.ts) a sentence in the player's language.
export const STUDIO_ERRORS = {
  BAD_INPUT: 400,
  BAD_BET: 400,
  STAKE_CAP: 400,
  SESSION_NOT_FOUND: 401,
  TOKEN_EXPIRED: 401,
  UNKNOWN_PLAYER: 401,
  INSUFFICIENT_FUNDS: 402,
  LIMIT_EXCEEDED: 403,
  BUSY: 409,
  ROUND_OPEN: 409,
  NO_ROUND: 409,
  TILE_TAKEN: 409,
  NOTHING_REVEALED: 409,
  TOO_EARLY: 409,
  TOO_FAST: 429,
  NOT_FOUND: 404,
  WALLET_ERROR: 502,
  WALLET_UNAVAILABLE: 503,
  ROUND_CANCELLED: 503,
  STUDIO_FULL: 503,
  TOO_MANY_SESSIONS: 429,
} as const;

export type StudioErrorCode = keyof typeof STUDIO_ERRORS;

export class StudioError extends Error {
  readonly code: StudioErrorCode;
  /** Filled into the message, e.g. the bet limits. */
  readonly vars: Record<string, string>;
  /** The player's balance when the error was decided, if known (a refused bet reports it). */
  readonly balanceMinor: number | undefined;

  constructor(code: StudioErrorCode, vars: Record<string, string> = {}, balanceMinor?: number) {
    super(code);
    this.name = 'StudioError';
    this.code = code;
    this.vars = vars;
    this.balanceMinor = balanceMinor;
  }

  get status(): number {
    return STUDIO_ERRORS[this.code];
  }
}
