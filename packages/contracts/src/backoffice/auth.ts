// Staff sign-in: a password, then a TOTP code (enrolled with a QR code on the first sign-in).
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';

export const staffName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{2,24}$/);
export const staffPassword = z.string().min(10).max(200);
const totpCode = z.string().regex(/^\d{6}$/);

export const staffMe = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  lang: z.enum(['tk', 'en']),
  csrfToken: z.string(),
  /** The server runs in sandbox mode (demo data, test money): the shell says so. */
  sandbox: z.boolean(),
  /** ISO 4217 code of the deployment's currency (its jurisdiction pack's): every amount's. */
  currency: z.string(),
});
export type StaffMe = z.output<typeof staffMe>;

/** What the password step answers: either the TOTP step, or the enrolment step with its QR. */
export const loginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), challenge: z.string() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    /** otpauth:// URI the QR code carries. */
    otpauthUri: z.string(),
    /** The same secret in base32, for typing into an authenticator by hand. */
    secret: z.string(),
  }),
]);

export const login = defineStaffContract({
  path: '/auth/login',
  permission: 'public',
  input: z.object({ name: staffName, password: z.string().min(1).max(200) }),
  output: loginStep,
});

export const verifyTotp = defineStaffContract({
  path: '/auth/totp',
  permission: 'public',
  input: z.object({ challenge: z.string().min(16).max(128), code: totpCode }),
  output: staffMe,
});

/** Sets the password from the one-time enrolment link `talih staff create` printed. */
export const setPassword = defineStaffContract({
  path: '/auth/set-password',
  permission: 'public',
  input: z.object({ token: z.string().min(16).max(128), password: staffPassword }),
  output: z.object({ name: z.string() }),
});

export const me = defineStaffContract({
  path: '/auth/me',
  permission: 'signed-in',
  input: z.object({}),
  output: staffMe,
});

export const logout = defineStaffContract({
  path: '/auth/logout',
  permission: 'signed-in',
  input: z.object({}),
  output: z.null(),
});

export const setLanguage = defineStaffContract({
  path: '/auth/language',
  permission: 'signed-in',
  input: z.object({ lang: z.enum(['tk', 'en']) }),
  output: z.null(),
});
