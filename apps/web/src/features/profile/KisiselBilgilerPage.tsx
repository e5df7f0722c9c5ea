// Personal information section: a sub-navigation of its child pages and the chosen child.
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import './profile.css';

const children = [
  { to: '', title: 'route.personalInfo' },
  { to: 'mobilCihaziBagla', title: 'route.mobilCihaziBagla' },
  { to: 'oyunGecmisi', title: 'route.gameHistory' },
  { to: 'bankaKartiBilgiler', title: 'route.bankaKartiBilgiler' },
  { to: 'recharge', title: 'route.recharge' },
  { to: 'withdrawalPassword', title: 'route.withdrawalPassword' },
  { to: 'withdrawl', title: 'route.withdrawl' },
  { to: 'recharge-detail', title: 'payments.historyTitle' },
];

export default function KisiselBilgilerPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: keep the open page's tab in view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const box = active.getBoundingClientRect();
    const offset = box.left - nav.getBoundingClientRect().left + nav.scrollLeft;
    const left = offset - (nav.clientWidth - box.width) / 2;
    nav.scrollTo({ left: Math.max(0, left), behavior: 'instant' });
  }, [pathname]);
  return (
    <div className="profile-section">
      <nav ref={navRef} className="profile-tabs" aria-label={t('route.kisiselBilgiler')}>
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
