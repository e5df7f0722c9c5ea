// kisiselBilgiler/mobilCihaziBagla: the bound phone and the bind dialog in 'bind' mode.
import { useState } from 'react';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { BindPhoneDialog } from '../auth/index.ts';
import { formatPhone } from './account-ui.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';

export default function PhonePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const mobile = useSession((s) => s.mobile);
  const [open, setOpen] = useState(false);
  if (!isPlayer) return <LoginPrompt />;
  return (
    <section className="profile-card" aria-labelledby="phone-title">
      <div className="profile-card-icon" aria-hidden="true">
        <Smartphone size={22} />
      </div>
      <div className="profile-card-body">
        <h2 id="phone-title" className="profile-card-title">
          {t('route.mobilCihaziBagla')}
        </h2>
        <p className="profile-card-text">{t('profile.phoneBody')}</p>
        <dl className="profile-facts">
          <div>
            <dt>{t('profile.boundPhone')}</dt>
            <dd className="amount" data-testid="bound-phone">
              {mobile ? formatPhone(mobile) : t('profile.noPhone')}
            </dd>
          </div>
        </dl>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {mobile ? t('profile.changePhone') : t('auth.bindTitle')}
      </button>
      {open && (
        <BindPhoneDialog
          mode="bind"
          onClose={() => setOpen(false)}
          onSuccess={() => toast(t('tip.opSuccessful'), 'success')}
        />
      )}
    </section>
  );
}
