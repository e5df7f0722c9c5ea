// Amounts and counts written exactly as Intl.NumberFormat writes them for the languages and
// currencies Talih shows, without making an Intl.NumberFormat. A page's first one loads the
// browser's number data: 15-57 ms of main thread on a 2-core desktop, four times that on a
// phone, in the middle of the home's and a game's first screen. Anything this does not know
// (another language, another currency, a number JavaScript writes with an exponent) answers
// null, and the caller asks Intl. number-format.test.ts holds it to Intl's own output.

const TURKISH = { group: '.', decimal: ',' };
const ENGLISH = { group: ',', decimal: '.' };

/**
 * Separators by the exact locale tag the apps pass (HTML_LANG, the studio's LOCALES), not by
 * language: English in India groups 12,34,567 and in South Africa writes 1 234 567,50.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  tr: TURKISH,
  'tr-TR': TURKISH,
  en: ENGLISH,
  'en-GB': ENGLISH,
  'en-US': ENGLISH,
  'zh-CN': ENGLISH,
};

/**
 * The narrow signs (Intl's currencyDisplay 'narrowSymbol'); in each language above the sign
 * comes first, after the minus, with no space: "-₺1.234,50", "€0.00".
 */
const NARROW_SIGNS: Record<string, string> = { TRY: '₺', EUR: '€', GBP: '£', USD: '$' };

export function narrowCurrencySign(currency: string): string | null {
  return NARROW_SIGNS[currency] ?? null;
}

/**
 * `value` with exactly `fractionDigits` decimals, grouped in threes, with the currency's sign
 * when one is given, as `new Intl.NumberFormat(locale, { minimumFractionDigits: d,
 * maximumFractionDigits: d, style: 'currency', currencyDisplay: 'narrowSymbol' })` would write
 * it; null where this does not know the answer.
 */
export function formatFixed(
  value: number,
  locale: string,
  fractionDigits: number,
  currency: string | null = null,
): string | null {
  const separators = SEPARATORS[locale];
  const sign = currency === null ? '' : narrowCurrencySign(currency);
  if (!separators || sign === null || !Number.isFinite(value)) return null;
  const digits = roundedDigits(Math.abs(value), fractionDigits);
  if (digits === null) return null;
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  // Intl shows the minus of any negative number, negative zero and what rounds to zero included.
  const minus = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  return `${minus}${sign}${grouped}${fraction ? separators.decimal + fraction : ''}`;
}

/**
 * The digits of `magnitude` rounded to `fractionDigits` decimals, the point left out, at least
 * one before it ("0050" for 0.5 at 3): Intl rounds the shortest decimal that reads back as the
 * number (what String() writes, so 1.005 is 1.005, not 1.00499…) half away from zero.
 */
function roundedDigits(magnitude: number, fractionDigits: number): string | null {
  const text = String(magnitude);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  const roundsUp = (fraction[fractionDigits] ?? '0') >= '5';
  const digits = String(roundsUp ? kept + 1n : kept);
  return digits.padStart(fractionDigits + 1, '0');
}
