// The player's own profile, phone binding, login log and withdrawal password.
import {
  bindPhone,
  changeWithdrawPassword,
  editProfile,
  profile,
  rename,
  setWithdrawPassword,
  uploadLoginLog,
} from '@talih/contracts/accounts.ts';
import { packPhone } from '../../jurisdiction/phone.ts';
import { writeAudit } from '../../audit/audit.ts';
import type { CallRegistry } from '../../http/calls.ts';
import { AppError, UnauthorizedError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { limitPhoneVerification, requireOtp } from './auth-routes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from '../../sessions/sessions.ts';
import { forgiveFailures, lockedForMs, reserveAttempt } from './throttle.ts';
import { loadUserInfo } from './users.ts';

async function userInfoOrLogout(services: Services, userId: number) {
  const info = await loadUserInfo(services.db, userId);
  if (!info) throw new UnauthorizedError();
  return info;
}

async function playerPhone(services: Services, userId: number): Promise<string> {
  const row = await services.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.mobile) throw new UnauthorizedError();
  return row.mobile;
}

/** The password, or a code sent to the current phone, proves the caller owns the account. */
async function proveAccount(
  services: Services,
  userId: number,
  currentPhone: string,
  proof: { password?: string; currentCode?: string },
) {
  if (proof.currentCode) return requireOtp(services, currentPhone, proof.currentCode);
  if (!proof.password) throw new AppError('accounts.bindNeedsProof');
  // Password tries here count against the same lock as logins.
  if (!(await reserveAttempt(services.db, currentPhone))) {
    const lockedMs = await lockedForMs(services.db, currentPhone);
    throw new AppError('accounts.loginLocked', {
      minutes: Math.max(1, Math.ceil(lockedMs / 60_000)),
    });
  }
  const row = await services.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!(await verifyPassword(proof.password, row?.password_hash ?? null))) {
    throw new AppError('accounts.passwordWrong');
  }
  await forgiveFailures(services.db, currentPhone);
}

export function registerProfileCalls(calls: CallRegistry) {
  calls.register(profile, async ({ auth, services }) => {
    const user = await services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', auth.userId)
      .executeTakeFirst();
    if (!user) throw new UnauthorizedError();
    return {
      nikeName: user.nickname,
      name: user.real_name ?? '',
      email: user.email ?? '',
      mobile: user.mobile ?? '',
      inviteUUID: user.invite_code ?? '',
      registeredAt: user.registered_at ?? user.created_at,
      lastLoginAt: user.last_login_at,
      withdrawPwdStatus: user.withdraw_password_hash ? 1 : 0,
    };
  });

  calls.register(editProfile, async ({ body, auth, services }) => {
    await services.db
      .updateTable('users')
      .set({
        ...(body.name !== undefined ? { real_name: body.name || null } : {}),
        ...(body.email !== undefined ? { email: body.email.toLowerCase() || null } : {}),
        updated_at: Date.now(),
      })
      .where('id', '=', auth.userId)
      .execute();
    return userInfoOrLogout(services, auth.userId);
  });

  calls.register(rename, async ({ body, auth, services }) => {
    await services.db
      .updateTable('users')
      .set({ nickname: body.nikeName, updated_at: Date.now() })
      .where('id', '=', auth.userId)
      .execute();
    return userInfoOrLogout(services, auth.userId);
  });

  calls.register(bindPhone, async ({ body, auth, req, services }) => {
    const phone = packPhone(services.config.jurisdiction, body.mobile);
    const current = await playerPhone(services, auth.userId);
    if (current === phone) throw new AppError('accounts.phoneSame');
    await limitPhoneVerification(services, req.ip, phone);
    // A stolen session alone must not move the account to the thief's phone.
    await proveAccount(services, auth.userId, current, body);
    // The code first: only someone holding the phone learns whether it is already taken.
    await requireOtp(services, phone, body.verificationCode);
    const owner = await services.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', phone)
      .executeTakeFirst();
    if (owner) throw new AppError('accounts.phoneTaken');
    const now = Date.now();
    try {
      await services.db
        .updateTable('users')
        .set({ mobile: phone, updated_at: now })
        .where('id', '=', auth.userId)
        .execute();
    } catch (err) {
      if (/unique|duplicate/i.test(String(err))) throw new AppError('accounts.phoneTaken');
      throw err;
    }
    await revokeUserSessions(services.db, auth.userId, now, auth.sessionId);
    await writeAudit(
      services.db,
      {
        actorType: 'player',
        actorId: auth.userId,
        action: 'account.bind_phone',
        subject: `user:${auth.userId}`,
        detail: { from: current, to: phone },
        requestId: req.id,
      },
      now,
    );
    return userInfoOrLogout(services, auth.userId);
  });

  calls.register(uploadLoginLog, async ({ body, auth, req, services }) => {
    // Like tracking, a login log never fails the caller.
    try {
      const userAgent = req.headers['user-agent'];
      await services.db
        .insertInto('login_logs')
        .values({
          user_id: auth.userId,
          mobile: body.mobile?.slice(0, 32) ?? null,
          device_number: body.deviceNumber?.slice(0, 128) ?? null,
          ip: req.ip.slice(0, 64),
          user_agent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
          created_at: Date.now(),
        })
        .execute();
    } catch (err) {
      req.log.warn({ err }, 'login log not stored');
    }
    return null;
  });

  const storeWithdrawPassword = async (
    services: Services,
    userId: number,
    password: string,
    code: string,
    mode: 'set' | 'change',
    requestId: string,
  ) => {
    const row = await services.db
      .selectFrom('users')
      .select(['mobile', 'withdraw_password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.mobile) throw new UnauthorizedError();
    if (mode === 'set' && row.withdraw_password_hash) {
      throw new AppError('accounts.withdrawPasswordExists');
    }
    if (mode === 'change' && !row.withdraw_password_hash) {
      throw new AppError('accounts.withdrawPasswordMissing');
    }
    await requireOtp(services, row.mobile, code);
    const now = Date.now();
    await services.db
      .updateTable('users')
      .set({ withdraw_password_hash: await hashPassword(password), updated_at: now })
      .where('id', '=', userId)
      .execute();
    await writeAudit(
      services.db,
      {
        actorType: 'player',
        actorId: userId,
        action: `account.withdraw_password_${mode}`,
        subject: `user:${userId}`,
        requestId,
      },
      now,
    );
    return null;
  };

  calls.register(setWithdrawPassword, ({ body, auth, req, services }) =>
    storeWithdrawPassword(
      services,
      auth.userId,
      body.password,
      body.verificationCode,
      'set',
      req.id,
    ),
  );
  calls.register(changeWithdrawPassword, ({ body, auth, req, services }) =>
    storeWithdrawPassword(
      services,
      auth.userId,
      body.password,
      body.verificationCode,
      'change',
      req.id,
    ),
  );
}
