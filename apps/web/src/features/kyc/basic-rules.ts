// The basic level's fields: the countries offered, their names, and the checks each field
// gets (the server's own rules: a full name, the minimum age, the T.C. kimlik check digits).
// A failed check returns the locale key of its message.
import { ageOn, isValidNationalId } from '@talih/contracts/national-id.ts';

/** Turkey first (the seed's players), then the countries of the built-in packs, then others. */
export const COUNTRIES = [
  'TR',
  'DE',
  'NL',
  'GB',
  'MT',
  'IE',
  'AT',
  'FI',
  'CY',
  'LU',
  'NO',
  'IS',
  'AZ',
  'BG',
  'FR',
  'IT',
  'ES',
  'BE',
  'CH',
  'GR',
  'RO',
  'US',
];

export interface BasicValues {
  fullName: string;
  birthDate: string;
  country: string;
  city: string;
  address: string;
  nationalId: string;
}

export function countryName(code: string, lang: string) {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const basicRules = {
  fullName: (v: string) => v.trim().split(/\s+/).length >= 2 || 'kyc.basic.errors.fullName',
  birthDate: (minimumAge: number) => (v: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'kyc.basic.errors.birthDate';
    const age = ageOn(v, new Date());
    if (age > 120 || age < 0) return 'kyc.basic.errors.birthDate';
    return age >= minimumAge || 'kyc.basic.errors.underAge';
  },
  city: (v: string) => v.trim().length >= 2 || 'kyc.basic.errors.city',
  address: (v: string) => v.trim().length >= 5 || 'kyc.basic.errors.address',
  nationalId: (v: string, all: BasicValues) =>
    isValidNationalId(all.country, v) ||
    (all.country === 'TR' ? 'kyc.basic.errors.tcKimlik' : 'kyc.basic.errors.nationalId'),
};
