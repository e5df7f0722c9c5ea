// react-i18next with one JSON file per language, each loaded on demand.
// `tk` is the language key of the API and the store; the page's lang attribute is `tr`.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, HTML_LANG, isLanguage, type Language } from '@talih/contracts/i18n.ts';
import tkUrl from '@talih/i18n/locales/tk.json?url';
import enUrl from '@talih/i18n/locales/en.json?url';
import zhUrl from '@talih/i18n/locales/zh-CN.json?url';

type Messages = Record<string, unknown>;

/**
 * The built app fetches the language's file as data (index.html preloads the Turkish one): a
 * JSON.parse is cheaper than compiling and running the same text as a script module, and the
 * 60 KB are off the page's JavaScript.
 */
const files: Record<Language, string> = { tk: tkUrl, en: enUrl, 'zh-CN': zhUrl };
/** The dev server and the tests import the file as a module (a test has no server to fetch). */
const modules: Record<Language, () => Promise<{ default: Messages }>> = {
  tk: () => import('@talih/i18n/locales/tk.json'),
  en: () => import('@talih/i18n/locales/en.json'),
  'zh-CN': () => import('@talih/i18n/locales/zh-CN.json'),
};

async function loadMessages(lang: Language): Promise<Messages> {
  if (import.meta.env.PROD) {
    const response = await fetch(files[lang]);
    if (!response.ok) throw new Error(`${files[lang]} answered HTTP ${response.status}`);
    return (await response.json()) as Messages;
  }
  return (await modules[lang]()).default;
}

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
  const messages = await loadMessages(lang);
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
