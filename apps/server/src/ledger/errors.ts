// What a movement can be refused for. Callers map these to their own answers (the seed API's
// messages, the provider wallet's codes).

export type LedgerErrorCode =
  | 'INSUFFICIENT_FUNDS'
  | 'DUPLICATE_MISMATCH'
  | 'CANCELLED_BEFORE_ARRIVAL'
  | 'NOT_REVERSIBLE'
  | 'WRONG_OWNER';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
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
