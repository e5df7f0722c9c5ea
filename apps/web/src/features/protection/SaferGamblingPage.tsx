// /safer-gambling: where to get help with gambling in this market (the pack's help-lines), for
// visitors and players alike and open during an exclusion, with the way to the PGSI self-test.
import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HELP_PATHS } from '@talih/contracts/protection.ts';
import { HelpLines } from './HelpLines.tsx';
import './protection.css';

export default function SaferGamblingPage() {
  const { t } = useTranslation();
  return (
    <div className="rg-page" data-testid="safer-gambling">
      <header className="rg-head">
        <h1 className="rg-title">
          <LifeBuoy size={24} aria-hidden="true" /> {t('help.title')}
        </h1>
        <p className="rg-lead">{t('help.lead')}</p>
      </header>
      <div className="rg-stack">
        <section className="rg-card" aria-labelledby="help-lines-title">
          <h2 className="rg-card-title" id="help-lines-title">
            {t('help.linesTitle')}
          </h2>
          <HelpLines />
        </section>
        <section className="rg-card" aria-labelledby="help-signs-title">
          <h2 className="rg-card-title" id="help-signs-title">
            {t('help.signsTitle')}
          </h2>
          <ul className="help-signs">
            {(['money', 'chasing', 'hiding', 'mood'] as const).map((k) => (
              <li key={k}>{t(`help.signs.${k}`)}</li>
            ))}
          </ul>
        </section>
        <section className="rg-card" aria-labelledby="help-test-title">
          <h2 className="rg-card-title" id="help-test-title">
            {t('help.selfTest.title')}
          </h2>
          <p>{t('help.selfTest.invite')}</p>
          <Link to={HELP_PATHS.selfTest} className="btn btn-primary btn-sm help-test-cta">
            {t('help.selfTest.start')}
          </Link>
        </section>
        <nav className="rg-links" aria-label={t('protection.more')}>
          <Link to="/responsible-gaming" className="btn btn-secondary btn-sm">
            {t('protection.title')}
          </Link>
        </nav>
      </div>
    </div>
  );
}
