// The signed-in frame: side menu (only what the role may open), top bar with the staff
// member, language, theme and sign-out, and the area in the middle.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout, setLanguage as saveLanguage } from '@talih/contracts/backoffice/auth.ts';
import { staffCall } from '../lib/api.ts';
import { currentLanguage, setLanguage, type StaffLanguage } from '../lib/i18n.ts';
import { signedOut, useMe } from '../lib/session.ts';
import type { StaffMe } from '@talih/contracts/backoffice/auth.ts';
import { applyTheme, initialTheme, type Theme } from '../lib/theme.ts';
import { NAV } from './nav.ts';

export function Shell() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <p className="muted page-pad">{t('common.loading')}</p>;
  if (me.isError) {
    return (
      <div className="page-pad state state-error" role="alert">
        <p>{me.error.message || t('common.networkError')}</p>
        <button type="button" className="btn" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!me.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const staff = me.data;
  const entries = NAV.filter(
    (n) => n.permission === null || staff.permissions.includes(n.permission),
  );

  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <Sidebar entries={entries} />
      <div className="main-col">
        <Topbar staff={staff} />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function Sidebar({ entries }: { entries: typeof NAV }) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          T
        </span>
        <span>{t('app.title')}</span>
      </div>
      <nav aria-label={t('nav.main')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path} end={entry.path === '/'} className="nav-link">
                <entry.icon size={20} aria-hidden="true" />
                <span>{t(entry.labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

/** The staff member, and their language, theme and sign-out. */
function Topbar({ staff }: { staff: StaffMe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [theme, setTheme] = useState<Theme>(initialTheme());
  const [lang, setLang] = useState<StaffLanguage>(currentLanguage());
  const signOut = useMutation({
    mutationFn: () => staffCall(logout, {}),
    onSettled: () => signedOut(queryClient),
  });
  async function switchLanguage(next: StaffLanguage) {
    setLang(next);
    await setLanguage(next);
    // Server messages follow the staff member's saved language.
    void staffCall(saveLanguage, { lang: next }).catch(() => {});
  }

  return (
    <header className="topbar">
      <span className="who">
        <strong>{staff.name}</strong> <span className="muted">· {t(`roles.${staff.role}`)}</span>
        {staff.sandbox && <span className="sandbox-badge">{t('app.sandbox')}</span>}
      </span>
      <div className="topbar-actions">
        <label className="inline-field">
          <span className="sr-only">{t('shell.language')}</span>
          <select
            value={lang}
            onChange={(e) => void switchLanguage(e.target.value as StaffLanguage)}
          >
            <option value="tk">Türkçe</option>
            <option value="en">English</option>
          </select>
        </label>
        <button
          type="button"
          className="btn btn-icon"
          aria-label={theme === 'dark' ? t('shell.themeLight') : t('shell.themeDark')}
          title={theme === 'dark' ? t('shell.themeLight') : t('shell.themeDark')}
          onClick={() => {
            const next = theme === 'dark' ? 'light' : 'dark';
            setTheme(next);
            applyTheme(next);
          }}
        >
          {theme === 'dark' ? (
            <Sun size={18} aria-hidden="true" />
          ) : (
            <Moon size={18} aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
        >
          <LogOut size={16} aria-hidden="true" /> {t('shell.signOut')}
        </button>
      </div>
    </header>
  );
}
