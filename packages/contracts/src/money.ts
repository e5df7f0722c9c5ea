// Money at the edges: the API and the provider wallet speak decimal amounts with two decimals,
// code and database speak integer minor units (cents, kuruş). These are the only conversions.

/** The largest amount any single movement may carry: 10 billion in the currency, far inside 2^53 minor units. */
export const AMOUNT_MINOR_MAX = 1_000_000_000_000;

const DECIMAL = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;

/** "12.50" -> 1250. Throws on anything but a non-negative decimal with at most two decimals. */
export function decimalToMinor(text: string): number {
  if (!DECIMAL.test(text)) throw new RangeError(`not a money amount: ${JSON.stringify(text)}`);
  const [whole, fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor > AMOUNT_MINOR_MAX) {
    throw new RangeError(`money amount out of range: ${text}`);
  }
  return minor;
}

/** 1250 -> "12.50"; -5 -> "-0.05". */
export function minorToDecimal(minor: number): string {
  assertMinor(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 -> 12.5: the number the seed API shows (totalAssets and friends). */
export function minorToNumber(minor: number): number {
  assertMinor(minor);
  return minor / 100;
}

/** A number from a form (12.5) -> 1250, refusing more than two decimals. */
export function numberToMinor(value: number): number {
  const minor = Math.round(value * 100);
  if (!Number.isSafeInteger(minor) || Math.abs(minor - value * 100) > 1e-6) {
    throw new RangeError(`not a money amount: ${value}`);
  }
  return minor;
}

export function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
}
