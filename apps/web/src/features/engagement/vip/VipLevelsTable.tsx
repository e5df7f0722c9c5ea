// Every VIP level's thresholds and benefits (rebate, daily withdrawal limit, wheels), the
// player's own level marked.
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import type { VipInfo } from './VipStatusCard.tsx';

function LevelsHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('engagement.vip.level')}</th>
        <th scope="col" className="num">
          {t('engagement.vip.turnover')}
        </th>
        <th scope="col" className="num">
          {t('engagement.vip.deposits')}
        </th>
        <th scope="col" className="num">
          {t('engagement.vip.rebate')}
        </th>
        <th scope="col" className="num">
          {t('engagement.vip.withdrawLimit')}
        </th>
        <th scope="col">{t('engagement.vip.wheels')}</th>
      </tr>
    </thead>
  );
}

export function VipLevelsTable({ v }: { v: VipInfo }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className="eng-card">
      <h2 className="eng-card-title">{t('engagement.vip.levels')}</h2>
      <p className="eng-muted">{t('engagement.vip.rule')}</p>
      <div
        className="eng-table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('engagement.vip.levels')}
      >
        <table className="eng-table" data-testid="vip-levels">
          <LevelsHead />
          <tbody>
            {v.levels.map((l) => (
              <tr key={l.level} data-current={l.level === v.vipLevel || undefined}>
                <th scope="row" className="amount">
                  VIP {l.level}
                </th>
                <td className="num amount">{formatMoney(l.minTurnover, lang)}</td>
                <td className="num amount">{formatMoney(l.minDeposits, lang)}</td>
                <td className="num amount">{formatPercent(l.rebateBps / 10_000, lang, 1, 2)}</td>
                <td className="num amount">{formatMoney(l.withdrawDailyMax, lang)}</td>
                <td>{l.wheels.map((w) => t(`engagement.wheel.names.${w}`)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
