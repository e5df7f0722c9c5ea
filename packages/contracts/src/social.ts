// Calls of the social side of engagement: promotions and activities, invite and agent rebates,
// the invite-to-unlock prize (pdd), and customer service. The seed marks every payload here
// "not shown"; this file is their design. Amounts are TRY numbers with two decimals.
import { z } from 'zod';
import { defineCall } from './call.ts';

const money = z.number().describe('TRY, two decimals.');

export const activityIdField = z
  .number()
  .int()
  .positive()
  .max(2 ** 31);

/** What a promotion lets the player do: nothing (information only), join it, or claim a reward. */
export const PROMOTION_ACTIONS = ['none', 'join', 'claim'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** What a claim needs first. */
export const PROMOTION_REQUIREMENTS = ['none', 'deposit'] as const;

/**
 * - `open`: the player can join or claim (or just read it).
 * - `joined` / `claimed`: done, once.
 * - `locked`: the requirement is not met yet (e.g. a first deposit).
 * - `login`: a visitor or tourist; joining and claiming need a registered player.
 */
export const PROMOTION_STATES = ['open', 'joined', 'claimed', 'locked', 'login'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const activitySummary = z.object({
  activityId: z.number().int(),
  title: z.string().describe("In the caller's language."),
  summary: z.string(),
  imageUrl: z.string().describe("The promotion's banner art (same-origin path)."),
  bannerId: z.number().int().nullable().describe('The home banner that links to it, if any.'),
  action: z.enum(PROMOTION_ACTIONS),
  requirement: z.enum(PROMOTION_REQUIREMENTS),
  reward: money.describe('Paid once by a claim; 0 when the promotion pays nothing.'),
  startsAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  state: z.enum(PROMOTION_STATES),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activityList = defineCall({
  path: '/activity/list',
  auth: 'none',
  tag: 'promotions',
  summary:
    'The promotions live now, in display order, with what the caller can do with each (their ' +
    'state is read from the token when one is sent).',
  body: {},
  result: z.array(activitySummary),
});

export const activityDetail = defineCall({
  path: '/activity/detail',
  auth: 'none',
  tag: 'promotions',
  summary: 'One live promotion with its terms, one paragraph per item.',
  body: { activityId: activityIdField },
  result: activitySummary.extend({ terms: z.array(z.string()) }),
});

export const activityJoin = defineCall({
  path: '/activity/join',
  auth: 'player',
  tag: 'promotions',
  summary: 'Joins a promotion whose action is "join"; joining again answers the same state.',
  body: { activityId: activityIdField },
  result: activitySummary,
});

export const activityClaim = defineCall({
  path: '/activity/claim',
  auth: 'player',
  tag: 'promotions',
  summary:
    'Claims the reward of a promotion whose action is "claim": paid once into the cash ' +
    'balance through the ledger, however many times it is asked.',
  body: { activityId: activityIdField },
  result: z.object({ activity: activitySummary, paid: money, balance: money }),
});

// ---- invite and agent rebates ----

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

// ---- customer service ----

export const SUPPORT_CHANNEL_KINDS = ['chat', 'email', 'telegram', 'whatsapp', 'phone'] as const;

export const supportChannel = z.object({
  kind: z.enum(SUPPORT_CHANNEL_KINDS),
  label: z.string(),
  value: z.string().describe('Address, number or handle as the player types it.'),
  href: z.string().describe('A link that opens it (mailto:, tel:, https:), or empty.'),
  hours: z.string().describe("Opening hours in the caller's language."),
});

export const supportChannels = defineCall({
  path: '/support/channels',
  auth: 'none',
  tag: 'support',
  summary: "The operator's customer service channels, in display order.",
  body: {},
  result: z.array(supportChannel),
});

export const SUPPORT_MESSAGE_MAX = 1000;

export const supportMessage = z.object({
  messageId: z.number().int(),
  from: z.enum(['player', 'staff']),
  staffName: z.string().nullable(),
  content: z.string(),
  createdAt: z.number().int(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportMessages = defineCall({
  path: '/support/messages',
  auth: 'player',
  tag: 'support',
  summary: "The caller's conversation with support, oldest first (the last 100).",
  body: {},
  result: z.array(supportMessage),
});

export const supportSend = defineCall({
  path: '/support/send',
  auth: 'player',
  tag: 'support',
  summary: 'Sends a message to support; staff answer later.',
  body: {
    content: z
      .string('base.messageRequired')
      .trim()
      .min(1, 'base.messageRequired')
      .max(SUPPORT_MESSAGE_MAX, 'base.messageTooLong'),
  },
  result: supportMessage,
});
