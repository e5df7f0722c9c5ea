// The bodies of the engagement configurations staff edit (each kept in versions, live after a
// second approver), and the arithmetic both the server and the back-office show: a wheel's odds
// and expected cost per spin, and the field-level difference between two versions.
import { z } from 'zod';
import { WHEEL_CODES } from '../engagement.ts';

const kurus = z.number().int().min(0).max(100_000_000);
const count = z.number().int().min(0).max(1_000_000);
/** Thresholds and limits that may be large (VIP turnover): any safe integer of kuruş. */
const bigKurus = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const WHEEL_SEGMENTS_MIN = 2;
export const WHEEL_SEGMENTS_MAX = 16;
export const WHEEL_TOTAL_WEIGHT_MAX = 1_000_000;

export const wheelSegment = z.object({
  amountMinor: kurus,
  weight: z.number().int().min(0).max(WHEEL_TOTAL_WEIGHT_MAX),
});

export const wheelBody = z
  .object({
    minVipLevel: z.number().int().min(0).max(100),
    perDeposits: count,
    perTurnoverMinor: bigKurus,
    perInvites: count,
    segments: z.array(wheelSegment).min(WHEEL_SEGMENTS_MIN).max(WHEEL_SEGMENTS_MAX),
  })
  .refine(
    (b) => {
      const total = b.segments.reduce((s, x) => s + x.weight, 0);
      return total > 0 && total <= WHEEL_TOTAL_WEIGHT_MAX;
    },
    { message: 'weights', path: ['segments'] },
  );
export type WheelBody = z.output<typeof wheelBody>;

export const signInBody = z.object({
  days: z.array(z.number().int().min(1).max(100_000_000)).min(1).max(31),
});
export type SignInBody = z.output<typeof signInBody>;

export const vipLevelBody = z.object({
  level: z.number().int().min(0).max(100),
  minTurnoverMinor: bigKurus,
  minDepositsMinor: bigKurus,
  /** The invite rebate rate of this level, in basis points (100 = 1%). */
  rebateBps: z.number().int().min(0).max(5000),
  withdrawDailyMaxMinor: bigKurus,
});
export const vipBody = z
  .object({ levels: z.array(vipLevelBody).min(1).max(100) })
  .refine((b) => b.levels.every((l, i) => l.level === i), {
    message: 'levels',
    path: ['levels'],
  });
export type VipBody = z.output<typeof vipBody>;

export const pddBody = z.object({
  prizeMinor: z.number().int().min(1).max(100_000_000),
  target: z.number().int().min(1).max(100),
  durationDays: z.number().int().min(1).max(90),
});
export type PddBody = z.output<typeof pddBody>;

const text = (max: number) => z.string().trim().max(max);
const perLanguage = (max: number) =>
  z.object({ tk: text(max).min(1), en: text(max).min(1), zh: text(max).default('') });

export const PROMOTION_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;

export const promotionBody = z
  .object({
    title: perLanguage(120),
    summary: perLanguage(300),
    terms: perLanguage(4000),
    action: z.enum(['none', 'join', 'claim']),
    requirement: z.enum(['none', 'deposit']),
    rewardMinor: kurus,
    sort: z.number().int().min(0).max(10_000),
    startsAt: z.number().int().nullable(),
    endsAt: z.number().int().nullable(),
    segmentId: z.number().int().nullable(),
  })
  .refine((b) => b.startsAt === null || b.endsAt === null || b.endsAt > b.startsAt, {
    message: 'schedule',
    path: ['endsAt'],
  })
  .refine((b) => b.action !== 'claim' || b.rewardMinor > 0, {
    message: 'reward',
    path: ['rewardMinor'],
  });
export type PromotionBody = z.output<typeof promotionBody>;

/** The configuration kinds: one per wheel, the calendar, VIP levels, pdd, one per promotion. */
export const CONFIG_KIND = new RegExp(
  `^(wheel:(${WHEEL_CODES.join('|')})|sign_in|vip|pdd|promotion:[a-z0-9][a-z0-9-]{1,31})$`,
);

export function bodySchemaOf(kind: string): z.ZodType {
  if (kind.startsWith('wheel:')) return wheelBody;
  if (kind.startsWith('promotion:')) return promotionBody;
  if (kind === 'sign_in') return signInBody;
  if (kind === 'vip') return vipBody;
  return pddBody;
}

export interface WheelOdds {
  /** Each segment's chance, 0..1. */
  probabilities: number[];
  /** The expected prize of one spin in kuruş (not rounded). */
  expectedCostMinor: number;
  totalWeight: number;
}

/** What a weight table means for the player and the house, before anyone saves it. */
export function wheelOdds(segments: readonly { amountMinor: number; weight: number }[]): WheelOdds {
  const totalWeight = segments.reduce((s, x) => s + Math.max(0, x.weight), 0);
  if (totalWeight <= 0) {
    return { probabilities: segments.map(() => 0), expectedCostMinor: 0, totalWeight: 0 };
  }
  const probabilities = segments.map((s) => Math.max(0, s.weight) / totalWeight);
  const expected = segments.reduce((sum, s) => sum + s.amountMinor * Math.max(0, s.weight), 0);
  return { probabilities, expectedCostMinor: expected / totalWeight, totalWeight };
}

export interface FieldChange {
  /** A dotted path into the body: "segments.2.weight", "title.en". */
  path: string;
  before: unknown;
  after: unknown;
}

/** The field-level changes from one body to another (arrays by index). */
export function diffBodies(before: unknown, after: unknown, path = ''): FieldChange[] {
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObj(before) && isObj(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffBodies(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}
