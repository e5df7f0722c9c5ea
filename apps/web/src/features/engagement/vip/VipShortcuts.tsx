// The ways in from the VIP page to the daily sign-in (a dialog) and the prize wheels.
import { CalendarCheck, Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function VipShortcuts({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="eng-shortcuts">
      <button type="button" className="eng-card eng-shortcut" onClick={onSignIn}>
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
  );
}
