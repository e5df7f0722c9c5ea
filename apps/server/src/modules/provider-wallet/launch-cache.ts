// Launch tokens already looked up: a studio names the launch token on every bet and
// win, and what it stands for (player, game, login session, the launch's own expiry) never
// changes once created, so each instance keeps it instead of joining five tables per call.
// What can change is read fresh where it matters: a bet checks the login session (revoked,
// expired) and the staff blocks in one statement of its own transaction (launches.ts
// betStanding), so a revocation stops bets on every instance at once. Only the game's lobby
// category can change (slot rules, bonus wagering): a catalogue change drops every entry, and
// entries expire anyway. Unknown tokens are never remembered.
import type { Kysely } from 'kysely';
import type { Cache } from '../../cache/cache.ts';
import type { DB } from '../../db/schema.ts';
import { hashToken } from '../../sessions/sessions.ts';
import { CATALOGUE_CHANNEL } from '../lobby/catalogue.ts';
import { findLaunch, type Launch } from './launches.ts';

const ENTRY_TTL_MS = 60_000;
const ENTRIES_MAX = 100_000;

export interface LaunchCache {
  /** The launch's facts; `live` is as of when it was first read: check betStanding to bet. */
  get(db: Kysely<DB>, studioCode: string, token: string): Promise<Launch | null>;
  close(): Promise<void>;
}

export function createLaunchCache(cache: Cache, now: () => number = Date.now): LaunchCache {
  const entries = new Map<string, { launch: Launch; at: number }>();
  let generation = 0;
  const dropAll = () => {
    generation++;
    entries.clear();
  };
  const unsubscribe = cache.subscribe(CATALOGUE_CHANNEL, dropAll).catch(() => async () => {});
  return {
    async get(db, studioCode, token) {
      const key = `${studioCode}|${hashToken(token)}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at < ENTRY_TTL_MS) return hit.launch;
      const at = generation;
      const launch = await findLaunch(db, studioCode, token);
      // A catalogue change during the read may have made it stale: used once, not kept.
      if (launch && at === generation) {
        if (entries.size >= ENTRIES_MAX) entries.clear();
        entries.set(key, { launch, at: now() });
      }
      return launch;
    },
    async close() {
      // The app may close the cache first; a failed unsubscribe leaves nothing behind.
      await (await unsubscribe)().catch(() => {});
    },
  };
}
