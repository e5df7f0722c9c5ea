// Foundation: players and tourists, sessions, the audit log, tracking, login logs, metadata.
// Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('device_number', 'varchar(128)')
    .addColumn('mobile', 'varchar(32)', (c) => c.unique())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(16)', (c) => c.notNull().defaultTo('tk'))
    .addColumn('adid', 'varchar(128)')
    .addColumn('gaid', 'varchar(128)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_tourist_device')
    .on('users')
    .columns(['device_number', 'role'])
    .execute();

  // Every device a user has used: a device once used by a registered player is an "old user".
  await db.schema
    .createTable('user_devices')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_number', 'varchar(128)', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_devices_pk', ['user_id', 'device_number'])
    .execute();
  await db.schema
    .createIndex('user_devices_device')
    .on('user_devices')
    .column('device_number')
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(128)')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('request_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('track_events'))
    .addColumn('user_id', 'bigint')
    .addColumn('device_number', 'varchar(128)')
    .addColumn('event_type', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('login_logs'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mobile', 'varchar(32)')
    .addColumn('device_number', 'varchar(128)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
