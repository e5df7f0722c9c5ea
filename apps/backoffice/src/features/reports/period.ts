// Report periods as staff pick them: Istanbul calendar days, with the usual presets.
import type { Granularity } from '@talih/contracts/backoffice/reports.ts';

const DAY_MS = 86_400_000;

/** The Istanbul day of a moment, "2026-11-26". */
export function istanbulDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export interface PeriodChoice {
  from: string;
  to: string;
  granularity: Granularity;
}

export type Preset = 'today' | 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'last12Months';
export const PRESETS: Preset[] = [
  'today',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
  'last12Months',
];

export function presetPeriod(preset: Preset, now = Date.now()): PeriodChoice {
  const today = istanbulDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today, granularity: 'day' };
    case 'last7':
      return { from: addDays(today, -6), to: today, granularity: 'day' };
    case 'last30':
      return { from: addDays(today, -29), to: today, granularity: 'day' };
    case 'thisMonth':
      return { from: monthStart, to: today, granularity: 'day' };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay, granularity: 'day' };
    }
    case 'last12Months': {
      const d = new Date(Date.parse(`${monthStart}T00:00:00Z`));
      d.setUTCMonth(d.getUTCMonth() - 11);
      return { from: d.toISOString().slice(0, 10), to: today, granularity: 'month' };
    }
  }
}
