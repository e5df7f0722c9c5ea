// Back-office engagement: versioned configuration of everything that pays (wheels,
// the sign-in calendar, VIP levels and invite rebate rates, the pdd prize, promotions), saved
// player segments, and mail campaigns sent in batches to a player, a segment or everyone.
// Frozen: later changes go in new files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  // One row per version of one configuration (kind: 'wheel:bronze', 'sign_in', 'vip', 'pdd',
  // 'promotion:<code>'). state: pending -> live (the previous live one -> superseded), or
  // pending -> rejected. The live row's body is what the player calls read.
  await withId(db, db.schema.createTable('config_versions'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(64)')
    .addColumn('decided_at', 'bigint')
    .addColumn('approval_id', 'bigint')
    .addColumn('reason', 'varchar(200)')
    .execute();
  await db.schema
    .createIndex('config_versions_kind_version')
    .on('config_versions')
    .columns(['kind', 'version'])
    .unique()
    .execute();

  // A saved filter on players (JSON), used by mail campaigns and promotions.
  await withId(db, db.schema.createTable('player_segments'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Promotions gain "who can join": null is everyone.
  await db.schema.alterTable('promotions').addColumn('segment_id', 'bigint').execute();

  // A composed mail: to one player, a segment or all; sent by the scheduler from send_at.
  // status: awaiting_approval -> scheduled -> sending -> sent, or rejected / cancelled.
  await withId(db, db.schema.createTable('mail_campaigns'))
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_id', 'bigint')
    .addColumn('segment_id', 'bigint')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('send_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('estimated_count', 'integer', (c) => c.notNull())
    .addColumn('sent_count', 'integer', (c) => c.notNull())
    // The highest user id sent so far: a resumed or repeated run continues after it.
    .addColumn('cursor_user_id', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(64)')
    .addColumn('approval_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('mail_campaigns_due')
    .on('mail_campaigns')
    .columns(['status', 'send_at'])
    .execute();
  // One copy per campaign and player, whatever runs the job how often.
  await db.schema
    .createTable('mail_campaign_recipients')
    .addColumn('campaign_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_campaign_recipients_pk', ['campaign_id', 'user_id'])
    .execute();
}
