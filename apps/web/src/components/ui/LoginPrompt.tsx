// What a guest sees on a player-only page: one line and the way to log in (and back here).
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatePanel } from './StatePanel.tsx';

/** Title and line default to the player-only page's; a section may say what login gives it. */
export function LoginPrompt(props: { title?: string; body?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <StatePanel
      icon={LogIn}
      headingLevel={2}
      title={props.title ?? t('profile.loginNeeded')}
      body={props.body ?? t('profile.loginNeededBody')}
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
