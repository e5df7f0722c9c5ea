// /verification: the player's KYC level, what the next level and their payments still need,
// the basic details form and the document uploads.
import { BadgeCheck, Circle, CheckCircle2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KYC_LEVELS, type KycMissing, type KycStatus } from '@talih/contracts/kyc.ts';
import { useIsPlayer } from '../../lib/session.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { PageSkeleton } from '../../components/ui/PageSkeleton.tsx';
import { useKycStatus } from './api.ts';
import { BasicDetails } from './BasicForm.tsx';
import { Documents } from './Documents.tsx';
import { IdentityCheck } from './IdentityCheck.tsx';
import './kyc.css';

const DOCUMENT_STEPS: KycMissing[] = ['details', 'identity', 'address'];
const VENDOR_STEPS: KycMissing[] = ['details', 'identity_check'];

function LevelCard({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const reached = KYC_LEVELS.indexOf(status.level);
  const needs = (['play', 'deposit', 'withdraw'] as const).filter((a) => status[a] !== null);
  // A pack that verifies through the vendor only asks for its check instead of documents.
  const steps = status.nextMissing.includes('identity_check') ? VENDOR_STEPS : DOCUMENT_STEPS;
  return (
    <section className="kyc-card kyc-level" aria-labelledby="kyc-level-title">
      <div className="kyc-level-head">
        <ShieldCheck size={28} aria-hidden="true" />
        <div>
          <p id="kyc-level-title" className="kyc-muted">
            {t('kyc.levelLabel')}
          </p>
          <p className="kyc-level-name" data-testid="kyc-level" data-level={status.level}>
            {t(`kyc.level.${status.level}`)}
          </p>
        </div>
      </div>
      <ol className="kyc-levels" aria-label={t('kyc.levelLabel')}>
        {KYC_LEVELS.map((level, i) => (
          <li key={level} data-reached={i <= reached || undefined}>
            {t(`kyc.level.${level}`)}
          </li>
        ))}
      </ol>
      {status.level === 'verified' ? (
        <p className="kyc-done">
          <BadgeCheck size={18} aria-hidden="true" />
          {t('kyc.allDone')}
        </p>
      ) : (
        <>
          <p className="kyc-next-title">{t('kyc.next')}</p>
          <ul className="kyc-steps">
            {steps.map((step) => {
              const done = !status.nextMissing.includes(step);
              const Icon = done ? CheckCircle2 : Circle;
              return (
                <li key={step} data-done={done || undefined}>
                  <Icon size={18} aria-hidden="true" />
                  {t(`kyc.steps.${step}`)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {needs.map((a) => (
        <p key={a} className="kyc-need" role="note">
          {t(`kyc.needs.${a}`)}
        </p>
      ))}
    </section>
  );
}

export default function VerificationPage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const status = useKycStatus(isPlayer);
  if (!isPlayer) return <LoginPrompt />;
  if (!status.data) {
    if (status.isError) {
      return (
        <ErrorPanel
          title={t('kyc.title')}
          message={status.error.message}
          retry={() => void status.refetch()}
        />
      );
    }
    return <PageSkeleton />;
  }
  const s = status.data;
  return (
    <div className="kyc">
      <header>
        <h1 className="kyc-title">{t('kyc.title')}</h1>
        <p className="kyc-muted">{t('kyc.intro')}</p>
      </header>
      <LevelCard status={s} />
      <section className="kyc-card" aria-labelledby="kyc-basic-title">
        <h2 id="kyc-basic-title" className="kyc-card-title">
          {t('kyc.basic.title')}
        </h2>
        <BasicDetails key={s.level} status={s} />
      </section>
      {s.identity && <IdentityCheck identity={s.identity} level={s.level} />}
      {!s.nextMissing.includes('identity_check') && (
        <>
          <h2 className="kyc-section-title">{t('kyc.docs.title')}</h2>
          <Documents status={s} />
        </>
      )}
    </div>
  );
}
