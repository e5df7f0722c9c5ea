// The protection area's staff calls: a player's limits, exclusions and protection
// history; staff may exclude a player or make a limit stricter, with a reason, never lift a
// player's own self-exclusion or raise a limit; the list of players excluded now.
import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../jurisdiction.ts';
import { EXCLUSION_KINDS, protectionOverview } from '../protection.ts';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';

const userId = z.number().int().positive();
const reason = z.string().trim().min(3).max(500);

export const exclusionRow = z.object({
  id: z.number().int(),
  kind: z.enum(EXCLUSION_KINDS),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  liftAt: z.number().nullable(),
  reason: z.string().nullable(),
  setBy: z.string(),
  inForce: z.boolean(),
});
export type ExclusionRow = z.output<typeof exclusionRow>;

export const protectionEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string(),
  detail: z.string(),
  createdAt: z.number(),
});

export const playerProtection = defineStaffContract({
  path: '/protection/player',
  permission: 'protection.read',
  input: z.object({ userId }),
  output: z.object({
    overview: protectionOverview,
    exclusions: z.array(exclusionRow),
    events: z.array(protectionEvent),
  }),
});

export const excludePlayer = defineStaffContract({
  path: '/protection/exclude',
  permission: 'protection.manage',
  input: z.object({
    userId,
    /** Days; null: until staff lift it. */
    days: z.number().int().min(1).max(3650).nullable(),
    reason,
  }),
  output: z.object({ exclusionId: z.number().int() }),
});

export const liftStaffExclusion = defineStaffContract({
  path: '/protection/lift',
  permission: 'protection.manage',
  input: z.object({ userId, exclusionId: z.number().int().positive(), reason }),
  output: z.object({ lifted: z.boolean() }),
});

export const tightenLimit = defineStaffContract({
  path: '/protection/limit',
  permission: 'protection.manage',
  input: z.object({
    userId,
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amountMinor: minor.min(0),
    reason,
  }),
  output: z.object({ amountMinor: minor }),
});

export const excludedRow = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  kind: z.enum(EXCLUSION_KINDS),
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  setBy: z.string(),
});
export type ExcludedRow = z.output<typeof excludedRow>;

export const listExcluded = defineStaffContract({
  path: '/protection/excluded',
  permission: 'protection.read',
  input: z.object({
    kind: z.enum(['all', ...EXCLUSION_KINDS]).default('all'),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(excludedRow),
});
