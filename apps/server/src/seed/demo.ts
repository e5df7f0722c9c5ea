// Demo data for a fresh machine, in parts: each area brings its own (../areas.ts, in area
// order, which is dependency order). Each part runs once, on the first start of a database
// that lacks it (or by `npm run talih -- seed`), and claims a marker in app_meta in the same
// transaction, so restarts never duplicate anything and a later part still reaches a database
// seeded before that part existed.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Cache } from '../cache/cache.ts';
import { AREAS } from '../areas.ts';
import { catalogueChanged } from '../modules/lobby/catalogue.ts';
import type { SeedOptions, SeedPart } from './part.ts';

export interface SeedResult {
  loaded: boolean;
  parts: string[];
}

/** Runs one part unless its marker says it ran; answers its summary, or null. */
async function runPart(
  db: Kysely<DB>,
  part: SeedPart,
  now: number,
  options: SeedOptions,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    // The marker is claimed first, by an insert that skips an existing key: of two instances
    // starting together on a fresh database, the second waits on the key until the first
    // commits, then inserts nothing and leaves the part alone (a read-then-insert let both run
    // the part and one die on app_meta's primary key).
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: part.marker, value: '1', updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    return part.run(trx, now, options);
  });
}

/** With a cache, running instances hear that the catalogue changed. */
export async function seedDemoData(
  services: { db: Kysely<DB>; cache?: Cache; config?: { SEED_CATALOGUE_GAMES: number } },
  now = Date.now(),
): Promise<SeedResult> {
  const loaded: string[] = [];
  const options = { catalogueGames: services.config?.SEED_CATALOGUE_GAMES ?? 0 };
  for (const part of AREAS.flatMap((area) => area.seed ?? [])) {
    const summary = await runPart(services.db, part, now, options);
    if (summary) loaded.push(summary);
  }
  if (loaded.length > 0 && services.cache) await catalogueChanged(services.cache);
  return { loaded: loaded.length > 0, parts: loaded };
}
