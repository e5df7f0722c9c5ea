// Calls of the invite area: invite and agent rebates, and the invite-to-unlock prize (pdd).
// Amounts are TRY numbers with two decimals.
import { z } from 'zod';
import { defineCall } from './call.ts';

const money = z.number().describe('TRY, two decimals.');

export const INVITEE_STATES = ['registered', 'deposited', 'playing'] as const;

export const rebateDay = z.object({
  day: z.string().describe('Istanbul calendar day, YYYY-MM-DD.'),
  turnover: money.describe("The invitees' stakes that day."),
  rateBps: z.number().int().describe('Rate in basis points (100 = 1%).'),
  amount: money,
  status: z.enum(['pending', 'paid']),
});
export type RebateDay = z.infer<typeof rebateDay>;

export const agentInfo = defineCall({
  path: '/invite/agent/info',
  auth: 'player',
  tag: 'invite',
  summary:
    "The caller's invite code and link, the players they invited with their state, the " +
    'rebate rate and the rebates computed so far (per Istanbul day, from the invitees’ stakes).',
  body: {},
  result: z.object({
    inviteCode: z.string().describe('The inviteUUID.'),
    invitePath: z.string().describe('Same-origin path of the registration link with the code.'),
    rateBps: z.number().int(),
    invitees: z.array(
      z.object({
        nickname: z.string().describe('Masked: the first letter and stars.'),
        joinedAt: z.number().int(),
        state: z.enum(INVITEE_STATES),
      }),
    ),
    invitedCount: z.number().int(),
    pending: money.describe('Computed and not claimed yet.'),
    paid: money,
    days: z.array(rebateDay).describe('The last 30 computed days, newest first.'),
  }),
});

export const receiveRebate = defineCall({
  path: '/invite/agent/receiveRebate',
  auth: 'player',
  tag: 'invite',
  summary:
    'Claims every computed rebate not claimed yet into the cash balance; each day pays once.',
  body: {},
  result: z.object({ paid: money, days: z.number().int(), balance: money }),
});

// ---- invite-to-unlock prize (pdd) ----

export const userIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const PDD_STATUSES = ['active', 'completed', 'paid', 'expired'] as const;
export type PddStatus = (typeof PDD_STATUSES)[number];

export const pddPrize = z.object({
  prizeId: z.number().int(),
  status: z.enum(PDD_STATUSES),
  prize: money,
  target: z.number().int().describe('Friends needed.'),
  progress: z.number().int().describe('Friends that count so far (at most target).'),
  startedAt: z.number().int(),
  deadlineAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type PddPrize = z.infer<typeof pddPrize>;

export const pddConfig = z.object({
  prize: money,
  target: z.number().int(),
  durationDays: z.number().int(),
  rule: z.string().describe("What counts, in the caller's language."),
  terms: z.array(z.string()),
});

export const pddGetUserUUID = defineCall({
  path: '/pddPrizeConfig/getUserUUID',
  auth: 'player',
  tag: 'invite',
  summary: "The caller's invite code (uuid); another player's userId answers not found.",
  body: { userId: userIdField },
  result: z.object({ uuid: z.string() }),
});

export const pddGetPrize = defineCall({
  path: '/pddPrizeConfig/getPrize',
  auth: 'player',
  tag: 'invite',
  summary:
    'The invite-to-unlock prize as configured (amount, friends needed, days, rules) and the ' +
    "caller's current prize, started on first look.",
  body: {},
  result: z.object({ config: pddConfig, prize: pddPrize }),
});

export const getPrizeUserMsg = defineCall({
  path: '/getPrizeUserMsg',
  auth: 'player',
  tag: 'invite',
  summary: "The player's prize and progress; another player's userId answers not found.",
  body: { userId: userIdField },
  result: pddPrize.nullable(),
});

export const getInviteMsg = defineCall({
  path: '/getInviteMsg',
  auth: 'player',
  tag: 'invite',
  summary: 'The friends invited during the current prize, and whether each counts yet.',
  body: {},
  result: z.array(
    z.object({
      nickname: z.string(),
      joinedAt: z.number().int(),
      counts: z.boolean().describe('Registered in time and made a confirmed deposit.'),
    }),
  ),
});

export const getWithdrawPrize = defineCall({
  path: '/getWithdrawPrize',
  auth: 'player',
  tag: 'invite',
  summary:
    'Pays a completed prize into the cash balance, once; before the target is reached or ' +
    'after the deadline it answers why not.',
  body: {},
  result: z.object({ prize: pddPrize, paid: money, balance: money }),
});

export const PRIZE_LOG_ACTIONS = ['view', 'copy', 'share', 'qr'] as const;

export const setPrizeLog = defineCall({
  path: '/setPrizeLog',
  auth: 'player',
  tag: 'invite',
  summary: 'Records how the player spread their link (copied, shared, showed the QR code).',
  body: { action: z.enum(PRIZE_LOG_ACTIONS) },
  result: z.object({ recorded: z.boolean() }),
});
