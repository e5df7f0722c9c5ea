// Who runs the scheduled work: the instance holding a PostgreSQL session advisory lock, on a
// connection of its own held for as long as it leads (the lock goes with the connection, so a
// crashed leader frees it at once). On SQLite there is one instance per database file: it leads.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';

export interface LeaderLock {
  /** Tries to take (or confirms it still holds) the lock; true while this instance leads. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

/** A 64-bit lock key per database schema, so schemas sharing a server elect separately. */
export function lockKey(database: Database, name: string): string {
  const digest = createHash('sha256')
    .update(`talih:${database.pgSchema ?? ''}:${name}`)
    .digest();
  return digest.readBigInt64BE(0).toString();
}

export function leaderLock(database: Database, name: string): LeaderLock {
  if (database.kind !== 'postgres' || !database.pool) {
    return { hold: async () => true, release: async () => {} };
  }
  const key = lockKey(database, name);
  const settings = database.pool.options;
  let client: pg.Client | null = null;
  let held = false;
  const drop = async () => {
    const c = client;
    client = null;
    held = false;
    await c?.end().catch(() => {});
  };
  return {
    async hold() {
      try {
        if (held && client) {
          // Still connected means still holding: the lock lives as long as the session.
          await client.query('select 1');
          return true;
        }
        if (!client) {
          const c = new pg.Client({
            connectionString: settings.connectionString,
            ...(settings.options ? { options: settings.options } : {}),
          });
          c.on('error', () => void drop());
          client = c;
          await c.connect();
        }
        const res = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          key,
        ]);
        held = res.rows[0]?.ok === true;
        return held;
      } catch {
        await drop();
        return false;
      }
    },
    async release() {
      if (held && client)
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
      await drop();
    },
  };
}
