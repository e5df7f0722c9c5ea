// Phone numbers: players type the national number with or without the 90 country code (and
// perhaps a trunk 0); we store it with the 90 prefix. Shared by the web app and the server.
import { COUNTRY_CODE, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './limits.ts';

/** The national part (no 90, no trunk 0), or null when the input is not a valid phone. */
export function nationalNumber(input: string): string | null {
  let digits = input.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  // Turkish national numbers never start with 9, so a leading 90 is always the country code.
  if (digits.startsWith(COUNTRY_CODE) && digits.length > PHONE_MIN_LENGTH) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < PHONE_MIN_LENGTH || digits.length > PHONE_MAX_LENGTH) return null;
  return digits;
}

/** The stored form, with the 90 prefix; null when invalid. */
export function storedPhone(input: string): string | null {
  const national = nationalNumber(input);
  return national === null ? null : COUNTRY_CODE + national;
}

/** The seed's derived `phone`: the stored mobile without its leading 90. */
export function phoneWithoutPrefix(mobile: string): string {
  return mobile.startsWith(COUNTRY_CODE) ? mobile.slice(COUNTRY_CODE.length) : mobile;
}
