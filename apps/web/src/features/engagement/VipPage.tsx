// The VIP page (docs/seed-spec.md S2.15): the player's level, what counts towards the next one
// (turnover or deposits, whichever comes first), every level's benefits, and the ways in to
// the daily sign-in and the prize wheels.
import { useState } from 'react';
import { CalendarCheck, Crown, Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { useVipInfo } from './api.ts';
import { SignInDialog } from './SignIn.tsx';
import './engagement.css';

export default function VipPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const q = useVipInfo();
  const [signInOpen, setSignInOpen] = useState(false);

  if (q.isPending) {
    return (
      <div className="eng-page" aria-busy="true">
        <div className="skeleton eng-title-skeleton" />
        <div className="skeleton eng-vip-skeleton" />
        <span className="sr-only">{t('base.loading')}</span>
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorPanel
        headingLevel={1}
        title={t('engagement.vip.loadErrorTitle')}
        message={t('engagement.loadError')}
        retry={() => void q.refetch()}
      />
    );
  }
  const v = q.data;
  return (
    <div className="eng-page" data-testid="vip-page">
      <h1 className="eng-title">{t('engagement.vip.title')}</h1>
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
          <div className="eng-progress-block">
            <div className="eng-progress-label">
              <span>{t('engagement.vip.toNext', { level: v.next.level })}</span>
              <span className="amount">
                {formatPercent(Math.floor(v.next.progress * 100) / 100, lang, 0, 0)}
              </span>
            </div>
            <div
              className="eng-progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.floor(v.next.progress * 100)}
              aria-label={t('engagement.vip.toNext', { level: v.next.level })}
            >
              <span style={{ width: `${Math.max(2, v.next.progress * 100)}%` }} />
            </div>
            <p className="eng-muted">
              {t('engagement.vip.nextNeeds', {
                level: v.next.level,
                turnover: formatMoney(v.next.turnoverNeeded, lang),
                deposits: formatMoney(v.next.depositsNeeded, lang),
              })}
            </p>
          </div>
        ) : (
          <p className="eng-muted">{t('engagement.vip.top')}</p>
        )}
      </div>

      <div className="eng-shortcuts">
        <button type="button" className="eng-card eng-shortcut" onClick={() => setSignInOpen(true)}>
          <CalendarCheck size={24} aria-hidden="true" />
          <span>
            <strong>{t('engagement.signIn.title')}</strong>
            <span className="eng-muted">{t('engagement.vip.signInHint')}</span>
          </span>
        </button>
        <Link to="/vip-wheel" className="eng-card eng-shortcut">
          <Dices size={24} aria-hidden="true" />
          <span>
            <strong>{t('engagement.wheel.title')}</strong>
            <span className="eng-muted">{t('engagement.vip.wheelHint')}</span>
          </span>
        </Link>
      </div>

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
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
    </div>
  );
}
