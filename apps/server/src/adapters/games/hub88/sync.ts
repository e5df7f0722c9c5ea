// Hub88's game list into the catalogue (docs/hub88.md "Game list"): idempotent (a second run
// changes nothing), in batches, matched on the game code; a game Hub88 no longer lists, or
// not approved for the pack's jurisdiction, is hidden, never deleted, so rounds and history
// keep its name. Run on a schedule by one instance, and on demand (`talih hub88 sync`).
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../db/schema.ts';
import type { Hub88Client } from './client.ts';
import { HUB88_STUDIO } from './protocol.ts';

const BATCH = 200;
/** More than any aggregator lists: a runaway answer stops the sync instead of the database. */
export const HUB88_GAMES_MAX = 50_000;

const listedGame = z.looseObject({
  game_code: z.string().min(1).max(128),
  name: z.string().min(1).max(200),
  product: z.string().min(1).max(100),
  category: z.string().max(100).optional().default(''),
  enabled: z.boolean().optional().default(true),
  demo_game_support: z.boolean().optional().default(false),
  url_thumb: z.string().max(500).optional().default(''),
  jurisdictions: z.array(z.string()).optional(),
});
type ListedGame = z.infer<typeof listedGame>;

/** Hub88's product names for the lobby's providers (the drawer's firm codes). */
const FIRMS: Record<string, string> = {
  'Pragmatic Play': 'PP',
  'Evolution Gaming': 'EVO',
  Evolution: 'EVO',
  'PG Soft': 'PG',
  NetEnt: 'NETENT',
  "Play'n GO": 'PNG',
  BGaming: 'BGAMING',
  Wazdan: 'WAZDAN',
  Playson: 'PLAYSON',
  Ezugi: 'EZUGI',
  Microgaming: 'MG',
};

const CATEGORIES: Record<string, string> = {
  'Video Slots': 'slot',
  'Live Casino': 'live',
  'Table Games': 'table',
  'Crash Games': 'instant',
};

export const firmOf = (product: string) =>
  FIRMS[product] ??
  product
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '')
    .slice(0, 20);

export interface SyncResult {
  listed: number;
  added: number;
  updated: number;
  hidden: number;
}

export async function syncHub88Games(
  db: Kysely<DB>,
  client: Pick<Hub88Client, 'gameList'>,
  jurisdiction: string,
  now = Date.now(),
): Promise<SyncResult> {
  const answer = await client.gameList();
  if (!Array.isArray(answer) || answer.length > HUB88_GAMES_MAX) {
    throw new Error('Hub88 game list: not a list, or longer than any real one');
  }
  const listed = answer.flatMap((g) => {
    const parsed = listedGame.safeParse(g);
    return parsed.success ? [parsed.data] : [];
  });
  const approved = (g: ListedGame) =>
    g.enabled && (g.jurisdictions === undefined || g.jurisdictions.includes(jurisdiction));
  const categories = new Map(
    (await db.selectFrom('game_categories').select(['id', 'code']).execute()).map((c) => [
      c.code,
      c.id,
    ]),
  );
  const providers = new Set(
    (await db.selectFrom('game_providers').select('firm_code').execute()).map((p) => p.firm_code),
  );
  const result: SyncResult = { listed: listed.length, added: 0, updated: 0, hidden: 0 };
  for (let start = 0; start < listed.length; start += BATCH) {
    const batch = listed.slice(start, start + BATCH);
    await db.transaction().execute(async (trx) => {
      const existing = new Map(
        (
          await trx
            .selectFrom('games')
            .select([
              'id',
              'name',
              'status',
              'firm_code',
              'category_id',
              'have_demo',
              'studio_game',
            ])
            .where('studio_code', '=', HUB88_STUDIO)
            .where(
              'studio_game',
              'in',
              batch.map((g) => g.game_code),
            )
            .execute()
        ).map((g) => [g.studio_game, g]),
      );
      for (const g of batch) {
        const firm = firmOf(g.product);
        if (!providers.has(firm)) {
          await trx
            .insertInto('game_providers')
            .values({
              firm_code: firm,
              name: g.product,
              category_id: categories.get(CATEGORIES[g.category] ?? 'slot') ?? 0,
              sort: 1000,
            })
            .execute();
          providers.add(firm);
        }
        const row = {
          name: g.name,
          firm_code: firm,
          category_id: categories.get(CATEGORIES[g.category] ?? 'slot') ?? 0,
          have_demo: g.demo_game_support ? 1 : 0,
          status: approved(g) ? ('active' as const) : ('hidden' as const),
        };
        const old = existing.get(g.game_code);
        if (!old) {
          await trx
            .insertInto('games')
            .values({
              ...row,
              image_url: g.url_thumb.startsWith('https://') ? g.url_thumb : '',
              studio_code: HUB88_STUDIO,
              studio_game: g.game_code,
              external_id: g.game_code,
              sort_weight: 0,
              created_at: now,
            })
            .execute();
          result.added += 1;
        } else if (
          old.name !== row.name ||
          old.status !== row.status ||
          old.firm_code !== row.firm_code ||
          old.category_id !== row.category_id ||
          old.have_demo !== row.have_demo
        ) {
          await trx.updateTable('games').set(row).where('id', '=', old.id).execute();
          result.updated += 1;
        }
      }
    });
  }
  // Pictures of our own for games Hub88 sent none of (the lobby's generated art).
  await db
    .updateTable('games')
    .set({ image_url: sql<string>`'/game-art/' || cast(id as varchar(20)) || '.svg'` })
    .where('studio_code', '=', HUB88_STUDIO)
    .where('image_url', '=', '')
    .execute();
  const codes = new Set(listed.map((g) => g.game_code));
  const active = await db
    .selectFrom('games')
    .select(['id', 'studio_game'])
    .where('studio_code', '=', HUB88_STUDIO)
    .where('status', '=', 'active')
    .execute();
  const gone = active.filter((g) => !codes.has(g.studio_game)).map((g) => g.id);
  for (let start = 0; start < gone.length; start += BATCH) {
    await db
      .updateTable('games')
      .set({ status: 'hidden' })
      .where('id', 'in', gone.slice(start, start + BATCH))
      .execute();
  }
  result.hidden = gone.length;
  return result;
}
