// /responsible-gaming: the player's limits, session limit and reality check, time-out,
// self-exclusion and panic button; the exclusion in force on top when there is one.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { ErrorPanel } from '../../components/ui/StatePanel.tsx';
import { useIsPlayer } from '../../lib/session.ts';
import { useProtection } from './api.ts';
import { BreaksCard } from './BreaksCard.tsx';
import { ExclusionNotice } from './ExclusionNotice.tsx';
import { HelpLines } from './HelpLines.tsx';
import { LimitsCard } from './LimitsCard.tsx';
import { SessionCard } from './SessionCard.tsx';
import './protection.css';

export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const player = useIsPlayer();
  const overview = useProtection();
  if (!player) return <LoginPrompt title={t('protection.title')} />;
  return (
    <div className="rg-page">
      <header className="rg-head">
        <h1 className="rg-title">{t('protection.title')}</h1>
        <p className="rg-lead">{t('protection.lead')}</p>
      </header>
      {overview.isError && (
        <ErrorPanel
          title={t('protection.loadError')}
          message={overview.error.message}
          retry={() => void overview.refetch()}
        />
      )}
      {overview.isPending && <div className="skeleton rg-skeleton" />}
      {overview.data && (
        <div className="rg-stack">
          {overview.data.exclusion && <ExclusionNotice exclusion={overview.data.exclusion} />}
          <LimitsCard overview={overview.data} />
          <SessionCard overview={overview.data} />
          {!overview.data.exclusion && <BreaksCard />}
          <section className="rg-card" aria-labelledby="rg-help-title" data-testid="rg-help">
            <h2 className="rg-card-title" id="rg-help-title">
              {t('help.linesTitle')}
            </h2>
            <HelpLines compact />
          </section>
          <nav className="rg-links" aria-label={t('protection.more')}>
            <Link to="/account-history" className="btn btn-secondary btn-sm">
              {t('protection.history')}
            </Link>
            <Link to="/privacy" className="btn btn-secondary btn-sm">
              {t('protection.privacyTitle')}
            </Link>
          </nav>
        </div>
      )}
    </div>
  );
}
