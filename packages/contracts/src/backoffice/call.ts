// A staff call's contract: its path under /bo/api, the permission it needs, and its input and
// output. The server registers a handler against it (apps/server/src/backoffice/calls.ts), the
// back-office types its requests with it (apps/backoffice/src/lib/api.ts).
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

/**
 * - a Permission: a signed-in staff member whose role holds it;
 * - `signed-in`: any signed-in staff member (their own session, profile);
 * - `public`: no session (sign-in and enrolment steps only).
 */
export type StaffAccess = Permission | 'signed-in' | 'public';

export interface StaffContract<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  path: `/${string}`;
  permission: StaffAccess;
  input: I;
  output: O;
  /** A larger request body than the server's default (uploads, imports), in bytes. */
  bodyLimit?: number;
}

export function defineStaffContract<I extends z.ZodType, O extends z.ZodType>(
  contract: StaffContract<I, O>,
): StaffContract<I, O> {
  return contract;
}

export type StaffInput<C extends StaffContract> = z.input<C['input']>;
export type StaffOutput<C extends StaffContract> = z.output<C['output']>;

/** Where staff calls are served on the back-office port. */
export const STAFF_API_PREFIX = '/bo/api';
/** The header that must repeat the CSRF cookie's value on every staff call. */
export const CSRF_HEADER = 'x-csrf-token';
