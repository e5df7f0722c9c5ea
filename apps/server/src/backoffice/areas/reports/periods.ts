// Report periods in Istanbul time: a range of Istanbul days, and the bucket (day, week from
// Monday, month) a moment falls in. The database groups by UTC hour and each hour is placed
// here, so the Istanbul offset comes from Intl (as modules/invite/days.ts does) and not from a
// constant in SQL.
import { istanbulDayOf, istanbulDayRange, isDay } from '../../../modules/invite/days.ts';

export type Granularity = 'day' | 'week' | 'month';

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface Period {
  /** First Istanbul day, "2026-11-01". */
  from: string;
  /** Last Istanbul day, included. */
  to: string;
  startMs: number;
  /** Exclusive. */
  endMs: number;
}

export function periodOf(from: string, to: string): Period {
  if (!isDay(from) || !isDay(to) || to < from) throw new RangeError('bad period');
  return { from, to, startMs: istanbulDayRange(from).startMs, endMs: istanbulDayRange(to).endMs };
}

/** The bucket label of an Istanbul day: the day, the Monday of its week, or "2026-11". */
export function bucketOfDay(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return day.slice(0, 7);
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0
  return new Date(t - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** Memoised: a report places thousands of hours in a few hundred days. */
export function hourPlacer(granularity: Granularity) {
  const seen = new Map<number, string>();
  return (hour: number): string => {
    let label = seen.get(hour);
    if (label === undefined) {
      label = bucketOfDay(istanbulDayOf(hour * HOUR_MS), granularity);
      seen.set(hour, label);
    }
    return label;
  };
}

/** Every bucket label of a period, in order, so days without activity show as zero. */
export function bucketsOf(period: Period, granularity: Granularity): string[] {
  const labels: string[] = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); ; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > period.to) break;
    const label = bucketOfDay(day, granularity);
    if (labels[labels.length - 1] !== label) labels.push(label);
  }
  return labels;
}
