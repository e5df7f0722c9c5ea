// Istanbul calendar days: rebates are computed per day as players in Turkey live it.
import { TIMEZONE } from '@talih/contracts/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-23" for a moment. */
export function istanbulDayOf(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day before the Istanbul day of `now`. */
export function previousIstanbulDay(now = Date.now()): string {
  return istanbulDayOf(now - DAY_MS);
}

/**
 * Whether an Istanbul day has ended at `now`: only then is its turnover final. A rebate of a
 * day still running would be recorded once, part-day, and the rest never paid.
 */
export function istanbulDayIsOver(day: string, now = Date.now()): boolean {
  return day < istanbulDayOf(now);
}

export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text;
}

/**
 * [start, end) in epoch ms of an Istanbul day. Turkey keeps UTC+3 all year (no daylight
 * saving since 2016); the offset is still asked of Intl so a future change is followed.
 */
export function istanbulDayRange(day: string): { startMs: number; endMs: number } {
  if (!isDay(day)) throw new RangeError(`not a day: ${day}`);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offsetMs = offsetAt(utcMidnight);
  const startMs = utcMidnight - offsetMs;
  return { startMs, endMs: startMs + DAY_MS };
}

function offsetAt(utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIMEZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(utcMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - utcMs;
}
