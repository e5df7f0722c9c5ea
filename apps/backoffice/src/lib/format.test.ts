import { describe, expect, it } from 'vitest';
import { formatAge, formatMoney } from './format.ts';

describe('back-office formats', () => {
  it("writes minor units in the deployment's currency the reader's way", () => {
    expect(formatMoney(123456, 'tr-TR', 'TRY')).toBe('₺1.234,56');
    expect(formatMoney(123456, 'en-GB', 'TRY')).toBe('₺1,234.56');
    expect(formatMoney(123456, 'tr-TR', 'EUR')).toBe('€1.234,56');
    expect(formatMoney(100, 'en-GB', 'GBP')).toBe('£1.00');
    // Before /auth/me has said which currency: the amount alone, never a wrong sign.
    expect(formatMoney(123456, 'en-GB', null)).toBe('1,234.56');
  });
  it('writes a waiting time in the largest two units', () => {
    const units = { d: 'g', h: 'sa', m: 'dk' };
    expect(formatAge(5 * 60_000, units)).toBe('5 dk');
    expect(formatAge(192 * 60_000, units)).toBe('3 sa 12 dk');
    expect(formatAge(26 * 3600_000, units)).toBe('1 g 2 sa');
  });
});
