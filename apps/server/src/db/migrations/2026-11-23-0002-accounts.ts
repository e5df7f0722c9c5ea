// Accounts: passwords, OTP codes, the sandbox SMS outbox, login throttling, invites.
// Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_hash', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('withdraw_password_hash', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
  await db.schema.alterTable('users').addColumn('real_name', 'varchar(100)').execute();
  await db.schema.alterTable('users').addColumn('invite_code', 'varchar(16)').execute();
  await db.schema.alterTable('users').addColumn('inviter_id', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('age_confirmed_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('registered_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'bigint').execute();
  await db.schema
    .createIndex('users_invite_code')
    .on('users')
    .column('invite_code')
    .unique()
    .execute();
  await db.schema.createIndex('users_inviter').on('users').column('inviter_id').execute();

  // One live code per phone: a resend supersedes the old one.
  await withId(db, db.schema.createTable('otp_codes'))
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addColumn('superseded_at', 'bigint')
    .execute();
  await db.schema.createIndex('otp_codes_phone').on('otp_codes').columns(['phone', 'id']).execute();

  // What the sandbox SMS adapter "sent": read back by /sms/getTest and the e2e tests.
  await withId(db, db.schema.createTable('sms_outbox'))
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(8)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_phone')
    .on('sms_outbox')
    .columns(['phone', 'id'])
    .execute();

  // Wrong-password backoff per phone, for known and unknown phones alike, so a lockout never
  // tells an attacker whether the phone is registered.
  await db.schema
    .createTable('login_throttle')
    .addColumn('phone', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}
