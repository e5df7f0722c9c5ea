// Bottom tab bar (docs/seed-spec.md S2): while logged out every tab but Home goes to login;
// otherwise it navigates and refreshes the user info.
import { CircleUserRound, House, Share2, TicketPercent, Trophy } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { refreshUserInfo } from '../../lib/session-api.ts';
import { useSportEnabled } from '../../lib/site-config.ts';

const TABS = [
  { to: '/', label: 'tab.home', icon: House },
  { to: '/sport', label: 'tab.sport', icon: Trophy },
  { to: '/promotions', label: 'tab.promo', icon: TicketPercent },
  { to: '/share', label: 'tab.share', icon: Share2 },
  { to: '/personal', label: 'tab.profile', icon: CircleUserRound },
];

export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isPlayer = useIsPlayer();
  // A server without an odds feed has no sportsbook: its tab is not offered.
  const sportEnabled = useSportEnabled();
  const tabs = sportEnabled ? TABS : TABS.filter((tab) => tab.to !== '/sport');

  const onTap = (to: string) => {
    if (!isPlayer && to !== '/') {
      navigate('/login');
      return;
    }
    navigate(to);
    if (isPlayer) refreshUserInfo().catch(() => undefined);
  };

  return (
    <nav className="m-tabbar" aria-label={t('nav.tabs')}>
      {tabs.map(({ to, label, icon: Icon }) => {
        const active = to === '/' ? pathname === '/' : pathname.startsWith(to);
        return (
          <button
            key={to}
            type="button"
            className="m-tab"
            aria-current={active ? 'page' : undefined}
            onClick={() => onTap(to)}
          >
            <Icon aria-hidden="true" strokeWidth={active ? 2.4 : 1.8} />
            <span>{t(label)}</span>
          </button>
        );
      })}
    </nav>
  );
}
