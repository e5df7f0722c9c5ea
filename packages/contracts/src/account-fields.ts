// Field rules of the account forms, with messages as i18n keys: the server answers them in
// the caller's language and the web app shows the same text under the field.
import { z } from 'zod';
import {
  CODE_LENGTH_MAX,
  CODE_LENGTH_MIN,
  NICKNAME_LENGTH_MAX,
  PASSWORD_LENGTH_MAX,
  PASSWORD_LENGTH_MIN,
  WITHDRAW_PASSWORD_LENGTH,
} from './limits.ts';
import { plausiblePhone } from './phone.ts';

export const phoneField = z
  .string('base.EnterPhoneNumber')
  .trim()
  .min(1, 'base.EnterPhoneNumber')
  .max(20, 'base.PhoneLength')
  // The pack's own calling codes are checked by the server (and the forms) on top.
  .refine((v) => plausiblePhone(v), 'base.PhoneLength');

export const codeField = z
  .string('base.EnterCode')
  .trim()
  .min(1, 'base.EnterCode')
  .regex(new RegExp(`^\\d{${CODE_LENGTH_MIN},${CODE_LENGTH_MAX}}$`), 'base.CodeLength');

export const passwordField = z
  .string('base.EnterPassword')
  .min(1, 'base.EnterPassword')
  .min(PASSWORD_LENGTH_MIN, 'base.PasswordRule')
  .max(PASSWORD_LENGTH_MAX, 'base.PasswordRule')
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'base.PasswordRule');

export const withdrawPasswordField = z
  .string('base.EnterWithdrawPassword')
  .regex(new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`), 'base.WithdrawPasswordRule');

export const nicknameField = z
  .string('base.EnterNickname')
  .trim()
  .min(2, 'base.NicknameRule')
  .max(NICKNAME_LENGTH_MAX, 'base.NicknameRule')
  .refine((v) => !/[<>]/.test(v), 'base.NicknameRule');
