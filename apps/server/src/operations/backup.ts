// `talih backup <file>` and `talih restore <file>`. SQLite: VACUUM INTO writes a consistent,
// compact copy from one read transaction while the server keeps running (WAL mode); restore
// copies it into place with node:sqlite's backup API. PostgreSQL: pg_dump's custom format (one
// snapshot, the server keeps running) and pg_restore into an empty database. A restore refuses a
// database that already has Talih's tables: restore into a new one, then point DATABASE_URL or
// DATA_DIR at it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { Refusal } from './refusal.ts';
import { s3Store } from '../adapters/s3-store.ts';
import type { ObjectStore } from '../adapters/object-store.ts';

/** `talih backup store:NAME`: the backup goes to the object store's backups/ folder. */
export const STORE_PREFIX = 'store:';

/** Where `store:` backups go: the S3-compatible bucket (a local backup is a file path). */
export function backupStore(config: Config): ObjectStore {
  if (config.OBJECT_STORE !== 's3') {
    throw new Refusal('store: backups need OBJECT_STORE=s3; on the local disk, name a file');
  }
  return s3Store(config, 'backups');
}

/** Through a temporary file: the same backup as to a file, then one upload (held in memory). */
export async function backupToStore(
  database: Database,
  config: Config,
  store: ObjectStore,
  name: string,
) {
  if ((await store.get(name)) !== null) throw new Refusal(`store:${name} exists; name a new one`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-backup-'));
  try {
    const done = await backupDatabase(database, config, path.join(dir, 'talih.backup'));
    await store.put(name, fs.readFileSync(done.file));
    return { name, bytes: done.bytes };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function restoreFromStore(
  database: Database,
  config: Config,
  store: ObjectStore,
  name: string,
) {
  const body = await store.get(name);
  if (body === null) throw new Refusal(`store:${name} does not exist`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-restore-'));
  try {
    const file = path.join(dir, 'talih.backup');
    fs.writeFileSync(file, body, { mode: 0o600 });
    await restoreDatabase(database, config, file);
    return { name, bytes: body.length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (error) =>
      reject(new Error(`${command} could not run (is it installed?): ${error.message}`)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr}`)),
    );
  });
}

/** Whether the database already holds Talih's tables (a restore would mix two histories). */
async function hasTalihTables(database: Database): Promise<boolean> {
  try {
    await sql`select 1 from journal_entries limit 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}

export async function backupDatabase(database: Database, config: Config, file: string) {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new Refusal(`${target} exists; name a new file`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (database.kind === 'sqlite') {
    await sql`vacuum into ${target}`.execute(database.db);
  } else {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${target}`,
      config.DATABASE_URL,
    ]);
  }
  return { file: target, bytes: fs.statSync(target).size };
}

export async function restoreDatabase(database: Database, config: Config, file: string) {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Refusal(`${source} does not exist`);
  if (await hasTalihTables(database)) {
    throw new Refusal(
      'the database already has Talih tables: restore into a new, empty database (a new DATA_DIR, or a new database in DATABASE_URL) and point the servers at it',
    );
  }
  if (database.kind === 'sqlite') {
    // The backup API writes every page of the (empty) target through SQLite's own locking.
    const from = new DatabaseSync(source, { readOnly: true });
    try {
      await sqliteBackup(from, config.sqlitePath);
    } finally {
      from.close();
    }
  } else {
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      source,
    ]);
  }
  return { file: source };
}
