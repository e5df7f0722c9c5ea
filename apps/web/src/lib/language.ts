// Language switch (docs/seed-spec.md S4): updates the store, then the interface and <html lang>.
import type { Language } from '@talih/contracts/i18n.ts';
import { setLanguage } from './i18n.ts';
import { useSession } from './session.ts';

export async function switchLanguage(lang: Language): Promise<void> {
  useSession.getState().setLang(lang);
  await setLanguage(lang);
}
