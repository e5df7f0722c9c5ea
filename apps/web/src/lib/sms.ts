// Sending a code by SMS, shared by the auth forms, the bind-phone dialog and the withdrawal
// password page (through the OTP button of components/form).
import { sendSms } from '@talih/contracts/accounts.ts';
import { OTP_COUNTDOWN_S } from '@talih/contracts/limits.ts';
import { mobileOf } from './phone.ts';
import { call } from './request.ts';

/** The number as the server stores it (the pack's code + national number). */
export { mobileOf };

/**
 * POST /sms/send. Silent (S8.5: OTP errors show nothing). Answers the seconds to wait before
 * another send (60 when the server does not say), or throws.
 */
export async function sendCode(phone: string): Promise<number> {
  const seconds = await call(sendSms, { tel: mobileOf(phone) }, { silent: true });
  return Number.isInteger(seconds) && seconds > 0 ? seconds : OTP_COUNTDOWN_S;
}
