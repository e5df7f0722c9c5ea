// Providers as staff see them (with their game counts), switching one off or moving it, and
// the mobile drawer's provider icons (which ones, in what order).
import type { Kysely } from 'kysely';
import type { ProviderRow } from '@talih/contracts/backoffice/content.ts';
import type { DB } from '../../../db/schema.ts';
import { AppError } from '../../../http/errors.ts';

export async function providerRows(db: Kysely<DB>): Promise<ProviderRow[]> {
  const [providers, counts] = await Promise.all([
    db.selectFrom('game_providers').selectAll().orderBy('sort').orderBy('firm_code').execute(),
    db
      .selectFrom('games')
      .select(['firm_code', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['firm_code', 'status'])
      .execute(),
  ]);
  const countOf = (firm: string, status?: string) =>
    counts
      .filter((c) => c.firm_code === firm && (!status || c.status === status))
      .reduce((sum, c) => sum + Number(c.n), 0);
  return providers.map((p) => ({
    firmCode: p.firm_code,
    name: p.name,
    categoryId: p.category_id,
    sort: p.sort,
    enabled: p.enabled === 1,
    drawerSort: p.drawer_sort,
    gameCount: countOf(p.firm_code),
    activeGameCount: countOf(p.firm_code, 'active'),
  }));
}

async function providerRow(db: Kysely<DB>, firmCode: string) {
  const row = (await providerRows(db)).find((p) => p.firmCode === firmCode);
  if (!row) throw new AppError('errors.boContent.providerNotFound');
  return row;
}

export async function saveProviderSettings(
  db: Kysely<DB>,
  input: { firmCode: string; enabled: boolean; sort: number },
) {
  const before = await providerRow(db, input.firmCode);
  await db
    .updateTable('game_providers')
    .set({ enabled: input.enabled ? 1 : 0, sort: input.sort })
    .where('firm_code', '=', input.firmCode)
    .execute();
  return { before, after: await providerRow(db, input.firmCode) };
}

const drawerOf = (rows: ProviderRow[]) =>
  rows
    .filter((p) => p.drawerSort !== null)
    .sort((a, b) => a.drawerSort! - b.drawerSort! || a.sort - b.sort)
    .map((p) => p.firmCode);

/** Puts exactly `firmCodes` in the drawer, in that order; every other provider leaves it. */
export async function saveDrawerProviders(db: Kysely<DB>, firmCodes: string[]) {
  const rows = await providerRows(db);
  if (new Set(firmCodes).size !== firmCodes.length) {
    throw new AppError('errors.boContent.drawerDuplicate');
  }
  const unknown = firmCodes.find((code) => !rows.some((p) => p.firmCode === code));
  if (unknown) throw new AppError('errors.boContent.providerNotFound');
  const before = drawerOf(rows);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('game_providers').set({ drawer_sort: null }).execute();
    for (const [i, code] of firmCodes.entries()) {
      await trx
        .updateTable('game_providers')
        .set({ drawer_sort: i + 1 })
        .where('firm_code', '=', code)
        .execute();
    }
  });
  return { before: { firmCodes: before }, after: { firmCodes: drawerOf(await providerRows(db)) } };
}
