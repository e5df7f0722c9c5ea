// Back-office foundation: staff accounts and their sessions, the hash-chained staff
// audit log, and four-eyes approvals. Frozen: later changes go in new dated files.
import { withId, type AnyDb } from '../schema-helpers.ts';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('name', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    // AES-GCM sealed base32 secret (SECRETS_KEY); pending until the first code confirms it.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled', 'integer', (c) => c.notNull().defaultTo(0))
    // The last TOTP time step used, so a code cannot be replayed inside its window.
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('enrol_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('enrol_expires_at', 'bigint')
    .addColumn('challenge_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('challenge_expires_at', 'bigint')
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('tk'))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff.id'))
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff')
    .on('staff_sessions')
    .column('staff_id')
    .execute();

  // Append-only: each row's hash covers the previous row's hash and its own canonical JSON.
  await withId(db, db.schema.createTable('staff_audit'))
    .addColumn('seq', 'bigint', (c) => c.notNull().unique())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('staff_id', 'bigint')
    .addColumn('staff_name', 'varchar(24)', (c) => c.notNull())
    .addColumn('second_staff_name', 'varchar(24)')
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'text')
    .addColumn('request_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
  await db.schema
    .createIndex('staff_audit_object')
    .on('staff_audit')
    .columns(['object_type', 'object_id'])
    .execute();
  // The chain's head, kept apart so a deleted last row is noticed too.
  await db.schema
    .createTable('staff_audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_approvals'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('object_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // pending -> deciding (a decider holds it while the action runs) -> approved | rejected
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('requested_by', 'bigint', (c) => c.notNull().references('staff.id'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint', (c) => c.references('staff.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('decision_reason', 'text')
    .execute();
  await db.schema
    .createIndex('staff_approvals_status')
    .on('staff_approvals')
    .columns(['status', 'id'])
    .execute();
}
