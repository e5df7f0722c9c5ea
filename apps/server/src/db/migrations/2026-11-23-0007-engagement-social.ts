// Engagement, social side: promotions (linked to their home banner) and who joined or claimed
// them, daily invite rebates, the invite-to-unlock prize (pdd) and its share log, and customer
// service (the operator's channels and each player's conversation). Money lives in the
// journal; paid rows name their prize entry. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('promotions'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('title_tk', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary_tk', 'varchar(500)', (c) => c.notNull())
    .addColumn('summary_en', 'varchar(500)', (c) => c.notNull())
    .addColumn('summary_zh', 'varchar(500)', (c) => c.notNull())
    // Terms: one paragraph per line.
    .addColumn('terms_tk', 'text', (c) => c.notNull())
    .addColumn('terms_en', 'text', (c) => c.notNull())
    .addColumn('terms_zh', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('requirement', 'varchar(16)', (c) => c.notNull())
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .addColumn('banner_id', 'bigint', (c) => c.references('banners.id'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // One row per player and promotion: joining or claiming happens once.
  await withId(db, db.schema.createTable('promotion_claims'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotions.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_claims_once')
    .on('promotion_claims')
    .columns(['promotion_id', 'user_id'])
    .unique()
    .execute();

  // An inviter's rebate of one Istanbul day: computed once from the invitees' stakes, then
  // pending until the inviter claims it (paid, with its prize entry).
  await withId(db, db.schema.createTable('rebate_days'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('turnover_minor', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('rebate_days_once')
    .on('rebate_days')
    .columns(['user_id', 'day'])
    .unique()
    .execute();
  await db.schema.createIndex('rebate_days_day').on('rebate_days').column('day').execute();
  // The daily computation reads one day's stakes: by kind and time, not by scanning the journal.
  await db.schema
    .createIndex('journal_entries_kind_time')
    .on('journal_entries')
    .columns(['kind', 'created_at'])
    .execute();

  // The invite-to-unlock prize: one per player, started on first look.
  await withId(db, db.schema.createTable('pdd_prizes'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    .addColumn('prize_minor', 'bigint', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('paid_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('pdd_logs'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pdd_logs_user').on('pdd_logs').column('user_id').execute();

  await withId(db, db.schema.createTable('support_channels'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('label_tk', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('href', 'varchar(300)', (c) => c.notNull())
    .addColumn('hours_tk', 'varchar(200)', (c) => c.notNull())
    .addColumn('hours_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('hours_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .execute();

  // A player's conversation with support: their messages and staff answers, in order.
  await withId(db, db.schema.createTable('support_messages'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('author', 'varchar(8)', (c) => c.notNull())
    .addColumn('staff_name', 'varchar(64)')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_user')
    .on('support_messages')
    .columns(['user_id', 'id'])
    .execute();
}
