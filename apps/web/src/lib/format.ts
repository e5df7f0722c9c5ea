// Number display (BRAND "Amounts"): Intl.NumberFormat of the interface language, always two
// decimals, the lira sign for money.
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, currency: boolean): Intl.NumberFormat {
  const key = `${lang}:${currency}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** `₺1.234,56` in Turkish, `₺1,234.56` in English. */
export function formatMoney(amount: number, lang: Language): string {
  return formatter(lang, true).format(Number.isFinite(amount) ? amount : 0);
}

/** Two decimals with thousands separators, no currency sign. */
export function formatNumber(amount: number, lang: Language): string {
  return formatter(lang, false).format(Number.isFinite(amount) ? amount : 0);
}
