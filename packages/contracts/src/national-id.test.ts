import { describe, expect, it } from 'vitest';
import { ageOn, isTcKimlik, isValidNationalId } from './national-id.ts';

describe('national id', () => {
  it('accepts a T.C. kimlik with both check digits right, refuses one digit off', () => {
    expect(isTcKimlik('10000000146')).toBe(true);
    expect(isTcKimlik('10000000147')).toBe(false);
    expect(isTcKimlik('10000000156')).toBe(false);
    expect(isTcKimlik('00000000146')).toBe(false);
    expect(isTcKimlik('1000000014')).toBe(false);
  });
  it('checks other countries by shape', () => {
    expect(isValidNationalId('GB', 'AB 12 34 56 C')).toBe(true);
    expect(isValidNationalId('GB', '12345678')).toBe(false);
    expect(isValidNationalId('NL', '123456782')).toBe(true);
    expect(isValidNationalId('NL', '12345')).toBe(false);
    expect(isValidNationalId('FR', 'AB12345')).toBe(true);
    expect(isValidNationalId('FR', 'A1')).toBe(false);
  });
  it('counts full years', () => {
    expect(ageOn('2008-11-27', new Date('2026-11-26T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-11-26', new Date('2026-11-26T12:00:00Z'))).toBe(18);
  });
});
