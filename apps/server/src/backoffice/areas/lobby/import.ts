// The game-list import: preview (parse, check every row, compare with the catalogue, keep the
// checked rows) and apply (one transaction, only for a file without a single bad row; a second
// apply of the same import answers the first one's result and changes nothing).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ImportChange, ImportSummary } from '@talih/contracts/backoffice/content.ts';
import type { Language } from '@talih/contracts/i18n.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';
import { t } from '../../../http/i18n.ts';
import { assignableLabels, fillExternalIds, setGameLabels } from './games.ts';
import {
  checkRecords,
  type CheckContext,
  type CheckedRow,
  type RowProblem,
} from './import-check.ts';
import { parseImport } from './import-parse.ts';

type Db = Kysely<DB> | Transaction<DB>;
/** How many errors and changes a preview answers (the counts cover them all). */
const SHOWN = 200;
const BATCH = 200;

async function checkContext(db: Db): Promise<CheckContext> {
  const [providers, categories] = await Promise.all([
    db.selectFrom('game_providers').select('firm_code').execute(),
    db.selectFrom('game_categories').select(['id', 'code']).execute(),
  ]);
  return {
    providers: new Map(providers.map((p) => [p.firm_code.toUpperCase(), p.firm_code])),
    categories: new Map(categories.map((c) => [c.code.toLowerCase(), c.id])),
    labels: await assignableLabels(db),
  };
}

interface Existing {
  id: number;
  name: string;
  categoryId: number;
  haveDemo: boolean;
  enabled: boolean;
  sortWeight: number;
  imageUrl: string;
  labels: string[];
}

async function existingGames(db: Db, firmCodes: string[]) {
  const out = new Map<string, Existing>();
  if (firmCodes.length === 0) return out;
  const [games, labels] = await Promise.all([
    db.selectFrom('games').selectAll().where('firm_code', 'in', firmCodes).execute(),
    db
      .selectFrom('game_labels')
      .innerJoin('games', 'games.id', 'game_labels.game_id')
      .select(['game_labels.game_id', 'game_labels.label_id'])
      .where('games.firm_code', 'in', firmCodes)
      .execute(),
  ]);
  const labelsOf = new Map<number, string[]>();
  for (const l of labels) labelsOf.set(l.game_id, [...(labelsOf.get(l.game_id) ?? []), l.label_id]);
  for (const g of games) {
    out.set(`${g.firm_code}\u0000${g.external_id}`, {
      id: g.id,
      name: g.name,
      categoryId: g.category_id,
      haveDemo: g.have_demo === 1,
      enabled: g.status === 'active',
      sortWeight: g.sort_weight,
      imageUrl: g.image_url,
      labels: (labelsOf.get(g.id) ?? []).sort(),
    });
  }
  return out;
}

/** The fields a row would change on its game (none: unchanged). */
function changedFields(row: CheckedRow, game: Existing): string[] {
  const fields: string[] = [];
  if (row.name !== game.name) fields.push('name');
  if (row.categoryId !== game.categoryId) fields.push('category');
  if (row.haveDemo !== undefined && row.haveDemo !== game.haveDemo) fields.push('demo');
  if (row.enabled !== undefined && row.enabled !== game.enabled) fields.push('enabled');
  if (row.sortWeight !== undefined && row.sortWeight !== game.sortWeight) fields.push('sortWeight');
  if (row.imageUrl !== undefined && row.imageUrl !== game.imageUrl) fields.push('imageUrl');
  if (row.labels !== undefined && [...row.labels].sort().join('|') !== game.labels.join('|')) {
    fields.push('labels');
  }
  return fields;
}

interface Planned {
  row: CheckedRow;
  change: ImportChange;
  game?: Existing;
}

async function plan(db: Db, rows: CheckedRow[]): Promise<Planned[]> {
  await fillExternalIds(db);
  const existing = await existingGames(db, [...new Set(rows.map((r) => r.firmCode))]);
  return rows.map((row) => {
    const game = existing.get(`${row.firmCode}\u0000${row.externalId}`);
    const fields = game ? changedFields(row, game) : [];
    const action = !game ? 'add' : fields.length > 0 ? 'update' : 'unchanged';
    const { firmCode, externalId, name } = row;
    return { row, game, change: { row: row.row, action, firmCode, externalId, name, fields } };
  });
}

const count = (planned: Planned[], action: ImportChange['action']) =>
  planned.filter((p) => p.change.action === action).length;

function errorMessages(lang: Language, problems: RowProblem[]) {
  return problems.slice(0, SHOWN).map((p) => ({
    row: p.row,
    field: p.field,
    message: t(lang, `errors.boContent.import.${p.code}`, { value: p.value }),
  }));
}

export async function previewGameImport(
  db: Kysely<DB>,
  input: { fileName: string; format: 'csv' | 'json'; content: string },
  staffName: string,
  lang: Language,
  now = Date.now(),
): Promise<ImportSummary> {
  const records = parseImport(input.format, input.content);
  const checked = checkRecords(records, await checkContext(db));
  const planned = await plan(db, checked.rows);
  const saved = await db
    .insertInto('content_imports')
    .values({
      created_at: now,
      staff_name: staffName,
      file_name: input.fileName,
      row_count: records.length,
      error_count: checked.problems.length,
      rows: JSON.stringify(checked.rows),
      status: 'previewed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const changes = planned.map((p) => p.change);
  return {
    importId: saved.id,
    fileName: input.fileName,
    total: records.length,
    add: count(planned, 'add'),
    update: count(planned, 'update'),
    unchanged: count(planned, 'unchanged'),
    invalid: checked.invalidRows,
    errors: errorMessages(lang, checked.problems),
    errorCount: checked.problems.length,
    changes: [
      ...changes.filter((c) => c.action !== 'unchanged'),
      ...changes.filter((c) => c.action === 'unchanged'),
    ].slice(0, SHOWN),
    status: 'previewed',
  };
}

async function insertGames(trx: Transaction<DB>, rows: CheckedRow[], now: number) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const ids = await trx
      .insertInto('games')
      .values(
        batch.map((r) => ({
          name: r.name,
          // Games without a picture get their generated art, like the demo catalogue's.
          image_url: r.imageUrl ?? '',
          have_demo: r.haveDemo ? 1 : 0,
          firm_code: r.firmCode,
          external_id: r.externalId,
          // An aggregator's game opens the sandbox studio's slot until its adapter exists.
          studio_code: 'sandbox',
          studio_game: 'slot',
          stand_in: 1,
          status: r.enabled === false ? ('hidden' as const) : ('active' as const),
          sort_weight: r.sortWeight ?? 0,
          created_at: now,
          category_id: r.categoryId,
        })),
      )
      .returning('id')
      .execute();
    const labelRows = batch.flatMap((r, i) =>
      (r.labels ?? []).map((label) => ({
        game_id: ids[i]!.id,
        label_id: label,
        weight: r.sortWeight ?? 0,
      })),
    );
    if (labelRows.length > 0) await trx.insertInto('game_labels').values(labelRows).execute();
  }
  await trx
    .updateTable('games')
    .set({ image_url: sql<string>`'/game-art/' || cast(id as varchar(20)) || '.svg'` })
    .where('image_url', '=', '')
    .execute();
}

async function updateGame(trx: Transaction<DB>, p: Planned) {
  const { row, game } = p;
  await trx
    .updateTable('games')
    .set({
      name: row.name,
      category_id: row.categoryId,
      ...(row.haveDemo !== undefined ? { have_demo: row.haveDemo ? 1 : 0 } : {}),
      ...(row.enabled !== undefined ? { status: row.enabled ? 'active' : 'hidden' } : {}),
      ...(row.sortWeight !== undefined ? { sort_weight: row.sortWeight } : {}),
      ...(row.imageUrl !== undefined ? { image_url: row.imageUrl } : {}),
    })
    .where('id', '=', game!.id)
    .execute();
  if (row.labels !== undefined) {
    await setGameLabels(trx, game!.id, row.labels, row.sortWeight ?? game!.sortWeight);
  }
}

export interface ApplyResult {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * Applies a previewed import inside `trx`; the caller audits in the same transaction. Answers
 * null when the import had been applied already (this call changed nothing).
 */
export async function applyGameImport(
  trx: Transaction<DB>,
  importId: number,
  now = Date.now(),
): Promise<{ result: ApplyResult; changes: ImportChange[] } | null> {
  const saved = await trx
    .selectFrom('content_imports')
    .selectAll()
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!saved) throw new AppError('errors.boContent.import.notFound');
  if (saved.error_count > 0) throw new AppError('errors.boContent.import.hasErrors');
  // Claiming the import first: of two concurrent applies, one finds it taken.
  const claimed = await trx
    .updateTable('content_imports')
    .set({ status: 'applied', applied_at: now })
    .where('id', '=', importId)
    .where('status', '=', 'previewed')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  // Compared again with the catalogue as it is now: a game changed since the preview counts.
  const planned = await plan(trx, JSON.parse(saved.rows) as CheckedRow[]);
  await insertGames(
    trx,
    planned.filter((p) => p.change.action === 'add').map((p) => p.row),
    now,
  );
  for (const p of planned.filter((p) => p.change.action === 'update')) await updateGame(trx, p);
  const result = {
    added: count(planned, 'add'),
    updated: count(planned, 'update'),
    unchanged: count(planned, 'unchanged'),
  };
  await trx
    .updateTable('content_imports')
    .set({ result: JSON.stringify(result) })
    .where('id', '=', importId)
    .execute();
  return { result, changes: planned.map((p) => p.change).filter((c) => c.action !== 'unchanged') };
}

export async function appliedResult(db: Kysely<DB>, importId: number): Promise<ApplyResult> {
  const saved = await db
    .selectFrom('content_imports')
    .select('result')
    .where('id', '=', importId)
    .executeTakeFirstOrThrow();
  return saved.result
    ? (JSON.parse(saved.result) as ApplyResult)
    : { added: 0, updated: 0, unchanged: 0 };
}
