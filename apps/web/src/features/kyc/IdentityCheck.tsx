// The identity vendor's step: a button that opens the vendor's own capture page (document and
// selfie, on a phone or a desktop alike), then the check's status and, when it failed, why.
import { ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdentityCheckView } from '@talih/contracts/kyc.ts';
import { useStartIdentity } from './api.ts';

export function IdentityCheck({ identity, level }: { identity: IdentityCheckView; level: string }) {
  const { t, i18n } = useTranslation();
  const start = useStartIdentity();
  const open = () =>
    start.mutate(undefined, {
      // The vendor's page sends the player back to /verification when they finish.
      onSuccess: ({ captureUrl }) => window.location.assign(captureUrl),
    });
  const reasonText = (code: string) => {
    const key = `kyc.identity.reasons.${code}`;
    return i18n.exists(key) ? t(key) : t('kyc.identity.otherReason');
  };
  const reasons = [...new Set(identity.reasons.map(reasonText))];
  return (
    <section className="kyc-card" aria-labelledby="kyc-identity-title">
      <h2 id="kyc-identity-title" className="kyc-card-title">
        <ScanFace size={20} aria-hidden="true" /> {t('kyc.identity.title')}
      </h2>
      <p className="kyc-muted">{t('kyc.identity.intro')}</p>
      {identity.status && (
        <p
          className="kyc-identity-status"
          data-testid="identity-status"
          data-status={identity.status}
        >
          {t(`kyc.identity.status.${identity.status}`)}
        </p>
      )}
      {reasons.length > 0 && (
        <div className="kyc-identity-reasons">
          <p>{t('kyc.identity.reasonsTitle')}</p>
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {level === 'none' && <p className="kyc-need">{t('kyc.identity.needsDetails')}</p>}
      {identity.canStart && (
        <button
          type="button"
          className="btn btn-primary kyc-identity-start"
          data-testid="identity-start"
          disabled={start.isPending}
          onClick={open}
        >
          {identity.status === null ? t('kyc.identity.start') : t('kyc.identity.restart')}
        </button>
      )}
      {start.error && (
        <p className="field-error" role="alert">
          {start.error.message}
        </p>
      )}
    </section>
  );
}
