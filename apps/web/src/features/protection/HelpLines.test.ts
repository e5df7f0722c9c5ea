// A help-line's opening hours in the reader's language (the German pack's BIÖG line).
import { describe, expect, it } from 'vitest';
import { hoursText } from './HelpLines.tsx';

const GERMAN_LINE_HOURS = [
  { fromDay: 1, toDay: 4, opens: '10:00', closes: '22:00' },
  { fromDay: 5, toDay: 7, opens: '10:00', closes: '18:00' },
];

describe('hoursText', () => {
  it('names the days in Turkish, English and Chinese', () => {
    expect(hoursText(GERMAN_LINE_HOURS, 'tk')).toBe('Pzt–Per 10:00–22:00 · Cum–Paz 10:00–18:00');
    expect(hoursText(GERMAN_LINE_HOURS, 'en')).toBe('Mon–Thu 10:00–22:00 · Fri–Sun 10:00–18:00');
    expect(hoursText(GERMAN_LINE_HOURS, 'zh-CN')).toBe(
      '周一–周四 10:00–22:00 · 周五–周日 10:00–18:00',
    );
  });

  it('writes one day once', () => {
    expect(hoursText([{ fromDay: 6, toDay: 6, opens: '09:00', closes: '13:00' }], 'en')).toBe(
      'Sat 09:00–13:00',
    );
  });
});
