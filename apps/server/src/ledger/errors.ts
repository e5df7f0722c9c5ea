// What a movement can be refused for. Callers map these to their own answers (the seed API's
// messages, the provider wallet's codes).

export type LedgerErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'DUPLICATE_MISMATCH'
  | 'CANCELLED_BEFORE_ARRIVAL'
  | 'NOT_REVERSIBLE'
  | 'WRONG_OWNER'
  // player protection: refused by the movement guard (modules/protection/guard.ts)
  | 'LIMIT_EXCEEDED'
  | 'PLAYER_EXCLUDED'
  | 'SESSION_LIMIT';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  /** For a protection refusal: what the player may still move in the window (minor units). */
  readonly remainingMinor: number | undefined;
  /** For a protection refusal: the message key and its values, in the player's language. */
  readonly messageKey: string | undefined;
  readonly vars: Record<string, string | number>;

  constructor(
    code: LedgerErrorCode,
    message: string,
    extra: {
      remainingMinor?: number;
      messageKey?: string;
      vars?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
    this.remainingMinor = extra.remainingMinor;
    this.messageKey = extra.messageKey;
    this.vars = extra.vars ?? {};
  }
}

export const insufficientFunds = () =>
  new LedgerError('INSUFFICIENT_FUNDS', 'the balance does not cover this movement');

/** Another transaction committed what this one was about to decide on: run it again. */
export class RaceLost extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RaceLost';
  }
}
