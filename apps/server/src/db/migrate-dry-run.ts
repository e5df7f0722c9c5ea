// `talih migrate --dry-run`: the SQL the pending migrations would run, compiled by Kysely for
// this database's engine without touching it (a driver that executes nothing: a migration that
// reads rows sees none, and an insert's RETURNING answers 0 for every column).
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type QueryResult,
} from 'kysely';
import type { Database } from './database.ts';
import { migrationsInCode, pendingMigrations } from './migrate.ts';

/** An inserted row as a migration reads it back: 0 in every column it asks for. */
const placeholderRow = new Proxy({}, { get: () => 0 });

const nothingConnection: DatabaseConnection = {
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const inserted = query.query.kind === 'InsertQueryNode';
    return { rows: (inserted ? [placeholderRow] : []) as R[] };
  },
  // eslint-disable-next-line require-yield
  async *streamQuery() {
    return;
  },
};

const nothingDriver: Driver = {
  init: async () => {},
  acquireConnection: async () => nothingConnection,
  beginTransaction: async () => {},
  commitTransaction: async () => {},
  rollbackTransaction: async () => {},
  releaseConnection: async () => {},
  destroy: async () => {},
};

function recordingDb(kind: Database['kind'], out: string[]) {
  const postgres = kind === 'postgres';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return new Kysely<any>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => nothingDriver,
      createIntrospector: (db) =>
        postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db),
      createQueryCompiler: () =>
        postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
    },
    log(event) {
      const { sql, parameters } = event.query;
      const params = parameters.length > 0 ? ` -- parameters: ${JSON.stringify(parameters)}` : '';
      out.push(`${sql};${params}`);
    },
  });
}

/** One block per pending migration: its name as a comment, then its statements. */
export async function dryRunSql(database: Database): Promise<string[]> {
  const pending = await pendingMigrations(database);
  const code: Record<string, Migration> = await migrationsInCode();
  const lines: string[] = [];
  for (const name of pending) {
    const statements: string[] = [];
    await code[name]!.up(recordingDb(database.kind, statements));
    lines.push(`-- ${name}`, ...statements, '');
  }
  return lines;
}
