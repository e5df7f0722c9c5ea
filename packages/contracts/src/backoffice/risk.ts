// The risk area's staff calls: alerts the system raised (wins over the cap, stuck payouts,
// reconcile failures, referral farming, many accounts on one device, IP or IBAN), assigning
// and closing them with a reason, and running the rules now.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const RISK_KINDS = [
  'win_cap',
  'deposit_paid_late',
  'stuck_payout',
  'reconcile_failed',
  'referral_farming',
  'shared_device',
  'shared_ip',
  'shared_iban',
] as const;

export const riskAlertRow = z.object({
  alertId: z.number().int(),
  kind: z.string(),
  subject: z.string().nullable(),
  userId: z.number().int().nullable(),
  nickname: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(['open', 'closed']),
  assignee: z.string().nullable(),
  closedBy: z.string().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.number(),
  closedAt: z.number().nullable(),
});
export type RiskAlertRow = z.output<typeof riskAlertRow>;

export const listRiskAlerts = defineStaffContract({
  path: '/risk/alerts',
  permission: 'risk.read',
  input: z.object({
    status: z.enum(['open', 'closed', 'all']).default('open'),
    kind: z.string().trim().max(32).default(''),
    /** 'me', 'none', a staff name, or empty for anyone. */
    assignee: z.string().trim().max(64).default(''),
    userId: z.number().int().positive().optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(riskAlertRow),
});

const alertId = z.number().int().positive();

export const assignRiskAlert = defineStaffContract({
  path: '/risk/assign',
  permission: 'risk.manage',
  input: z.object({ alertId, assignee: z.string().trim().min(1).max(64).nullable() }),
  output: z.object({ assignee: z.string().nullable() }),
});

export const closeRiskAlert = defineStaffContract({
  path: '/risk/close',
  permission: 'risk.manage',
  input: z.object({ alertId, reason: z.string().trim().min(3).max(500) }),
  output: z.object({ status: z.literal('closed') }),
});

export const scanRisk = defineStaffContract({
  path: '/risk/scan',
  permission: 'risk.manage',
  input: z.object({}),
  output: z.object({ raised: z.record(z.string(), z.number().int()) }),
});
