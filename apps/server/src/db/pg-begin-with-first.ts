// PostgreSQL: a transaction's BEGIN goes out with its first statement, in one write, and is
// answered with it: one round trip less for every transaction (a wallet bet or win is a
// transaction of a few statements, and on PostgreSQL its round trips are most of its cost:
// docs/performance.md). The extended protocol runs the messages before a Sync in order, and a
// BEGIN among them makes what follows an ordinary transaction (libpq's pipeline mode does the
// same). With no Sync between them, nothing runs after a BEGIN that failed: PostgreSQL skips
// to the Sync, the statement is answered with the error, and the caller's rollback finds no
// transaction. Decision 0027.
//
// A write whose answer is not read (./answer-unread.ts) goes the same way inside a transaction:
// held, then sent before the transaction's next statement or its COMMIT, under their Sync; one
// that fails makes that statement (or COMMIT) fail with its error, and PostgreSQL skips what
// follows it, COMMIT included. Decision 0028.
//
// BEGIN runs as a statement named on each connection (BEGIN_STATEMENT), prepared by the
// connection's first transaction, which sends it alone: so no ParseComplete of BEGIN comes
// back while the first statement is pg's active query (pg would take it for that statement's
// own and count a named statement as parsed before PostgreSQL had). A held write is likewise
// one already parsed on the connection: the first runs of a text are sent as they come.
//
// A transaction's last statement may carry its COMMIT (./commits-with-it.ts): the statement, then
// COMMIT, under one Sync. Should the statement fail, PostgreSQL skips the COMMIT and the
// transaction stays open, failed, for the caller's rollback; once both ran, nothing more may be
// sent in the transaction (it is over), and its COMMIT sends nothing. Decision 0032.
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
  _getRows(connection: PgConnection, rows: number | undefined): void;
}

/** The rest of pg's connection a statement followed by COMMIT writes with. */
interface PgCommitting {
  parse(config: { text: string; name: string; types: unknown[] }): void;
  execute(config: { portal: string; rows?: number }): void;
  sync(): void;
}

const PgQuery = pg.Query as unknown as new (
  config: pg.QueryConfig & { queryMode?: 'extended' },
  values: undefined,
  callback: (error: Error | null, result: pg.QueryResult) => void,
) => pg.Query & QueryInternals;

/** pg's own mapping of a value to its text on the wire (Date, Buffer, arrays, JSON). */
const prepareValue = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils
  .prepareValue;

/** A prepared statement run before another under its Sync: BEGIN, or a write not answered. */
interface Carried {
  statement: string;
  /** Already as pg would put them on the wire. */
  values: unknown[];
}

const BEGIN: Carried = { statement: BEGIN_STATEMENT, values: [] };

/** A statement sent after others: their Binds and Executes first, one Sync ends them all. */
class QueryAfterCarried extends PgQuery {
  readonly #carried: Carried[];
  #unanswered: number;

  /** How many carried statements' commands are still to come before this one's. */
  protected get carriedUnanswered(): number {
    return this.#unanswered;
  }

  constructor(
    config: pg.QueryConfig,
    carried: Carried[],
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    // Extended protocol even without values, so the statement goes under the carried ones' Sync.
    super({ ...config, queryMode: 'extended' }, undefined, callback);
    this.#carried = carried;
    this.#unanswered = carried.length;
  }

  override prepare(connection: PgConnection) {
    for (const c of this.#carried) {
      connection.bind({ statement: c.statement, portal: '', values: c.values });
      connection.execute({ portal: '' });
    }
    super.prepare(connection);
  }

  /** The first commands answered are the carried ones': not results of this statement. */
  override handleCommandComplete(msg: unknown, connection: PgConnection) {
    if (this.#unanswered > 0) {
      this.#unanswered--;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

/** A transaction's last statement with its COMMIT after it, both under its Sync. */
class QueryThenCommit extends QueryAfterCarried {
  #answered = false;

  override _getRows(connection: PgConnection & PgCommitting, rows: number | undefined) {
    connection.execute({ portal: '', rows });
    connection.parse({ text: 'commit', name: '', types: [] });
    connection.bind({ statement: '', portal: '', values: [] });
    connection.execute({ portal: '' });
    connection.sync();
  }

  /** The statement's command is its answer; the COMMIT's after it is not. */
  override handleCommandComplete(msg: unknown, connection: PgConnection) {
    if (this.#answered) return;
    const before = this.carriedUnanswered;
    super.handleCommandComplete(msg, connection);
    if (before === 0) this.#answered = true;
  }
}

type Send = (...args: unknown[]) => unknown;

/** What Kysely reads of a statement's result (command, rowCount, rows), for one not sent. */
function notSent(command: string): pg.QueryResult {
  return { command, rowCount: null, rows: [], oid: 0, fields: [] };
}

/**
 * The transaction state of one pg client: whether its BEGIN is prepared, whether one is open,
 * and what waits to go out with the next statement (a BEGIN asked for, writes not answered).
 */
export class BeginWithFirst {
  #prepared = false;
  #open = false;
  /** The transaction's COMMIT went with its last statement; its own COMMIT is not sent. */
  #committed = false;
  #beginWaiting = false;
  #held: Carried[] = [];
  readonly #send: Send;
  readonly #parsed: (name: string, text: string) => boolean;

  /** `parsed`: whether the connection has this named statement prepared with this text. */
  constructor(send: Send, parsed: (name: string, text: string) => boolean = () => false) {
    this.#send = send;
    this.#parsed = parsed;
  }

  /**
   * Kysely's `begin`: the connection's first is sent (named, so prepared); after that it waits
   * for the transaction's first statement.
   */
  begin(): Promise<unknown> {
    if (this.#prepared) {
      this.#open = true;
      this.#beginWaiting = true;
      return Promise.resolve(notSent('BEGIN'));
    }
    const sent = this.#send({
      name: BEGIN_STATEMENT,
      text: 'begin',
      values: [],
    }) as Promise<unknown>;
    // Open only once BEGIN answered: after one that failed no transaction is open, and a write
    // held then would go out with whatever statement next uses the connection.
    return sent.then((result) => {
      this.#prepared = true;
      this.#open = true;
      return result;
    });
  }

  /** Whether a transaction is open: a statement may then be held, or carry its COMMIT. */
  get open(): boolean {
    return this.#open;
  }

  /** Whether the transaction committed with its last statement and waits for its COMMIT call. */
  get committed(): boolean {
    return this.#committed;
  }

  /**
   * The transaction's last statement, what waits for it before it, and COMMIT after it, answered
   * as one; the statement's rows are the answer. Failed, the transaction stays open for the
   * caller's rollback (PostgreSQL skipped the COMMIT, or the COMMIT itself failed and ended it).
   */
  commitWith(config: { name?: string; text: string; values: unknown[] }): Promise<pg.QueryResult> {
    const carried = this.#take();
    return new Promise((resolve, reject) => {
      const query = new QueryThenCommit(config, carried, (error, result) => {
        if (error) return reject(error);
        this.#open = false;
        this.#committed = true;
        resolve(result);
      });
      this.#send(query);
    });
  }

  /** True when the next statement must carry something; the caller then sends it by `carry`. */
  get waiting(): boolean {
    return this.#beginWaiting || this.#held.length > 0;
  }

  /**
   * Holds a write whose answer is not read, to go with the transaction's next statement; false
   * when it must be sent now (no transaction open, or not yet prepared on the connection).
   */
  hold(name: string | undefined, text: string, values: unknown[]): boolean {
    if (!this.#open || name === undefined || !this.#parsed(name, text)) return false;
    this.#held.push({ statement: name, values: values.map(prepareValue) });
    return true;
  }

  /** The answer a held write gets: no rows and no count, which its caller does not read. */
  static readonly heldAnswer = (): Promise<pg.QueryResult> => Promise.resolve(notSent(''));

  /**
   * The end of the transaction, when something waits: a COMMIT goes with the held writes (and
   * the BEGIN, if still waiting); a ROLLBACK drops them; a transaction whose BEGIN never went
   * out sends nothing else either.
   */
  end(command: 'COMMIT' | 'ROLLBACK'): Promise<pg.QueryResult> {
    if (this.#committed) {
      // Already committed with its last statement: a ROLLBACK now (the caller failed after it)
      // has nothing to roll back either.
      this.#committed = false;
      return Promise.resolve(notSent(command));
    }
    const beganUnsent = this.#beginWaiting;
    const writesHeld = this.#held.length > 0;
    const carried = this.#take();
    this.#open = false;
    const text = command === 'COMMIT' ? 'commit' : 'rollback';
    if (command === 'COMMIT' && writesHeld) return this.#sendAfter({ text, values: [] }, carried);
    if (beganUnsent) return Promise.resolve(notSent(command));
    return this.#send(text, []) as Promise<pg.QueryResult>;
  }

  /** A statement with what waits for it (the BEGIN, the held writes) before it, answered as one. */
  carry(config: { name?: string; text: string; values: unknown[] }): Promise<pg.QueryResult> {
    return this.#sendAfter(config, this.#take());
  }

  #sendAfter(
    config: { name?: string; text: string; values: unknown[] },
    carried: Carried[],
  ): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const query = new QueryAfterCarried(config, carried, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      this.#send(query);
    });
  }

  /** What waits to go out, taken: the BEGIN first if it waits, then the held writes in order. */
  #take(): Carried[] {
    const carried = this.#beginWaiting ? [BEGIN, ...this.#held] : this.#held;
    this.#beginWaiting = false;
    this.#held = [];
    return carried;
  }

  /** A COMMIT or ROLLBACK sent as it comes (nothing waited): the transaction is over. */
  ended(): void {
    this.#open = false;
  }
}
