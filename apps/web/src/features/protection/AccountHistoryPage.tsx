// /account-history: per month, deposits and withdrawals, what play won or lost, time played.
// A table on desktop, cards on mobile.
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { useAccountHistory } from './api.ts';
import { money } from './labels.ts';
import './protection.css';

function monthName(month: string, lang: string) {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'tk' ? 'tr' : lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
}

export default function AccountHistoryPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const player = useIsPlayer();
  const history = useAccountHistory();
  if (!player) return <LoginPrompt title={t('protection.history')} />;
  const hours = (minutes: number) =>
    t('protection.playedTime', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return (
    <div className="rg-page">
      <header className="rg-head">
        <h1 className="rg-title">{t('protection.history')}</h1>
        <p className="rg-lead">{t('protection.historyLead')}</p>
      </header>
      {history.isError && (
        <ErrorPanel
          title={t('protection.loadError')}
          message={history.error.message}
          retry={() => void history.refetch()}
        />
      )}
      {history.isPending && <div className="skeleton rg-skeleton" />}
      {history.data && (
        <table className="rg-history" data-testid="account-history">
          <thead>
            <tr>
              <th scope="col">{t('protection.month')}</th>
              <th scope="col" className="num">
                {t('protection.deposits')}
              </th>
              <th scope="col" className="num">
                {t('protection.withdrawals')}
              </th>
              <th scope="col" className="num">
                {t('protection.net')}
              </th>
              <th scope="col" className="num">
                {t('protection.timePlayed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month, lang)}</th>
                <td className="num amount" data-label={t('protection.deposits')}>
                  {money(m.depositsMinor, lang)}
                </td>
                <td className="num amount" data-label={t('protection.withdrawals')}>
                  {money(m.withdrawalsMinor, lang)}
                </td>
                <td
                  className="num amount"
                  data-label={t('protection.net')}
                  data-sign={Math.sign(m.netMinor)}
                >
                  {money(m.netMinor, lang)}
                </td>
                <td className="num" data-label={t('protection.timePlayed')}>
                  {hours(m.playedMinutes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
