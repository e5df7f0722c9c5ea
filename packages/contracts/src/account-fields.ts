// Field rules of the account forms, with messages as i18n keys: the server answers them in
// the caller's language and the web app shows the same text under the field.
import { z } from 'zod';
import {
  CODE_MAX_LENGTH,
  CODE_MIN_LENGTH,
  NICKNAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
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
  .regex(new RegExp(`^\\d{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`), 'base.CodeLength');

export const passwordField = z
  .string('base.EnterPassword')
  .min(1, 'base.EnterPassword')
  .min(PASSWORD_MIN_LENGTH, 'base.PasswordRule')
  .max(PASSWORD_MAX_LENGTH, 'base.PasswordRule')
  .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'base.PasswordRule');

export const withdrawPasswordField = z
  .string('base.EnterWithdrawPassword')
  .regex(new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`), 'base.WithdrawPasswordRule');

export const nicknameField = z
  .string('base.EnterNickname')
  .trim()
  .min(2, 'base.NicknameRule')
  .max(NICKNAME_MAX_LENGTH, 'base.NicknameRule')
  .refine((v) => !/[<>]/.test(v), 'base.NicknameRule');
