// Lobby labels (the home's sections): rename or add the operator's own, put them in order,
// remove an operator label (its games stay; only the section goes). System labels (Hot, New,
// Favoriler) can be renamed and moved but not removed.
import type { Kysely } from 'kysely';
import type { LabelRow } from '@talih/contracts/backoffice/content.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

export async function labelRows(db: Kysely<DB>): Promise<LabelRow[]> {
  const [labels, counts] = await Promise.all([
    db.selectFrom('lobby_labels').selectAll().orderBy('sort').orderBy('label_id').execute(),
    db
      .selectFrom('game_labels')
      .select(['label_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('label_id')
      .execute(),
  ]);
  return labels.map((l) => ({
    labelId: l.label_id,
    nameTk: l.name_tk,
    nameEn: l.name_en,
    nameZh: l.name_zh,
    kind: l.kind,
    sort: l.sort,
    gameCount: Number(counts.find((c) => c.label_id === l.label_id)?.n ?? 0),
  }));
}

const find = (rows: LabelRow[], labelId: string) => rows.find((r) => r.labelId === labelId);

export async function saveLabelNames(
  db: Kysely<DB>,
  input: { labelId: string; nameTk: string; nameEn: string; nameZh: string },
) {
  const rows = await labelRows(db);
  const before = find(rows, input.labelId) ?? null;
  const names = { name_tk: input.nameTk, name_en: input.nameEn, name_zh: input.nameZh };
  if (before) {
    await db.updateTable('lobby_labels').set(names).where('label_id', '=', input.labelId).execute();
  } else {
    const last = Math.max(0, ...rows.map((r) => r.sort));
    await db
      .insertInto('lobby_labels')
      .values({ label_id: input.labelId, ...names, kind: 'operator', sort: last + 1 })
      .onConflict((oc) => oc.column('label_id').doUpdateSet(names))
      .execute();
  }
  return { before, after: find(await labelRows(db), input.labelId)! };
}

/** `labelIds` must name every label exactly once: a partial order would be ambiguous. */
export async function orderLabelRows(db: Kysely<DB>, labelIds: string[]) {
  const before = await labelRows(db);
  const all = new Set(before.map((r) => r.labelId));
  if (labelIds.length !== all.size || new Set(labelIds).size !== all.size) {
    throw new AppError('errors.boContent.labelOrderIncomplete');
  }
  if (labelIds.some((id) => !all.has(id))) {
    throw new AppError('errors.boContent.labelOrderIncomplete');
  }
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of labelIds.entries()) {
      await trx
        .updateTable('lobby_labels')
        .set({ sort: i + 1 })
        .where('label_id', '=', id)
        .execute();
    }
  });
  return { before: before.map((r) => r.labelId), after: await labelRows(db) };
}

export async function deleteOperatorLabel(db: Kysely<DB>, labelId: string) {
  const before = find(await labelRows(db), labelId);
  if (!before) throw new AppError('errors.boContent.labelNotFound');
  if (before.kind !== 'operator') throw new AppError('errors.boContent.labelSystem');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('game_labels').where('label_id', '=', labelId).execute();
    await trx.deleteFrom('lobby_labels').where('label_id', '=', labelId).execute();
  });
  return { before, after: null };
}
