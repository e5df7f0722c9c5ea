// Signs of harm (customer interaction): the interaction tasks fired markers open for the risk
// role, a player's markers and interactions (the 360 view), recording an interaction (a call
// or a mail noted, a limit or a time-out applied, or closing with no action and a reason) and
// running the markers now. Every change is audited.
import { z } from 'zod';
import { HARM_MARKERS, LIMIT_KINDS, LIMIT_PERIODS } from '../jurisdiction.ts';
import { defineStaffContract } from './call.ts';
import { pageInput, pageOf } from './common.ts';

export const HARM_OUTCOMES = ['call', 'mail', 'limit', 'time_out', 'no_action'] as const;
export type HarmOutcome = (typeof HARM_OUTCOMES)[number];

const userId = z.number().int().positive();

export const harmMarkerRow = z.object({
  code: z.enum(HARM_MARKERS),
  value: z.number(),
  threshold: z.number(),
  weight: z.number().int(),
  fired: z.boolean(),
  firedAt: z.number().nullable(),
  /** The figures behind the plain-words "why". */
  facts: z.record(z.string(), z.union([z.number(), z.string()])),
  computedAt: z.number(),
});
export type HarmMarkerRow = z.output<typeof harmMarkerRow>;

export const harmTaskRow = z.object({
  taskId: z.number().int(),
  userId: z.number().int(),
  nickname: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  score: z.number().int(),
  markers: z.array(z.string()),
  /** The pack requires an interaction at this score: "no action" is refused. */
  required: z.boolean(),
  assignee: z.string().nullable(),
  outcome: z.enum(HARM_OUTCOMES).nullable(),
  note: z.string().nullable(),
  openedAt: z.number(),
  closedBy: z.string().nullable(),
  closedAt: z.number().nullable(),
});
export type HarmTaskRow = z.output<typeof harmTaskRow>;

export const listHarmTasks = defineStaffContract({
  path: '/risk/harm/tasks',
  permission: 'risk.read',
  input: z.object({
    status: z.enum(['open', 'closed', 'all']).default('open'),
    /** Only players with a marker that started firing at or after this time (ms). */
    firedSince: z.number().int().min(0).optional(),
    marker: z.union([z.enum(HARM_MARKERS), z.literal('')]).default(''),
    userId: userId.optional(),
    ...pageInput,
    pageSize: z.number().int().min(1).max(100).default(25),
  }),
  output: pageOf(harmTaskRow),
});

export const playerHarm = defineStaffContract({
  path: '/risk/harm/player',
  permission: 'risk.read',
  input: z.object({ userId }),
  output: z.object({
    score: z.number().int(),
    markers: z.array(harmMarkerRow),
    tasks: z.array(harmTaskRow),
  }),
});

export const recordHarmInteraction = defineStaffContract({
  path: '/risk/harm/record',
  permission: 'risk.manage',
  input: z.object({
    taskId: z.number().int().positive(),
    outcome: z.enum(HARM_OUTCOMES),
    /** What was said or done, or why no action: the audit row's reason. */
    note: z.string().trim().min(3).max(1000),
    /** outcome 'limit': the limit made stricter. */
    limit: z
      .object({
        kind: z.enum(LIMIT_KINDS),
        period: z.enum(LIMIT_PERIODS),
        amountMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
      })
      .optional(),
    /** outcome 'time_out': its length in days. */
    days: z.number().int().min(1).max(365).optional(),
  }),
  output: z.object({ status: z.literal('closed') }),
});

export const scanHarm = defineStaffContract({
  path: '/risk/harm/scan',
  permission: 'risk.manage',
  input: z.object({}),
  output: z.object({ players: z.number().int(), opened: z.number().int() }),
});

/** Players whose markers started firing since a time: the home page's count. */
export const harmFiredCount = defineStaffContract({
  path: '/risk/harm/fired',
  permission: 'risk.read',
  input: z.object({ since: z.number().int().min(0) }),
  output: z.object({ players: z.number().int(), openTasks: z.number().int() }),
});
