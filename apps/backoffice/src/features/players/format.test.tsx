// How staff type amounts and read phones and IBANs on the players and payments screens.
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../lib/amount.ts';
import { formatPhone, groupedIban, payoutAccountText } from '../../lib/format.ts';

describe('players and payments formats', () => {
  it('reads amounts typed the Turkish or the English way, in kuruş', () => {
    expect(parseAmount('1.250,50')).toBe(125050);
    expect(parseAmount('1250,5')).toBe(125050);
    expect(parseAmount('1250.50')).toBe(125050);
    expect(parseAmount('1,250.50')).toBe(125050);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('0')).toBe(null);
    expect(parseAmount('-5')).toBe(null);
    expect(parseAmount('12,345')).toBe(1234500);
    expect(parseAmount('abc')).toBe(null);
  });

  it('groups phones and IBANs as people read them', () => {
    expect(formatPhone('905551234567')).toBe('+90 555 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
    expect(groupedIban('TR060006400000011234567891')).toBe('TR06 0006 4000 0001 1234 5678 91');
  });

  it('groups a payout account only when it is an IBAN', () => {
    expect(payoutAccountText('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(payoutAccountText('ayse.yildiz@example.com')).toBe('ayse.yildiz@example.com');
    expect(payoutAccountText('****1234')).toBe('****1234');
  });
});
