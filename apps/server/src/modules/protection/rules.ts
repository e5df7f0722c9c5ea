// What player protection reads from the jurisdiction pack, and the few rules of our own.
import type { JurisdictionPack, LimitKind, LimitPeriod } from '@talih/contracts/jurisdiction.ts';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The rolling windows of the limit periods: 24 hours, 7 days, 30 days. */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/**
 * A play session ends after this long without a bet; after a session limit is reached, play
 * opens again after the same pause (our rule: the packs say nothing of breaks).
 */
export const PLAY_PAUSE_MS = 30 * 60 * 1000;

export type Pack = JurisdictionPack;

export const coolingOffMs = (pack: Pack) => pack.limits.increaseCoolingOffHours * HOUR_MS;
export const liftCoolingOffMs = (pack: Pack) => pack.selfExclusion.liftCoolingOffHours * HOUR_MS;

/** Adds calendar months (UTC), for self-exclusion lengths. */
export function addMonths(at: number, months: number): number {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** The pack's cap on a deposit limit of this period (the monthly cap bounds every period). */
export function depositCapMinor(pack: Pack, kind: LimitKind): number | null {
  return kind === 'deposit' ? pack.limits.depositMonthlyCapMinor : null;
}
