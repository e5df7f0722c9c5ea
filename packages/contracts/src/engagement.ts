// Calls of the engagement area that pays prizes: mail with claimable attachments (docs/seed-spec.md
// S3.4, S4.3), the daily sign-in calendar (S3.5), the prize wheels (S1.9, S9.17) and VIP levels.
// The seed shows none of their payloads; these are ours. Amounts are TRY numbers with two decimals,
// as totalAssets.
import { z } from 'zod';
import { defineCall } from './call.ts';

const money = z.number().describe('TRY, two decimals.');

/**
 * The seed's wheel animation (S9.17), defined once in limits.ts with the other §9 constants:
 * acceleration and deceleration 2500 ms, top speed 20° an animation frame (60 a second).
 */
export { WHEEL_ACCELERATION_MS, WHEEL_DECELERATION_MS, WHEEL_SPEED } from './limits.ts';

/** The four tiers of S1.9, then the VIP wheel. */
export const WHEEL_CODES = ['primary', 'intermediate', 'senior', 'super', 'vip'] as const;
export type WheelCode = (typeof WHEEL_CODES)[number];

/** Sign-in days are counted in this timezone (as the login validity of S9.2). */
export const SIGN_IN_TIMEZONE = 'Europe/Istanbul';

export const mailIdField = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------- mail

export const mailView = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
  /** 0 unread, 1 read. */
  isRead: z.union([z.literal(0), z.literal(1)]),
  /** JSON text holding the attachment's amount, `{"amount":12.5}`; empty without one. */
  attaches: z.string(),
  /** The attachment's amount (0 without one), the same as in attaches. */
  amount: money,
  /** 0 not claimed, 1 claimed (also 0 for a mail without an attachment). */
  attachesStatus: z.union([z.literal(0), z.literal(1)]),
});
export type MailView = z.output<typeof mailView>;

export const mailList = defineCall({
  path: '/mail/list',
  auth: 'player',
  tag: 'mail',
  summary: "The player's mail, newest first (at most 100), with the number of unread ones.",
  body: {},
  result: z.object({ list: z.array(mailView), unread: z.number().int() }),
});

export const mailRead = defineCall({
  path: '/mail/read',
  auth: 'player',
  tag: 'mail',
  summary: "Marks one of the player's mails read (another player's mail answers as not found).",
  body: { mailId: mailIdField },
  result: mailView,
});

export const mailReceive = defineCall({
  path: '/mail/receive',
  auth: 'player',
  tag: 'mail',
  summary:
    "Claims a mail's attachment: credits its amount to the balance once (attachesStatus 0 -> 1).",
  body: { mailId: mailIdField },
  result: z.object({ mail: mailView, amount: money, totalAssets: money }),
});

// ---------------------------------------------------------------- daily sign-in

export const signInDay = z.object({
  /** 1..days: the day of the streak this prize belongs to. */
  day: z.number().int(),
  amount: money,
});

export const getSignInConfig = defineCall({
  path: '/signInConfig/getSignInConfig',
  auth: 'none',
  tag: 'sign-in',
  summary: 'The sign-in calendar: the prize of each day of the streak, and the day boundary.',
  body: {},
  result: z.object({
    days: z.array(signInDay),
    timezone: z.literal(SIGN_IN_TIMEZONE),
  }),
});

export const signInState = z.object({
  /** Days of the current streak already claimed (0..days). */
  picksNew: z.number().int(),
  bsignInToday: z.boolean(),
  /** The streak day a claim now would pay (1..days), or the day claimed today. */
  nextDay: z.number().int(),
  /** Today in Europe/Istanbul, YYYY-MM-DD. */
  today: z.string(),
  days: z.array(signInDay),
  /** The last claims, newest first. */
  records: z.array(
    z.object({ date: z.string(), day: z.number().int(), amount: money, createTime: z.number() }),
  ),
});
export type SignInState = z.output<typeof signInState>;

export const getSignInRecord = defineCall({
  path: '/signInRecord/getSignInRecord',
  auth: 'player',
  tag: 'sign-in',
  summary:
    "The player's streak and whether today is claimed (another player's userId answers as not found).",
  body: { userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() },
  result: signInState,
});

export const getSignInUpdate = defineCall({
  path: '/signInRecord/getSignInUpdate',
  auth: 'player',
  tag: 'sign-in',
  summary: "Claims today's sign-in prize, once per Europe/Istanbul day.",
  body: {},
  result: z.object({
    day: z.number().int(),
    amount: money,
    totalAssets: money,
    state: signInState,
  }),
});

// ---------------------------------------------------------------- wheels

export const wheelSegment = z.object({
  index: z.number().int(),
  label: z.string(),
  amount: money,
  weight: z.number().int(),
  /** weight / total weight, published on the wheel page. */
  probability: z.number(),
});

export const wheelView = z.object({
  id: z.number().int(),
  code: z.enum(WHEEL_CODES),
  /** The VIP level the wheel needs (0: everyone). */
  minVipLevel: z.number().int(),
  locked: z.boolean(),
  rules: z.object({
    /** One spin per this many deposits (0: deposits earn none). */
    perDeposits: z.number().int(),
    /** One spin per this much turnover (0: turnover earns none). */
    perTurnover: money,
    /** One spin per this many invited players who registered (0: none). */
    perInvites: z.number().int(),
  }),
  earned: z.object({
    deposits: z.number().int(),
    turnover: z.number().int(),
    invites: z.number().int(),
  }),
  progress: z.object({ deposits: z.number().int(), turnover: money, invites: z.number().int() }),
  /**
   * The deposits behind the deposit rule: confirmed ones, the ones that count (each wagered
   * once, less withdrawals), and the turnover still to play before the next one counts.
   */
  deposits: z.object({
    confirmed: z.number().int(),
    counted: z.number().int(),
    wagerToNext: money,
  }),
  used: z.number().int(),
  spinsLeft: z.number().int(),
  segments: z.array(wheelSegment),
});
export type WheelView = z.output<typeof wheelView>;

export const wheelList = defineCall({
  path: '/wheel/list',
  // A guest (tourist) sees the wheels and their odds too, with no spins (the page asks to log in).
  auth: 'session',
  tag: 'wheel',
  summary:
    'The prize wheels: segments with their published probabilities, how spins are earned, and the spins the player has.',
  body: {},
  result: z.object({
    wheels: z.array(wheelView),
    recent: z.array(
      z.object({
        id: z.number().int(),
        code: z.enum(WHEEL_CODES),
        label: z.string(),
        amount: money,
        createTime: z.number(),
      }),
    ),
  }),
});

export const wheelSpin = defineCall({
  path: '/wheel/spin',
  auth: 'player',
  tag: 'wheel',
  summary: 'Spins a wheel: the server draws the segment (crypto RNG by weight) and pays its prize.',
  body: { wheelCode: z.enum(WHEEL_CODES) },
  result: z.object({
    spinId: z.number().int(),
    segmentIndex: z.number().int(),
    label: z.string(),
    amount: money,
    spinsLeft: z.number().int(),
    totalAssets: money,
  }),
});

// ---------------------------------------------------------------- VIP

export const vipLevelView = z.object({
  level: z.number().int(),
  /** Turnover that reaches this level (either condition is enough). */
  minTurnover: money,
  minDeposits: money,
  /** Invite rebate rate, basis points of invitees' turnover. */
  rebateBps: z.number().int(),
  withdrawDailyMax: money,
  /** Wheels this level opens. */
  wheels: z.array(z.enum(WHEEL_CODES)),
});

export const getVipInfo = defineCall({
  path: '/vip/getVipInfo',
  auth: 'player',
  tag: 'vip',
  summary: "The player's VIP level, what counts towards the next one, and every level's benefits.",
  body: {},
  result: z.object({
    vipLevel: z.number().int(),
    turnover: money,
    deposits: money,
    levels: z.array(vipLevelView),
    next: z
      .object({
        level: z.number().int(),
        turnoverNeeded: money,
        depositsNeeded: money,
        /** 0..1: the better of the two paths. */
        progress: z.number(),
      })
      .nullable(),
  }),
});
