// A second app instance on a test environment's PostgreSQL database (its own connection to the
// same schema, the first instance's cache bus), set up like the first with `settings`: the
// tests of work that must run on one instance only (operations/scheduler.test.ts, the LSports
// simulator on the leader in adapters/sports/lsports/leader.test.ts). SQLite has one instance
// per database file, so there is none there.
import { buildApp, type TalihApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { TestEnv } from './backends.ts';

export interface SecondInstance {
  /** Builds the second app (migrations are the first's). */
  build(): Promise<TalihApp>;
  /** Closes the second database connection (after the app is closed). */
  close(): Promise<void>;
}

export function secondInstance(
  env: TestEnv,
  databaseUrl: string,
  settings: Record<string, string>,
): SecondInstance {
  const database = openDatabase({
    url: databaseUrl,
    sqlitePath: '',
    pgSchema: env.database.pgSchema,
  });
  return {
    build: () =>
      buildApp({
        config: loadConfig({ ...process.env, ...envOf(env), ...settings }),
        database,
        cache: env.cache,
        migrate: false,
      }),
    close: () => database.close(),
  };
}

/** The test environment's settings as variables, for the second app's configuration. */
function envOf(env: TestEnv): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: env.config.DATA_DIR,
    WEB_DIST_DIR: env.config.WEB_DIST_DIR,
    UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}
