// Opaque session tokens: 256 random bits handed to the client once, stored only as a SHA-256
// hash, valid LOGIN_VALIDITY_MS from login unless unused for the idle timeout, revocable. A
// leaked database leaks no tokens.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOGIN_VALIDITY_MS } from '@talih/contracts/limits.ts';
import type { DB, UserRole } from '../db/schema.ts';

export interface AuthSession {
  sessionId: number;
  userId: number;
  role: UserRole;
  expiresAt: number;
}

export type TokenCheck =
  | { status: 'ok'; session: AuthSession }
  | { status: 'missing' | 'unknown' | 'expired' | 'revoked' };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
/** How stale last_seen_at may get before a use writes it: one write a minute, not per call. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Kysely<DB>,
  userId: number,
  meta: { ip?: string | null; userAgent?: string | null },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + LOGIN_VALIDITY_MS;
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      last_seen_at: now,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function checkToken(
  db: Kysely<DB>,
  token: string | null,
  idleTimeoutMs: number,
  now = Date.now(),
): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  if (!TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.user_id as userId',
      'sessions.created_at as createdAt',
      'sessions.expires_at as expiresAt',
      'sessions.revoked_at as revokedAt',
      'sessions.last_seen_at as lastSeenAt',
      'users.role as role',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.revokedAt !== null) return { status: 'revoked' };
  if (row.expiresAt <= now) return { status: 'expired' };
  const lastSeen = row.lastSeenAt ?? row.createdAt;
  if (now - lastSeen > idleTimeoutMs) return { status: 'expired' };
  if (now - lastSeen >= LAST_SEEN_RESOLUTION_MS) await touchSession(db, row.sessionId, now);
  return {
    status: 'ok',
    session: {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      expiresAt: row.expiresAt,
    },
  };
}

/** Records a use; the condition makes parallel calls in the same minute write once. */
async function touchSession(db: Kysely<DB>, sessionId: number, now: number) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('last_seen_at', 'is', null),
        eb('last_seen_at', '<=', now - LAST_SEEN_RESOLUTION_MS),
      ]),
    )
    .execute();
}

export async function revokeSession(db: Kysely<DB>, sessionId: number, now = Date.now()) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Keeps only the user's newest `keep` session rows (a tourist resumes with a new token on
 * every app start): older ones are deleted, so repeated resumes cannot grow the table.
 */
export async function pruneSessions(db: Kysely<DB>, userId: number, keep: number) {
  const newest = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (!newest) return;
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<', newest.id)
    .execute();
}

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  now = Date.now(),
  keepSessionId?: number,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** The token from `Authorization` (bare or "Bearer ...") or, failing that, the `token` header. */
export function tokenFromHeaders(headers: Record<string, string | string[] | undefined>) {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const authorization = first(headers.authorization)?.trim();
  if (authorization) return authorization.replace(/^Bearer\s+/i, '');
  return first(headers.token)?.trim() || null;
}
