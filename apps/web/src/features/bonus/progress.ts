// The figures the active bonus card shows: how far wagering is, how long is left. Pure.

/** Whole percent of wagering done, 0–100 (100 when nothing is required). */
export function wageringPercent(wageredMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((wageredMinor * 100) / requiredMinor));
}

export type TimeLeft =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'over' };

/** What is left until `endsAt`, in the two largest units that matter. */
export function timeLeft(endsAt: number, now: number): TimeLeft {
  const minutes = Math.floor((endsAt - now) / 60_000);
  if (minutes <= 0) return { unit: 'over' };
  if (minutes >= 24 * 60) {
    return { unit: 'days', days: Math.floor(minutes / 1440), hours: Math.floor(minutes / 60) % 24 };
  }
  if (minutes >= 60)
    return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return { unit: 'minutes', minutes };
}
