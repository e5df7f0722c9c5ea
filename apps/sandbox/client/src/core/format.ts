// Amounts as docs/brand.md "Amounts" wants them: Intl.NumberFormat of the interface language,
// always two decimals, tabular digits in CSS. Multipliers read like odds: two decimals, a dot,
// everywhere. Amounts are written by formatFixed wherever it knows the language and currency:
// Intl's text without the first Intl.NumberFormat's start-up, the largest piece of this page's
// start on a phone (@talih/contracts/number-format.ts).
import { formatFixed } from '@talih/contracts/number-format.ts';
import type { Lang } from './i18n.ts';

const LOCALES: Record<Lang, string> = { tk: 'tr-TR', en: 'en-GB', 'zh-CN': 'zh-CN' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, lang: Lang): string {
  const quick = formatFixed(minor / 100, LOCALES[lang], 2, currency);
  if (quick !== null) return quick;
  const key = `${lang}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency,
      // The sign in every language ("€1,000.00", "₺1.000,00"), not "EUR 1,000.00".
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}

/** The amount with two decimals and no sign (a link that named no currency). */
export function formatAmount(minor: number, lang: Lang): string {
  const quick = formatFixed(minor / 100, LOCALES[lang], 2);
  if (quick !== null) return quick;
  return new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** 2.3456 -> "2.34×": floored like the server floors a cash-out. */
export function formatMultiplier(value: number): string {
  return `${(Math.floor(value * 100 + 1e-9) / 100).toFixed(2)}×`;
}

export function formatPercent(fraction: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction);
}

export function htmlLang(lang: Lang): string {
  return lang === 'tk' ? 'tr' : lang;
}
