// The live version of a staff-edited configuration (back-office engagement). Wheels,
// the sign-in calendar and VIP levels are written into the tables the player calls already
// read, in the approval's own transaction; configurations without a table of their own (the
// pdd prize) are read from their live version here, through the shared cache, which the
// approval clears on every instance (Redis) so a player never waits for a stale value to expire.
import type { Kysely } from 'kysely';
import type { Cache } from '../../../cache/cache.ts';
import type { DB } from '../../../db/schema.ts';

const LIVE_TTL_MS = 5 * 60_000;
const key = (kind: string) => `cfg:live:${kind}`;

export async function liveVersionRow(db: Kysely<DB>, kind: string) {
  return db
    .selectFrom('config_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', '=', 'live')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The live body of `kind`, or `fallback` when none was ever approved. */
export async function liveBody<T>(
  db: Kysely<DB>,
  cache: Cache | undefined,
  kind: string,
  fallback: T,
): Promise<T> {
  const cached = await cache?.get(key(kind));
  if (cached) return JSON.parse(cached) as T;
  const row = await liveVersionRow(db, kind);
  const body = row ? (JSON.parse(row.body) as T) : fallback;
  await cache?.set(key(kind), JSON.stringify(body), LIVE_TTL_MS);
  return body;
}

export async function forgetLive(cache: Cache | undefined, kind: string) {
  await cache?.del(key(kind));
}
