// What the player owes, next to the balance: a bet resettled after it paid (a feed correction
// or a void) can take back more than the cash held, and the rest is owed until later deposits
// and wins repay it (ledger/debt.ts on the server). Nothing is shown while nothing is owed.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import './balance.css';

export function DebtNote() {
  const { t } = useTranslation();
  const debt = useSession((s) => s.debt);
  const lang = useSession((s) => s.lang);
  if (!(debt > 0)) return null;
  const amount = formatMoney(debt, lang);
  return (
    <span className="balance-debt amount" role="note" title={t('header.debtNote', { amount })}>
      {t('header.debt', { amount })}
    </span>
  );
}
