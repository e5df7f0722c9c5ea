// The home page's figures at a glance: today, the last 7 and the last 30 Istanbul days (each
// ending today, today still running), each beside the period of the same length just before,
// and the last 30 days one by one for the trend charts. Every figure is the reports' own
// (seriesAndTotals), so the home page and the reports screen never disagree.
import { GLANCE_WINDOWS } from '@talih/contracts/backoffice/reports.ts';
import type { Database } from '../../../db/database.ts';
import { istanbulDayOf } from '../../../modules/invite/days.ts';
import { periodOf } from './periods.ts';
import { seriesAndTotals } from './report.ts';

/** The Istanbul day `n` days before `day` ("2026-12-06", 6 → "2026-11-30"). */
export function daysBefore(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}

export async function glance(database: Database, now = Date.now()) {
  const today = istanbulDayOf(now);
  const totalsOf = async (from: string, to: string) =>
    (await seriesAndTotals(database, periodOf(from, to), 'day'))[1];
  const windows = [];
  let daily: Awaited<ReturnType<typeof seriesAndTotals>>[0] = [];
  for (const days of GLANCE_WINDOWS) {
    const from = daysBefore(today, days - 1);
    const [series, current] = await seriesAndTotals(database, periodOf(from, today), 'day');
    if (days === 30) daily = series;
    const previous = await totalsOf(daysBefore(from, days), daysBefore(from, 1));
    windows.push({ days, from, to: today, current, previous });
  }
  return { today, windows, daily };
}
