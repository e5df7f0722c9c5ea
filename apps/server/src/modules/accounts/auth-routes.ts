// OTP, registration, login and password reset (docs/seed-spec.md S7.41-S7.49; issue "Accounts").
import { randomInt } from 'node:crypto';
import {
  getTestSms,
  loginNew,
  register,
  resetPassword,
  sendSms,
} from '@talih/contracts/accounts.ts';
import { newestSandboxCode } from '../../adapters/sms/sms.ts';
import { hitRateLimits, type RateLimitRule } from '../../cache/rate-limit.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError } from '../../http/errors.ts';
import { t } from '../../http/i18n.ts';
import { refuseOutsideCountries } from '../../jurisdiction/country.ts';
import { packPhone } from '../../jurisdiction/phone.ts';
import type { Config } from '../../config.ts';
import { checkRegisters } from '../registers/check.ts';
import { refuseIfBlocked } from './blocks.ts';
import type { Services } from '../../services.ts';
import { checkReferral } from '../invite/self-referral.ts';
import { acceptCurrentAtSignUp } from '../legal/legal.ts';
import { consumeOtp, issueOtp, otpKey } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, revokeUserSessions } from '../../sessions/sessions.ts';
import { clearFailures, forgiveFailures, lockedForMs, reserveAttempt } from './throttle.ts';
import { loadUserInfo, recordDevice } from './users.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const SMS_PHONE_LIMITS: RateLimitRule[] = [
  { name: 'sms:phone:hour', max: 5, windowMs: HOUR_MS },
  { name: 'sms:phone:day', max: 10, windowMs: DAY_MS },
];
const smsIpLimits = (config: Config): RateLimitRule[] => [
  { name: 'sms:ip:hour', max: config.SMS_IP_HOURLY_MAX, windowMs: HOUR_MS },
  { name: 'sms:ip:day', max: config.SMS_IP_DAILY_MAX, windowMs: DAY_MS },
];
/** Attempts per IP across all phones: slows spraying one password over many accounts. */
const loginIpLimits = (config: Config): RateLimitRule[] => [
  { name: 'login:ip:10min', max: config.LOGIN_IP_10MIN_MAX, windowMs: 10 * MINUTE_MS },
];

/** Code checks that can reveal whether a phone is taken (registration, phone binding). */
const VERIFY_PHONE_LIMITS: RateLimitRule[] = [
  { name: 'verify:phone:hour', max: 10, windowMs: HOUR_MS },
];

/** Counts one registration or phone binding against the IP's and the phone's limits. */
export async function limitPhoneVerification(services: Services, ip: string, phone: string) {
  const ipLimits = [
    { name: 'verify:ip:hour', max: services.config.OTP_VERIFY_IP_HOURLY_MAX, windowMs: HOUR_MS },
  ];
  if (
    (await hitRateLimits(services.cache, ip, ipLimits)) ||
    (await hitRateLimits(services.cache, phone, VERIFY_PHONE_LIMITS))
  ) {
    throw new AppError('errors.rateLimited');
  }
}

/** A registered player's first nickname ("Misafir" is a tourist's); they can rename it. */
const playerNickname = (phone: string) => `Oyuncu${phone.slice(-4)}`;

/** The phone in stored form with one of the pack's calling codes; refused otherwise. */
const phoneOf = (services: Services, input: string) =>
  packPhone(services.config.jurisdiction, input);

export async function requireOtp(services: Services, phone: string, code: string) {
  const check = await consumeOtp(services.db, otpKey(services.config.SECRETS_KEY), phone, code);
  if (check === 'wrong') throw new AppError('accounts.otpWrong');
  if (check === 'expired') throw new AppError('accounts.otpExpired');
}

async function newInviteCode(services: Services): Promise<string> {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const taken = await services.db
      .selectFrom('users')
      .select('id')
      .where('invite_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error('could not draw a free invite code');
}

async function startSession(
  services: Services,
  userId: number,
  req: { ip: string; id?: string; headers: Record<string, string | string[] | undefined> },
  deviceNumber: string | undefined,
) {
  // Every way in (login, register, password reset) passes here, so a login block holds.
  await refuseIfBlocked(services.db, userId, 'login');
  // A register's exclusion lets the player in (to withdraw) but out of play and payments.
  await checkRegisters(services, userId, 'login');
  const now = Date.now();
  await services.db
    .updateTable('users')
    .set({ last_login_at: now })
    .where('id', '=', userId)
    .execute();
  if (deviceNumber) await recordDevice(services.db, userId, deviceNumber, now);
  const userAgent = req.headers['user-agent'];
  const { token } = await createSession(services.db, userId, {
    ip: req.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
  });
  // A referral from the inviter's own device or IP stops counting (modules/invite).
  await checkReferral(services.db, userId, req.id ?? null);
  const info = await loadUserInfo(services.db, userId);
  if (!info) throw new AppError('errors.internal');
  return { ...info, token };
}

export function registerAuthCalls(calls: CallRegistry) {
  calls.register(sendSms, async ({ body, lang, req, services }) => {
    const phone = phoneOf(services, body.tel);
    const resendS = services.config.SMS_RESEND_SECONDS;
    const cooldown = await services.cache.incr(`sms:cooldown:${phone}`, resendS * 1000);
    if (cooldown > 1) throw new AppError('accounts.smsCooldown', { seconds: resendS });
    if (
      (await hitRateLimits(services.cache, phone, SMS_PHONE_LIMITS)) ||
      (await hitRateLimits(services.cache, req.ip, smsIpLimits(services.config)))
    ) {
      throw new AppError('accounts.smsTooMany');
    }
    await issueOtp(services.db, otpKey(services.config.SECRETS_KEY), services.sms, phone, (code) =>
      t(lang, 'accounts.smsText', { code }),
    );
    return resendS;
  });

  calls.register(getTestSms, async ({ body, services }) => {
    if (services.sms.kind !== 'sandbox') throw new AppError('accounts.sandboxOnly');
    const code = await newestSandboxCode(services.db, phoneOf(services, body.tel));
    if (!code) throw new AppError('accounts.noCodeYet');
    return code;
  });

  calls.register(register, async ({ body, auth, req, services }) => {
    refuseOutsideCountries(services.config, req);
    const phone = phoneOf(services, body.mobile);
    if (auth?.role === 'player') throw new AppError('accounts.alreadyPlayer');
    await limitPhoneVerification(services, req.ip, phone);
    let inviterId: number | null = null;
    if (body.inviteCode) {
      const inviter = await services.db
        .selectFrom('users')
        .select('id')
        .where('invite_code', '=', body.inviteCode.toUpperCase())
        .executeTakeFirst();
      if (!inviter) throw new AppError('accounts.inviteUnknown');
      inviterId = inviter.id;
    }
    // The code first: only someone holding the phone learns whether it is already taken.
    await requireOtp(services, phone, body.verificationCode);
    const taken = await services.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', phone)
      .executeTakeFirst();
    if (taken) throw new AppError('accounts.phoneTaken');

    const now = Date.now();
    const passwordHash = await hashPassword(body.password);
    const inviteCode = await newInviteCode(services);
    const player = {
      role: 'player' as const,
      mobile: phone,
      password_hash: passwordHash,
      invite_code: inviteCode,
      inviter_id: inviterId,
      age_confirmed_at: now,
      terms_accepted_at: now,
      registered_at: now,
      updated_at: now,
    };
    let userId: number;
    try {
      if (auth?.role === 'tourist') {
        // The tourist becomes the player: same id, so everything it had stays with it.
        userId = auth.userId;
        await services.db
          .updateTable('users')
          .set({ ...player, nickname: playerNickname(phone) })
          .where('id', '=', userId)
          .execute();
        // Every token of the tourist dies, not just the caller's: another token minted for the
        // same device before registering must not become a session of the new player.
        await revokeUserSessions(services.db, userId, now);
      } else {
        const row = await services.db
          .insertInto('users')
          .values({
            ...player,
            device_number: body.deviceNumber ?? null,
            nickname: playerNickname(phone),
            lang: 'tk',
            adid: null,
            gaid: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = row.id;
      }
    } catch (err) {
      // Two registrations of one phone raced past the check: the unique index decided.
      if (/unique|duplicate/i.test(String(err))) throw new AppError('accounts.phoneTaken');
      throw err;
    }
    // The sign-up box's "I accept": the current terms and privacy notice, with time and address.
    await acceptCurrentAtSignUp(services.db, userId, req.ip, now);
    await writeAudit(
      services.db,
      {
        actorType: 'player',
        actorId: userId,
        action: 'account.register',
        subject: `user:${userId}`,
        detail: { inviterId, fromTourist: auth?.role === 'tourist' },
        requestId: req.id,
      },
      now,
    );
    return startSession(services, userId, req, body.deviceNumber);
  });

  calls.register(loginNew, async ({ body, req, services }) => {
    refuseOutsideCountries(services.config, req);
    const phone = phoneOf(services, body.mobile);
    if (!body.password && !body.verificationCode) throw new AppError('accounts.loginNeedsSecret');
    if (await hitRateLimits(services.cache, req.ip, loginIpLimits(services.config))) {
      throw new AppError('errors.rateLimited');
    }
    const user = await services.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('mobile', '=', phone)
      .where('role', '=', 'player')
      .executeTakeFirst();

    if (body.verificationCode) {
      // The code proves the phone, so saying that no account uses it reveals nothing new.
      await requireOtp(services, phone, body.verificationCode);
      if (!user) throw new AppError('accounts.noAccount');
    } else {
      if (!(await reserveAttempt(services.db, phone))) {
        const lockedMs = await lockedForMs(services.db, phone);
        throw new AppError('accounts.loginLocked', {
          minutes: Math.max(1, Math.ceil(lockedMs / MINUTE_MS)),
        });
      }
      const ok = await verifyPassword(body.password ?? '', user?.password_hash ?? null);
      if (!ok || !user) throw new AppError('accounts.loginFailed');
    }
    // A code proves the phone and lifts a lock; a password forgives only what it was counted with.
    if (body.verificationCode) await clearFailures(services.db, phone);
    else await forgiveFailures(services.db, phone);
    return startSession(services, user.id, req, body.deviceNumber);
  });

  calls.register(resetPassword, async ({ body, req, services }) => {
    const phone = phoneOf(services, body.mobile);
    await requireOtp(services, phone, body.verificationCode);
    const user = await services.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', phone)
      .where('role', '=', 'player')
      .executeTakeFirst();
    if (!user) throw new AppError('accounts.noAccount');
    const now = Date.now();
    const passwordHash = await hashPassword(body.password);
    await services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      // A reset signs out everywhere: whoever knew the old password loses their session.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      await writeAudit(
        trx,
        {
          actorType: 'player',
          actorId: user.id,
          action: 'account.password_reset',
          subject: `user:${user.id}`,
          requestId: req.id,
        },
        now,
      );
    });
    await clearFailures(services.db, phone);
    return null;
  });
}
