// Staff management (staff.manage): list, create, change role, disable or enable, reset (a new
// enrolment link: new password and new TOTP). Creating, changing a role and resetting another
// member's sign-in are four-eyes actions: each answers the waiting request, and the one-time
// enrolment link goes to the second staff member who approves it (approvals/decide).
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { staffName } from './auth.ts';
import { ROLES } from './permissions.ts';

export const staffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['invited', 'active', 'disabled']),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.number().nullable(),
  createdAt: z.number(),
});
export type StaffRow = z.output<typeof staffRow>;

export const listStaff = defineStaffContract({
  path: '/staff/list',
  permission: 'staff.manage',
  input: z.object({}),
  output: z.object({ rows: z.array(staffRow) }),
});

export const enrolment = z.object({
  id: z.number().int(),
  enrolUrl: z.string(),
  expiresAt: z.number(),
});

/** A staff change waits for a second staff.manage holder (approvals/decide). */
const pending = z.object({ status: z.literal('pending'), approvalId: z.number().int() });

export const createStaff = defineStaffContract({
  path: '/staff/create',
  permission: 'staff.manage',
  input: z.object({ name: staffName, role: z.enum(ROLES) }),
  output: pending,
});

export const changeRole = defineStaffContract({
  path: '/staff/role',
  permission: 'staff.manage',
  input: z.object({
    id: z.number().int(),
    role: z.enum(ROLES),
    reason: z.string().trim().min(3).max(500),
  }),
  output: pending,
});

export const setStaffStatus = defineStaffContract({
  path: '/staff/status',
  permission: 'staff.manage',
  input: z.object({
    id: z.number().int(),
    disabled: z.boolean(),
    reason: z.string().trim().min(3).max(500),
  }),
  /** Disabling answers the row at once; enabling waits for a second approver. */
  output: z.union([staffRow, pending]),
});

export const resetStaff = defineStaffContract({
  path: '/staff/reset',
  permission: 'staff.manage',
  input: z.object({ id: z.number().int(), reason: z.string().trim().min(3).max(500) }),
  output: pending,
});
