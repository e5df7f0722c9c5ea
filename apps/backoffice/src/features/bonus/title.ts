// A template's title in the staff member's language (Turkish when the English one is empty).
import { useTranslation } from 'react-i18next';

export function useTitle() {
  const { i18n } = useTranslation();
  return (title: { tk: string; en: string } | null, fallback = '—') =>
    title ? (i18n.language.startsWith('en') && title.en ? title.en : title.tk) : fallback;
}
