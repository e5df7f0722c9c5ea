// Pieces of the personal-information pages: the guest prompt and the phone display.
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE } from '@talih/contracts/limits.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { phoneOf } from '../../lib/session.ts';

/** What a guest sees on a player-only page: one line and the way to log in. */
export function LoginPrompt() {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={LogIn}
      headingLevel={2}
      title={t('profile.loginNeeded')}
      body={t('profile.loginNeededBody')}
      action={
        <Link to="/login" className="btn btn-primary">
          {t('header.login')}
        </Link>
      }
    />
  );
}

/** "+90 532 123 45 67" for a stored 905321234567; other lengths are grouped by three. */
export function formatPhone(mobile: string): string {
  const national = phoneOf(mobile);
  if (!national) return '';
  const groups =
    national.length === 10
      ? [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8)]
      : (national.match(/.{1,3}/g) ?? [national]);
  return `+${COUNTRY_CODE} ${groups.join(' ')}`;
}
