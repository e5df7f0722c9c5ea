// Dated migrations, frozen once landed: each file in ./migrations exports up(db) and runs
// once, in name order, recorded by Kysely's migrator in kysely_migration.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Migrator,
  sql,
  type Migration,
  type MigrationProvider,
  type MigrationResult,
} from 'kysely';
import type { Database } from './database.ts';

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

function migratorFor(database: Database) {
  // Kysely finds its bookkeeping tables by introspection across schemas; naming ours keeps two
  // schemas on one server (tests, or several tenants) from seeing each other's tables.
  return new Migrator({
    db: database.db,
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

/** How many times a read of Kysely's bookkeeping starts over when another schema vanished. */
const VANISHED_SCHEMA_ATTEMPTS = 3;

/**
 * Kysely's migrator finds its tables by reading every schema's (PostgresIntrospector), so a
 * schema another process drops meanwhile (a finished test's, a bench's) fails the read with
 * "schema ... does not exist" (3F000) naming that schema: nothing of ours changed, so the read
 * can be asked again. Seen in a full test run beside a bench dropping its schemas, and with two
 * test files at once (a reconcile's look for pending migrations while the other file's test
 * ended).
 */
export function otherSchemaVanished(error: unknown, ownSchema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const named = /schema "([^"]+)" does not exist/.exec(typeof message === 'string' ? message : '');
  return code === '3F000' && named !== null && named[1] !== ownSchema;
}

/** `read`, asked again (at most VANISHED_SCHEMA_ATTEMPTS times) while another schema vanished. */
export async function retryWhenOtherSchemaVanished<T>(
  ownSchema: string | undefined,
  read: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      // The migrator's own failure wraps the database's error.
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      if (attempt >= VANISHED_SCHEMA_ATTEMPTS || !otherSchemaVanished(cause, ownSchema)) {
        throw error;
      }
    }
  }
}

export function migrateToLatest(database: Database): Promise<MigrationResult[]> {
  return retryWhenOtherSchemaVanished(database.pgSchema, () => migrateOnce(database));
}

async function migrateOnce(database: Database): Promise<MigrationResult[]> {
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
  const all = await retryWhenOtherSchemaVanished(database.pgSchema, () => migrator.getMigrations());
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
