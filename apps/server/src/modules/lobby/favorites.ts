// Favourites: one row per (user, game), newest first, at most FAVORITES_MAX per user. Tourists
// keep them too, and registration keeps the tourist's user id, so they survive it.
import type { Kysely } from 'kysely';
import { FAVORITES_MAX } from '@talih/contracts/lobby.ts';
import type { DB } from '../../db/schema.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';

/** The user's favourite game ids, newest first. */
export async function favoriteIds(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .limit(FAVORITES_MAX)
    .execute();
  return rows.map((r) => r.game_id);
}

/**
 * Adds a favourite; adding one already there changes nothing. The count check and the insert
 * share a transaction that holds the user's row (PostgreSQL) or the write lock (SQLite), so
 * parallel adds cannot pass FAVORITES_MAX together; the key keeps parallel adds of one game to
 * one row.
 */
export async function addFavorite(
  database: Database,
  userId: number,
  gameId: number,
  now = Date.now(),
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (database.kind === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const already = await trx
      .selectFrom('favorite_games')
      .select('game_id')
      .where('user_id', '=', userId)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    if (already) return;
    const count = await trx
      .selectFrom('favorite_games')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= FAVORITES_MAX) {
      throw new AppError('errors.lobby.tooManyFavorites', { max: FAVORITES_MAX });
    }
    await trx
      .insertInto('favorite_games')
      .values({ user_id: userId, game_id: gameId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .execute();
  });
}

export async function removeFavorite(db: Kysely<DB>, userId: number, gameId: number) {
  await db
    .deleteFrom('favorite_games')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .execute();
}
