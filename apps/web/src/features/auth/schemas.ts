// Form rules (SEED-SPEC S5) from the shared limits; messages are i18n keys.
import { z } from 'zod';
import {
  CODE_MAX_LENGTH,
  CODE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '@talih/contracts/limits.ts';

export const phoneRule = z
  .string()
  .trim()
  .min(1, 'base.EnterPhoneNumber')
  .regex(/^\d*$/, 'auth.PhoneDigits')
  .min(PHONE_MIN_LENGTH, 'base.PhoneLength')
  .max(PHONE_MAX_LENGTH, 'base.PhoneLength');

export const codeRule = z
  .string()
  .trim()
  .min(1, 'base.EnterCode')
  .regex(/^\d*$/, 'base.CodeLength')
  .min(CODE_MIN_LENGTH, 'base.CodeLength')
  .max(CODE_MAX_LENGTH, 'base.CodeLength');

export const passwordRule = z
  .string()
  .min(1, 'auth.EnterPassword')
  .min(PASSWORD_MIN_LENGTH, 'auth.PasswordLength')
  .max(PASSWORD_MAX_LENGTH, 'auth.PasswordLength');

/** A new password also needs a letter and a digit (the server's rule, see limits.ts). */
export const newPasswordRule = passwordRule
  .regex(/\p{L}/u, 'auth.PasswordWeak')
  .regex(/\d/, 'auth.PasswordWeak');

export const loginSchema = z.object({ phone: phoneRule, password: passwordRule });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  phone: phoneRule,
  code: codeRule,
  password: newPasswordRule,
  adult: z.boolean().refine((v) => v, 'auth.AdultRequired'),
});
export type RegisterValues = z.infer<typeof registerSchema>;
