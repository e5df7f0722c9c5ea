// Account calls of the auth screens, typed by the contracts. Every successful login (password,
// code, registration) stores the session the same way: token, user fields, a player login that
// starts the seven-day validity now, and the mobile with its country code.
import {
  bindPhone as bindPhoneCall,
  loginNew,
  register,
  resetPassword as resetPasswordCall,
  uploadLoginLog as uploadLoginLogCall,
} from '@talih/contracts/accounts.ts';
import { mobileOf } from '../../lib/sms.ts';
import { call } from '../../lib/request.ts';
import { pickSessionFields, useSession } from '../../lib/session.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';

export { mobileOf, sendCode } from '../../lib/sms.ts';

function storeLogin(data: unknown, phone: string): void {
  const mobile = mobileOf(phone);
  useSession.getState().loginAsPlayer({ ...pickSessionFields(data), mobile });
  uploadLoginLog(mobile);
  // Balance and flags as the server sees them now; a failure here is not the player's concern.
  refreshUserInfo().catch(() => undefined);
}

/**
 * POST /user/uploadLoginLog after every login (S7.36): the mobile without its first two digits
 * (the 90 country code). Silent, and a failure is ignored (S8.7).
 */
export function uploadLoginLog(mobile: string): void {
  call(uploadLoginLogCall, { mobile: mobile.slice(2) }, { silent: true }).catch(() => undefined);
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
 * POST /user/bind-phone. A refusal shows the server's message (docs/brand.md "Voice": an error says
 * what happened; the seed swallowed bind errors, S8.5). On success the stored mobile is the
 * 90-prefixed number and user info reloads (S4.9).
 */
export async function bindPhone(phone: string, code: string, password: string): Promise<void> {
  const mobile = mobileOf(phone);
  const data = await call(bindPhoneCall, { mobile, verificationCode: code.trim(), password });
  useSession.getState().setUser({ ...pickSessionFields(data), mobile });
  refreshUserInfo().catch(() => undefined);
}
