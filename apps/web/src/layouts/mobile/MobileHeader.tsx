import { Menu, Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRACK_EVENT_LOGIN_CLICK, TRACK_EVENT_REGISTER_CLICK } from '@talih/contracts/limits.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatMoney } from '../../lib/format.ts';
import { track } from '../../lib/session-api.ts';
import { Logo } from '../../components/ui/Logo.tsx';
import { SandboxBadge } from '../../components/ui/SandboxBadge.tsx';
import { BalanceValue } from '../../components/balance/BalanceValue.tsx';
import { DebtNote } from '../../components/balance/DebtNote.tsx';
// engagement rewards: the mail bell
import { MobileMailButton } from '../../features/engagement/index.ts';
// bonus money under the cash (issue 20)
import { HeaderBonusLine, useBonusLabel } from '../../features/bonus/index.ts';

export function MobileHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const totalAssets = useSession((s) => s.totalAssets);
  const vipLevel = useSession((s) => s.vipLevel);
  const nikeName = useSession((s) => s.nikeName);
  const lang = useSession((s) => s.lang);
  const bonusLabel = useBonusLabel();

  return (
    <header className="m-header">
      <button
        type="button"
        className="m-icon-btn"
        onClick={onMenu}
        aria-label={t('header.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="m-drawer"
      >
        <Menu aria-hidden="true" />
      </button>
      {/* The badge sits under the logo: beside it, the header's buttons would not fit a phone. */}
      <div className="m-brand">
        <Logo />
        <SandboxBadge />
      </div>
      <div className="m-header-right">
        {isPlayer ? (
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
        ) : (
          <>
            <button
              type="button"
              className="m-btn m-btn-secondary"
              onClick={() => {
                track(TRACK_EVENT_LOGIN_CLICK);
                navigate('/login');
              }}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="m-btn m-btn-primary"
              onClick={() => {
                track(TRACK_EVENT_REGISTER_CLICK);
                navigate('/register');
              }}
            >
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
