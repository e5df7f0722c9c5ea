// Four-eyes approvals: what waits for a second staff member, and their decision.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const approvalStatus = z.enum(['pending', 'approved', 'rejected']);

export const approvalRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  amountMinor: z.number().int().nullable(),
  payload: z.unknown(),
  reason: z.string(),
  status: approvalStatus,
  requestedBy: z.string(),
  requestedAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  decisionReason: z.string().nullable(),
  /** Whether the signed-in staff member may decide it (has the kind's permission, not the requester). */
  canDecide: z.boolean(),
});
export type ApprovalRow = z.output<typeof approvalRow>;

export const listApprovals = defineStaffContract({
  path: '/approvals/list',
  permission: 'approvals.read',
  input: z.object({ status: approvalStatus.default('pending'), ...pageInput }),
  output: pageOf(approvalRow),
});

export const decideApproval = defineStaffContract({
  path: '/approvals/decide',
  permission: 'approvals.decide',
  input: z.object({
    id: z.number().int(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).default(''),
  }),
  // An approved staff creation or sign-in reset answers the new member's one-time enrolment
  // link here, to the approver only: the requester never holds it.
  output: approvalRow.extend({
    enrolment: z.object({ enrolUrl: z.string(), expiresAt: z.number() }).optional(),
  }),
});
