// Opens the database the configuration names: PostgreSQL when a URL is given, otherwise the
// embedded SQLite file. Both sit behind the same Kysely instance and the same schema.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect, type SqliteSynchronous } from './sqlite-dialect.ts';
import type { DB } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use when not the default one. */
  pgSchema?: string;
  /** PostgreSQL's connection pool (metrics read its counts; the leader copies its settings). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; empty for SQLite. */
  url: string;
  /** SQLite file path (or ':memory:'). */
  sqlitePath: string;
  /** PostgreSQL schema to use (tests isolate themselves in one each). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** SQLite's synchronous pragma (config SQLITE_SYNCHRONOUS); FULL unless told. */
  sqliteSynchronous?: SqliteSynchronous;
}

/** Postgres bigint (int8) arrives as text; money and ids must stay exact numbers. */
function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint out of safe range: ${text}`);
  return value;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseSafeInteger);

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pgSchema: options.pgSchema, pool, close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') {
    fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  }
  const db = new Kysely<DB>({
    dialect: new NodeSqliteDialect(options.sqlitePath, options.sqliteSynchronous),
  });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
