// National identity numbers, checked the same way by the web form and the server: the Turkish
// T.C. kimlik numarası by its two check digits, other countries by the shape of their number.

/** T.C. kimlik: 11 digits, no leading 0, digit 10 and 11 are checksums of the ones before. */
export function isTcKimlik(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const sum = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sum % 10 === d[10];
}

/** The shape of each country's usual identity number (after spaces and dashes are removed). */
const COUNTRY_FORMATS: Record<string, RegExp> = {
  DE: /^[CFGHJKLMNPRTVWXYZ0-9]{9,10}$/, // Personalausweis number
  NL: /^\d{9}$/, // BSN
  GB: /^[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]$/, // National Insurance number
  MT: /^\d{1,7}[MGAPLHBZ]$/, // Maltese ID card
  IE: /^\d{7}[A-W][A-IW]?$/, // PPS number
  AT: /^[A-Z0-9]{8,9}$/,
  FI: /^\d{6}[-+A]\d{3}[0-9A-Y]$/, // henkilötunnus (dash kept)
  CY: /^\d{6,10}$/,
  LU: /^\d{13}$/,
  NO: /^\d{11}$/,
  IS: /^\d{10}$/,
};
/** Any other country: letters and digits, 5 to 20 of them. */
const GENERIC = /^[A-Z0-9]{5,20}$/;

/** The number as stored: upper case, without spaces (and dashes, except Finland's). */
export function normaliseNationalId(country: string, value: string): string {
  const upper = value.toUpperCase().replace(/\s+/g, '');
  return country === 'FI' ? upper : upper.replace(/-/g, '');
}

export function isValidNationalId(country: string, value: string): boolean {
  const id = normaliseNationalId(country, value);
  if (country === 'TR') return isTcKimlik(id);
  return (COUNTRY_FORMATS[country] ?? GENERIC).test(id);
}

/** Full years between a YYYY-MM-DD birth date and `today` (UTC calendar). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}
