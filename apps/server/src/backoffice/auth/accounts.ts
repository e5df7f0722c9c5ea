// Staff accounts: created with a role and a one-time enrolment link (no password is ever
// chosen for someone else), argon2id passwords, and a TOTP secret sealed under SECRETS_KEY.
import type { Kysely, Selectable } from 'kysely';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import type { StaffRow } from '@talih/contracts/backoffice/staff.ts';
import type { Config } from '../../config.ts';
import { deriveKey, openSecret, sealSecret } from '../../crypto/secret-box.ts';
import type { DB, StaffTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { newToken, revokeAllStaffSessions, sha256 } from './sessions.ts';

const ENROL_VALID_MS = 72 * 60 * 60 * 1000;

export function totpKey(config: Config): Buffer {
  return deriveKey(config.SECRETS_KEY, 'staff-totp');
}
export const sealTotp = (config: Config, secret: string) => sealSecret(secret, totpKey(config));
export const openTotp = (config: Config, sealed: string) => openSecret(sealed, totpKey(config));

export function backofficeUrl(config: Config): string {
  return (config.BACKOFFICE_PUBLIC_URL || `http://localhost:${config.BACKOFFICE_PORT}`).replace(
    /\/$/,
    '',
  );
}

export function toStaffRow(row: Selectable<StaffTable>): StaffRow {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role as Role,
    status: row.status,
    totpEnrolled: Number(row.totp_enrolled) === 1,
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
    createdAt: Number(row.created_at),
  };
}

export async function findStaffRow(db: Kysely<DB>, id: number): Promise<StaffRow> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('backoffice.errors.staffNotFound');
  return toStaffRow(row);
}

function enrolment(config: Config, id: number, now: number) {
  const token = newToken();
  return {
    token,
    hash: sha256(token),
    expiresAt: now + ENROL_VALID_MS,
    answer: {
      id,
      enrolUrl: `${backofficeUrl(config)}/enrol#${token}`,
      expiresAt: now + ENROL_VALID_MS,
    },
  };
}

/** A new staff member, invited: answers the one-time link where they set a password. */
export async function createStaff(
  db: Kysely<DB>,
  config: Config,
  name: string,
  role: Role,
  now = Date.now(),
) {
  const taken = await db
    .selectFrom('staff')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (taken) throw new AppError('backoffice.errors.staffNameTaken');
  const inserted = await db
    .insertInto('staff')
    .values({ name, role, status: 'invited', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const link = enrolment(config, id, now);
  await db
    .updateTable('staff')
    .set({ enrol_token_hash: link.hash, enrol_expires_at: link.expiresAt })
    .where('id', '=', id)
    .execute();
  return link.answer;
}

/** Clears password and TOTP, ends every session and answers a new enrolment link. */
export async function resetStaffEnrolment(
  db: Kysely<DB>,
  config: Config,
  id: number,
  now = Date.now(),
) {
  const link = enrolment(config, id, now);
  const result = await db
    .updateTable('staff')
    .set({
      status: 'invited',
      password_hash: null,
      totp_secret: null,
      totp_enrolled: 0,
      challenge_hash: null,
      enrol_token_hash: link.hash,
      enrol_expires_at: link.expiresAt,
      // Whoever holds the new link holds the account: it approves only later requests.
      elevated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('backoffice.errors.staffNotFound');
  await revokeAllStaffSessions(db, id, now);
  return link.answer;
}

/** The enrolment link's step: sets the password once; the first sign-in then enrols TOTP. */
export async function setPasswordFromLink(
  db: Kysely<DB>,
  token: string,
  password: string,
  now = Date.now(),
) {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'name', 'enrol_expires_at', 'status'])
    .where('enrol_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.status === 'disabled' || now > Number(row.enrol_expires_at ?? 0)) {
    throw new AppError('backoffice.errors.enrolLinkInvalid');
  }
  const updated = await db
    .updateTable('staff')
    .set({
      password_hash: await hashPassword(password),
      enrol_token_hash: null,
      enrol_expires_at: null,
    })
    .where('id', '=', row.id)
    .where('enrol_token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new AppError('backoffice.errors.enrolLinkInvalid');
  return { id: Number(row.id), name: row.name };
}

/** Demo data and tests: a staff member with a password, still to enrol TOTP at first sign-in. */
export async function createStaffWithPassword(
  db: Kysely<DB>,
  name: string,
  role: Role,
  password: string,
  now = Date.now(),
): Promise<number> {
  const inserted = await db
    .insertInto('staff')
    .values({
      name,
      role,
      status: 'invited',
      password_hash: await hashPassword(password),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}
