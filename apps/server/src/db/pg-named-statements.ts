// PostgreSQL: a statement the server sends again and again becomes a named (prepared) statement
// on each connection that runs it, so PostgreSQL parses and plans it once per connection rather
// than on every call (a wallet bet sends the same dozen statements every time). As
// PgJDBC does (from the fifth use there), a text is named from its third use here, and at most
// PG_NAMED_STATEMENTS_MAX texts are (each connection keeps a plan per text it ran).
// Not named: a text with a `*` other than count(*) (so surely any `select *`, `returning *`):
// a column added by a migration while a connection holds such a plan would fail it ("cached
// plan must not change result type"); what reads PostgreSQL's catalog; and what is not a query
// (BEGIN, COMMIT, SET...). A transaction's BEGIN goes out with its first statement, and a
// write whose answer is not read (./answer-unread.ts) with the statement after it, and a
// transaction's last statement may carry its COMMIT (./commits-with-it.ts), both by
// ./pg-begin-with-first.ts.
// On by default (200 texts): docs/decisions/0026-postgres-named-statements-on.md. The texts the
// wallet runs on every call list their columns (./row-columns.ts) so that they are named.
import type pg from 'pg';
import type { PostgresPool } from 'kysely';
import { isAnswerUnread } from './answer-unread.ts';
import { commitsWithIt } from './commits-with-it.ts';
import { BeginWithFirst } from './pg-begin-with-first.ts';

const USES_BEFORE_NAMING = 3;
/** Texts whose uses are counted at once: beyond this a text is never named (bounds memory). */
const COUNTED_TEXTS_MAX = 5_000;

export class StatementNames {
  readonly #max: number;
  readonly #uses = new Map<string, number>();
  readonly #names = new Map<string, string>();

  constructor(max: number) {
    this.#max = max;
  }

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#names.size >= this.#max || !nameable(text)) return name;
    const uses = (this.#uses.get(text) ?? 0) + 1;
    if (uses < USES_BEFORE_NAMING) {
      if (this.#uses.has(text) || this.#uses.size < COUNTED_TEXTS_MAX) this.#uses.set(text, uses);
      return undefined;
    }
    this.#uses.delete(text);
    const named = `talih_${this.#names.size + 1}`;
    this.#names.set(text, named);
    return named;
  }
}

function nameable(text: string): boolean {
  if (!/^\s*(select|insert|update|delete|with)\s/i.test(text)) return false;
  if (text.includes('pg_catalog') || text.includes('information_schema')) return false;
  return !text.replaceAll('count(*)', '').includes('*');
}

/** The pool as Kysely sees it: each client it hands out runs repeated statements named. */
export function namingPool(pool: pg.Pool, max: number): PostgresPool {
  if (max <= 0) return pool;
  const names = new StatementNames(max);
  const named = new WeakSet<pg.PoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      if (!named.has(client)) {
        named.add(client);
        nameStatementsOf(client, names);
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/**
 * Kysely runs a query as client.query(text, values): that form alone is named, its BEGIN waits
 * to go out with the transaction's first statement, and a write whose answer is not read waits
 * for the transaction's next statement (./pg-begin-with-first.ts).
 */
function nameStatementsOf(client: pg.PoolClient, names: StatementNames) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const connection = client as unknown as {
    connection: { parsedStatements: Record<string, string> };
  };
  const tx = new BeginWithFirst(
    query,
    (name, text) => connection.connection.parsedStatements[name] === text,
  );
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) {
      // Only Kysely runs transactions on these clients, and only in its own form.
      if (tx.waiting)
        return Promise.reject(
          new Error('a query in another form inside a transaction whose BEGIN waits'),
        );
      return query(...args);
    }
    if (text === 'begin' && values.length === 0) return tx.begin();
    const ends = text === 'commit' || text === 'rollback';
    if (ends && (tx.waiting || tx.committed)) {
      return tx.end(text === 'commit' ? 'COMMIT' : 'ROLLBACK');
    }
    if (ends) tx.ended();
    if (tx.committed) {
      // The transaction ended with the statement that carried its COMMIT: this would run alone.
      return Promise.reject(new Error('a statement after its transaction committed: ' + text));
    }
    const name = names.nameOf(text);
    if (commitsWithIt(text) && tx.open) return tx.commitWith({ name, text, values });
    if (isAnswerUnread(text) && tx.hold(name, text, values)) return BeginWithFirst.heldAnswer();
    if (tx.waiting) return tx.carry({ name, text, values });
    return name === undefined ? query(text, values) : query({ name, text, values });
  }) as typeof client.query;
}
