// KYC: one profile per player (level, the basic details, the source-of-funds
// request) and the documents they upload. The files themselves live outside the database in
// the object store (KYC_STORAGE_DIR); a row holds only the store's random key. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('kyc_profiles')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    // 'none' | 'basic' | 'verified'
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(120)')
    // YYYY-MM-DD
    .addColumn('birth_date', 'varchar(10)')
    // ISO 3166-1 alpha-2
    .addColumn('country', 'varchar(2)')
    .addColumn('city', 'varchar(80)')
    .addColumn('address', 'varchar(300)')
    .addColumn('national_id', 'varchar(32)')
    .addColumn('basic_at', 'bigint')
    .addColumn('verified_at', 'bigint')
    // Set once the player's lifetime deposits crossed the pack's source-of-funds threshold.
    .addColumn('sof_requested_at', 'bigint')
    .addColumn('sof_approved_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kyc_profiles_level').on('kyc_profiles').column('level').execute();

  await withId(db, db.schema.createTable('kyc_documents'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // 'identity' | 'address' | 'source_of_funds'
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    // 'pending' | 'approved' | 'rejected' | 'more_requested'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The object store's key: random, never derived from the player or the file name.
    .addColumn('storage_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('review_note', 'varchar(500)')
    .addColumn('reviewed_by', 'varchar(64)')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_documents_user')
    .on('kyc_documents')
    .columns(['user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('kyc_documents_status')
    .on('kyc_documents')
    .columns(['status', 'created_at'])
    .execute();
}
