import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nationalNumber,
  phoneWithoutPrefix,
  plausiblePhone,
  splitPhone,
  storedPhone,
} from './phone.ts';

describe('phone numbers', () => {
  it('accepts the national number with or without 90, spaces or a trunk 0', () => {
    for (const input of ['5551112233', '905551112233', '+90 555 111 22 33', '0555 111 22 33']) {
      expect(storedPhone(input), input).toBe('905551112233');
    }
  });

  it('enforces 7 to 11 digits (docs/seed-spec.md S5.2)', () => {
    expect(nationalNumber('123456')).toBeNull();
    expect(nationalNumber('1234567')).toBe('1234567');
    expect(nationalNumber('12345678901')).toBe('12345678901');
    expect(nationalNumber('123456789012')).toBeNull();
    expect(nationalNumber('55511a2233')).toBeNull();
    expect(nationalNumber('')).toBeNull();
  });

  it('round-trips: storing a stored number changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-8]\d{6,10}$/), (national) => {
        const stored = storedPhone(national);
        expect(stored).toBe(`90${national}`);
        expect(storedPhone(stored!)).toBe(stored);
        expect(phoneWithoutPrefix(stored!)).toBe(national);
      }),
    );
  });

  it("takes the pack's calling codes: Germany's 49 instead of the seed's 90", () => {
    const de = ['49'];
    for (const input of ['015123456789', '+49 151 23456789', '4915123456789', '15123456789']) {
      expect(storedPhone(input, de), input).toBe('4915123456789');
    }
    // A Turkish number is not a German one: 12 digits with no 49 in front.
    expect(storedPhone('905551112233', de)).toBeNull();
    expect(phoneWithoutPrefix('4915123456789', de)).toBe('15123456789');
  });

  it('picks the code the number starts with among several (Malta pack), else the first', () => {
    const mga = ['356', '353', '358', '43'];
    expect(splitPhone('+353 87 123 4567', mga)).toEqual({ code: '353', national: '871234567' });
    expect(splitPhone('79123456', mga)).toEqual({ code: '356', national: '79123456' });
    expect(splitPhone('+43 660 1234567', mga)).toEqual({ code: '43', national: '6601234567' });
  });

  it('lets the contracts pass any country code up to 15 digits, never letters or 5 digits', () => {
    expect(plausiblePhone('+49 151 23456789')).toBe(true);
    expect(plausiblePhone('5551112233')).toBe(true);
    expect(plausiblePhone('12345')).toBe(false);
    expect(plausiblePhone('1234567890123456')).toBe(false);
    expect(plausiblePhone('55511a2233')).toBe(false);
  });
});
