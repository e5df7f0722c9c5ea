// Small pieces of Turkish grammar the bonus terms need, and minor units as money.
import type { Language } from '@talih/contracts/i18n.ts';
import { formatMoney } from '../../lib/format.ts';

/** An amount in minor units (kuruş) written as money: `₺1.000,00` in Turkish. */
export function minorMoney(minor: number, lang: Language): string {
  return formatMoney(minor / 100, lang);
}

// The third-person possessive after a number is chosen by the last word read aloud:
// "yüzde on" → %10'u, "yüzde elli" → %50'si, "yüzde yüz" → %100'ü, "yüzde yirmi beş" → %25'i.
const UNIT_SUFFIX = ['', 'i', 'si', 'ü', 'ü', 'i', 'sı', 'si', 'i', 'u'];
const TEN_SUFFIX = ['', 'u', 'si', 'u', 'ı', 'si', 'ı', 'i', 'i', 'ı'];

/** "%10'u", "%100'ü": a percent with the possessive suffix Turkish reads it with. */
export function trPercentOf(n: number): string {
  const whole = Math.round(Math.abs(n));
  let suffix: string;
  if (whole === 0) suffix = 'ı';
  else if (whole % 10 !== 0) suffix = UNIT_SUFFIX[whole % 10]!;
  else if (whole % 100 !== 0) suffix = TEN_SUFFIX[(whole / 10) % 10]!;
  else if (whole % 1000 !== 0) suffix = 'ü';
  else suffix = 'i';
  return `%${n}'${suffix}`;
}

/** "a", "a ve b", "a, b ve c" (and "and" / "和" in the other languages). */
export function joinWords(words: string[], lang: Language): string {
  if (words.length <= 1) return words[0] ?? '';
  if (lang === 'zh-CN') return `${words.slice(0, -1).join('、')}和${words.at(-1)}`;
  const and = lang === 'tk' ? 've' : 'and';
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/** The first letter in upper case, by the language's rules (i → İ in Turkish). */
export function capitalise(text: string, lang: Language): string {
  const locale = lang === 'tk' ? 'tr' : lang;
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
