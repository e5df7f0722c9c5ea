// The mobile `menu` route: the desktop side menu's entries (docs/seed-spec.md S2), as a full-page
// list with each group's pages under it. Lobby labels (Hot, New, Favourites) open Home on them.
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { desktopRoutes } from './routes.ts';
import { buildMenu, type MenuEntry } from '../layouts/desktop/menu-entries.ts';
import { useIsPlayer } from '../lib/session.ts';
import { useSportEnabled } from '../lib/site-config.ts';
import { useUi } from '../lib/ui-store.ts';
import '../features/profile-hub/hub.css';

const SPORT_ROUTES = new Set(['Sport', 'MyBettingRecords']);

export default function MenuPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const setUi = useUi((s) => s.set);
  const sportEnabled = useSportEnabled();
  const entries = buildMenu(
    sportEnabled ? desktopRoutes : desktopRoutes.filter((r) => !SPORT_ROUTES.has(r.name)),
  );

  // As on the desktop menu: logged out, every entry leads to login.
  const onEntry = (event: MouseEvent, entry: MenuEntry) => {
    if (!isPlayer) {
      event.preventDefault();
      navigate('/login');
      return;
    }
    if (entry.label !== undefined) {
      event.preventDefault();
      setUi({ activeLabel: entry.label, menuIndex: entry.id });
      navigate('/');
    }
  };

  const item = (entry: MenuEntry) => {
    const Icon = entry.icon;
    return (
      <Link
        to={entry.to ?? '/'}
        className="hub-link"
        data-testid={`menu-${entry.id}`}
        onClick={(e) => onEntry(e, entry)}
      >
        {Icon ? <Icon size={20} aria-hidden="true" /> : <span className="hub-dot" />}
        <span className="hub-link-label">{t(entry.title)}</span>
      </Link>
    );
  };

  return (
    <nav className="hub" aria-labelledby="menu-title">
      <h1 id="menu-title" className="sr-only">
        {t('mobileMenu.title')}
      </h1>
      <ul className="hub-card hub-links hub-menu">
        {entries.map((entry) => (
          <li key={entry.id}>
            {item(entry)}
            {entry.children && entry.children.length > 0 && (
              <ul className="hub-sub">
                {entry.children.map((child) => (
                  <li key={child.id}>{item(child)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
