// The jurisdiction's rules for a game, as Talih sends them (provider API `gameLimits` on
// authenticate, and the launch URL for the demo): a stake cap, a minimum time between the
// starts of two rounds, and whether autoplay may be offered. The studio caps the bet levels,
// refuses a faster round itself, and the page paces its spin button.
import { decimalToMinor } from '@talih/contracts/money.ts';
import type { GameLimits } from '@talih/contracts/provider-wallet.ts';
import { z } from 'zod';
import { StudioError } from './errors.ts';
import type { BetLimits } from './limits.ts';

export interface GameRules {
  stakeMaxMinor: number | null;
  roundMinMs: number | null;
  autoplay: boolean;
}

export const NO_RULES: GameRules = { stakeMaxMinor: null, roundMinMs: null, autoplay: true };

/** What the page passes on from the launch URL (the demo has no wallet to ask). */
export const rulesFields = {
  stakeMax: z
    .string()
    .regex(/^(0|[1-9]\d{0,9})\.\d{2}$/)
    .optional(),
  roundMinMs: z.number().int().min(0).max(60_000).optional(),
  autoplay: z.boolean().optional(),
};

export function rulesFromLaunch(fields: {
  stakeMax?: string | undefined;
  roundMinMs?: number | undefined;
  autoplay?: boolean | undefined;
}): GameRules {
  return {
    stakeMaxMinor: fields.stakeMax === undefined ? null : decimalToMinor(fields.stakeMax),
    roundMinMs: fields.roundMinMs ?? null,
    autoplay: fields.autoplay ?? true,
  };
}

export function rulesFromWallet(limits: GameLimits): GameRules {
  return {
    stakeMaxMinor: limits.stakeMax === null ? null : decimalToMinor(limits.stakeMax),
    roundMinMs: limits.roundMinMs,
    autoplay: limits.autoplay,
  };
}

/** The game's bet levels with nothing above the cap (at least the smallest level stays). */
export function cappedLimits(limits: BetLimits, rules: GameRules): BetLimits {
  const cap = rules.stakeMaxMinor;
  if (cap === null || cap >= limits.maxBetMinor) return limits;
  const levels = limits.levelsMinor.filter((level) => level <= cap);
  const kept = levels.length > 0 ? levels : limits.levelsMinor.slice(0, 1);
  const max = kept[kept.length - 1]!;
  return {
    minBetMinor: Math.min(limits.minBetMinor, max),
    maxBetMinor: max,
    levelsMinor: kept,
    defaultBetMinor: Math.min(limits.defaultBetMinor, max),
  };
}

/**
 * A new round sooner than the minimum round time after the previous one's start is refused
 * with the seconds left. The caller notes the start (lastRoundAt) once the stake is taken: a
 * refused bet starts no round, at Talih either.
 */
export function checkRoundPace(
  session: { rules: GameRules; lastRoundAt: number | null },
  now: number,
): void {
  const min = session.rules.roundMinMs;
  if (min !== null && session.lastRoundAt !== null && now - session.lastRoundAt < min) {
    const seconds = Math.ceil((min - (now - session.lastRoundAt)) / 1000);
    throw new StudioError('TOO_FAST', { seconds: String(seconds) });
  }
}
