// The databases a benchmark runs on: a fresh SQLite file always, and a fresh PostgreSQL
// database (created for the run, dropped after) when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a server we may create one on. Tests' schemas are never touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/database.ts';

export interface BenchDatabase {
  /** 'SQLite', 'PostgreSQL', or a SQLite variant's name. */
  name: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  /** A connection of our own, for preparing data beside the server. */
  open(): Database;
}

/** A SQLite run with extra server settings (e.g. SQLITE_SYNCHRONOUS), on a fresh file each. */
export interface SqliteVariant {
  name: string;
  env: Record<string, string>;
}

export async function onEachDatabase<T>(
  label: string,
  run: (database: BenchDatabase) => Promise<T>,
  sqliteVariants: SqliteVariant[] = [{ name: 'SQLite', env: {} }],
): Promise<{ name: string; r: T }[]> {
  const results: { name: string; r: T }[] = [];
  for (const variant of sqliteVariants) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `talih-bench-${label}-`));
    try {
      results.push({
        name: variant.name,
        r: await run({
          name: variant.name,
          env: { ...variant.env, DATA_DIR: dataDir },
          open: () => openDatabase({ url: '', sqlitePath: path.join(dataDir, 'talih.db') }),
        }),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
  if (!pgUrl) return results;
  // A database name is an identifier: a label such as 'lobby-search' has its hyphen made '_'.
  const dbName = `talih_bench_${label.replace(/[^a-z0-9_]/gi, '_')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  try {
    results.push({
      name: 'PostgreSQL',
      r: await run({
        name: 'PostgreSQL',
        env: { DATA_DIR: os.tmpdir(), DATABASE_URL: url.toString() },
        open: () => openDatabase({ url: url.toString(), sqlitePath: '' }),
      }),
    });
  } finally {
    await admin(`drop database if exists ${dbName} with (force)`);
  }
  return results;
}
