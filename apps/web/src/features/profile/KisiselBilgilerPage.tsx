// Personal information section: a sub-navigation of its child pages and the chosen child.
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import './profile.css';

const children = [
  { to: '', title: 'route.personalInfo' },
  { to: 'mobilCihaziBagla', title: 'route.mobilCihaziBagla' },
  { to: 'bankaKartiBilgiler', title: 'route.bankaKartiBilgiler' },
  { to: 'recharge', title: 'route.recharge' },
  { to: 'withdrawalPassword', title: 'route.withdrawalPassword' },
  { to: 'withdrawl', title: 'route.withdrawl' },
];

export default function KisiselBilgilerPage() {
  const { t } = useTranslation();
  return (
    <div className="profile-section">
      <nav className="profile-tabs" aria-label={t('route.kisiselBilgiler')}>
        {children.map((c) => (
          <NavLink
            key={c.to}
            to={c.to ? `/kisiselBilgiler/${c.to}` : '/kisiselBilgiler'}
            end
            className="profile-tab"
          >
            {t(c.title)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
