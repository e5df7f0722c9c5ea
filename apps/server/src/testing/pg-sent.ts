// What pg's client is asked to send, for tests that count PostgreSQL round trips: each call of
// Client.query is one (a BEGIN or a write that goes along with a statement is not,
// db/pg-begin-with-first.ts). Installed before a pool opens: each client's statement naming
// (db/pg-named-statements.ts) binds the query it finds then.
import pg from 'pg';
import { anotherPool, openTestEnv, type Backend, type TestEnv } from './backends.ts';
import type { Database } from '../db/database.ts';

export interface SentTexts {
  env: TestEnv;
  /** A pool of one connection, so what is prepared on it is known. */
  database: Database;
  /** The texts sent while `work` ran (its failure is the caller's to check). */
  counted(work: () => Promise<unknown>): Promise<string[]>;
  dispose(): Promise<void>;
}

export async function recordSentTexts(postgres: Backend): Promise<SentTexts> {
  let sent: string[] | null = null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent?.push(typeof first === 'string' ? first : (first.text ?? '?'));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const env = await openTestEnv(postgres);
  const database = anotherPool(postgres.databaseUrl, env.database, { pgPoolSize: 1 });
  return {
    env,
    database,
    async counted(work) {
      sent = [];
      try {
        await work().catch(() => undefined);
        return sent;
      } finally {
        sent = null;
      }
    },
    async dispose() {
      pg.Client.prototype.query = query;
      await database.close();
      await env.dispose();
    },
  };
}
