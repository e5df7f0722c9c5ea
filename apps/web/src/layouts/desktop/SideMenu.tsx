import { useState, type MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_PATHS, LEGAL_PATHS } from '@talih/contracts/page-paths.ts';
import type { AppRoute } from '../../lib/route-meta.ts';
import { useIsPlayer } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Logo } from '../../components/ui/Logo.tsx';
import { useSportEnabled } from '../../lib/site-config.ts';
import { buildMenu, type MenuEntry } from './menu-entries.ts';

/** The sportsbook's pages: the book and the player's bets (Bahislerim). */
const SPORT_ROUTES = new Set(['Sport', 'MyBettingRecords']);

export function SideMenu({ routes }: { routes: AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isPlayer = useIsPlayer();
  const activeLabel = useUi((s) => s.activeLabel);
  const setUi = useUi((s) => s.set);
  // A server without an odds feed has no sportsbook: its entry is not offered.
  const sportEnabled = useSportEnabled();
  const entries = buildMenu(
    sportEnabled ? routes : routes.filter((r) => !SPORT_ROUTES.has(r.name)),
  );
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const isActive = (e: MenuEntry): boolean => {
    if (e.label) return pathname === '/' && activeLabel === e.label;
    if (e.to === '/') return pathname === '/' && !activeLabel;
    return !!e.to && (pathname === e.to || pathname.startsWith(`${e.to}/`));
  };

  /** Any menu click while logged out goes to login (S2). */
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
    } else {
      setUi({ menuIndex: entry.id, ...(entry.to === '/' ? { activeLabel: '' } : {}) });
    }
  };

  return (
    <aside className="side">
      <div className="side-logo">
        <Logo />
      </div>
      <nav className="side-nav" aria-label={t('nav.main')}>
        <ul>
          {entries.map((entry) => {
            const active = isActive(entry);
            const Icon = (active ? entry.iconChecked : entry.icon) ?? entry.icon;
            if (entry.children?.length) {
              const expanded = open[entry.id] ?? active;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    className="side-item"
                    data-active={active || undefined}
                    aria-expanded={expanded}
                    onClick={(e) => {
                      if (!isPlayer) return onEntry(e, entry);
                      setOpen((o) => ({ ...o, [entry.id]: !expanded }));
                    }}
                  >
                    {Icon && <Icon size={20} aria-hidden="true" />}
                    <span>{t(entry.title)}</span>
                    <ChevronDown size={16} className="side-chevron" aria-hidden="true" />
                  </button>
                  {expanded && (
                    <ul className="side-sub">
                      {entry.children.map((child) => (
                        <li key={child.id}>
                          <Link
                            to={child.to ?? '/'}
                            className="side-subitem"
                            aria-current={pathname === child.to ? 'page' : undefined}
                            onClick={(e) => onEntry(e, child)}
                          >
                            {t(child.title)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            }
            return (
              <li key={entry.id}>
                <Link
                  to={entry.to ?? '/'}
                  className="side-item"
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => onEntry(e, entry)}
                >
                  {Icon && <Icon size={20} aria-hidden="true" />}
                  <span>{t(entry.title)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Link to="/responsible-gaming" className="side-foot">
        <span className="age-badge">18+</span>
        {t('footer.responsible')}
      </Link>
      <nav className="side-legal" aria-label={t('legal.routeTitle')}>
        <Link to={HELP_PATHS.help}>{t('help.link')}</Link>
        <Link to={HELP_PATHS.selfTest}>{t('help.selfTest.link')}</Link>
        <Link to={LEGAL_PATHS.terms}>{t('legal.footer.terms')}</Link>
        <Link to={LEGAL_PATHS.privacy}>{t('legal.footer.privacy')}</Link>
        <Link to={LEGAL_PATHS.bonus_terms}>{t('legal.footer.bonusTerms')}</Link>
      </nav>
    </aside>
  );
}
