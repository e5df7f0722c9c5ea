// Canned answers in the player's language, one click inserts the text into the reply box.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_LANGS } from '@talih/contracts/backoffice/support.ts';
import { supportQueries, type SupportLang } from './api.ts';

export function CannedPicker({ lang, onPick }: { lang: string; onPick(body: string): void }) {
  const { t } = useTranslation();
  const known = (SUPPORT_LANGS as readonly string[]).includes(lang) ? (lang as SupportLang) : 'tk';
  const canned = useQuery(supportQueries.canned(known));
  const rows = canned.data?.rows ?? [];
  return (
    <select
      className="canned-picker"
      aria-label={t('support.canned')}
      value=""
      disabled={rows.length === 0}
      onChange={(e) => {
        const picked = rows.find((r) => String(r.cannedId) === e.target.value);
        if (picked) onPick(picked.body);
      }}
    >
      <option value="">{rows.length ? t('support.canned') : t('support.noCanned')}</option>
      {rows.map((r) => (
        <option key={r.cannedId} value={r.cannedId}>
          {r.title}
        </option>
      ))}
    </select>
  );
}
