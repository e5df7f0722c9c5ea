// The operator's legal texts and players' acceptances of them. A text (terms, privacy notice,
// bonus terms) has numbered versions, each written per language in Markdown; a version is
// published from published_at on and never edited after (a correction is a new version). An
// acceptance records who accepted which version, when and from which address. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('legal_documents'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body_md', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('legal_documents_once')
    .on('legal_documents')
    .columns(['kind', 'version', 'lang'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('legal_acceptances'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('legal_acceptances_once')
    .on('legal_acceptances')
    .columns(['user_id', 'kind', 'version'])
    .unique()
    .execute();
}
