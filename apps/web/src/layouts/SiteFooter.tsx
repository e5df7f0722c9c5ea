// The footer under every page of both layouts (a game's full screen aside): 18+, where to get
// help with gambling, the PGSI self-test and the legal texts. The desktop side menu's foot
// carries the same links; this one sits at the end of the page's content.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_PATHS, LEGAL_PATHS } from '@talih/contracts/page-paths.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <p className="site-footer-rg">
        <span className="age-badge">18+</span>
        <Link to="/responsible-gaming">{t('footer.responsible')}</Link>
      </p>
      <nav className="site-footer-links" aria-label={t('help.footerLabel')}>
        <Link to={HELP_PATHS.help} data-testid="footer-help">
          {t('help.link')}
        </Link>
        <Link to={HELP_PATHS.selfTest} data-testid="footer-self-test">
          {t('help.selfTest.link')}
        </Link>
        <Link to={LEGAL_PATHS.terms}>{t('legal.footer.terms')}</Link>
        <Link to={LEGAL_PATHS.privacy}>{t('legal.footer.privacy')}</Link>
        <Link to={LEGAL_PATHS.bonus_terms}>{t('legal.footer.bonusTerms')}</Link>
      </nav>
    </footer>
  );
}
