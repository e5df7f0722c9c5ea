// Hub88's wallet calls answer a repeated request_uuid with the first answer (docs/hub88.md
// "Wallet rules"): the answer is kept by request_uuid beside a hash of the body it answered, so
// the same id with another body is told apart from a replay. Frozen.
import type { AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('hub88_requests')
    .addColumn('request_uuid', 'varchar(64)', (c) => c.primaryKey())
    // 'user/info' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback'
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('body_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
