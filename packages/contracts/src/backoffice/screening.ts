// Sanctions and PEP screening for staff: the hits (risk.read), and the decision on an open one:
// confirm (risk.manage; the hold stays) or clear (risk.manage, and a second staff member holding
// approvals.decide approves it before the hold lifts).
import { z } from 'zod';
import { defineStaffContract } from './call.ts';

export const SCREENING_HIT_STATUSES = ['open', 'confirmed', 'cleared'] as const;

export const screeningHitRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  status: z.enum(SCREENING_HIT_STATUSES),
  /** 0..1 */
  score: z.number(),
  screenedName: z.string(),
  matchedName: z.string(),
  /** The list entry as it matched: id, caption, names, birth dates, countries, topics, datasets. */
  entry: z.object({
    id: z.string(),
    caption: z.string(),
    names: z.array(z.string()),
    birthDates: z.array(z.string()),
    countries: z.array(z.string()),
    topics: z.array(z.string()),
    datasets: z.array(z.string()),
  }),
  trigger: z.string(),
  createdAt: z.number(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  /** A clear waiting for the second approver. */
  clearPending: z.boolean(),
});
export type ScreeningHitRow = z.output<typeof screeningHitRow>;

export const listScreeningHits = defineStaffContract({
  path: '/screening/hits',
  permission: 'risk.read',
  input: z.object({ status: z.enum(SCREENING_HIT_STATUSES).default('open') }),
  output: z.object({ rows: z.array(screeningHitRow) }),
});

export const decideScreeningHit = defineStaffContract({
  path: '/screening/decide',
  permission: 'risk.manage',
  input: z.object({
    id: z.number().int().positive(),
    decision: z.enum(['confirm', 'clear']),
    /** Why: the audit log keeps it (3 characters at least). */
    note: z.string().trim().min(3).max(500),
  }),
  output: z.object({
    id: z.number().int(),
    status: z.enum(SCREENING_HIT_STATUSES),
    /** Set when the clear waits for a second approver. */
    approvalId: z.number().int().nullable(),
  }),
});

export const screenNow = defineStaffContract({
  path: '/screening/run',
  permission: 'risk.manage',
  input: z.object({ userId: z.number().int().positive().optional() }),
  output: z.object({ players: z.number().int(), hits: z.number().int() }),
});
