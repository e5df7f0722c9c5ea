// PostgreSQL: a transaction's BEGIN goes out with its first statement, in one write, and is
// answered with it: one round trip less for every transaction (a wallet bet or win is a
// transaction of a few statements, and on PostgreSQL its round trips are most of its cost:
// docs/performance.md). The extended protocol runs the messages before a Sync in order, and a
// BEGIN among them makes what follows an ordinary transaction (libpq's pipeline mode does the
// same). With no Sync between them, nothing runs after a BEGIN that failed: PostgreSQL skips
// to the Sync, the statement is answered with the error, and the caller's rollback finds no
// transaction. Decision 0027.
//
// BEGIN runs as a statement named on each connection (BEGIN_STATEMENT), prepared by the
// connection's first transaction, which sends it alone: so no ParseComplete of BEGIN comes
// back while the first statement is pg's active query (pg would take it for that statement's
// own and count a named statement as parsed before PostgreSQL had).
import pg from 'pg';

export const BEGIN_STATEMENT = 'talih_begin';

/** The part of pg's connection this file writes with (not in pg's type declarations). */
interface PgConnection {
  bind(config: { statement: string; portal: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
}

/** pg's Query with the two members overridden here (not in pg's type declarations either). */
interface QueryInternals {
  prepare(connection: PgConnection): void;
  handleCommandComplete(msg: unknown, connection: PgConnection): void;
}

const PgQuery = pg.Query as unknown as new (
  config: pg.QueryConfig & { queryMode?: 'extended' },
  values: undefined,
  callback: (error: Error | null, result: pg.QueryResult) => void,
) => pg.Query & QueryInternals;

/** A statement sent after BEGIN: its messages follow BEGIN's Bind and Execute, one Sync ends both. */
class QueryAfterBegin extends PgQuery {
  #beginAnswered = false;

  override prepare(connection: PgConnection) {
    connection.bind({ statement: BEGIN_STATEMENT, portal: '', values: [] });
    connection.execute({ portal: '' });
    super.prepare(connection);
  }

  /** The first command answered is BEGIN's: not a result of this statement. */
  override handleCommandComplete(msg: unknown, connection: PgConnection) {
    if (!this.#beginAnswered) {
      this.#beginAnswered = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

type Send = (...args: unknown[]) => unknown;

/** What Kysely reads of a statement's result (command, rowCount, rows), for one not sent. */
function notSent(command: string): pg.QueryResult {
  return { command, rowCount: null, rows: [], oid: 0, fields: [] };
}

/**
 * The transaction state of one pg client: whether its BEGIN is prepared, and whether a BEGIN
 * asked for waits to go out with the next statement.
 */
export class BeginWithFirst {
  #prepared = false;
  #waiting = false;
  readonly #send: Send;

  constructor(send: Send) {
    this.#send = send;
  }

  /**
   * Kysely's `begin`: the connection's first is sent (named, so prepared); after that it waits
   * for the transaction's first statement.
   */
  begin(): Promise<unknown> {
    if (this.#prepared) {
      this.#waiting = true;
      return Promise.resolve(notSent('BEGIN'));
    }
    const sent = this.#send({
      name: BEGIN_STATEMENT,
      text: 'begin',
      values: [],
    }) as Promise<unknown>;
    return sent.then((result) => {
      this.#prepared = true;
      return result;
    });
  }

  /** True when the next statement must carry the BEGIN; the caller then sends it by `first`. */
  get waiting(): boolean {
    return this.#waiting;
  }

  /** The end of a transaction that sent nothing: there is nothing to commit or roll back. */
  endUnsent(command: 'COMMIT' | 'ROLLBACK'): Promise<pg.QueryResult> {
    this.#waiting = false;
    return Promise.resolve(notSent(command));
  }

  /** The transaction's first statement, sent with its BEGIN. */
  first(config: { name?: string; text: string; values: unknown[] }): Promise<pg.QueryResult> {
    this.#waiting = false;
    return new Promise((resolve, reject) => {
      const query = new QueryAfterBegin(
        // Extended protocol even without values, so the statement goes in BEGIN's Sync.
        { ...config, queryMode: 'extended' },
        undefined,
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      this.#send(query);
    });
  }
}
