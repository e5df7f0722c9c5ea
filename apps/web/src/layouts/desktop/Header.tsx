// Desktop header (docs/seed-spec.md S2 "Header (desktop)").
import {
  ChevronDown,
  CircleUserRound,
  Crown,
  Dices,
  Globe,
  LogOut,
  Repeat,
  Check,
  Wallet,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, type Language } from '@talih/contracts/i18n.ts';
import type { AppRoute } from '../../lib/route-meta.ts';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatMoney } from '../../lib/format.ts';
import { switchLanguage } from '../../lib/language.ts';
import { logout } from '../../lib/session-api.ts';
import { Popover } from '../../components/ui/Popover.tsx';
import { Logo } from '../../components/ui/Logo.tsx';
import { SandboxBadge } from '../../components/ui/SandboxBadge.tsx';
import { BalanceValue } from '../../components/balance/BalanceValue.tsx';
import { DebtNote } from '../../components/balance/DebtNote.tsx';
import { SearchDropdown } from '../../features/games/index.ts';
// engagement rewards: the mail bell and the daily sign-in button
import { MailBell, SignInButton } from '../../features/engagement/index.ts';
// bonus money beside the cash
import { HeaderBonusChip } from '../../features/bonus/index.ts';

/** The header switcher offers Türkçe and English only (the seed leaves Chinese out here). */
const HEADER_LANGUAGES: Language[] = ['tk', 'en'];

function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <Popover
      label={t('header.language')}
      triggerClassName="btn btn-ghost btn-sm lang-trigger"
      trigger={
        <>
          <Globe size={18} aria-hidden="true" />
          <span>{LANGUAGE_LABELS[current] ?? current}</span>
          <ChevronDown size={14} aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <div role="menu" aria-label={t('header.language')}>
          {HEADER_LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={current === lang}
              lang={lang === 'tk' ? 'tr' : lang}
              className="menu-item"
              onClick={() => {
                close();
                void switchLanguage(lang);
              }}
            >
              <span style={{ flex: 1 }}>{LANGUAGE_LABELS[lang]}</span>
              {current === lang && <Check size={16} aria-hidden="true" />}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
}

function AvatarMenu({ personalRoutes }: { personalRoutes: AppRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nikeName = useSession((s) => s.nikeName);
  const vipLevel = useSession((s) => s.vipLevel);
  const initial = (nikeName || 'T').trim().charAt(0).toLocaleUpperCase('tr');
  return (
    <Popover
      label={t('header.account')}
      triggerClassName="avatar-trigger"
      trigger={
        <>
          <span className="avatar" aria-hidden="true">
            {initial}
          </span>
          <span className="vip-badge">VIP {vipLevel}</span>
          <ChevronDown size={14} aria-hidden="true" />
        </>
      }
    >
      {(close) => (
        <div role="menu" aria-label={t('header.account')}>
          <div className="avatar-head">
            <span className="avatar-name">{nikeName || t('header.account')}</span>
            <span className="vip-badge">
              {t('header.vipLevel')} {vipLevel}
            </span>
          </div>
          <div className="menu-sep" />
          <Link role="menuitem" className="menu-item" to="/personal" onClick={close}>
            <CircleUserRound size={18} aria-hidden="true" />
            {t('route.personal')}
          </Link>
          <Link role="menuitem" className="menu-item" to="/vip" onClick={close}>
            <Crown size={18} aria-hidden="true" />
            {t('route.vip')}
          </Link>
          <Link role="menuitem" className="menu-item" to="/vip-wheel" onClick={close}>
            <Dices size={18} aria-hidden="true" />
            {t('route.vipWheel')}
          </Link>
          <div className="menu-sep" />
          {personalRoutes.map((r) => (
            <Link
              key={r.name}
              role="menuitem"
              className="menu-item"
              to={r.path ? `/kisiselBilgiler/${r.path}` : '/kisiselBilgiler'}
              onClick={close}
            >
              {t(r.meta.title)}
            </Link>
          ))}
          <div className="menu-sep" />
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              close();
              // The seed's Switch Account is a logout, then the login page.
              void logout().then(() => navigate('/login'));
            }}
          >
            <Repeat size={18} aria-hidden="true" />
            {t('header.switchAccount')}
          </button>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              close();
              void logout().then(() => navigate('/', { replace: true }));
            }}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('header.logout')}
          </button>
        </div>
      )}
    </Popover>
  );
}

export function Header({ routes, bare = false }: { routes: AppRoute[]; bare?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const totalAssets = useSession((s) => s.totalAssets);
  const lang = useSession((s) => s.lang);
  const handle = useRouteHandle();
  const personalRoutes = routes.find((r) => r.name === 'KisiselBilgiler')?.children ?? [];

  return (
    <header className="header">
      {bare ? <Logo /> : <SearchDropdown />}
      <div className="header-right">
        <SandboxBadge />
        {handle?.meta.ignoreAuth ? (
          <p className="header-title">{t(handle.meta.title)}</p>
        ) : isPlayer ? (
          <>
            <LanguageSwitcher />
            <SignInButton className="icon-btn eng-header-signin" />
            <MailBell />
            <button
              type="button"
              className="chip chip-balance"
              onClick={() => navigate('/kisiselBilgiler/recharge')}
              aria-label={`${t('header.balance')}: ${formatMoney(totalAssets, lang)}. ${t('header.deposit')}`}
            >
              <Wallet size={16} aria-hidden="true" />
              <BalanceValue value={totalAssets} lang={lang} />
            </button>
            <HeaderBonusChip />
            <DebtNote />
            <AvatarMenu personalRoutes={personalRoutes} />
          </>
        ) : (
          <>
            <Link to="/login" className="btn btn-secondary">
              {t('header.login')}
            </Link>
            <Link to="/login?type=register" className="btn btn-primary">
              {t('header.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
