import { afterEach, describe, expect, it } from 'vitest';
import { setDeployment } from './deployment.ts';
import {
  currencySign,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatMultiplier,
  formatPercent,
  formatTime,
  istanbulDay,
} from './format.ts';

// Intl output uses narrow/no-break spaces in places; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('shows money with the lira sign and two decimals per language', () => {
    expect(formatMoney(1234.5, 'tk')).toBe('₺1.234,50');
    expect(formatMoney(1234.5, 'en')).toBe('₺1,234.50');
  });

  it('shows times in Istanbul, whatever the browser zone', () => {
    // 2026-01-15T21:30:00Z is 00:30 on the 16th in Istanbul (UTC+3).
    const at = Date.UTC(2026, 0, 15, 21, 30);
    expect(plain(formatDateTime(at, 'tk'))).toBe('16.01.2026 00:30');
    expect(plain(formatDateTime(at, 'en'))).toMatch(/^01\/16\/2026, 12:30 AM$/);
  });

  it('shows a time of day 24-hour in Turkish, in Istanbul (never "03:30 AM")', () => {
    // 00:30Z is 03:30 in Istanbul; 15:05Z is 18:05.
    expect(plain(formatTime(Date.UTC(2026, 0, 16, 0, 30), 'tk'))).toBe('03:30');
    expect(plain(formatTime(Date.UTC(2026, 0, 16, 15, 5), 'tk'))).toBe('18:05');
    expect(plain(formatTime(Date.UTC(2026, 0, 16, 15, 5), 'en'))).toBe('06:05 PM');
    expect(formatDayMonth(Date.UTC(2026, 0, 15, 21, 30), 'tk')).toBe('16 Oca');
    expect(istanbulDay(Date.UTC(2026, 0, 15, 21, 30))).toBe('2026-01-16');
    expect(istanbulDay(Date.UTC(2026, 0, 15, 20, 59))).toBe('2026-01-15');
  });

  it('shows a share as a percent the way each language writes it', () => {
    expect(formatPercent(0.005, 'tk', 1, 2)).toBe('%0,5');
    expect(formatPercent(0.005, 'en', 1, 2)).toBe('0.5%');
    expect(formatPercent(0.1234, 'tk', 2, 2)).toBe('%12,34');
    expect(formatPercent(0.42, 'zh-CN', 0, 0)).toBe('42%');
  });

  it('shows a multiplier with two decimals in every language', () => {
    expect(formatMultiplier(12.5)).toBe('×12.50');
    expect(formatMultiplier(Number.NaN)).toBe('×0.00');
  });
});

describe("money in the deployment's currency", () => {
  afterEach(() => setDeployment({ currency: 'TRY', phoneCallingCodes: ['90'] }));

  it('writes euros for the German pack, and no sign before the currency is known', () => {
    setDeployment({ currency: 'EUR', phoneCallingCodes: ['49'] });
    expect(formatMoney(1234.5, 'tk')).toBe('€1.234,50');
    expect(formatMoney(1, 'en')).toBe('€1.00');
    expect(currencySign('tk')).toBe('€');
    setDeployment({ currency: null, phoneCallingCodes: ['49'] });
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
    expect(currencySign('en')).toBe('');
  });
});
