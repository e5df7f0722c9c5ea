// Recent games: the latest launch of each game per user (tourist or player), newest first,
// kept to RECENT_GAMES_KEPT. Recorded by every launch (getGameUrlByGame), real or demo.
import type { Kysely } from 'kysely';
import { RECENT_GAMES_KEPT } from '@talih/contracts/lobby.ts';
import type { DB, GameMode } from '../../db/schema.ts';

export async function recordRecentGame(
  db: Kysely<DB>,
  input: { userId: number; gameId: number; mode: GameMode },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('recent_games')
    .values({
      user_id: input.userId,
      game_id: input.gameId,
      last_played_at: now,
      last_mode: input.mode,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'game_id'])
        .doUpdateSet({ last_played_at: now, last_mode: input.mode }),
    )
    .execute();
  // Everything past the newest RECENT_GAMES_KEPT goes.
  await db
    .deleteFrom('recent_games')
    .where('user_id', '=', input.userId)
    .where('game_id', 'not in', (eb) =>
      eb
        .selectFrom('recent_games')
        .select('game_id')
        .where('user_id', '=', input.userId)
        .orderBy('last_played_at', 'desc')
        .orderBy('game_id', 'desc')
        .limit(RECENT_GAMES_KEPT),
    )
    .execute();
}

export async function recentGames(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('recent_games')
    .select(['game_id', 'last_played_at', 'last_mode'])
    .where('user_id', '=', userId)
    .orderBy('last_played_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(RECENT_GAMES_KEPT)
    .execute();
}
