// The VIP page (docs/seed-spec.md S2.15): the player's level, what counts towards the next one
// (turnover or deposits, whichever comes first), every level's benefits, and the ways in to
// the daily sign-in and the prize wheels. The parts live in ./vip/.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { useVipInfo } from './api.ts';
import { SignInDialog } from './SignIn.tsx';
import { VipLevelsTable } from './vip/VipLevelsTable.tsx';
import { VipShortcuts } from './vip/VipShortcuts.tsx';
import { VipStatusCard } from './vip/VipStatusCard.tsx';
import './engagement.css';

function VipSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="eng-page" aria-busy="true">
      <div className="skeleton eng-title-skeleton" />
      <div className="skeleton eng-vip-skeleton" />
      <span className="sr-only">{t('base.loading')}</span>
    </div>
  );
}

export default function VipPage() {
  const { t } = useTranslation();
  const q = useVipInfo();
  const [signInOpen, setSignInOpen] = useState(false);

  if (q.isPending) return <VipSkeleton />;
  if (q.isError) {
    return (
      <ErrorPanel
        headingLevel={1}
        title={t('engagement.vip.loadErrorTitle')}
        message={t('engagement.loadError')}
        retry={() => void q.refetch()}
      />
    );
  }
  return (
    <div className="eng-page" data-testid="vip-page">
      <h1 className="eng-title">{t('engagement.vip.title')}</h1>
      <VipStatusCard v={q.data} />
      <VipShortcuts onSignIn={() => setSignInOpen(true)} />
      <VipLevelsTable v={q.data} />
      <SignInDialog open={signInOpen} onClose={() => setSignInOpen(false)} />
    </div>
  );
}
