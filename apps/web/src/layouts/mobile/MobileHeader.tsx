import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRACK_EVENT_LOGIN_CLICK, TRACK_EVENT_REGISTER_CLICK } from '@talih/contracts/limits.ts';
import { useIsPlayer } from '../../lib/session.ts';
import { track } from '../../lib/session-api.ts';
import { Logo } from '../../components/ui/Logo.tsx';
import { SandboxBadge } from '../../components/ui/SandboxBadge.tsx';

/** A player's side of the header: its own chunk (see MobilePlayerBar.tsx). */
const MobilePlayerBar = lazy(() =>
  import('./MobilePlayerBar.tsx').then((m) => ({ default: m.MobilePlayerBar })),
);

export function MobileHeader({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();

  return (
    <header className="m-header">
      <button
        type="button"
        className="m-icon-btn"
        onClick={onMenu}
        aria-label={t('header.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="m-drawer"
      >
        <Menu aria-hidden="true" />
      </button>
      {/* The badge sits under the logo: beside it, the header's buttons would not fit a phone. */}
      <div className="m-brand">
        <Logo />
        <SandboxBadge />
      </div>
      <div className="m-header-right">
        {isPlayer ? (
          <Suspense fallback={null}>
            <MobilePlayerBar />
          </Suspense>
        ) : (
          <>
            <button
              type="button"
              className="m-btn m-btn-secondary"
              onClick={() => {
                track(TRACK_EVENT_LOGIN_CLICK);
                navigate('/login');
              }}
            >
              {t('header.login')}
            </button>
            <button
              type="button"
              className="m-btn m-btn-primary"
              onClick={() => {
                track(TRACK_EVENT_REGISTER_CLICK);
                navigate('/register');
              }}
            >
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
