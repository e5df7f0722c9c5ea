// Server-side messages in the caller's language, from the same locale files the web app uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import {
  HTML_LANG,
  LANGUAGES,
  pickLanguage,
  isLanguage,
  type Language,
} from '@talih/contracts/i18n.ts';
import { deploymentCurrency } from '../jurisdiction/currency.ts';

type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../packages/i18n/locales');

const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8')) as Tree,
  ]),
) as Record<Language, Tree>;

/**
 * The web app's engine (i18next) over the same files, so both read keys, fallbacks, plurals and
 * placeholders alike. Plain text out: the answers are JSON the app renders as text, never HTML.
 */
const engine = i18next.createInstance();
void engine.init({
  initAsync: false,
  resources: Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: catalogues[lang] }]),
  ) as Resource,
  lng: 'tk',
  fallbackLng: 'tk',
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  // One namespace: a key is never split at a colon.
  nsSeparator: false,
  returnNull: false,
});

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(lang: Language, key: string): boolean {
  return lookup(catalogues[lang], key) !== undefined;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the deployment's currency as the player's language writes it (docs/brand.md
 * "Amounts"): ₺1.234,56 in Turkish for TRY, €1.234,56 for EUR.
 */
export function formatMoney(
  lang: Language,
  amount: number,
  currency: string = deploymentCurrency(),
): string {
  const key = `${lang}:${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[lang], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}

/**
 * Translates `key` with `{{name}}` placeholders; falls back to Turkish, then to the key. A
 * number in a variable whose name ends in `Money` is an amount in the deployment's currency
 * (or `currency` when given), written with the sign and two decimals the language uses.
 */
export function t(
  lang: Language,
  key: string,
  vars: Record<string, string | number> = {},
  currency?: string,
): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) {
    values[name] =
      typeof value === 'number' && name.endsWith('Money')
        ? formatMoney(lang, value, currency ?? deploymentCurrency())
        : value;
  }
  return engine.t(key, { ...values, lng: lang });
}

/** The caller's language: the body's `lang`, else Accept-Language, else Turkish. */
export function requestLanguage(bodyLang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(bodyLang)) return bodyLang;
  return pickLanguage(acceptLanguage);
}
