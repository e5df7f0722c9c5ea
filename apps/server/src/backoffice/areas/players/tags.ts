// Tags staff put on a player: free words (VIP-adayı, bonus-avcısı, ...) that narrow the player
// list and make segments for mail, bonuses and promotions. Adding a tag the player has, or
// removing one they lack, changes nothing.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { requirePlayer } from './actions.ts';
import { tagsOf } from './list-details.ts';

async function tagList(db: Kysely<DB>, userId: number) {
  return (await tagsOf(db, [userId])).get(userId) ?? [];
}

export async function addTag(db: Kysely<DB>, userId: number, tag: string, staffName: string) {
  await requirePlayer(db, userId);
  const before = await tagList(db, userId);
  if (!before.includes(tag)) {
    await db
      .insertInto('player_tags')
      .values({ user_id: userId, tag, added_by: staffName, added_at: Date.now() })
      .onConflict((oc) => oc.columns(['user_id', 'tag']).doNothing())
      .execute();
  }
  return { before, after: await tagList(db, userId) };
}

export async function removeTag(db: Kysely<DB>, userId: number, tag: string) {
  await requirePlayer(db, userId);
  const before = await tagList(db, userId);
  await db.deleteFrom('player_tags').where('user_id', '=', userId).where('tag', '=', tag).execute();
  return { before, after: await tagList(db, userId) };
}

/** Every tag in use, with how many players carry it, most used first. */
export async function tagsInUse(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('player_tags')
    .select((eb) => ['tag', eb.fn.countAll<number>().as('n')])
    .groupBy('tag')
    .orderBy('n', 'desc')
    .orderBy('tag')
    .limit(500)
    .execute();
  return rows.map((r) => ({ tag: r.tag, players: Number(r.n) }));
}
