// Left slide-in drawer (SEED-SPEC S2 "Mobile drawer"). Any action while logged out goes to
// login. The search results area is the lobby issue's; submitting opens the search page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Heart, Search, Trophy, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { DRAWER_PROVIDERS, providerHue, providerInitials } from './providers.ts';

export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPlayer = useIsPlayer();
  const setUi = useUi((s) => s.set);
  const activeLabel = useUi((s) => s.activeLabel);
  const [words, setWords] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  /** Runs a drawer action, or sends a logged-out visitor to login. */
  const act = (action: () => void) => {
    onClose();
    if (!isPlayer) navigate('/login');
    else action();
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const q = words.trim();
    if (!q) return;
    act(() => navigate(`/searchGarm?words=${encodeURIComponent(q)}`));
  };

  return (
    <div className="m-drawer-root" data-open={open || undefined} aria-hidden={!open}>
      <div className="m-overlay" onClick={onClose} />
      <div
        id="m-drawer"
        ref={panelRef}
        className="m-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        tabIndex={-1}
        inert={!open}
      >
        <div className="m-drawer-head">
          <span className="m-drawer-title">{t('header.menu')}</span>
          <button
            type="button"
            className="m-icon-btn"
            onClick={onClose}
            aria-label={t('header.closeMenu')}
          >
            <X aria-hidden="true" />
          </button>
        </div>
        <form className="m-search" role="search" onSubmit={onSearch}>
          <Search aria-hidden="true" />
          <input
            type="search"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            onFocus={() => {
              if (!isPlayer) act(() => undefined);
            }}
            placeholder={t('header.searchPlaceholder')}
            aria-label={t('header.searchPlaceholder')}
            maxLength={64}
          />
        </form>
        <nav className="m-shortcuts" aria-label={t('drawer.shortcuts')}>
          <button
            type="button"
            className="m-shortcut"
            onClick={() => act(() => navigate('/sport'))}
          >
            <Trophy aria-hidden="true" />
            {t('route.sport')}
          </button>
          <button
            type="button"
            className="m-shortcut"
            data-active={activeLabel === 'favoriler' || undefined}
            onClick={() =>
              act(() => {
                setUi({ activeLabel: 'favoriler' });
                navigate('/');
              })
            }
          >
            <Heart aria-hidden="true" />
            {t('menu.favorites')}
          </button>
        </nav>
        <section className="m-providers" aria-labelledby="m-providers-title">
          <h2 id="m-providers-title" className="m-section-title">
            {t('drawer.providers')}
          </h2>
          <ul>
            {DRAWER_PROVIDERS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="m-provider"
                  onClick={() => act(() => navigate(`/gameAll/0/${encodeURIComponent(name)}`))}
                >
                  <span
                    className="m-provider-mark"
                    aria-hidden="true"
                    style={{ '--hue': providerHue(name) } as React.CSSProperties}
                  >
                    {providerInitials(name)}
                  </span>
                  <span className="m-provider-name">{name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
