// Account calls of the auth screens, typed by the contracts. Every successful login (password,
// code, registration) stores the session the same way: token, user fields, a player login that
// starts the seven-day validity now, and the mobile with its country code.
import {
  bindPhone as bindPhoneCall,
  loginNew,
  register,
  resetPassword as resetPasswordCall,
  sendSms,
} from '@talih/contracts/accounts.ts';
import { OTP_COUNTDOWN_S } from '@talih/contracts/limits.ts';
import { mobileOf } from '../../lib/phone.ts';
import { call } from '../../lib/request.ts';
import { pickSessionFields, useSession } from '../../lib/session.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';

/** The number as the server stores it (code + national number); the form has validated it. */
export { mobileOf };

function storeLogin(data: unknown, phone: string): void {
  useSession.getState().loginAsPlayer({ ...pickSessionFields(data), mobile: mobileOf(phone) });
  // Balance and flags as the server sees them now; a failure here is not the player's concern.
  refreshUserInfo().catch(() => undefined);
}

/**
 * POST /sms/send. Silent (S8.5: OTP errors show nothing). Answers the seconds to wait before
 * another send, or throws.
 */
export async function sendCode(phone: string): Promise<number> {
  const seconds = await call(sendSms, { tel: mobileOf(phone) }, { silent: true });
  return Number.isInteger(seconds) && seconds > 0 ? seconds : OTP_COUNTDOWN_S;
}

/** POST /sso/loginNew with the password; the server's msg is toasted on failure. */
export async function loginWithPassword(phone: string, password: string): Promise<void> {
  const data = await call(loginNew, { mobile: mobileOf(phone), password });
  storeLogin(data, phone);
}

/** POST /sso/loginNew with a code sent by SMS (also the dialog's switch account, S4.10). */
export async function loginWithCode(phone: string, verificationCode: string): Promise<void> {
  const data = await call(loginNew, { mobile: mobileOf(phone), verificationCode });
  storeLogin(data, phone);
}

export interface RegisterInput {
  phone: string;
  code: string;
  password: string;
  inviteCode?: string;
}

/** POST /sso/register with the tourist's token: the tourist becomes the player. */
export async function registerPlayer(input: RegisterInput): Promise<void> {
  const data = await call(register, {
    mobile: mobileOf(input.phone),
    password: input.password,
    verificationCode: input.code.trim(),
    ageConfirmed: true,
    termsAccepted: true,
    inviteCode: input.inviteCode?.trim() || undefined,
  });
  storeLogin(data, input.phone);
}

/** POST /sso/modify: a new password with a code; the server signs out every session. */
export async function resetPassword(phone: string, code: string, password: string) {
  await call(resetPasswordCall, {
    mobile: mobileOf(phone),
    verificationCode: code.trim(),
    password,
  });
}

/**
 * POST /user/bind-phone. Silent (S8: bind errors are swallowed). On success the stored mobile
 * is the 90-prefixed number and user info reloads (S4.9).
 */
export async function bindPhone(phone: string, code: string, password: string): Promise<void> {
  const mobile = mobileOf(phone);
  const data = await call(
    bindPhoneCall,
    { mobile, verificationCode: code.trim(), password },
    { silent: true },
  );
  useSession.getState().setUser({ ...pickSessionFields(data), mobile });
  refreshUserInfo().catch(() => undefined);
}
