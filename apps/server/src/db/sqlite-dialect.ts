// Kysely dialect over Node's built-in `node:sqlite`, so the embedded default needs no native
// add-on. One connection, shared in turns: SQLite has a single writer anyway. Transactions
// waiting at the same time share one outer transaction and one COMMIT (group commit,
// ./sqlite-group-commit.ts), which starts with BEGIN IMMEDIATE so it takes the write lock up
// front instead of failing on a lock upgrade when another process (the CLI) writes.
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
import {
  ConnectionScheduler,
  GROUP_COMMIT_DEFAULTS,
  type Group,
  type GroupCommitSettings,
} from './sqlite-group-commit.ts';

const STATEMENT_CACHE_MAX = 512;

/**
 * FULL syncs the WAL at every commit: a commit the server acknowledged survives a power loss.
 * NORMAL syncs only at checkpoints: still safe from a process crash, but the last commits can
 * vanish when the machine loses power (docs/money.md "SQLite durability").
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

/** How much memory each connection may read the file through (config SQLITE_CACHE_MIB, _MMAP_MIB). */
export interface SqliteMemory {
  /** Page cache per connection. */
  cacheMib: number;
  /** Memory map of the file, shared with the OS cache; 0 reads with plain reads. */
  mmapMib: number;
}

/** SQLite's own defaults (about 2 MB of cache, no map): what a caller that says nothing gets. */
export const SQLITE_MEMORY_BUILT_IN: SqliteMemory = { cacheMib: 2, mmapMib: 0 };

/**
 * The page cache is private to its connection and grows only as pages are read, up to the cap;
 * the map is address space over the OS cache, not memory of the process's own.
 */
function setMemory(db: DatabaseSync, memory: SqliteMemory) {
  db.exec(`PRAGMA cache_size = -${Math.round(memory.cacheMib * 1024)}`);
  db.exec(`PRAGMA mmap_size = ${Math.round(memory.mmapMib * 1024 * 1024)}`);
}

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

/** Runs statements on the one connection, each prepared once (a bounded cache). */
class StatementRunner {
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

  run<R>(compiled: CompiledQuery): QueryResult<R> {
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

  *iterate<R>(compiled: CompiledQuery): IterableIterator<QueryResult<R>> {
    const { stmt } = this.#prepare(compiled.sql);
    for (const row of stmt.iterate(...compiled.parameters.map(toSqlValue))) {
      yield { rows: [row as R] };
    }
  }
}

/**
 * What Kysely calls a connection: one caller's turn on the single real connection. Handed out
 * at once; a plain query waits for its turn when it runs, a transaction when it begins (as a
 * member of a group, sqlite-group-commit.ts). A caller that already holds a plain turn
 * (`db.connection()`) and begins a transaction runs it alone with its own BEGIN and COMMIT.
 */
class SqliteTurn implements DatabaseConnection {
  readonly #scheduler: ConnectionScheduler;
  readonly #runner: StatementRunner;
  readonly #reader: StatementRunner | undefined;
  #mode: 'idle' | 'plain' | 'member' | 'alone' = 'idle';
  #group: Group | undefined;

  constructor(
    scheduler: ConnectionScheduler,
    runner: StatementRunner,
    reader: StatementRunner | undefined,
  ) {
    this.#scheduler = scheduler;
    this.#runner = runner;
    this.#reader = reader;
  }

  /**
   * A SELECT outside any transaction reads on the read-only connection: it sees committed data
   * only, never a group's work in progress, and it does not wait for the group's COMMIT (so
   * requests reach their own transactions and join the group).
   */
  #readsAside(compiled: CompiledQuery) {
    return this.#mode === 'idle' && compiled.query.kind === 'SelectQueryNode' && this.#reader;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const reader = this.#readsAside(compiled);
    if (reader) return reader.run<R>(compiled);
    if (this.#mode === 'idle') await this.#takePlainTurn();
    return this.#runner.run<R>(compiled);
  }

  // Not on the reader: a stream left unfinished would hold that connection's read snapshot,
  // and every later read there would see the past.
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (this.#mode === 'idle') await this.#takePlainTurn();
    yield* this.#runner.iterate<R>(compiled);
  }

  async #takePlainTurn() {
    await this.#scheduler.acquirePlain(this);
    this.#mode = 'plain';
  }

  async begin() {
    if (this.#mode === 'plain') {
      this.#runner.run(CompiledQuery.raw('begin immediate'));
      this.#mode = 'alone';
      return;
    }
    if (this.#mode !== 'idle') throw new Error('a transaction is already open on this connection');
    this.#group = await this.#scheduler.joinGroup(this);
    this.#mode = 'member';
  }

  async commit() {
    if (this.#mode === 'alone') {
      this.#mode = 'plain';
      this.#runner.run(CompiledQuery.raw('commit'));
      return;
    }
    const group = this.#endMembership();
    await this.#scheduler.memberCommitted(this, group);
  }

  async rollback() {
    if (this.#mode === 'alone') {
      this.#mode = 'plain';
      this.#runner.run(CompiledQuery.raw('rollback'));
      return;
    }
    // Kysely rolls back after a failed commit too: the group has already ended this member.
    if (this.#mode !== 'member') return;
    const group = this.#endMembership();
    await this.#scheduler.memberRolledBack(this, group);
  }

  #endMembership(): Group {
    const group = this.#group;
    if (this.#mode !== 'member' || !group) throw new Error('no transaction is open');
    this.#mode = 'idle';
    this.#group = undefined;
    return group;
  }

  release() {
    if (this.#mode === 'plain' || this.#mode === 'alone') {
      // An 'alone' transaction Kysely never ended would hold the lock: undo it.
      if (this.#mode === 'alone') this.#runner.run(CompiledQuery.raw('rollback'));
      this.#mode = 'idle';
      this.#scheduler.releasePlain(this);
    }
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

class NodeSqliteDriver implements Driver {
  readonly #path: string;
  readonly #synchronous: SqliteSynchronous;
  readonly #groupCommit: GroupCommitSettings;
  readonly #memory: SqliteMemory;
  #db: DatabaseSync | undefined;
  #readerDb: DatabaseSync | undefined;
  #scheduler: ConnectionScheduler | undefined;
  #runner: StatementRunner | undefined;
  #reader: StatementRunner | undefined;

  constructor(
    path: string,
    synchronous: SqliteSynchronous,
    groupCommit: GroupCommitSettings,
    memory: SqliteMemory,
  ) {
    this.#path = path;
    this.#synchronous = synchronous;
    this.#groupCommit = groupCommit;
    this.#memory = memory;
  }

  async init(): Promise<void> {
    const db = new DatabaseSync(this.#path, { enableForeignKeyConstraints: true });
    // WAL lets readers in other processes (the CLI) work while the server writes.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(`PRAGMA synchronous = ${this.#synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'}`);
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA foreign_keys = ON');
    setMemory(db, this.#memory);
    this.#db = db;
    this.#scheduler = new ConnectionScheduler(db, this.#groupCommit);
    this.#runner = new StatementRunner(db);
    // A second, read-only connection for SELECTs outside transactions (WAL: it reads the last
    // commit while a group is open). An in-memory database can't be shared: no reader there.
    if (this.#path !== ':memory:') {
      const reader = new DatabaseSync(this.#path, { readOnly: true });
      reader.exec('PRAGMA busy_timeout = 5000');
      setMemory(reader, this.#memory);
      this.#readerDb = reader;
      this.#reader = new StatementRunner(reader);
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteTurn(this.#scheduler!, this.#runner!, this.#reader);
  }

  async beginTransaction(conn: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await (conn as SqliteTurn).begin();
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await (conn as SqliteTurn).commit();
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await (conn as SqliteTurn).rollback();
  }

  // Savepoints inside a transaction (Kysely's trx.savepoint()), nested in the member's own.
  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as SqliteTurn).release();
  }

  async destroy(): Promise<void> {
    await this.#scheduler?.close();
    this.#readerDb?.close();
    this.#readerDb = undefined;
    this.#db?.close();
    this.#db = undefined;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #path: string;
  readonly #synchronous: SqliteSynchronous;
  readonly #groupCommit: GroupCommitSettings;
  readonly #memory: SqliteMemory;

  constructor(
    path: string,
    synchronous: SqliteSynchronous = 'FULL',
    groupCommit: GroupCommitSettings = GROUP_COMMIT_DEFAULTS,
    memory: SqliteMemory = SQLITE_MEMORY_BUILT_IN,
  ) {
    this.#path = path;
    this.#synchronous = synchronous;
    this.#groupCommit = groupCommit;
    this.#memory = memory;
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#path, this.#synchronous, this.#groupCommit, this.#memory);
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
