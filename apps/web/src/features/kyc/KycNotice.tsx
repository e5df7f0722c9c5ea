// On the deposit and withdrawal pages: when the pack asks for a KYC level the player hasn't
// reached, say so before they fill a form, naming what is missing, with a link to the page.
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useKycStatus } from './api.ts';
import './kyc.css';

export function KycNotice({ action }: { action: 'deposit' | 'withdraw' }) {
  const { t, i18n } = useTranslation();
  const isPlayer = useIsPlayer();
  const status = useKycStatus(isPlayer);
  const need = status.data?.[action];
  if (!need) return null;
  const list = new Intl.ListFormat(i18n.language === 'tk' ? 'tr' : i18n.language, {
    type: 'conjunction',
  }).format(need.missing.map((m) => t(`kyc.missing.${m}`)));
  return (
    <section className="kyc-card kyc-notice" role="note" data-testid="kyc-notice">
      <ShieldAlert size={20} aria-hidden="true" />
      <div>
        <p>
          {t(`errors.kyc.required.${action}`, {
            levelName: t(`kyc.level.${need.level}`),
            missing: list,
          })}
        </p>
        <Link to="/verification" className="btn btn-primary btn-sm">
          {t('kyc.link')}
        </Link>
      </div>
    </section>
  );
}
