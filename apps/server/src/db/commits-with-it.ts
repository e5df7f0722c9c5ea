// A transaction's last statement may carry its COMMIT (PostgreSQL): the statement and the COMMIT
// go out in one write under one Sync, and are answered together, one round trip less for the
// transaction (a wallet bet or win, whose last statement is its movement: decision 0032). The
// caller promises nothing follows the statement in its transaction; what it would have judged
// from the statement's answer before committing, the statement judges itself and fails when it
// must (then PostgreSQL skips the COMMIT, and the transaction is rolled back as after any
// failed statement). ./pg-begin-with-first.ts sends it.
//
// The mark is in the statement's text, a line comment at its end, as ./answer-unread.ts marks a
// write not answered: the same statement built to be followed by more is another text.

/** Ends the text of a statement that commits its transaction: a comment to PostgreSQL. */
export const COMMITS_WITH_IT = '\n-- talih: commits its transaction';

/**
 * The SQLSTATE a last statement raises when it finds its transaction must not commit (a class
 * of our own, 'TL'); the ledger then runs the transaction again statement by statement, whose
 * answer (a refusal, a repayment first) is the one given (ledger/ledger.ts).
 */
export const LAST_STATEMENT_REFUSED = 'TL001';

export function commitsWithItSql(text: string): string {
  return text + COMMITS_WITH_IT;
}

export function commitsWithIt(text: string): boolean {
  return text.endsWith(COMMITS_WITH_IT);
}
