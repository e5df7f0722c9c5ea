// Staff UI text: Turkish first, English second (apps/backoffice/src/locales), each feature
// under its own top-level key.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import tk from '../locales/tk.json';
import { setApiLanguage } from './api.ts';

export type StaffLanguage = 'tk' | 'en';
const STORAGE_KEY = 'bo.lang';

export const i18n = i18next.createInstance();

export function initialLanguage(): StaffLanguage {
  return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'tk';
}

export async function initI18n(lang: StaffLanguage = initialLanguage()) {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'tk',
    resources: { tk: { translation: tk }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyLanguage(lang);
}

function applyLanguage(lang: StaffLanguage) {
  document.documentElement.lang = lang === 'en' ? 'en' : 'tr';
  setApiLanguage(lang);
}

export async function setLanguage(lang: StaffLanguage) {
  localStorage.setItem(STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
  applyLanguage(lang);
}

export function currentLanguage(): StaffLanguage {
  return i18n.language === 'en' ? 'en' : 'tk';
}

/** The locale tag for Intl formatting. */
export function locale(): string {
  return currentLanguage() === 'en' ? 'en-GB' : 'tr-TR';
}
