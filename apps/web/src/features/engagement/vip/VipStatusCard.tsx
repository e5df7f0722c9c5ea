// The player's VIP standing: the level, the turnover and deposits that count, and the progress
// to the next level (or a note at the top level).
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '@talih/contracts/call.ts';
import type { getVipInfo } from '@talih/contracts/engagement.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

export type VipInfo = CallResult<typeof getVipInfo>;

function NextLevel({ next }: { next: NonNullable<VipInfo['next']> }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className="eng-progress-block">
      <div className="eng-progress-label">
        <span>{t('engagement.vip.toNext', { level: next.level })}</span>
        <span className="amount">
          {formatPercent(Math.floor(next.progress * 100) / 100, lang, 0, 0)}
        </span>
      </div>
      <div
        className="eng-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.floor(next.progress * 100)}
        aria-label={t('engagement.vip.toNext', { level: next.level })}
      >
        <span style={{ width: `${Math.max(2, next.progress * 100)}%` }} />
      </div>
      <p className="eng-muted">
        {t('engagement.vip.nextNeeds', {
          level: next.level,
          turnover: formatMoney(next.turnoverNeeded, lang),
          deposits: formatMoney(next.depositsNeeded, lang),
        })}
      </p>
    </div>
  );
}

export function VipStatusCard({ v }: { v: VipInfo }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className="eng-card eng-vip-card">
      <div className="eng-vip-level">
        <Crown size={28} aria-hidden="true" />
        <span className="amount" data-testid="vip-level">
          VIP {v.vipLevel}
        </span>
      </div>
      <dl className="eng-facts">
        <div>
          <dt>{t('engagement.vip.turnover')}</dt>
          <dd className="amount">{formatMoney(v.turnover, lang)}</dd>
        </div>
        <div>
          <dt>{t('engagement.vip.deposits')}</dt>
          <dd className="amount">{formatMoney(v.deposits, lang)}</dd>
        </div>
      </dl>
      {v.next ? (
        <NextLevel next={v.next} />
      ) : (
        <p className="eng-muted">{t('engagement.vip.top')}</p>
      )}
    </div>
  );
}
