import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nationalNumber, phoneWithoutPrefix, storedPhone } from './phone.ts';

describe('phone numbers', () => {
  it('accepts the national number with or without 90, spaces or a trunk 0', () => {
    for (const input of ['5551112233', '905551112233', '+90 555 111 22 33', '0555 111 22 33']) {
      expect(storedPhone(input), input).toBe('905551112233');
    }
  });

  it('enforces 7 to 11 digits (SEED-SPEC S5.2)', () => {
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
});
