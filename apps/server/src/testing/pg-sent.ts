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

/** One statement pg was asked to send: its text, and its name when it runs prepared. */
export interface SentStatement {
  text: string;
  name?: string;
}

/**
 * Watches pg's Client.query from now until `restore`: `counted` gives what `work` sent. Install
 * it before the pool it watches opens (see the top of this file).
 */
export function watchPgSends() {
  let sent: SentStatement[] | null = null;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    sent?.push(
      typeof first === 'string'
        ? { text: first }
        : { text: first.text ?? '?', ...(first.name ? { name: first.name } : {}) },
    );
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  return {
    /** What `work` sent, in order; its failure is the caller's to check. */
    async counted(work: () => Promise<unknown>): Promise<SentStatement[]> {
      sent = [];
      try {
        await work();
        return sent;
      } finally {
        sent = null;
      }
    },
    restore() {
      pg.Client.prototype.query = query;
    },
  };
}

export async function recordSentTexts(postgres: Backend): Promise<SentTexts> {
  const watch = watchPgSends();
  const env = await openTestEnv(postgres);
  const database = anotherPool(postgres.databaseUrl, env.database, { pgPoolSize: 1 });
  return {
    env,
    database,
    async counted(work) {
      const sent = await watch.counted(() => work().catch(() => undefined));
      return sent.map((s) => s.text);
    },
    async dispose() {
      watch.restore();
      await database.close();
      await env.dispose();
    },
  };
}
