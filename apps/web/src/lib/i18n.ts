// react-i18next with one JSON file per language, each loaded on demand as its own chunk.
// `tk` is the language key of the API and the store; the page's lang attribute is `tr`.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from '@talih/contracts/i18n.ts';

type Messages = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  tk: () => import('@talih/i18n/locales/tk.json'),
  en: () => import('@talih/i18n/locales/en.json'),
  'zh-CN': () => import('@talih/i18n/locales/zh-CN.json'),
};

export const i18n = i18next.createInstance();

let initDone: Promise<unknown> | null = null;

function init(): Promise<unknown> {
  initDone ??= i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    react: { useSuspense: false },
  });
  return initDone;
}

async function ensureLoaded(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const messages = (await loaders[lang]()).default;
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
}

/** Loads the language's file if needed, switches the UI and sets <html lang>. */
export async function setLanguage(lang: Language): Promise<void> {
  await init();
  const target = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  await ensureLoaded(target);
  await i18n.changeLanguage(target);
  document.documentElement.lang = HTML_LANG[target];
}

/** The language key currently shown. */
export function currentLanguage(): Language {
  const lang = i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
