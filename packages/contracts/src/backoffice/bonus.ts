// The bonus area's staff calls: templates (versioned; every version pays money, so a
// second staff member approves it before grants use it), grants to a player (four-eyes above a
// threshold), a player's bonuses with cancel, and the cost report per template.
import { z } from 'zod';
import {
  BONUS_KINDS,
  BONUS_STATUSES,
  BONUS_TRIGGERS,
  bonusRules,
  localizedText,
  type BonusRules,
} from '../bonus.ts';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';

const reason = z.string().trim().min(3).max(300);
const id = z.number().int().positive();

export const TEMPLATE_STATUSES = ['draft', 'active', 'paused', 'retired'] as const;
export const VERSION_STATES = ['draft', 'pending', 'approved', 'rejected'] as const;
/** Upper case letters, digits and dashes: the code staff and the CLI name a template by. */
export const TEMPLATE_CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export const templateRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(BONUS_KINDS),
  trigger: z.enum(BONUS_TRIGGERS),
  status: z.enum(TEMPLATE_STATUSES),
  title: localizedText,
  /** The approved version grants use; null until one is approved. */
  currentVersion: z.number().int().nullable(),
  /** A version waiting for a second staff member, if any. */
  pendingVersion: z.number().int().nullable(),
  updatedAt: z.number(),
});
export type TemplateRow = z.output<typeof templateRow>;

export const TEMPLATE_SORTS = ['code', 'updatedAt', 'status', 'kind'] as const;

export const listTemplates = defineStaffContract({
  path: '/bonus/templates',
  permission: 'bonus.read',
  input: z.object({
    ...pageInput,
    sort: z.enum(TEMPLATE_SORTS).default('updatedAt'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    kind: z.enum(BONUS_KINDS).nullable().default(null),
    trigger: z.enum(BONUS_TRIGGERS).nullable().default(null),
    status: z.enum(TEMPLATE_STATUSES).nullable().default(null),
    q: z.string().trim().max(40).default(''),
  }),
  output: pageOf(templateRow),
});

export const templateVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  state: z.enum(VERSION_STATES),
  rules: bonusRules,
  title: localizedText,
  createdBy: z.string(),
  createdAt: z.number(),
  approvedBy: z.string().nullable(),
  approvedAt: z.number().nullable(),
  /** The four-eyes request of a submitted version (pending, approved or rejected). */
  approvalId: z.number().int().nullable(),
});
export type TemplateVersion = z.output<typeof templateVersion>;

export const getTemplate = defineStaffContract({
  path: '/bonus/templates/detail',
  permission: 'bonus.read',
  input: z.object({ id }),
  output: z.object({ template: templateRow, versions: z.array(templateVersion) }),
});

/** A template's content as the editor sends it; the rules are checked by bonusRulesProblems. */
const draft = { title: localizedText, rules: z.unknown(), reason };

export const createTemplate = defineStaffContract({
  path: '/bonus/templates/create',
  permission: 'bonus.write',
  input: z.object({ code: z.string().trim().toUpperCase().regex(TEMPLATE_CODE), ...draft }),
  output: z.object({ id: z.number().int(), versionId: z.number().int(), version: z.number() }),
});

export const newTemplateVersion = defineStaffContract({
  path: '/bonus/templates/version',
  permission: 'bonus.write',
  input: z.object({ templateId: id, ...draft }),
  output: z.object({ id: z.number().int(), versionId: z.number().int(), version: z.number() }),
});

export const submitTemplateVersion = defineStaffContract({
  path: '/bonus/templates/submit',
  permission: 'bonus.write',
  input: z.object({ versionId: id, reason }),
  output: z.object({ approvalId: z.number().int() }),
});

export const setTemplateStatus = defineStaffContract({
  path: '/bonus/templates/status',
  permission: 'bonus.write',
  input: z.object({ templateId: id, status: z.enum(['active', 'paused', 'retired']), reason }),
  output: templateRow,
});

export const grantStaffBonus = defineStaffContract({
  path: '/bonus/grant',
  permission: 'bonus.grant',
  input: z.object({
    userId: id,
    templateCode: z.string().trim().toUpperCase().regex(TEMPLATE_CODE),
    /** Needed when the template names no fixed amount; never above its cap. */
    amountMinor: z.number().int().min(1).nullable().default(null),
    reason,
  }),
  output: z.discriminatedUnion('status', [
    z.object({ status: z.literal('done'), bonusId: z.number().int(), replayed: z.boolean() }),
    z.object({ status: z.literal('pending'), approvalId: z.number().int() }),
  ]),
});

export const staffBonusRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  templateId: z.number().int(),
  templateCode: z.string(),
  title: localizedText,
  version: z.number().int(),
  kind: z.enum(BONUS_KINDS),
  status: z.enum(BONUS_STATUSES),
  grantedMinor: minor,
  depositMinor: minor,
  wageringRequiredMinor: minor,
  wageredMinor: minor,
  convertedMinor: minor,
  forfeitedMinor: minor,
  /** Bonus money left now (the active bonus only). */
  balanceMinor: minor,
  grantKey: z.string(),
  grantedBy: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  finishReason: z.string().nullable(),
  grantedAt: z.number(),
  activatedAt: z.number().nullable(),
  expiresAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type StaffBonusRow = z.output<typeof staffBonusRow>;

export const listPlayerBonuses = defineStaffContract({
  path: '/bonus/player',
  permission: 'bonus.read',
  input: z.object({
    userId: id,
    status: z.enum(BONUS_STATUSES).nullable().default(null),
    ...pageInput,
  }),
  output: pageOf(staffBonusRow),
});

export const cancelPlayerBonus = defineStaffContract({
  path: '/bonus/cancel',
  permission: 'bonus.cancel',
  input: z.object({ bonusId: id, reason }),
  output: staffBonusRow,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const BONUS_OUTCOMES = [
  'completed',
  'depleted',
  'forfeited',
  'expired',
  'cancelled',
] as const;

export const costRow = z.object({
  templateId: z.number().int().nullable(),
  code: z.string(),
  title: localizedText.nullable(),
  /** Bonuses whose money went into the player's bonus account in the period. */
  grantedCount: z.number().int(),
  grantedMinor: minor,
  /** Bonus money that turned into cash (the operator's real cost) in the period. */
  convertedMinor: minor,
  forfeitedMinor: minor,
  /** Bonuses that ended in the period, and the money that went back, per outcome. */
  finished: z.record(
    z.enum(BONUS_OUTCOMES),
    z.object({ count: z.number().int(), forfeitedMinor: minor }),
  ),
  /** Now, whatever the period. */
  activeCount: z.number().int(),
  pendingCount: z.number().int(),
  completedCount: z.number().int(),
});
export type CostRow = z.output<typeof costRow>;

export const bonusCostReport = defineStaffContract({
  path: '/bonus/report',
  permission: 'bonus.read',
  input: z.object({
    /** Istanbul days, inclusive. */
    from: z.string().regex(DAY),
    to: z.string().regex(DAY),
  }),
  output: z.object({ from: z.string(), to: z.string(), rows: z.array(costRow), totals: costRow }),
});

/** A problem with a template's rules: the field it is about and what is wrong. */
export interface RulesProblem {
  field: string;
  code: 'required' | 'tooSmall' | 'tooBig' | 'format' | 'overPack' | 'notAllowed' | 'needed';
  limit?: number;
}

/**
 * What is wrong with a template's rules, field by field: the contract's own schema, what each
 * kind and trigger needs, and the jurisdiction pack's cap on wagering. Shared by the editor and
 * the server so both refuse the same drafts.
 */
export function bonusRulesProblems(
  input: unknown,
  pack: { allowed: boolean; wageringMultipleMax: number | null },
): { rules: BonusRules | null; problems: RulesProblem[] } {
  const problems: RulesProblem[] = [];
  if (!pack.allowed) problems.push({ field: 'kind', code: 'notAllowed' });
  const parsed = bonusRules.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(issueProblem(issue, input));
    return { rules: null, problems };
  }
  const r = parsed.data;
  const need = (field: string, ok: boolean) => {
    if (!ok) problems.push({ field, code: 'needed' });
  };
  need('percent', r.kind !== 'deposit_match' || r.percent !== null);
  need('fixedMinor', r.kind !== 'fixed' || (r.fixedMinor ?? 0) > 0);
  need('freeSpins', r.kind !== 'free_spins' || r.freeSpins !== null);
  need('freeBetMinor', r.kind !== 'sport_free_bet' || r.freeBetMinor !== null);
  need('cashbackPercent', r.kind !== 'cashback' || r.cashbackPercent !== null);
  need('depositNumber', r.trigger !== 'nth_deposit' || r.depositNumber !== null);
  need('promoCode', r.trigger !== 'promo_code' || r.promoCode !== null);
  need('promotionId', r.trigger !== 'promotion_join' || r.promotionId !== null);
  need('signInDay', r.trigger !== 'sign_in_day' || r.signInDay !== null);
  need('vipLevel', r.trigger !== 'vip_level' || r.vipLevel !== null);
  if (pack.wageringMultipleMax !== null && r.wageringMultiple > pack.wageringMultipleMax) {
    problems.push({ field: 'wageringMultiple', code: 'overPack', limit: pack.wageringMultipleMax });
  }
  return { rules: r, problems };
}

function issueProblem(issue: z.core.$ZodIssue, input: unknown): RulesProblem {
  const field = issue.path.map(String).join('.') || 'rules';
  const missing =
    issue.code === 'invalid_type' &&
    issue.path.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
      input,
    ) === undefined;
  if (missing) return { field, code: 'required' };
  if (issue.code === 'too_small') return { field, code: 'tooSmall', limit: Number(issue.minimum) };
  if (issue.code === 'too_big') return { field, code: 'tooBig', limit: Number(issue.maximum) };
  return { field, code: 'format' };
}
