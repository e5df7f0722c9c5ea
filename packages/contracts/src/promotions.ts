// Calls of promotions and activities: the list, a promotion's page, joining and claiming.
// Amounts are TRY numbers with two decimals.
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
