// Staff sign-in in two steps. The password step answers a short-lived challenge: the TOTP
// step, or on the first sign-in the enrolment step with a new secret for the QR code. A try (a
// password, then its first code) is one attempt against two lockouts (login_throttle): per name
// and address, 5 failures lock for 15 minutes, doubling; per name from anywhere, a slower one
// (50 failures), so strangers elsewhere cannot lock `admin` out with five wrong passwords. A
// further code against the same challenge is a further attempt. A per-IP limit counts every
// step; only a complete sign-in clears the counts.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Cache } from '../../cache/cache.ts';
import { hitRateLimits } from '../../cache/rate-limit.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { verifyPassword } from '../../modules/accounts/passwords.ts';
import {
  forgiveFailures,
  FREE_FAILURES,
  lockedForMs,
  reserveAttempt,
} from '../../modules/accounts/throttle.ts';
import { appendStaffAudit, auditChainOf, type AuditChain } from '../../audit/staff-audit.ts';
import { openTotp, sealTotp } from './accounts.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import { newToken, sha256 } from './sessions.ts';

const CHALLENGE_MS = 5 * 60 * 1000;
/** Failures from anywhere before a name locks: many more than one address gets. */
export const STAFF_NAME_FREE_FAILURES = 50;
/** The name's own throttle row (names are at most 24 characters: fits the 32 of the key). */
const nameKey = (name: string) => `staff:${name}`;
/** The name at one address: hashed to fit the key column whatever the address. */
const addressKey = (name: string, ip: string) => `staffip:${sha256(`${name}\n${ip}`).slice(0, 24)}`;

interface Deps {
  db: Kysely<DB>;
  cache: Cache;
  config: Config;
  auditChain?: AuditChain;
}

async function ipLimit(deps: Deps, ip: string) {
  const limited = await hitRateLimits(deps.cache, ip, [
    { name: 'staff-login:ip', max: deps.config.STAFF_LOGIN_IP_MAX, windowMs: 15 * 60_000 },
  ]);
  if (limited) throw new AppError('backoffice.errors.tooManyAttempts');
}

/** Counts one attempt for the name at this address and for the name anywhere. */
async function guard(deps: Deps, name: string, ip: string, now: number) {
  await ipLimit(deps, ip);
  for (const [key, free] of [
    [addressKey(name, ip), FREE_FAILURES],
    [nameKey(name), STAFF_NAME_FREE_FAILURES],
  ] as const) {
    if (!(await reserveAttempt(deps.db, key, now, free))) {
      const ms = await lockedForMs(deps.db, key, now);
      throw new AppError('backoffice.errors.locked', {
        minutes: Math.max(1, Math.ceil(ms / 60_000)),
      });
    }
  }
}

/** A wrong password or code for an existing staff member is on the record, with the IP. */
async function auditFailure(
  deps: Deps,
  staff: { id: number; name: string },
  step: 'password' | 'totp',
  ip: string,
  requestId: string,
) {
  await appendStaffAudit(deps.db, auditChainOf(deps), {
    staffId: Number(staff.id),
    staffName: staff.name,
    action: 'staff.login_failed',
    objectType: 'staff',
    objectId: staff.id,
    after: { step },
    requestId,
    ip,
  });
}

export async function passwordStep(
  deps: Deps,
  name: string,
  password: string,
  ip: string,
  requestId: string,
  now = Date.now(),
) {
  await guard(deps, name, ip, now);
  const row = await deps.db
    .selectFrom('staff')
    .selectAll()
    .where('name', '=', name)
    .executeTakeFirst();
  const good = await verifyPassword(password, row?.password_hash ?? null);
  if (!row || !good || row.status === 'disabled') {
    if (row) await auditFailure(deps, row, 'password', ip, requestId);
    throw new AppError('backoffice.errors.badCredentials');
  }
  const challenge = newToken();
  const enrolled = Number(row.totp_enrolled) === 1 && row.totp_secret !== null;
  const secret = enrolled ? null : newTotpSecret();
  await deps.db
    .updateTable('staff')
    .set({
      challenge_hash: sha256(challenge),
      challenge_expires_at: now + CHALLENGE_MS,
      challenge_tries: 0,
      ...(secret ? { totp_secret: sealTotp(deps.config, secret), totp_last_step: 0 } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  if (!secret) return { step: 'totp' as const, challenge };
  return {
    step: 'enrol' as const,
    challenge,
    secret,
    otpauthUri: otpauthUri('Talih Back-office', row.name, secret),
  };
}

/** The code step: answers the staff member now signed in (and whether this enrolled TOTP). */
export async function totpStep(
  deps: Deps,
  challenge: string,
  code: string,
  ip: string,
  requestId: string,
  now = Date.now(),
) {
  const row = await deps.db
    .selectFrom('staff')
    .selectAll()
    .where('challenge_hash', '=', sha256(challenge))
    .executeTakeFirst();
  if (
    !row ||
    now > Number(row.challenge_expires_at ?? 0) ||
    row.status === 'disabled' ||
    !row.totp_secret
  ) {
    throw new AppError('backoffice.errors.challengeExpired');
  }
  // The password step counted this try; a further code for the same challenge counts anew.
  // Claimed before the code is checked, so parallel guesses cannot all be the free first one.
  const claimed = await deps.db
    .updateTable('staff')
    .set((eb) => ({ challenge_tries: eb('challenge_tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('challenge_hash', '=', sha256(challenge))
    .returning('challenge_tries')
    .executeTakeFirst();
  if (!claimed) throw new AppError('backoffice.errors.challengeExpired');
  if (Number(claimed.challenge_tries) > 1) await guard(deps, row.name, ip, now);
  else await ipLimit(deps, ip);
  const step = matchTotp(
    openTotp(deps.config, row.totp_secret),
    code,
    Number(row.totp_last_step),
    now,
  );
  if (step === null) {
    await auditFailure(deps, row, 'totp', ip, requestId);
    throw new AppError('backoffice.errors.badCode');
  }
  // Conditional on the step: two requests with one code cannot both sign in.
  const done = await deps.db
    .updateTable('staff')
    .set({
      totp_last_step: step,
      totp_enrolled: 1,
      status: 'active',
      challenge_hash: null,
      challenge_expires_at: null,
      last_login_at: now,
    })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .where('challenge_hash', '=', sha256(challenge))
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new AppError('backoffice.errors.badCode');
  await forgiveFailures(deps.db, addressKey(row.name, ip), now);
  await forgiveFailures(deps.db, nameKey(row.name), now);
  return { id: Number(row.id), name: row.name, enrolled: Number(row.totp_enrolled) !== 1 };
}
