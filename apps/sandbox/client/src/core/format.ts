// Amounts as docs/brand.md "Amounts" wants them: Intl.NumberFormat of the interface language,
// always two decimals, tabular digits in CSS. Multipliers read like odds: two decimals, a dot,
// everywhere.
import type { Lang } from './i18n.ts';

const LOCALES: Record<Lang, string> = { tk: 'tr-TR', en: 'en-GB', 'zh-CN': 'zh-CN' };

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, lang: Lang): string {
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
