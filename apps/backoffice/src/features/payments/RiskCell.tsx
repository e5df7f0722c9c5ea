// A player's risk signals in one cell: account age, paid in against taken out, wagering since
// the last deposit, and other accounts on the same IBAN (each flagged when it should worry).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RiskSignals } from '@talih/contracts/backoffice/payments.ts';
import { Money } from '../../components/Money.tsx';

export function RiskCell({ risk }: { risk: RiskSignals }) {
  const { t } = useTranslation();
  const young = risk.accountAgeDays < 7;
  const unplayed =
    risk.lastDepositMinor !== null && risk.wageredSinceDepositMinor < risk.lastDepositMinor;
  return (
    <ul className="risk">
      <li className={young ? 'flag' : undefined}>
        {t('payments.risk.age', { count: risk.accountAgeDays })}
      </li>
      <li>
        {t('payments.risk.in')} <Money minor={risk.depositsMinor} /> · {t('payments.risk.out')}{' '}
        <Money minor={risk.withdrawalsMinor} />
      </li>
      <li className={unplayed ? 'flag' : undefined}>
        {t('payments.risk.wagered')} <Money minor={risk.wageredSinceDepositMinor} />
      </li>
      {risk.sameIbanUserIds.length > 0 && (
        <li className="flag">
          {t('payments.risk.sameIban')}{' '}
          {risk.sameIbanUserIds.slice(0, 5).map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <Link to={`/players/${id}`}>#{id}</Link>
            </span>
          ))}
        </li>
      )}
    </ul>
  );
}
