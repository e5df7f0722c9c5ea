// Amounts as staff type them: "12,50" in Turkish, "12.50" in English, to minor units and back.
import { locale } from './i18n.ts';

/** Any amount, negative allowed; NaN while the text is not one (a form's schema refuses it). */
export function parseLira(text: string): number {
  const clean = text.trim().replace(/\s|₺/g, '');
  const normal = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return Number.NaN;
  return Math.round(Number(normal) * 100);
}

/** "12,50" in Turkish, "12.50" in English: the decimal mark the staff member types. */
export const liraText = (minor: number) => {
  if (!Number.isFinite(minor)) return '';
  const text = (minor / 100).toFixed(2);
  return locale().startsWith('en') ? text : text.replace('.', ',');
};

/** "12,50" or "12.50" to minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '');
  const normal = /,\d{1,2}$/.test(clean)
    ? clean.replace(/\./g, '').replace(',', '.')
    : clean.replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normal)) return null;
  const [whole, frac = ''] = normal.split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
