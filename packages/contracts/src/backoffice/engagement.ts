// The engagement area's staff calls: versioned configuration (wheels, sign-in calendar, VIP
// levels and invite rebate rates, the pdd prize, promotions) that goes live after a second
// approver, saved player segments with a live count, and the mail composer.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';
import { minor, pageInput, pageOf } from './common.ts';
import { CONFIG_KIND, type FieldChange } from './engagement-config.ts';
import { tagName } from './player-list.ts';

const kind = z.string().regex(CONFIG_KIND);
const reason = z.string().trim().min(3).max(200);
const DAY = z.number().int().min(0);

export const configVersion = z.object({
  version: z.number().int(),
  state: z.enum(['pending', 'live', 'superseded', 'rejected']),
  body: z.unknown(),
  createdBy: z.string(),
  createdAt: z.number(),
  approvedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  approvalId: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ConfigVersion = z.output<typeof configVersion>;

export const configSummary = z.object({
  kind: z.string(),
  liveVersion: z.number().int().nullable(),
  pendingVersion: z.number().int().nullable(),
});

export const listConfigs = defineStaffContract({
  path: '/engagement/configs',
  permission: 'engagement.read',
  input: z.object({}),
  output: z.object({ rows: z.array(configSummary) }),
});

export const getConfig = defineStaffContract({
  path: '/engagement/config',
  permission: 'engagement.read',
  input: z.object({ kind }),
  output: z.object({
    kind: z.string(),
    /** The body the player calls read now. */
    live: z.unknown(),
    liveVersion: z.number().int().nullable(),
    pending: configVersion.nullable(),
  }),
});

export const proposeConfig = defineStaffContract({
  path: '/engagement/config/propose',
  permission: 'engagement.write',
  input: z.object({ kind, body: z.unknown(), reason }),
  output: z.object({
    version: z.number().int(),
    status: z.enum(['pending', 'live']),
    approvalId: z.number().int().nullable(),
  }),
});

const fieldChange: z.ZodType<FieldChange> = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const configHistory = defineStaffContract({
  path: '/engagement/config/history',
  permission: 'engagement.read',
  input: z.object({ kind, ...pageInput }),
  output: pageOf(configVersion.extend({ changes: z.array(fieldChange) })),
});

// ---- segments ----

export const segmentFilter = z
  .object({
    vipMin: z.number().int().min(0).max(100).nullable().default(null),
    vipMax: z.number().int().min(0).max(100).nullable().default(null),
    registeredFrom: DAY.nullable().default(null),
    registeredTo: DAY.nullable().default(null),
    depositedMinMinor: minor.min(0).nullable().default(null),
    /** Logged in within this many days. */
    activeWithinDays: z.number().int().min(1).max(3650).nullable().default(null),
    lang: z.enum(['tk', 'en', 'zh-CN']).nullable().default(null),
    /** Players carrying every one of these tags (staff put them on the player list). */
    tags: z.array(tagName).max(10).default([]),
  })
  .refine((f) => f.vipMin === null || f.vipMax === null || f.vipMax >= f.vipMin, {
    message: 'vip',
    path: ['vipMax'],
  })
  .refine(
    (f) =>
      f.registeredFrom === null || f.registeredTo === null || f.registeredTo > f.registeredFrom,
    { message: 'registered', path: ['registeredTo'] },
  );
export type SegmentFilter = z.output<typeof segmentFilter>;

export const segmentRow = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: segmentFilter,
  createdBy: z.string(),
  updatedAt: z.number(),
});
export type SegmentRow = z.output<typeof segmentRow>;

export const listSegments = defineStaffContract({
  path: '/engagement/segments',
  permission: 'engagement.read',
  input: z.object({ ...pageInput }),
  output: pageOf(segmentRow),
});

/** The tags in use, for the segment editor's picker (the player list's own call needs players.read). */
export const segmentTags = defineStaffContract({
  path: '/engagement/segments/tags',
  permission: 'engagement.read',
  input: z.object({}),
  output: z.object({ tags: z.array(z.object({ tag: z.string(), players: z.number().int() })) }),
});

export const countSegment = defineStaffContract({
  path: '/engagement/segments/count',
  permission: 'engagement.read',
  input: z.object({ filter: segmentFilter }),
  output: z.object({ count: z.number().int() }),
});

export const saveSegment = defineStaffContract({
  path: '/engagement/segments/save',
  permission: 'engagement.write',
  input: z.object({
    id: z.number().int().nullable().default(null),
    name: z.string().trim().min(2).max(80),
    filter: segmentFilter,
  }),
  output: segmentRow,
});

// ---- mail ----

export const mailTarget = z.discriminatedUnion('target', [
  z.object({ target: z.literal('player'), userId: z.number().int().min(1) }),
  z.object({ target: z.literal('segment'), segmentId: z.number().int().min(1) }),
  z.object({ target: z.literal('all') }),
]);
export type MailTarget = z.output<typeof mailTarget>;

export const previewMail = defineStaffContract({
  path: '/engagement/mail/preview',
  permission: 'engagement.read',
  input: z.object({ to: mailTarget, amountMinor: minor.min(0).max(100_000_000) }),
  output: z.object({
    recipients: z.number().int(),
    totalCostMinor: minor,
    /** Whether sending waits for a second approver. */
    needsApproval: z.boolean(),
    thresholdMinor: minor,
  }),
});

export const sendMail = defineStaffContract({
  path: '/engagement/mail/send',
  permission: 'mail.send',
  input: z.object({
    to: mailTarget,
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(4000),
    amountMinor: minor.min(0).max(100_000_000),
    /** When to send (epoch ms); null: now. */
    sendAt: z.number().int().nullable().default(null),
  }),
  output: z.object({
    campaignId: z.number().int(),
    status: z.string(),
    approvalId: z.number().int().nullable(),
  }),
});

export const campaignRow = z.object({
  id: z.number().int(),
  target: z.string(),
  userId: z.number().int().nullable(),
  segmentId: z.number().int().nullable(),
  segmentName: z.string().nullable(),
  title: z.string(),
  amountMinor: minor,
  sendAt: z.number(),
  status: z.string(),
  estimatedCount: z.number().int(),
  sentCount: z.number().int(),
  createdBy: z.string(),
  approvedBy: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type CampaignRow = z.output<typeof campaignRow>;

export const listCampaigns = defineStaffContract({
  path: '/engagement/mail/campaigns',
  permission: 'engagement.read',
  input: z.object({ ...pageInput }),
  output: pageOf(campaignRow),
});

export const cancelCampaign = defineStaffContract({
  path: '/engagement/mail/cancel',
  permission: 'mail.send',
  input: z.object({ id: z.number().int(), reason }),
  output: campaignRow,
});
