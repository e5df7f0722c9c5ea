// The bonus money beside the header's cash balance (both layouts), shown only while there is
// some. The figure is the session's bonusAssets: the balance stream's events keep it live and
// /bonus/mine's answer sets it on load (it asks once per page load, then when stale).
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatMoney } from '../../lib/format.ts';
import { BalanceValue } from '../../components/balance/BalanceValue.tsx';
import { useMyBonuses } from './api.ts';
import './bonus.css';

function useHeaderBonus(): number {
  const isPlayer = useIsPlayer();
  useMyBonuses(1);
  const bonus = useSession((s) => s.bonusAssets);
  return isPlayer ? bonus : 0;
}

/** Desktop: a chip that opens "Bonuslarım". */
export function HeaderBonusChip() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const bonus = useHeaderBonus();
  if (!(bonus > 0)) return null;
  return (
    <Link
      to="/bonuses"
      className="chip bn-chip"
      data-testid="header-bonus"
      aria-label={t('bonus.header.label', { amount: formatMoney(bonus, lang) })}
    >
      <Gift size={16} aria-hidden="true" />
      <BalanceValue value={bonus} lang={lang} />
    </Link>
  );
}

/** Mobile: a second line under the cash in the balance button (a gift and "+₺50,00"). */
export function HeaderBonusLine() {
  const lang = useSession((s) => s.lang);
  const bonus = useHeaderBonus();
  if (!(bonus > 0)) return null;
  return (
    <span className="bn-line amount" data-testid="header-bonus">
      <Gift aria-hidden="true" />+{formatMoney(bonus, lang)}
    </span>
  );
}

/** For the mobile balance button's spoken label: " Bonus: ₺50,00." (empty when none). */
export function useBonusLabel(): string {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const bonus = useSession((s) => s.bonusAssets);
  return bonus > 0 ? ` ${t('bonus.header.amount', { amount: formatMoney(bonus, lang) })}.` : '';
}
