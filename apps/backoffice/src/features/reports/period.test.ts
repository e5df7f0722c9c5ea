// Report presets are Istanbul days: just after midnight in Istanbul (still the day before in
// UTC) "today" is already the new day, and months and years roll over.
import { describe, expect, it } from 'vitest';
import { istanbulDay, presetPeriod } from './period.ts';
import { toCsv, tryAmount } from '../../lib/csv.ts';

describe('report periods', () => {
  const justAfterMidnight = Date.parse('2026-11-30T21:30:00Z'); // 1 Dec 00:30 in Istanbul

  it('takes the Istanbul day, not the UTC one', () => {
    expect(istanbulDay(justAfterMidnight)).toBe('2026-12-01');
    expect(presetPeriod('today', justAfterMidnight)).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      granularity: 'day',
    });
  });

  it('rolls presets over months and years', () => {
    expect(presetPeriod('last7', justAfterMidnight)).toMatchObject({ from: '2026-11-25' });
    expect(presetPeriod('lastMonth', justAfterMidnight)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(presetPeriod('last12Months', Date.parse('2026-03-10T09:00:00Z'))).toEqual({
      from: '2025-04-01',
      to: '2026-03-10',
      granularity: 'month',
    });
  });
});

describe('CSV export', () => {
  it('quotes what needs it and writes TRY with a dot', () => {
    const csv = toCsv(
      [
        { header: 'Oyun', value: (r: { name: string; minor: number }) => r.name },
        { header: 'GGR (TRY)', value: (r) => tryAmount(r.minor) },
      ],
      [
        { name: 'Sweet "Lokum", Bonanza', minor: -123456 },
        { name: 'İstanbul', minor: 5 },
      ],
    );
    expect(csv).toBe('Oyun,GGR (TRY)\n"Sweet ""Lokum"", Bonanza",-1234.56\nİstanbul,0.05\n');
  });
});
