// Back-office content: providers can be switched off and placed in the mobile
// drawer, games carry the aggregator's id (the key a game-list import matches on), banners get
// an uploaded picture per language and an on/off switch, and every import is kept (its checked
// rows, then its result) so applying one twice changes nothing. Frozen: later changes go in new
// files.
import { sql, withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('game_providers')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Position in the mobile drawer's provider icons; null: not in the drawer.
  await db.schema.alterTable('game_providers').addColumn('drawer_sort', 'integer').execute();
  await db
    .updateTable('game_providers')
    .set({ drawer_sort: sql`sort` })
    .execute();

  // The aggregator's id of the game within its provider; existing games get g<id>.
  await db.schema.alterTable('games').addColumn('external_id', 'varchar(64)').execute();
  await db
    .updateTable('games')
    .set({ external_id: sql`'g' || cast(id as varchar(20))` })
    .execute();
  await db.schema
    .createIndex('games_external_id')
    .on('games')
    .columns(['firm_code', 'external_id'])
    .unique()
    .execute();

  // Uploaded pictures (file names under BANNER_IMAGE_DIR), per language; null: none uploaded.
  for (const column of ['image_file_tk', 'image_file_en', 'image_file_zh']) {
    await db.schema.alterTable('banners').addColumn(column, 'varchar(100)').execute();
  }
  await db.schema
    .alterTable('banners')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('content_imports'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('staff_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    // JSON: the parsed, checked rows (what apply writes).
    .addColumn('rows', 'text', (c) => c.notNull())
    // 'previewed' until applied once; then 'applied' with the result (JSON).
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint')
    .addColumn('result', 'text')
    .execute();
}
