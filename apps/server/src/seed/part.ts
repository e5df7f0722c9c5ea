// One part of the demo data (seed/demo.ts runs each area's parts in area order). A part runs
// once: seed/demo.ts records its marker in app_meta in the part's own transaction.
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface SeedPart {
  /** The app_meta key that says the part is loaded; never renamed once shipped. */
  marker: string;
  name: string;
  /** Inserts the part's rows; answers the summary `talih seed` prints. */
  run(trx: Transaction<DB>, now: number, options: SeedOptions): Promise<string>;
}

/** What a deployment's settings change in the demo data. */
export interface SeedOptions {
  /** Stand-in games to generate; 0: the designed catalogue (SEED_CATALOGUE_GAMES). */
  catalogueGames: number;
}

/** The marker of the first part (players), kept from when the seed was one piece. */
export const DEMO_SEED_KEY = 'demo_seed_version';
