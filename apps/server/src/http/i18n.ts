// Server-side messages in the caller's language, from the same locale files the web app uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
  const template = lookup(catalogues[lang], key) ?? lookup(catalogues.tk, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = vars[name];
    if (typeof value === 'number' && name.endsWith('Money')) {
      return formatMoney(lang, value, currency ?? deploymentCurrency());
    }
    return String(value ?? '');
  });
}

/** The caller's language: the body's `lang`, else Accept-Language, else Turkish. */
export function requestLanguage(bodyLang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(bodyLang)) return bodyLang;
  return pickLanguage(acceptLanguage);
}
