// Number display (docs/brand.md "Amounts"): Intl.NumberFormat of the interface language, always two
// decimals, the sign of the deployment's currency (its jurisdiction pack's) for money. Amounts and
// counts are written by formatFixed (@talih/contracts/number-format.ts) wherever it knows the
// language and currency: the same text without the first Intl.NumberFormat's start-up, tens of ms
// of main thread in the middle of a phone's first screen.
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';
import { formatFixed, narrowCurrencySign } from '@talih/contracts/number-format.ts';
import { deployment } from './deployment.ts';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Language, currency: string | null): Intl.NumberFormat {
  const key = `${lang}:${currency ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/**
 * `₺1.234,56` in Turkish, `₺1,234.56` in English (TRY); `€1.234,56` and `€1,234.56` for EUR.
 * Before the deployment's currency is known, the amount without a sign.
 */
export function formatMoney(amount: number, lang: Language): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const currency = deployment().currency;
  return (
    formatFixed(value, HTML_LANG[lang], 2, currency) ?? formatter(lang, currency).format(value)
  );
}

/** The deployment currency's sign ("₺", "€"), for an amount field's prefix; '' until known. */
export function currencySign(lang: Language): string {
  const currency = deployment().currency;
  if (!currency) return '';
  return (
    narrowCurrencySign(currency) ??
    formatter(lang, currency)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ??
    ''
  );
}

/** Two decimals with thousands separators, no currency sign. */
export function formatNumber(amount: number, lang: Language): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return formatFixed(value, HTML_LANG[lang], 2) ?? formatter(lang, null).format(value);
}

const percentCache = new Map<string, Intl.NumberFormat>();

/** A share (0.005) as a percent of the interface language: `%0,5` in Turkish, `0.5%` in English. */
export function formatPercent(
  fraction: number,
  lang: Language,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const key = `${lang}:${minimumFractionDigits}:${maximumFractionDigits}`;
  let f = percentCache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], {
      style: 'percent',
      minimumFractionDigits,
      maximumFractionDigits,
    });
    percentCache.set(key, f);
  }
  return f.format(Number.isFinite(fraction) ? fraction : 0);
}

const dateTimeCache = new Map<Language, Intl.DateTimeFormat>();

/** A moment as the player's calendar shows it, always in Istanbul time (the seed's zone). */
export function formatDateTime(epochMs: number, lang: Language): string {
  let f = dateTimeCache.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(HTML_LANG[lang], {
      timeZone: 'Europe/Istanbul',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeCache.set(lang, f);
  }
  return f.format(new Date(epochMs));
}

const partCache = new Map<string, Intl.DateTimeFormat>();

function istanbulFormat(lang: Language, options: Intl.DateTimeFormatOptions, key: string) {
  let f = partCache.get(`${lang}:${key}`);
  if (!f) {
    f = new Intl.DateTimeFormat(HTML_LANG[lang], { timeZone: 'Europe/Istanbul', ...options });
    partCache.set(`${lang}:${key}`, f);
  }
  return f;
}

/** The time of day in Istanbul: 24-hour in Turkish ("03:30"), the language's own way elsewhere. */
export function formatTime(epochMs: number, lang: Language): string {
  return istanbulFormat(lang, { hour: '2-digit', minute: '2-digit' }, 'time').format(epochMs);
}

/** Day and month in Istanbul: "16 Oca" in Turkish, "Jan 16" in English. */
export function formatDayMonth(epochMs: number, lang: Language): string {
  return istanbulFormat(lang, { day: 'numeric', month: 'short' }, 'dayMonth').format(epochMs);
}

/**
 * Made on first use, not when the module loads: a page's first Intl formatter sets up the browser's
 * locale data, tens of milliseconds on a phone, which then sat in the first task of every page (the
 * app's modules, the largest share of a phone's blocking time), for the sportsbook's day headings.
 */
let isoDay: Intl.DateTimeFormat | undefined;

/** The Istanbul calendar day of a moment, as YYYY-MM-DD (to compare days). */
export function istanbulDay(epochMs: number): string {
  isoDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoDay.format(epochMs);
}

/** A win multiplier like an odd: two decimals in every language, `×12.50`. */
export function formatMultiplier(multiplier: number): string {
  return `×${(Number.isFinite(multiplier) ? multiplier : 0).toFixed(2)}`;
}

const countCache = new Map<Language, Intl.NumberFormat>();

/** A whole count with the language's thousands separator: `1.234` in Turkish. */
export function formatCount(count: number, lang: Language): string {
  const value = Number.isFinite(count) ? count : 0;
  const quick = formatFixed(value, HTML_LANG[lang], 0);
  if (quick !== null) return quick;
  let f = countCache.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], { maximumFractionDigits: 0 });
    countCache.set(lang, f);
  }
  return f.format(value);
}

/** "5 dakika önce": how long ago a moment was, in the interface language. */
export function formatAgo(epochMs: number, lang: Language, now = Date.now()): string {
  const f = new Intl.RelativeTimeFormat(HTML_LANG[lang], { numeric: 'auto' });
  const seconds = Math.round((epochMs - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return f.format(Math.trunc(seconds / size), unit);
  }
  return f.format(0, 'minute');
}
