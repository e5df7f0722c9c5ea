// Games as staff see them: a page of the whole catalogue (hidden ones too) with server-side
// sort and filters, and one game's settings (on/off, demo, sort weight, category, labels).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { GameRow, listGames } from '@talih/contracts/backoffice/content.ts';
import type { StaffInput } from '@talih/contracts/backoffice/call.ts';
import { LABEL_FAVORITES } from '@talih/contracts/lobby.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

type Db = Kysely<DB> | Transaction<DB>;
type ListInput = Required<StaffInput<typeof listGames>>;

/** Games added by a path that does not set the aggregator id get g<id>, like the migration's. */
export async function fillExternalIds(db: Db) {
  await db
    .updateTable('games')
    .set({ external_id: sql<string>`'g' || cast(id as varchar(20))` })
    .where('external_id', 'is', null)
    .execute();
}

const SORT_COLUMNS = {
  name: 'games.name',
  provider: 'games.firm_code',
  sortWeight: 'games.sort_weight',
  createdAt: 'games.created_at',
} as const;

async function labelsOf(db: Db, ids: number[]) {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('game_labels')
    .select(['game_id', 'label_id'])
    .where('game_id', 'in', ids)
    .orderBy('label_id')
    .execute();
  for (const r of rows) out.set(r.game_id, [...(out.get(r.game_id) ?? []), r.label_id]);
  return out;
}

function gameQuery(db: Db) {
  return db
    .selectFrom('games')
    .leftJoin('game_providers', 'game_providers.firm_code', 'games.firm_code')
    .select([
      'games.id',
      'games.name',
      'games.external_id',
      'games.firm_code',
      'games.category_id',
      'games.status',
      'games.have_demo',
      'games.sort_weight',
      'games.image_url',
      'games.created_at',
      'game_providers.enabled as provider_enabled',
    ]);
}

type GameSelect = Awaited<ReturnType<ReturnType<typeof gameQuery>['executeTakeFirstOrThrow']>>;

function toRow(r: GameSelect, labels: string[]): GameRow {
  return {
    gameId: r.id,
    name: r.name,
    externalId: r.external_id ?? `g${r.id}`,
    firmCode: r.firm_code,
    providerEnabled: r.provider_enabled !== 0,
    categoryId: r.category_id,
    enabled: r.status === 'active',
    haveDemo: r.have_demo === 1,
    sortWeight: r.sort_weight,
    labels,
    imageUrl: r.image_url,
    createdAt: r.created_at,
  };
}

export async function listGameRows(db: Kysely<DB>, input: ListInput) {
  let q = gameQuery(db);
  if (input.provider) q = q.where('games.firm_code', '=', input.provider);
  if (input.categoryId) q = q.where('games.category_id', '=', input.categoryId);
  if (input.enabled !== 'all') {
    q = q.where('games.status', '=', input.enabled === 'on' ? 'active' : 'hidden');
  }
  if (input.search) {
    const words = `%${input.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(games.name)`, 'like', sql`${words} escape '\\'`),
        eb(sql`lower(games.external_id)`, 'like', sql`${words} escape '\\'`),
      ]),
    );
  }
  const count = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy(SORT_COLUMNS[input.sort], input.dir)
    .orderBy('games.id', 'asc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const labels = await labelsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => toRow(r, labels.get(r.id) ?? [])), total: Number(count.n) };
}

export async function gameRow(db: Db, gameId: number): Promise<GameRow> {
  const row = await gameQuery(db).where('games.id', '=', gameId).executeTakeFirst();
  if (!row) throw new AppError('errors.boContent.gameNotFound');
  return toRow(row, (await labelsOf(db, [gameId])).get(gameId) ?? []);
}

/** The labels a staff member may put games under: every label but the players' favourites. */
export async function assignableLabels(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('lobby_labels').select('label_id').execute();
  return new Set(rows.map((r) => r.label_id).filter((id) => id !== LABEL_FAVORITES));
}

export async function saveGameSettings(
  db: Kysely<DB>,
  input: {
    gameId: number;
    enabled: boolean;
    haveDemo: boolean;
    sortWeight: number;
    categoryId: number;
    labels: string[];
  },
) {
  const before = await gameRow(db, input.gameId);
  const category = await db
    .selectFrom('game_categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .executeTakeFirst();
  if (!category) throw new AppError('errors.boContent.categoryUnknown');
  const allowed = await assignableLabels(db);
  const unknown = input.labels.find((l) => !allowed.has(l));
  if (unknown) throw new AppError('errors.boContent.labelUnknown', { label: unknown });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('games')
      .set({
        status: input.enabled ? 'active' : 'hidden',
        have_demo: input.haveDemo ? 1 : 0,
        sort_weight: input.sortWeight,
        category_id: input.categoryId,
      })
      .where('id', '=', input.gameId)
      .execute();
    await setGameLabels(trx, input.gameId, [...new Set(input.labels)], input.sortWeight);
  });
  return { before, after: await gameRow(db, input.gameId) };
}

/** Replaces a game's labels; a label it keeps keeps its weight, a new one gets `weight`. */
export async function setGameLabels(trx: Db, gameId: number, labels: string[], weight: number) {
  let drop = trx.deleteFrom('game_labels').where('game_id', '=', gameId);
  if (labels.length > 0) drop = drop.where('label_id', 'not in', labels);
  await drop.execute();
  for (const labelId of labels) {
    await trx
      .insertInto('game_labels')
      .values({ game_id: gameId, label_id: labelId, weight })
      .onConflict((oc) => oc.columns(['game_id', 'label_id']).doNothing())
      .execute();
  }
}
