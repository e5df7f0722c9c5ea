// Dated migrations, frozen once landed: each file in ./migrations exports up(db) and runs
// once, in name order, recorded by Kysely's migrator in kysely_migration.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
  type TableMetadata,
} from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

class DatedFileProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR))
      .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
      migrations[file.replace(/\.ts$/, '')] = mod;
    }
    return migrations;
  }
}

/**
 * The migrator only asks whether a schema and its own two tables exist, but Kysely's PostgreSQL
 * introspector answers by reading every table and column of every schema, a read that fails when
 * another schema changes under it: "schema … does not exist" once it is dropped, "column … does
 * not exist" while its migration alters a table (two test files at once; an operator's server
 * holding other tenants). So on PostgreSQL it is told about its own schema's tables alone.
 */
function ownSchemaIntrospector(db: Kysely<DB>, schema: string | undefined): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string }>`
      select c.relname as name, n.nspname as schema
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname = coalesce(${schema ?? null}, current_schema())`.execute(
      db,
    );
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: false, columns: [] }));
  };
  return {
    async getSchemas() {
      const { rows } = await sql<{
        name: string;
      }>`select nspname as name from pg_catalog.pg_namespace`.execute(db);
      return rows;
    },
    getTables,
    async getMetadata() {
      return { tables: await getTables() };
    },
  };
}

/** `db` answering `introspection` with `introspector`; everything else is db's own. */
function withIntrospector(db: Kysely<DB>, introspector: DatabaseIntrospector): Kysely<DB> {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, prop, target);
      // Kysely's methods reach its private fields, which only the real instance has.
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

function migratorFor(database: Database) {
  // Naming our schema for the bookkeeping tables keeps two schemas on one server (tests, or
  // several tenants) from seeing each other's tables.
  const db =
    database.kind === 'postgres'
      ? withIntrospector(database.db, ownSchemaIntrospector(database.db, database.pgSchema))
      : database.db;
  return new Migrator({
    db,
    provider: new DatedFileProvider(),
    ...(database.pgSchema ? { migrationTableSchema: database.pgSchema } : {}),
  });
}

/** Every migration this code has, by name. */
export function migrationsInCode(): Promise<Record<string, Migration>> {
  return new DatedFileProvider().getMigrations();
}

/**
 * Refuses a database a newer release has migrated: this code does not know its schema, and
 * writing to it could lose what the newer code relies on.
 */
export async function assertNotNewerThanCode(database: Database) {
  const unknown = await unknownMigrations(database);
  if (unknown.length === 0) return;
  throw new Error(
    `The database is newer than this code: it has ${unknown.length} migration(s) this release does not know (${unknown.join(', ')}). ` +
      'A newer Talih release migrated it. Run that release (or a later one), or restore a backup taken before the upgrade; this release will not start on it.',
  );
}

export async function migrateToLatest(database: Database): Promise<MigrationResult[]> {
  await assertNotNewerThanCode(database);
  const migrator = migratorFor(database);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}

export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrator = migratorFor(database);
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Migrations the database has recorded that this code does not have: the database was
 * migrated by a newer release. Empty on a fresh database.
 */
export async function unknownMigrations(database: Database): Promise<string[]> {
  const known = new Set(Object.keys(await migrationsInCode()));
  const table = database.pgSchema
    ? sql.table(`${database.pgSchema}.kysely_migration`)
    : sql.table('kysely_migration');
  let recorded: string[];
  try {
    const rows = await sql<{ name: string }>`select name from ${table}`.execute(database.db);
    recorded = rows.rows.map((r) => r.name);
  } catch {
    return []; // no bookkeeping table yet: nothing was ever migrated
  }
  return recorded.filter((name) => !known.has(name)).sort();
}
