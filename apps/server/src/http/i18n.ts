// Server-side messages in the caller's language, from the same locale files the web app uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, pickLanguage, isLanguage, type Language } from '@talih/contracts/i18n.ts';

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

/** Translates `key` with `{{name}}` placeholders; falls back to Turkish, then to the key. */
export function t(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const template = lookup(catalogues[lang], key) ?? lookup(catalogues.tk, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The caller's language: the body's `lang`, else Accept-Language, else Turkish. */
export function requestLanguage(bodyLang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(bodyLang)) return bodyLang;
  return pickLanguage(acceptLanguage);
}
