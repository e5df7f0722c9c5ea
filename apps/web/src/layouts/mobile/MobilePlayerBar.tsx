// The mobile header's right side for a logged-in player: mail, balance (with bonus money),
// debt note, VIP level and avatar. Its own chunk, loaded only for a player: a visitor's first
// page does not download the engagement and bonus code behind it.
import { Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { formatMoney } from '../../lib/format.ts';
import { BalanceValue } from '../../components/balance/BalanceValue.tsx';
import { DebtNote } from '../../components/balance/DebtNote.tsx';
// engagement rewards: the mail bell
import { MobileMailButton } from '../../features/engagement/index.ts';
// bonus money under the cash
import { HeaderBonusLine, useBonusLabel } from '../../features/bonus/index.ts';

export function MobilePlayerBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totalAssets = useSession((s) => s.totalAssets);
  const vipLevel = useSession((s) => s.vipLevel);
  const nikeName = useSession((s) => s.nikeName);
  const lang = useSession((s) => s.lang);
  const bonusLabel = useBonusLabel();
  return (
    <>
      <MobileMailButton />
      <button
        type="button"
        className="m-assets amount"
        onClick={() => navigate('/kisiselBilgiler/recharge')}
        aria-label={`${t('header.balance')}: ${formatMoney(totalAssets, lang)}.${bonusLabel} ${t('header.deposit')}`}
      >
        <Wallet aria-hidden="true" />
        <span className="m-assets-stack">
          <BalanceValue value={totalAssets} lang={lang} />
          <HeaderBonusLine />
        </span>
      </button>
      <DebtNote />
      <button
        type="button"
        className="m-vip"
        onClick={() => navigate('/vip')}
        aria-label={`${t('header.vipLevel')} ${vipLevel}`}
      >
        VIP {vipLevel}
      </button>
      <button
        type="button"
        className="m-avatar"
        onClick={() => navigate('/personal')}
        aria-label={t('route.personal')}
      >
        {(nikeName || 'T').charAt(0).toLocaleUpperCase('tr')}
      </button>
    </>
  );
}
