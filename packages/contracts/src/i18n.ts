// Languages of the product. `tk` is the key the API and the seed use for Turkish; the page's `lang`
// attribute is the real BCP 47 tag (`tr`), as docs/design.md "Deliberate differences from the seed"
// decides.

export const LANGUAGES = ['tk', 'en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tk';

export const LANGUAGE_LABELS: Record<Language, string> = {
  tk: 'Türkçe',
  en: 'English',
  'zh-CN': '简体中文',
};

export const HTML_LANG: Record<Language, string> = { tk: 'tr', en: 'en', 'zh-CN': 'zh-CN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps an Accept-Language header (or a bare tag) to one of our languages. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'tk' || tag === 'tr' || tag.startsWith('tr-')) return 'tk';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}
