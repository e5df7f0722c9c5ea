// A write whose answer its caller never reads (no rows, no count): on PostgreSQL, inside a
// transaction, it need not be a round trip of its own. It goes out with the transaction's next
// statement or its COMMIT, in the same write and before the same Sync
// (./pg-begin-with-first.ts); should it fail, that statement or COMMIT fails with its error and
// the transaction is rolled back, as when any later statement fails. Decision 0028.
//
// The mark is in the statement's text, a line comment at its end (so it is still named:
// ./pg-named-statements.ts names what starts with a verb and has no `*`), and so only the text
// written for that caller carries it: the same statement built elsewhere, whose caller may read
// its count, is another text.

/** Ends the text of a write whose answer is not read: a comment to SQLite and PostgreSQL. */
export const ANSWER_UNREAD = '\n-- talih: answer unread';

/**
 * The write's text, marked. Only an insert, update or delete that returns no rows: a row the
 * server sent back with nobody to describe it to would be taken for the next statement's.
 */
export function answerUnreadSql(text: string): string {
  if (!/^\s*(insert|update|delete)\s/i.test(text) || /\breturning\b/i.test(text)) {
    throw new Error(`only a write that returns no rows can go unanswered: ${text.slice(0, 80)}`);
  }
  return text + ANSWER_UNREAD;
}

export function isAnswerUnread(text: string): boolean {
  return text.endsWith(ANSWER_UNREAD);
}
