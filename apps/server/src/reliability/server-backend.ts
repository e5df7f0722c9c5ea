// A fresh database for a child server: a temp SQLite file, or a PostgreSQL database of its own
// (created for the run, dropped after) with a Redis key prefix of its own. The child server
// gets it through its environment, like a deployment; the test opens a connection beside it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';
import type { Backend } from '../testing/backends.ts';

/** The wallet secret the child server and the test's studio client share. */
export const CHILD_PROVIDER_SECRET = 'reliability-sandbox-secret-4f1c';

export interface ServerBackend {
  name: string;
  /** The child server's (and CLI's) environment. */
  env: Record<string, string>;
  /** A connection of the test's own, beside the server. */
  open(): Database;
  dispose(): Promise<void>;
}

/**
 * Only the test's traffic moves money: the sportsbook is on but its sandbox feed is off (the
 * test makes its matches), no live delay, no sandbox payments, no studio, no timers.
 */
function quietServerEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'true',
    SANDBOX_STUDIO: 'false',
    SPORT_FEED: 'sandbox',
    SPORT_SANDBOX_FEED: 'false',
    SPORT_LIVE_DELAY_MS: '0',
    PAYMENT_SANDBOX_AUTO: 'false',
    PROVIDER_SECRET_SANDBOX: CHILD_PROVIDER_SECRET,
    DATABASE_URL: '',
    REDIS_URL: '',
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function prepareServerBackend(backend: Backend): Promise<ServerBackend> {
  const id = randomBytes(5).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-reliability-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const env = quietServerEnv(dataDir);
  if (!backend.databaseUrl) {
    const sqlitePath = path.join(dataDir, 'talih.db');
    return {
      name: backend.name,
      env,
      open: () => openDatabase({ url: '', sqlitePath }),
      dispose: async () => removeDir(),
    };
  }
  // A database rather than a schema: the server has no schema setting, and its migrator must
  // not see other tests' bookkeeping tables.
  const dbName = `talih_reliability_${id}`;
  await adminQuery(backend.databaseUrl, `create database ${dbName}`);
  const url = new URL(backend.databaseUrl);
  url.pathname = `/${dbName}`;
  return {
    name: backend.name,
    env: {
      ...env,
      DATABASE_URL: url.toString(),
      REDIS_URL: backend.redisUrl,
      REDIS_KEY_PREFIX: `talih-reliability-${id}:`,
    },
    open: () => openDatabase({ url: url.toString(), sqlitePath: '', pgPoolSize: 4 }),
    async dispose() {
      // Without force while the last connections close: a forced drop cuts a connection that
      // is still closing, and its error event has no listener left (an unhandled error).
      for (let attempt = 0; attempt < 20; attempt++) {
        const dropped = await adminQuery(backend.databaseUrl, `drop database if exists ${dbName}`)
          .then(() => true)
          .catch(() => false);
        if (dropped) return removeDir();
        await new Promise((r) => setTimeout(r, 100));
      }
      await adminQuery(backend.databaseUrl, `drop database if exists ${dbName} with (force)`);
      removeDir();
    },
  };
}
