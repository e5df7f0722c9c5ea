// AML cases: a player's risk alerts (thresholds, screening, source of funds, several accounts
// on one device, IP or IBAN...) grouped into one case per player, with an assignee, notes and
// a decision: restrict and report by one staff member, clear and close the account with a
// second one's approval (four-eyes); and the suspicious-activity report, a text document of
// the case's record and the player's ledger extract.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';
import { riskAlertRow } from './risk.ts';

export const AML_DECISIONS = ['clear', 'restrict', 'close_account', 'report'] as const;
export type AmlDecision = (typeof AML_DECISIONS)[number];
/** Decisions a second staff member must approve. */
export const AML_FOUR_EYES: readonly AmlDecision[] = ['clear', 'close_account'];

const caseId = z.number().int().positive();

export const amlCaseRow = z.object({
  caseId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  assignee: z.string().nullable(),
  alertCount: z.number().int(),
  decision: z.enum(AML_DECISIONS).nullable(),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** A clear or close waits for a second staff member (its approval id). */
  pendingApprovalId: z.number().int().nullable(),
  openedBy: z.string(),
  openedAt: z.number(),
  closedAt: z.number().nullable(),
});
export type AmlCaseRow = z.output<typeof amlCaseRow>;

export const listAmlCases = defineStaffContract({
  path: '/risk/cases',
  permission: 'risk.read',
  input: z.object({
    status: z.enum(['open', 'closed', 'all']).default('open'),
    /** 'me', 'none', a staff name, or empty for anyone. */
    assignee: z.string().trim().max(64).default(''),
    userId: z.number().int().positive().optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(amlCaseRow),
});

export const amlNote = z.object({
  id: z.number().int(),
  staffName: z.string(),
  body: z.string(),
  createdAt: z.number(),
});

export const getAmlCase = defineStaffContract({
  path: '/risk/cases/get',
  permission: 'risk.read',
  input: z.object({ caseId }),
  output: z.object({
    case: amlCaseRow,
    alerts: z.array(riskAlertRow),
    notes: z.array(amlNote),
  }),
});

export const openAmlCase = defineStaffContract({
  path: '/risk/cases/open',
  permission: 'risk.manage',
  input: z.object({ alertId: z.number().int().positive() }),
  output: z.object({
    caseId: z.number().int(),
    created: z.boolean(),
    alertsAdded: z.number().int(),
  }),
});

export const assignAmlCase = defineStaffContract({
  path: '/risk/cases/assign',
  permission: 'risk.manage',
  input: z.object({ caseId, assignee: z.string().trim().min(1).max(64).nullable() }),
  output: z.object({ assignee: z.string().nullable() }),
});

export const addAmlNote = defineStaffContract({
  path: '/risk/cases/note',
  permission: 'risk.manage',
  input: z.object({ caseId, body: z.string().trim().min(3).max(2000) }),
  output: amlNote,
});

export const decideAmlCase = defineStaffContract({
  path: '/risk/cases/decide',
  permission: 'risk.manage',
  input: z.object({
    caseId,
    decision: z.enum(AML_DECISIONS),
    reason: z.string().trim().min(3).max(1000),
  }),
  output: z.object({
    status: z.enum(['closed', 'pending']),
    approvalId: z.number().int().nullable(),
  }),
});

/** Asks the player for a source-of-funds document: a mail, and the upload on their KYC page. */
export const requestAmlSourceOfFunds = defineStaffContract({
  path: '/risk/cases/sof',
  permission: 'risk.manage',
  input: z.object({ caseId }),
  output: z.object({ requested: z.boolean() }),
});

export const exportAmlReport = defineStaffContract({
  path: '/risk/cases/report',
  permission: 'risk.manage',
  input: z.object({ caseId }),
  output: z.object({ filename: z.string(), text: z.string() }),
});
