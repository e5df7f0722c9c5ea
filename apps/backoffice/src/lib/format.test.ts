import { describe, expect, it } from 'vitest';
import { formatAge, formatMoney } from './format.ts';

describe('back-office formats', () => {
  it('writes kuruş as TRY the Turkish way', () => {
    expect(formatMoney(123456, 'tr-TR')).toBe('₺1.234,56');
    expect(formatMoney(123456, 'en-GB')).toBe('₺1,234.56');
  });
  it('writes a waiting time in the largest two units', () => {
    const units = { d: 'g', h: 'sa', m: 'dk' };
    expect(formatAge(5 * 60_000, units)).toBe('5 dk');
    expect(formatAge(192 * 60_000, units)).toBe('3 sa 12 dk');
    expect(formatAge(26 * 3600_000, units)).toBe('1 g 2 sa');
  });
});
