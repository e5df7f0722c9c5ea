// Opens the database the configuration names: PostgreSQL when a URL is given, otherwise the
// embedded SQLite file. Both sit behind the same Kysely instance and the same schema.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { namingPool } from './pg-named-statements.ts';
import {
  NodeSqliteDialect,
  SQLITE_MEMORY_BUILT_IN,
  type SqliteMemory,
  type SqliteSynchronous,
} from './sqlite-dialect.ts';
import { GROUP_COMMIT_DEFAULTS, type GroupCommitSettings } from './sqlite-group-commit.ts';
import type { DB } from './schema.ts';
import type { Config } from '../config.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use when not the default one. */
  pgSchema?: string;
  /** PostgreSQL's connection pool (metrics read its counts; the leader copies its settings). */
  pool?: pg.Pool;
  /** The SQLite file (or ':memory:'): checks that read it on a connection of their own. */
  sqlitePath?: string;
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
  /** PostgreSQL: how many repeated statement texts run named (./pg-named-statements.ts); 0 none. */
  pgNamedStatementsMax?: number;
  /** SQLite's synchronous pragma (config SQLITE_SYNCHRONOUS); FULL unless told. */
  sqliteSynchronous?: SqliteSynchronous;
  /** SQLite group commit (config SQLITE_GROUP_COMMIT_*); the defaults unless told. */
  sqliteGroupCommit?: Partial<GroupCommitSettings>;
  /** SQLite's page cache and memory map (config SQLITE_CACHE_MIB, _MMAP_MIB); SQLite's own unless told. */
  sqliteMemory?: Partial<SqliteMemory>;
}

/** Config PG_NAMED_STATEMENTS_MAX's default, for callers that open a database without config. */
export const PG_NAMED_STATEMENTS_DEFAULT = 200;

/** Postgres bigint (int8) arrives as text; money and ids must stay exact numbers. */
function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`bigint out of safe range: ${text}`);
  return value;
}
pg.types.setTypeParser(pg.types.builtins.INT8, parseSafeInteger);

/** The group commit settings the configuration names (SQLITE_GROUP_COMMIT_*). */
export function sqliteGroupCommitOf(
  config: Pick<Config, 'SQLITE_GROUP_COMMIT_TX_MAX' | 'SQLITE_GROUP_COMMIT_WAIT_MS_MAX'>,
): Partial<GroupCommitSettings> {
  return {
    txMax: config.SQLITE_GROUP_COMMIT_TX_MAX,
    waitMsMax: config.SQLITE_GROUP_COMMIT_WAIT_MS_MAX,
  };
}

/** The SQLite memory settings the configuration names (SQLITE_CACHE_MIB, SQLITE_MMAP_MIB). */
export function sqliteMemoryOf(
  config: Pick<Config, 'SQLITE_CACHE_MIB' | 'SQLITE_MMAP_MIB'>,
): SqliteMemory {
  return { cacheMib: config.SQLITE_CACHE_MIB, mmapMib: config.SQLITE_MMAP_MIB };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const named = namingPool(pool, options.pgNamedStatementsMax ?? PG_NAMED_STATEMENTS_DEFAULT);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: named }) });
    return { db, kind: 'postgres', pgSchema: options.pgSchema, pool, close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') {
    fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  }
  const db = new Kysely<DB>({
    dialect: new NodeSqliteDialect(
      options.sqlitePath,
      options.sqliteSynchronous,
      { ...GROUP_COMMIT_DEFAULTS, ...options.sqliteGroupCommit },
      { ...SQLITE_MEMORY_BUILT_IN, ...options.sqliteMemory },
    ),
  });
  return { db, kind: 'sqlite', sqlitePath: options.sqlitePath, close: () => db.destroy() };
}

export async function pingDatabase(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
