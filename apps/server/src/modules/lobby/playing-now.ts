// "Playing now" (docs/design.md "Deliberate differences from the seed": never a made-up number):
// per game, the distinct players with a round still open or touched within PLAYING_NOW_WINDOW_MS.
// One grouped query over the window serves every game, cached for a few seconds.
import type { Kysely } from 'kysely';
import { PLAYING_NOW_WINDOW_MS } from '@talih/contracts/lobby.ts';
import type { DB } from '../../db/schema.ts';

export const PLAYING_NOW_CACHE_MS = 5_000;

/** Per game, its distinct players with a round open or touched since `now` − the window. */
export function playingNowQuery(db: Kysely<DB>, now: number) {
  // A union, not `status = 'open' or updated_at >= ?`: each half reads its own index (the open
  // rounds' game_rounds_open, the window's game_rounds_recent_wins), where the OR made SQLite
  // scan every round ever played.
  const open = db
    .selectFrom('game_rounds')
    .select(['game_id', 'user_id'])
    .where('status', '=', 'open');
  const recent = db
    .selectFrom('game_rounds')
    .select(['game_id', 'user_id'])
    .where('updated_at', '>=', now - PLAYING_NOW_WINDOW_MS);
  return db
    .selectFrom(open.union(recent).as('r'))
    .select((eb) => ['game_id', eb.fn.count<number | string>('user_id').distinct().as('players')])
    .groupBy('game_id');
}

export async function countPlayingNow(
  db: Kysely<DB>,
  now = Date.now(),
): Promise<Map<number, number>> {
  const rows = await playingNowQuery(db, now).execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.players)]));
}

/** The counts, shared by every request for PLAYING_NOW_CACHE_MS; one query at a time. */
export function playingNowCache(db: Kysely<DB>, ttlMs = PLAYING_NOW_CACHE_MS) {
  let cached: { at: number; counts: Map<number, number> } | null = null;
  let loading: Promise<Map<number, number>> | null = null;
  return async function playingNow(): Promise<Map<number, number>> {
    const now = Date.now();
    if (cached && now - cached.at < ttlMs) return cached.counts;
    loading ??= countPlayingNow(db, now)
      .then((counts) => {
        cached = { at: now, counts };
        return counts;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
}
