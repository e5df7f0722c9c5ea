// Staff sessions: a random token in an HttpOnly cookie (only its SHA-256 is stored), a CSRF
// token the page repeats in a header, an idle timeout (STAFF_SESSION_IDLE_MINUTES) and a hard
// limit of 12 hours.
import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { Kysely } from 'kysely';
import type { Role } from '@talih/contracts/backoffice/permissions.ts';
import type { DB } from '../../db/schema.ts';

export const SESSION_COOKIE = 'bo_session';
export const CSRF_COOKIE = 'bo_csrf';
const SESSION_MS_MAX = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so each call does not write a row. */
const TOUCH_EVERY_MS = 30_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface StaffIdentity {
  id: number;
  name: string;
  role: Role;
  lang: 'tk' | 'en';
}

export interface StaffSession {
  staff: StaffIdentity;
  csrfToken: string;
  tokenHash: string;
}

export async function createStaffSession(
  db: Kysely<DB>,
  staffId: number,
  ip: string,
  now = Date.now(),
) {
  const token = newToken();
  const csrfToken = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: sha256(token),
      staff_id: staffId,
      csrf_token: csrfToken,
      ip: ip.slice(0, 64),
      created_at: now,
      last_seen_at: now,
      expires_at: now + SESSION_MS_MAX,
      revoked_at: null,
    })
    .execute();
  return { token, csrfToken };
}

export type SessionCheck =
  { status: 'ok'; session: StaffSession } | { status: 'missing' | 'expired' };

export async function checkStaffSession(
  db: Kysely<DB>,
  token: string | undefined,
  idleMs: number,
  now = Date.now(),
): Promise<SessionCheck> {
  if (!token || token.length > 128) return { status: 'missing' };
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff', 'staff.id', 's.staff_id')
    .select([
      's.csrf_token',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'staff.id',
      'staff.name',
      'staff.role',
      'staff.status',
      'staff.lang',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return { status: 'missing' };
  if (
    row.revoked_at !== null ||
    row.status !== 'active' ||
    now >= Number(row.expires_at) ||
    now - Number(row.last_seen_at) > idleMs
  ) {
    return { status: 'expired' };
  }
  if (now - Number(row.last_seen_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return {
    status: 'ok',
    session: {
      tokenHash,
      csrfToken: row.csrf_token,
      staff: {
        id: Number(row.id),
        name: row.name,
        role: row.role as Role,
        lang: row.lang === 'en' ? 'en' : 'tk',
      },
    },
  };
}

export async function revokeStaffSession(db: Kysely<DB>, tokenHash: string, now = Date.now()) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Ends every session of a staff member (disabled, role changed, reset). */
export async function revokeAllStaffSessions(db: Kysely<DB>, staffId: number, now = Date.now()) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Reads one cookie from a Cookie header (RFC 6265, through the `cookie` package). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}

/** Set-Cookie values for a new session (or for clearing it, with empty values). */
export function sessionCookies(
  session: { token: string; csrfToken: string } | null,
  secure: boolean,
): string[] {
  const flags = {
    path: '/',
    sameSite: 'strict',
    secure,
    ...(session === null ? { maxAge: 0 } : {}),
  } as const;
  return [
    serializeCookie(SESSION_COOKIE, session?.token ?? '', { ...flags, httpOnly: true }),
    // Readable by the page: it repeats the value in the CSRF header (double submit).
    serializeCookie(CSRF_COOKIE, session?.csrfToken ?? '', flags),
  ];
}
