// The prize wheels (docs/seed-spec.md S1.9, S2.19 vip-wheel): the four tiers and the VIP wheel, the
// spins the player has and where they came from, the published probability of every segment,
// and the spin itself. The server draws the segment; the animation (acceleration and
// deceleration 2500 ms, top speed 20° a frame, S9.17) only lands where the server said.
// The parts live in ./wheel/: the motion (motion.ts, spin-animation.ts), the spin state
// (useWheelSpin.ts), and the panels.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WheelCode } from '@talih/contracts/engagement.ts';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { useWheels } from './api.ts';
import { SignInButton } from './SignIn.tsx';
import { RecentSpins } from './wheel/RecentSpins.tsx';
import { WheelPanel } from './wheel/WheelPanel.tsx';
import { WheelTabs } from './wheel/WheelTabs.tsx';
import './engagement.css';

function WheelSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="eng-page" aria-busy="true">
      <div className="skeleton eng-title-skeleton" />
      <div className="skeleton eng-wheel-skeleton" />
      <span className="sr-only">{t('base.loading')}</span>
    </div>
  );
}

export default function WheelPage() {
  const { t } = useTranslation();
  const q = useWheels();
  const [code, setCode] = useState<WheelCode>('primary');

  if (q.isPending) return <WheelSkeleton />;
  if (q.isError) {
    return (
      <ErrorPanel
        headingLevel={1}
        title={t('engagement.wheel.loadErrorTitle')}
        message={t('engagement.loadError')}
        retry={() => void q.refetch()}
      />
    );
  }
  const wheel = q.data.wheels.find((w) => w.code === code) ?? q.data.wheels[0];
  return (
    <div className="eng-page" data-testid="wheel-page">
      <div className="eng-head">
        <div>
          <h1 className="eng-title">{t('engagement.wheel.title')}</h1>
          <p className="eng-muted">{t('engagement.wheel.intro')}</p>
        </div>
        <SignInButton className="btn btn-secondary btn-sm eng-head-action" withLabel />
      </div>
      <WheelTabs wheels={q.data.wheels} active={wheel?.code} onSelect={setCode} />
      {wheel && <WheelPanel key={wheel.code} wheel={wheel} />}
      <RecentSpins recent={q.data.recent} />
      <p className="eng-muted">
        <Link to="/vip">{t('engagement.wheel.vipLink')}</Link>
      </p>
    </div>
  );
}
