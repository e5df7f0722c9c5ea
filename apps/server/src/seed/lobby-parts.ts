// The lobby's demo parts: categories, providers and labels with the generated catalogue, and
// the banners (the data is in ./demo-lobby.ts and ./demo-catalogue.ts).
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { insertCatalogue } from './demo-catalogue.ts';
import { STUDIO_FIRM_CODE } from './demo-games.ts';
import {
  DEMO_CATEGORIES,
  DEMO_LABELS,
  DEMO_PROVIDERS,
  STUDIO_GAME_CATEGORIES,
  demoBanners,
  type CategoryCode,
} from './demo-lobby.ts';

/**
 * Categories, providers and labels; the house studio's games put in their categories and under
 * Hot and New; then the generated catalogue. Answers a summary line.
 */
export async function insertLobby(
  trx: Transaction<DB>,
  now: number,
  /** Stand-in games to generate; 0: the designed catalogue. */
  catalogueGames = 0,
): Promise<string> {
  const categoryIds = {} as Record<CategoryCode, number>;
  for (const [i, c] of DEMO_CATEGORIES.entries()) {
    const row = await trx
      .insertInto('game_categories')
      .values({ code: c.code, name_tk: c.tk, name_en: c.en, name_zh: c.zh, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds[c.code] = row.id;
  }
  await trx
    .insertInto('game_providers')
    .values(
      DEMO_PROVIDERS.map((p, i) => ({
        firm_code: p.firmCode,
        name: p.name,
        category_id: categoryIds[p.main],
        sort: i + 1,
        // Every provider in the mobile drawer, in the lobby's order (the back-office edits it).
        drawer_sort: i + 1,
      })),
    )
    .execute();
  await trx.insertInto('lobby_labels').values(DEMO_LABELS).execute();

  const studioGames = await trx
    .selectFrom('games')
    .select(['id', 'studio_game', 'sort_weight'])
    .where('firm_code', '=', STUDIO_FIRM_CODE)
    .execute();
  for (const game of studioGames) {
    const category = STUDIO_GAME_CATEGORIES[game.studio_game] ?? 'slot';
    await trx
      .updateTable('games')
      .set({ category_id: categoryIds[category] })
      .where('id', '=', game.id)
      .execute();
  }
  if (studioGames.length > 0) {
    // The games you can really play lead the Hot and New rows.
    await trx
      .insertInto('game_labels')
      .values(
        studioGames.flatMap((g) => [
          { game_id: g.id, label_id: 'hot', weight: 100_000 + g.sort_weight },
          { game_id: g.id, label_id: 'new', weight: 100_000 + g.sort_weight },
        ]),
      )
      .execute();
  }
  const generated = await insertCatalogue(trx, now, categoryIds, catalogueGames);
  return `lobby: ${DEMO_CATEGORIES.length} categories, ${DEMO_PROVIDERS.length} providers, ${DEMO_LABELS.length} labels, ${generated} stand-in games`;
}

export async function insertBanners(trx: Transaction<DB>): Promise<string> {
  const live = await trx
    .selectFrom('game_categories')
    .select('id')
    .where('code', '=', 'live')
    .executeTakeFirst();
  const banners = demoBanners(live?.id ?? 0);
  await trx.insertInto('banners').values(banners).execute();
  await trx
    .updateTable('banners')
    .set({ image_url: sql<string>`'/banner-art/' || cast(id as varchar(20)) || '.svg'` })
    .where('image_url', '=', '')
    .execute();
  return `banners: ${banners.length}`;
}
