// What a guest sees on a player-only page: one line and the way to log in (and back here).
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from './StatePanel.tsx';

export function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <StatePanel
      icon={LogIn}
      headingLevel={2}
      title={t('profile.loginNeeded')}
      body={t('profile.loginNeededBody')}
      action={
        <Link
          to={`/login?redirect=${encodeURIComponent(pathname + search)}`}
          className="btn btn-primary"
        >
          {t('header.login')}
        </Link>
      }
    />
  );
}
