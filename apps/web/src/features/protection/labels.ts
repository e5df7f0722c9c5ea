// Words and small helpers the protection screens share.
import type { TFunction } from 'i18next';
import { HTML_LANG, type Language } from '@talih/contracts/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { useSiteConfig } from '../../lib/site-config.ts';

export const money = (minor: number, lang: Language) => formatMoney(minor / 100, lang);

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** "24 saat", "3 days", "6周": a length in the reader's language (Intl knows the plurals). */
export function unitLabel(lang: Language, count: number, unit: Unit): string {
  return new Intl.NumberFormat(HTML_LANG[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(count);
}

export function hoursLabel(lang: Language, hours: number): string {
  if (hours % (24 * 7) === 0) return unitLabel(lang, hours / (24 * 7), 'week');
  if (hours % 24 === 0) return unitLabel(lang, hours / 24, 'day');
  return unitLabel(lang, hours, 'hour');
}

export function monthsLabel(t: TFunction, lang: Language, months: number): string {
  if (months === 0) return t('protection.indefinite');
  if (months % 12 === 0) return unitLabel(lang, months / 12, 'year');
  return unitLabel(lang, months, 'month');
}

/** The public part of the jurisdiction pack, with the sandbox's options until it is known. */
export function usePack() {
  const j = useSiteConfig((s) => s.config?.jurisdiction);
  return {
    timeOutOptionsHours: j?.timeOutOptionsHours ?? [24, 72, 168, 720, 1008],
    selfExclusionOptionsMonths: j?.selfExclusionOptionsMonths ?? [6, 12, 60],
    panicButton: j?.panicButton ?? false,
    realityCheckMinutes: j?.realityCheckMinutes ?? null,
    limitsRequiredAtSignup: j?.limitsRequiredAtSignup ?? [],
    increaseCoolingOffHours: j?.increaseCoolingOffHours ?? 24,
  };
}
