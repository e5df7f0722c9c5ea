// Phone numbers: players type the national number with or without a country code (and
// perhaps a trunk 0); we store it with its country code. The codes accepted are the
// jurisdiction pack's phoneCallingCodes (the first is the forms' default); without a pack,
// the seed's 90. Shared by the web app and the server.
import { COUNTRY_CODE, PHONE_LENGTH_MAX, PHONE_LENGTH_MIN } from './limits.ts';

/** The seed's codes: Turkey's 90 alone (the sandbox pack's). */
const SEED_CODES: readonly string[] = [COUNTRY_CODE];

/** E.164 allows at most 15 digits with the country code. */
const E164_DIGITS_MAX = 15;

function digitsOf(input: string): string | null {
  const digits = input.replace(/[\s()+-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * The number split into its country code (one of `codes`) and national part, or null when it
 * is not a valid phone for these codes. A leading code is taken as the country code when a
 * national number is left after it (Turkish and German national numbers never start with
 * their own code); otherwise the number is national, of the first code's country.
 */
export function splitPhone(
  input: string,
  codes: readonly string[] = SEED_CODES,
): { code: string; national: string } | null {
  let digits = digitsOf(input);
  if (digits === null || codes.length === 0) return null;
  // The longest code first, so 353 (Ireland) wins over a 35x national number.
  const byLength = [...codes].sort((a, b) => b.length - a.length);
  let code = codes[0]!;
  const given = byLength.find((c) => digits!.startsWith(c) && digits!.length > PHONE_LENGTH_MIN);
  if (given !== undefined) {
    code = given;
    digits = digits.slice(given.length);
  }
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < PHONE_LENGTH_MIN || digits.length > PHONE_LENGTH_MAX) return null;
  return { code, national: digits };
}

/** The national part (no country code, no trunk 0), or null when the input is not valid. */
export function nationalNumber(input: string, codes: readonly string[] = SEED_CODES) {
  return splitPhone(input, codes)?.national ?? null;
}

/** The stored form, country code then national number; null when invalid. */
export function storedPhone(input: string, codes: readonly string[] = SEED_CODES): string | null {
  const parts = splitPhone(input, codes);
  return parts === null ? null : parts.code + parts.national;
}

/** The seed's derived `phone`: the stored mobile without its country code. */
export function phoneWithoutPrefix(mobile: string, codes: readonly string[] = SEED_CODES): string {
  const code = [...codes].sort((a, b) => b.length - a.length).find((c) => mobile.startsWith(c));
  return code === undefined ? mobile : mobile.slice(code.length);
}

/**
 * A number some pack could accept: a national number, or one with any country code (at most 15
 * digits in all). What the request contracts check; the server then checks the pack's codes.
 */
export function plausiblePhone(input: string): boolean {
  const digits = digitsOf(input);
  if (digits === null) return false;
  return (
    nationalNumber(digits) !== null ||
    (digits.length > PHONE_LENGTH_MAX &&
      digits.length <= E164_DIGITS_MAX &&
      !digits.startsWith('0'))
  );
}
