// Player protection calls: limits, reality checks, time-outs, self-exclusion, the
// panic button, the account history and the data rights. Amounts are integers in the pack
// currency's minor units (fields ending in Minor); times are epoch milliseconds.
import { z } from 'zod';
import { defineCall } from './call.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from './jurisdiction.ts';

const minor = z.number().int();
const at = z.number().int();

export const limitKind = z.enum(LIMIT_KINDS);
export const limitPeriod = z.enum(LIMIT_PERIODS);

export const moneyLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** In force now; null: no limit of this kind and period. */
  amountMinor: minor.nullable(),
  /** A raise or removal waiting for the cooling-off. */
  pending: z.object({ amountMinor: minor.nullable(), effectiveAt: at }).nullable(),
  /** Used in the rolling window (for loss: stakes less wins, may be below zero). */
  usedMinor: minor,
  /** What is left in the window; null when there is no limit. */
  remainingMinor: minor.nullable(),
});
export type MoneyLimit = z.output<typeof moneyLimit>;

/** register: a national register (OASIS, CRUKS, GAMSTOP) says the player is excluded. */
export const EXCLUSION_KINDS = [
  'time_out',
  'self_exclusion',
  'panic',
  'staff',
  'register',
] as const;

export const exclusionView = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  startsAt: at,
  /** null: indefinite. */
  endsAt: at.nullable(),
  /** When a requested lift takes effect (self-exclusion). */
  liftAt: at.nullable(),
  /** The player may ask to lift it now (a self-exclusion past its end). */
  canRequestLift: z.boolean(),
});
export type ExclusionView = z.output<typeof exclusionView>;

export const protectionOverview = z.object({
  limits: z.array(moneyLimit),
  sessionLimit: z.object({
    minutes: z.number().int().nullable(),
    pending: z.object({ minutes: z.number().int().nullable(), effectiveAt: at }).nullable(),
  }),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: exclusionView.nullable(),
  /** Limit kinds the pack requires that the player has not set yet. */
  missingRequired: z.array(limitKind),
  /** The most a deposit limit may be (the pack's monthly cap), null: no cap. */
  depositCapMinor: minor.nullable(),
  coolingOffHours: z.number().int(),
});
export type ProtectionOverview = z.output<typeof protectionOverview>;

export const getProtection = defineCall({
  path: '/protection/overview',
  auth: 'player',
  tag: 'protection',
  summary: 'The player’s limits (with what is used and left), reality check and any exclusion.',
  body: {},
  result: protectionOverview,
});

export const setLimit = defineCall({
  path: '/protection/limit/set',
  auth: 'player',
  tag: 'protection',
  summary:
    'Sets, raises, lowers or removes a deposit, loss or wager limit. A decrease applies at ' +
    'once; a raise or a removal after the pack’s cooling-off.',
  body: {
    kind: limitKind,
    period: limitPeriod,
    amountMinor: z.number().int().min(100).max(1_000_000_000_000).nullable(),
  },
  result: protectionOverview,
});

export const setSessionLimit = defineCall({
  path: '/protection/session-limit/set',
  auth: 'player',
  tag: 'protection',
  summary: 'Sets the session time limit in minutes (null removes it, after the cooling-off).',
  body: {
    minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .nullable(),
  },
  result: protectionOverview,
});

export const setRealityCheck = defineCall({
  path: '/protection/reality-check/set',
  auth: 'player',
  tag: 'protection',
  summary: 'The player’s reality-check interval in minutes (null: the jurisdiction’s own).',
  body: { minutes: z.number().int().min(5).max(240).nullable() },
  result: protectionOverview,
});

export const takeTimeOut = defineCall({
  path: '/protection/time-out',
  auth: 'player',
  tag: 'protection',
  summary: 'A time-out of one of the offered lengths; it can’t be shortened.',
  body: {
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365),
  },
  result: protectionOverview,
});

export const selfExclude = defineCall({
  path: '/protection/self-exclude',
  auth: 'player',
  tag: 'protection',
  summary: 'Self-exclusion for one of the offered lengths in months (0: indefinite).',
  body: { months: z.number().int().min(0).max(120) },
  result: protectionOverview,
});

export const pressPanic = defineCall({
  path: '/protection/panic',
  auth: 'player',
  tag: 'protection',
  summary: 'The panic button: locks play at once for the jurisdiction’s hours, no confirmation.',
  body: {},
  result: protectionOverview,
});

export const requestLift = defineCall({
  path: '/protection/exclusion/lift',
  auth: 'player',
  tag: 'protection',
  summary: 'Asks to reopen after a self-exclusion has ended; play opens after the cooling-off.',
  body: {},
  result: protectionOverview,
});

export const playSessionView = z.object({
  /** null: no play session running. */
  startedAt: at.nullable(),
  playedMs: z.number().int(),
  netMinor: minor,
  stakeMinor: minor,
  /** A reality check is due now. */
  realityCheckDue: z.boolean(),
  realityCheckMinutes: z.number().int().nullable(),
  /** The session time limit is reached: play is refused until the break is over. */
  sessionLimitReached: z.boolean(),
  /** Play is closed (time-out, exclusion, panic). */
  excluded: z.boolean(),
});
export type PlaySessionView = z.output<typeof playSessionView>;

export const getPlaySession = defineCall({
  path: '/protection/session',
  auth: 'player',
  tag: 'protection',
  summary: 'The running play session: time played, net win or loss, reality check due.',
  body: {},
  result: playSessionView,
});

export const continuePlay = defineCall({
  path: '/protection/session/continue',
  auth: 'player',
  tag: 'protection',
  summary: 'The player saw the reality check and goes on playing.',
  body: {},
  result: playSessionView,
});

export const stopPlay = defineCall({
  path: '/protection/session/stop',
  auth: 'player',
  tag: 'protection',
  summary: 'Ends the play session (the reality check’s “stop”).',
  body: {},
  result: playSessionView,
});

export const historyMonth = z.object({
  /** YYYY-MM in the deployment's time zone (Istanbul). */
  month: z.string(),
  depositsMinor: minor,
  withdrawalsMinor: minor,
  stakesMinor: minor,
  returnsMinor: minor,
  /** Returns less stakes: what play won (above zero) or lost (below). */
  netMinor: minor,
  playedMinutes: z.number().int(),
});

export const getAccountHistory = defineCall({
  path: '/protection/account-history',
  auth: 'player',
  tag: 'protection',
  summary: 'Per month of the last 12: deposits, withdrawals, net position and time played.',
  body: {},
  result: z.object({ months: z.array(historyMonth) }),
});

export const exportMyData = defineCall({
  path: '/protection/data/export',
  auth: 'player',
  tag: 'protection',
  summary: 'Everything Talih holds on the player, as JSON (KVKK / GDPR right of access).',
  body: {},
  result: z.record(z.string(), z.unknown()),
});

export const eraseMyData = defineCall({
  path: '/protection/data/erase',
  auth: 'player',
  tag: 'protection',
  summary:
    'Erasure (KVKK / GDPR): anonymises the profile and closes the account; the ledger is kept ' +
    'as the law requires. Refused while money is still on the account or on its way.',
  body: { confirm: z.literal('ERASE') },
  result: z.object({ erased: z.boolean() }),
});

export { HELP_PATHS } from './page-paths.ts';

/**
 * The Problem Gambling Severity Index (Ferris & Wynne, 2001): nine questions about the last 12
 * months, each answered never (0), sometimes (1), most of the time (2) or almost always (3).
 * The keys name the questions; their words are in the locales (help.selfTest.q.<key>).
 */
export const PGSI_QUESTIONS = [
  'afford',
  'moreMoney',
  'chasing',
  'borrowed',
  'problem',
  'health',
  'criticised',
  'financial',
  'guilty',
] as const;
export const PGSI_ANSWER_MAX = 3;
/** The index's bands: 0 no problem, 1-2 low risk, 3-7 moderate risk, 8-27 problem gambling. */
export const PGSI_BANDS = ['non_problem', 'low_risk', 'moderate_risk', 'problem'] as const;
export type PgsiBand = (typeof PGSI_BANDS)[number];

export const pgsiAnswers = z
  .array(z.number().int().min(0).max(PGSI_ANSWER_MAX))
  .length(PGSI_QUESTIONS.length);

export function pgsiScore(answers: readonly number[]): number {
  return answers.reduce((sum, a) => sum + a, 0);
}

export function pgsiBand(score: number): PgsiBand {
  if (score <= 0) return 'non_problem';
  if (score <= 2) return 'low_risk';
  if (score <= 7) return 'moderate_risk';
  return 'problem';
}

export const selfTestView = z.object({
  id: z.number().int(),
  score: z.number().int(),
  band: z.enum(PGSI_BANDS),
  answers: pgsiAnswers,
  /** When the player agreed to keep the result (the time it was kept). */
  consentedAt: at,
});
export type SelfTestView = z.output<typeof selfTestView>;

export const saveSelfTest = defineCall({
  path: '/protection/self-test/save',
  auth: 'player',
  tag: 'protection',
  summary:
    'Keeps a PGSI self-test result in the account, only with the player’s consent (recorded). ' +
    'The test itself is scored in the browser; nothing is sent unless the player saves it.',
  body: { answers: pgsiAnswers, consent: z.literal(true) },
  result: selfTestView,
});

export const getSelfTests = defineCall({
  path: '/protection/self-test/list',
  auth: 'player',
  tag: 'protection',
  summary: 'The self-test results the player chose to keep, newest first.',
  body: {},
  result: z.object({ items: z.array(selfTestView) }),
});

export const deleteSelfTests = defineCall({
  path: '/protection/self-test/delete',
  auth: 'player',
  tag: 'protection',
  summary: 'Deletes every kept self-test result of the player (consent withdrawn).',
  body: {},
  result: z.object({ deleted: z.number().int() }),
});
