// Staff calls of the reports area: the figures of a period (from the ledger, so they reconcile
// with it) and the live panel. Amounts are integer minor units ("Minor"); days are Istanbul days.
import { z } from 'zod';
import { defineStaffContract } from './call.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** At most about two years of days in one report. */
export const REPORT_DAYS_MAX = 800;

export const reportInput = z.object({
  from: day,
  to: day,
  granularity: z.enum(GRANULARITIES).default('day'),
});
export type ReportInput = z.input<typeof reportInput>;

export const figures = z.object({
  /** Casino stakes less wins less refunded (rolled back) stakes. */
  casinoGgrMinor: z.number().int(),
  /** Sportsbook stakes of bets settled or cashed out in the period less what they paid. */
  sportGgrMinor: z.number().int(),
  ggrMinor: z.number().int(),
  /** Prizes and rewards paid from the promotion expense account. */
  bonusesMinor: z.number().int(),
  /** GGR less bonuses. */
  ngrMinor: z.number().int(),
  /** Stakes placed (casino bets and sport bets), before rollbacks. */
  stakesMinor: z.number().int(),
  depositsMinor: z.number().int(),
  /** Withdrawals sent to payout, less payouts that failed and came back. */
  withdrawalsMinor: z.number().int(),
  /** Operator adjustments, net to players (not part of GGR or NGR). */
  adjustmentsMinor: z.number().int(),
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
  /** Deposits credited (deposit_credit entries). */
  depositCount: z.number().int(),
  /** Withdrawals sent to payout, less payouts that failed and came back. */
  withdrawalCount: z.number().int(),
  /** Players whose first deposit ever was credited in the period (FTDs). */
  firstDepositors: z.number().int(),
});
export type Figures = z.infer<typeof figures>;

export const gameRow = z.object({
  gameId: z.string(),
  name: z.string(),
  provider: z.string(),
  stakesMinor: z.number().int(),
  winsMinor: z.number().int(),
  refundsMinor: z.number().int(),
  ggrMinor: z.number().int(),
});
export const providerRow = gameRow.omit({ gameId: true, name: true });
export const sportRow = z.object({
  sport: z.string(),
  stakesMinor: z.number().int(),
  ggrMinor: z.number().int(),
});
export const paymentMethodRow = z.object({
  method: z.string(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
});

export const reportOutput = z.object({
  from: day,
  to: day,
  granularity: z.enum(GRANULARITIES),
  totals: figures,
  series: z.array(figures.extend({ bucket: z.string() })),
  byGame: z.array(gameRow),
  byProvider: z.array(providerRow),
  bySport: z.array(sportRow),
  byPaymentMethod: z.array(paymentMethodRow),
});
export type Report = z.infer<typeof reportOutput>;

export const liveInput = z.object({
  minutes: z.number().int().min(5).max(180).default(60),
});
export const liveOutput = z.object({
  /** Oldest first; one row per minute, starting at `minute` (epoch ms). */
  minutes: z.array(
    z.object({ minute: z.number().int(), bets: z.number().int(), walletErrors: z.number().int() }),
  ),
  walletErrorsByCode: z.array(
    z.object({ provider: z.string(), code: z.string(), count: z.number().int() }),
  ),
  generatedAt: z.number().int(),
});
export type LivePanel = z.infer<typeof liveOutput>;

export const reportCall = defineStaffContract({
  path: '/reports/report',
  permission: 'reports.read',
  input: reportInput,
  output: reportOutput,
});

export const liveCall = defineStaffContract({
  path: '/reports/live',
  permission: 'reports.read',
  input: liveInput,
  output: liveOutput,
});

/** The home page's figures at a glance: today, 7 and 30 Istanbul days (each ending today) with
 * the period just before each, and the last 30 days one by one for the trend charts. */
export const GLANCE_WINDOWS = [1, 7, 30] as const;

export const glanceCall = defineStaffContract({
  path: '/reports/glance',
  permission: 'reports.read',
  input: z.object({}),
  output: z.object({
    today: day,
    windows: z.array(
      z.object({
        days: z.number().int(),
        from: day,
        to: day,
        current: figures,
        previous: figures,
      }),
    ),
    daily: z.array(figures.extend({ bucket: z.string() })),
  }),
});
