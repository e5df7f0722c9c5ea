// Staff management (staff.manage): list, create (answers a one-time enrolment link), change
// role, disable or enable, reset (a new enrolment link: new password and new TOTP).
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

const enrolment = z.object({ id: z.number().int(), enrolUrl: z.string(), expiresAt: z.number() });

export const createStaff = defineStaffContract({
  path: '/staff/create',
  permission: 'staff.manage',
  input: z.object({ name: staffName, role: z.enum(ROLES) }),
  output: enrolment,
});

export const changeRole = defineStaffContract({
  path: '/staff/role',
  permission: 'staff.manage',
  input: z.object({
    id: z.number().int(),
    role: z.enum(ROLES),
    reason: z.string().trim().min(3).max(500),
  }),
  output: staffRow,
});

export const setStaffStatus = defineStaffContract({
  path: '/staff/status',
  permission: 'staff.manage',
  input: z.object({
    id: z.number().int(),
    disabled: z.boolean(),
    reason: z.string().trim().min(3).max(500),
  }),
  output: staffRow,
});

export const resetStaff = defineStaffContract({
  path: '/staff/reset',
  permission: 'staff.manage',
  input: z.object({ id: z.number().int(), reason: z.string().trim().min(3).max(500) }),
  output: enrolment,
});
