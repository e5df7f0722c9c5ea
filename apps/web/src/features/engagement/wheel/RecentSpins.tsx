// The player's recent spins on every wheel: which wheel, when, and the prize. Nothing when
// there are none.
import { useTranslation } from 'react-i18next';
import type { CallResult } from '@talih/contracts/call.ts';
import type { wheelList } from '@talih/contracts/engagement.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

export function RecentSpins({ recent }: { recent: CallResult<typeof wheelList>['recent'] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  if (recent.length === 0) return null;
  return (
    <div className="eng-card">
      <h2 className="eng-card-title">{t('engagement.wheel.recent')}</h2>
      <ul className="eng-recent">
        {recent.map((r) => (
          <li key={r.id}>
            <span>{t(`engagement.wheel.names.${r.code}`)}</span>
            <span className="eng-muted">{formatDateTime(r.createTime, lang)}</span>
            <span className="amount" data-win={r.amount > 0 || undefined}>
              {r.amount > 0 ? formatMoney(r.amount, lang) : t('engagement.wheel.noPrize')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
