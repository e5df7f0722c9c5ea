// formatFixed must write what Intl.NumberFormat writes, character for character, wherever it
// answers at all: the pages show its strings where they showed Intl's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed, narrowCurrencySign } from './number-format.ts';

const LOCALES = ['tr', 'tr-TR', 'en', 'en-GB', 'en-US', 'zh-CN'];
const CURRENCIES = ['TRY', 'EUR', 'GBP', 'USD'];

function intl(value: number, locale: string, digits: number, currency: string | null): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
  }).format(value);
}

describe('formatFixed', () => {
  it('writes money and counts as the pages show them', () => {
    expect(formatFixed(1234.56, 'tr', 2, 'TRY')).toBe('₺1.234,56');
    expect(formatFixed(1234.56, 'en', 2, 'TRY')).toBe('₺1,234.56');
    expect(formatFixed(50, 'tr', 2, 'EUR')).toBe('€50,00');
    expect(formatFixed(-1234567.5, 'en-GB', 2, 'GBP')).toBe('-£1,234,567.50');
    expect(formatFixed(0, 'zh-CN', 2, 'USD')).toBe('$0.00');
    expect(formatFixed(1234, 'tr', 0)).toBe('1.234');
    expect(formatFixed(999, 'tr', 0)).toBe('999');
    expect(formatFixed(2999.5, 'en', 0)).toBe('3,000');
    expect(formatFixed(0.5, 'tr', 2)).toBe('0,50');
  });

  it('rounds the decimal JavaScript writes, half away from zero, as Intl does', () => {
    // 1.005 is stored as 1.00499999…; Intl (and so this) rounds the 1.005 it reads back as.
    expect(formatFixed(1.005, 'en', 2)).toBe('1.01');
    expect(formatFixed(0.125, 'en', 2)).toBe('0.13');
    expect(formatFixed(-2.5, 'tr', 0)).toBe('-3');
    expect(formatFixed(9.999, 'tr', 2, 'TRY')).toBe('₺10,00');
  });

  it('keeps the minus of a negative amount that rounds to zero, and of negative zero', () => {
    expect(formatFixed(-0.004, 'tr', 2)).toBe('-0,00');
    expect(formatFixed(-0, 'en', 2, 'EUR')).toBe('-€0.00');
  });

  it('leaves to Intl what it does not know', () => {
    expect(formatFixed(1, 'de-DE', 2, 'EUR')).toBeNull();
    // Same language, other separators: Intl writes 12,34,567.50 and 1 234 567,50.
    expect(formatFixed(1234567.5, 'en-IN', 2)).toBeNull();
    expect(formatFixed(1234567.5, 'en-ZA', 2)).toBeNull();
    expect(formatFixed(1, 'tr', 2, 'JPY')).toBeNull();
    expect(formatFixed(1e21, 'en', 0)).toBeNull();
    expect(formatFixed(1e-7, 'en', 2)).toBeNull();
    expect(formatFixed(Number.NaN, 'en', 2)).toBeNull();
    expect(formatFixed(Number.POSITIVE_INFINITY, 'en', 2)).toBeNull();
    expect(narrowCurrencySign('JPY')).toBeNull();
  });

  it('gives the sign Intl gives each currency', () => {
    for (const currency of CURRENCIES) {
      const parts = new Intl.NumberFormat('tr', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      expect(narrowCurrencySign(currency)).toBe(parts.find((p) => p.type === 'currency')?.value);
    }
  });

  it('writes what Intl writes for any amount, language and currency it answers', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      // Whole minor units, as the wallet holds money, and halves on the rounding edge.
      fc.integer({ min: -1e13, max: 1e13 }).map((minor) => minor / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(
        amount,
        fc.constantFrom(...LOCALES),
        fc.constantFrom(0, 2),
        fc.constantFrom(null, ...CURRENCIES),
        (value, locale, digits, currency) => {
          const mine = formatFixed(value, locale, digits, currency);
          if (mine !== null) expect(mine).toBe(intl(value, locale, digits, currency));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
