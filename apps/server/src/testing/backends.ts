// The backends integration tests run on: SQLite (always) and, when TEST_DATABASE_URL and
// TEST_REDIS_URL are set, PostgreSQL + Redis. Each test app gets its own fresh database (a
// temp SQLite file, or its own PostgreSQL schema) and its own Redis key prefix.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type TalihApp } from '../app.ts';
import { openCache, type Cache } from '../cache/cache.ts';
import { loadConfig, type Config } from '../config.ts';
import {
  openDatabase,
  sqliteGroupCommitOf,
  sqliteMemoryOf,
  type Database,
  type DatabaseOptions,
} from '../db/database.ts';
import { touristLogin } from '@talih/contracts/accounts.ts';
import { answer } from './calls.ts';

export interface Backend {
  name: string;
  databaseUrl: string;
  redisUrl: string;
}

export function backends(): Backend[] {
  const list: Backend[] = [{ name: 'sqlite+memory', databaseUrl: '', redisUrl: '' }];
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  if (requirePostgres(process.env) && !(databaseUrl && redisUrl)) {
    // CI must not pass with the second backend silently skipped.
    throw new Error(
      'TEST_DATABASE_URL and TEST_REDIS_URL must both be set when CI or TALIH_TEST_REQUIRE_POSTGRES is',
    );
  }
  if (databaseUrl || redisUrl) list.push(secondBackend(databaseUrl, redisUrl));
  return list;
}

/** CI (CI=true/1, as `.ci/run` sets it) or TALIH_TEST_REQUIRE_POSTGRES=1 require both backends. */
export function requirePostgres(env: NodeJS.ProcessEnv): boolean {
  const on = (v: string | undefined) => v !== undefined && v !== '' && v !== '0' && v !== 'false';
  return on(env.CI) || on(env.TALIH_TEST_REQUIRE_POSTGRES);
}

/**
 * The RabbitMQ the feed tests run against (TEST_AMQP_URL), or null to skip them; under CI (or
 * TALIH_TEST_REQUIRE_POSTGRES) a missing broker fails instead of skipping.
 */
export function testAmqpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.TEST_AMQP_URL ?? '';
  if (!url && requirePostgres(env)) {
    throw new Error('TEST_AMQP_URL must be set when CI or TALIH_TEST_REQUIRE_POSTGRES is');
  }
  return url || null;
}

/** Names what actually runs: Redis alone is a SQLite run with Redis, not "postgres+redis". */
export function secondBackend(databaseUrl: string, redisUrl: string): Backend {
  const name = `${databaseUrl ? 'postgres' : 'sqlite'}+${redisUrl ? 'redis' : 'memory'}`;
  return { name, databaseUrl, redisUrl };
}

/**
 * PostgreSQL: a pool of its own on a test's schema (another instance's connections, or settings
 * of its own: one connection, fewer named texts).
 */
export function anotherPool(
  databaseUrl: string,
  database: Database,
  options: Pick<DatabaseOptions, 'pgPoolSize' | 'pgNamedStatementsMax'> = {},
): Database {
  return openDatabase({
    url: databaseUrl,
    sqlitePath: '',
    pgSchema: database.pgSchema,
    ...options,
  });
}

export interface TestEnv {
  config: Config;
  database: Database;
  cache: Cache;
  /** The cache's key prefix: a second instance's own Redis connection shares the bus with it. */
  cachePrefix: string;
  /** Drops the test's database (file or schema) and closes connections. */
  dispose(): Promise<void>;
}

export async function openTestEnv(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestEnv> {
  const id = randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // CPU-heavy tests on a shared machine would be shed; the load-shedding test sets its own.
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  let database: Database;
  let dropSchema = async () => {};
  if (backend.databaseUrl) {
    const schema = `t_${id}`;
    const admin = new pg.Client({ connectionString: backend.databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({
      url: backend.databaseUrl,
      sqlitePath: '',
      pgSchema: schema,
      pgPoolSize: 10,
    });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: backend.databaseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    };
  } else {
    database = openDatabase({
      url: '',
      sqlitePath: config.sqlitePath,
      sqliteSynchronous: config.SQLITE_SYNCHRONOUS,
      sqliteGroupCommit: sqliteGroupCommitOf(config),
      sqliteMemory: sqliteMemoryOf(config),
    });
  }
  const cachePrefix = `talih-test-${id}:`;
  const cache = openCache(backend.redisUrl, cachePrefix);
  return {
    config,
    database,
    cache,
    cachePrefix,
    async dispose() {
      await database.close();
      await cache.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp extends TestEnv {
  app: TalihApp;
  /** POSTs a JSON body to a call and answers the parsed envelope. */
  call<T = unknown>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ state: string; msg: string; success: boolean; resultData: T }>;
}

export async function openTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  /** A controlled clock for the ledger and player protection. */
  options: { now?: () => number } = {},
): Promise<TestApp> {
  const testEnv = await openTestEnv(backend, env);
  const app = await buildApp({
    config: testEnv.config,
    database: testEnv.database,
    cache: testEnv.cache,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    ...testEnv,
    app,
    async call(callPath, body = {}, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: callPath,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${callPath}`);
      return res.json();
    },
    async dispose() {
      await app.close();
      await testEnv.dispose();
    },
  };
}

/** A tourist session for tests: answers its token and user id. */
export async function loginTourist(
  t: TestApp,
  deviceNumber = `dev-${randomBytes(6).toString('hex')}`,
) {
  const res = await answer(t, touristLogin, { deviceNumber });
  if (res.state !== '200') throw new Error(`tourist login failed: ${res.msg}`);
  return { token: res.resultData.token, userId: res.resultData.userid, deviceNumber };
}
