// Sanctions and PEP screening: one row per player and list entry that matched above the
// threshold. An open or confirmed hit holds the player's deposits and withdrawals; staff clear
// it (with a second approver) or confirm it. The matched entry is kept as it was, so staff see
// what matched even after the list changes. Frozen.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('screening_hits'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    // The list entry's id (an OpenSanctions / FollowTheMoney entity id).
    .addColumn('entity_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('caption', 'varchar(300)', (c) => c.notNull())
    .addColumn('matched_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('screened_name', 'varchar(300)', (c) => c.notNull())
    // The score in thousandths (0..1000).
    .addColumn('score_pm', 'integer', (c) => c.notNull())
    // The entry as matched: names, birth dates, countries, topics, datasets (JSON).
    .addColumn('entry', 'text', (c) => c.notNull())
    // 'registration' | 'details' | 'daily' | 'manual'
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    // 'open' | 'confirmed' | 'cleared'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(64)')
    .addColumn('decided_at', 'bigint')
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screening_hits_once')
    .on('screening_hits')
    .columns(['user_id', 'entity_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('screening_hits_status')
    .on('screening_hits')
    .columns(['status', 'created_at'])
    .execute();
}
