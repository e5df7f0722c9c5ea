// Form rules (docs/seed-spec.md S5) built from the server's own field rules (contracts'
// account-fields.ts), so a value the form accepts is one the server accepts. Messages are i18n
// keys; TextField translates them.
import { z } from 'zod';
import { codeField, passwordField } from '@talih/contracts/account-fields.ts';
import { nationalNumber } from '@talih/contracts/phone.ts';
import { deployment } from '../../lib/deployment.ts';

/**
 * The forms' phone (S9: a national number of 7 to 11 digits, or one written with the pack's
 * calling code). The request contract (account-fields.ts) takes any code a pack could have; the
 * form knows the deployment's, so a number of another country is refused before it is sent.
 */
const phoneField = z
  .string('base.EnterPhoneNumber')
  .trim()
  .min(1, 'base.EnterPhoneNumber')
  .max(20, 'base.PhoneLength')
  .refine((v) => nationalNumber(v, deployment().phoneCallingCodes) !== null, 'base.PhoneLength');

/** A checkbox that must be ticked; the server checks the same with z.literal(true). */
const mustTick = (message: string) => z.boolean().refine((v) => v, message);

/** Login only checks that a password was typed: old passwords may predate today's rule. */
const loginPassword = z.string().min(1, 'base.EnterPassword').max(128, 'base.PasswordRule');

export const loginSchema = z.object({ phone: phoneField, password: loginPassword });
export type LoginValues = z.input<typeof loginSchema>;

export const codeLoginSchema = z.object({ phone: phoneField, code: codeField });
export type CodeLoginValues = z.input<typeof codeLoginSchema>;

export const registerSchema = z.object({
  phone: phoneField,
  code: codeField,
  password: passwordField,
  inviteCode: z.string().trim().max(16, 'auth.InviteCodeRule'),
  ageConfirmed: mustTick('base.MustConfirmAge'),
  termsAccepted: mustTick('base.MustAcceptTerms'),
});
export type RegisterValues = z.input<typeof registerSchema>;

export const resetSchema = z.object({
  phone: phoneField,
  code: codeField,
  password: passwordField,
});
export type ResetValues = z.input<typeof resetSchema>;

/**
 * The bind-phone dialog (S5.2-S5.4): phone and code, and in bind mode the account's password,
 * which the server asks for before moving the account to another phone.
 */
export const bindSchema = codeLoginSchema.extend({ password: loginPassword });
export type BindValues = z.input<typeof bindSchema>;
/** The same dialog switching account: a code login, the password field absent. */
export const switchAccountSchema = codeLoginSchema.extend({ password: z.string() });
