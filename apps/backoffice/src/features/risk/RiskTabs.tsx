// The risk area's screens: the alerts, the signs-of-harm tasks and the AML cases.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RiskTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('nav.risk')}>
      <NavLink end to="/risk" className="tab">
        {t('risk.tabs.alerts')}
      </NavLink>
      <NavLink to="/risk/harm" className="tab">
        {t('risk.tabs.harm')}
      </NavLink>
      <NavLink to="/risk/screening" className="tab">
        {t('risk.tabs.screening')}
      </NavLink>
      <NavLink to="/risk/cases" className="tab">
        {t('risk.tabs.cases')}
      </NavLink>
    </nav>
  );
}
