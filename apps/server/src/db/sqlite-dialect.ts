// Kysely dialect over Node's built-in `node:sqlite`, so the embedded default needs no native
// add-on. One connection, serialised by a mutex: SQLite has a single writer anyway, and
// write transactions start with BEGIN IMMEDIATE so they take the write lock up front instead
// of failing on a lock upgrade when another process (the CLI) writes at the same time.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const STATEMENT_CACHE_MAX = 512;

/**
 * FULL syncs the WAL at every commit: a commit the server acknowledged survives a power loss.
 * NORMAL syncs only at checkpoints: still safe from a process crash, but the last commits can
 * vanish when the machine loses power (README "SQLite durability").
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

type SqlValue = null | number | bigint | string | Uint8Array;

function toSqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
    return value;
  }
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, { stmt: StatementSync; returnsRows: boolean }>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sql: string) {
    let entry = this.#statements.get(sql);
    if (!entry) {
      const stmt = this.#db.prepare(sql);
      entry = { stmt, returnsRows: stmt.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_MAX) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, entry);
    }
    return entry;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, returnsRows } = this.#prepare(compiled.sql);
    const params = compiled.parameters.map(toSqlValue);
    if (returnsRows) {
      return { rows: stmt.all(...params) as R[] };
    }
    const result = stmt.run(...params);
    return {
      rows: [],
      numAffectedRows: BigInt(result.changes),
      insertId: BigInt(result.lastInsertRowid),
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { stmt } = this.#prepare(compiled.sql);
    for (const row of stmt.iterate(...compiled.parameters.map(toSqlValue))) {
      yield { rows: [row as R] };
    }
  }
}

/** A FIFO mutex: the single connection is handed to one caller at a time. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return acquired;
  }
}

class NodeSqliteDriver implements Driver {
  readonly #path: string;
  readonly #synchronous: SqliteSynchronous;
  #db: DatabaseSync | undefined;
  #connection: NodeSqliteConnection | undefined;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(path: string, synchronous: SqliteSynchronous) {
    this.#path = path;
    this.#synchronous = synchronous;
  }

  async init(): Promise<void> {
    const db = new DatabaseSync(this.#path, { enableForeignKeyConstraints: true });
    // WAL lets readers in other processes (the CLI) work while the server writes.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(`PRAGMA synchronous = ${this.#synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA foreign_keys = ON');
    this.#db = db;
    this.#connection = new NodeSqliteConnection(db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection!;
  }

  async beginTransaction(conn: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    this.#db?.close();
    this.#db = undefined;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #path: string;
  readonly #synchronous: SqliteSynchronous;

  constructor(path: string, synchronous: SqliteSynchronous = 'FULL') {
    this.#path = path;
    this.#synchronous = synchronous;
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#path, this.#synchronous);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  // Kysely's introspector is typed over Kysely<any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
