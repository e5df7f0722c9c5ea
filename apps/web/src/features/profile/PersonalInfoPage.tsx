// kisiselBilgiler (index): the account at a glance, switching account with a code (the bind
// dialog in 'login' mode), logging out, and the personal information form (nickname, real
// name, e-mail).
import { useState } from 'react';
import { LogOut, Repeat } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { logout } from '../../lib/session-api.ts';
import { BindPhoneDialog } from '../auth/index.ts';
import { formatPhone } from './account-ui.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export default function PersonalInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const nikeName = useSession((s) => s.nikeName);
  const mobile = useSession((s) => s.mobile);
  const vipLevel = useSession((s) => s.vipLevel);
  const [switching, setSwitching] = useState(false);
  if (!isPlayer) return <LoginPrompt />;
  return (
    <div className="profile-stack">
      <section className="profile-card profile-card-stack" aria-labelledby="account-title">
        <div className="profile-card-body">
          <h2 id="account-title" className="profile-card-title">
            {nikeName || t('header.account')}
          </h2>
          <dl className="profile-facts">
            <div>
              <dt>{t('auth.phone')}</dt>
              <dd className="amount">{mobile ? formatPhone(mobile) : t('profile.noPhone')}</dd>
            </div>
            <div>
              <dt>{t('header.vipLevel')}</dt>
              <dd className="amount">{vipLevel}</dd>
            </div>
          </dl>
        </div>
        <div className="profile-actions">
          <button type="button" className="btn btn-secondary" onClick={() => setSwitching(true)}>
            <Repeat size={18} aria-hidden="true" />
            {t('profile.switchWithCode')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => void logout().then(() => navigate('/', { replace: true }))}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('header.logout')}
          </button>
        </div>
        {switching && (
          <BindPhoneDialog
            mode="login"
            onClose={() => setSwitching(false)}
            onSuccess={() => navigate('/', { replace: true })}
          />
        )}
      </section>
      <ProfileForm />
    </div>
  );
}
