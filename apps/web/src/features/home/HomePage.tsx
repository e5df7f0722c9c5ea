// Home (both layouts): a short welcome, the banners, the lobby's label chips, a row per label
// (when "all" is active), the providers (desktop), the biggest recent wins, and the grid of
// the active label with its category tabs.
import { Gift, ShieldCheck, Trophy, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useSportEnabled } from '../../lib/site-config.ts';
import { useUi } from '../../lib/ui-store.ts';
import { removeBootShell } from '../../lib/boot.ts';
import { useStagedCount } from '../../lib/useStaged.ts';
import { Banners, LabelChips, LabelGrid, LabelRows, ProviderStrip } from '../games/index.ts';
import { BigWins } from '../big-wins/index.ts';
import './home.css';

/**
 * The page's heading and the next step: for a visitor, registering; for a player, a deposit or
 * the promotions. Not a "welcome": the first demo banner right below already says that.
 */
function Welcome() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  // Without a sportsbook on this server, the welcome does not promise one.
  const sport = useSportEnabled();
  const guestBody = sport ? t('home.guestBody') : t('home.guestBodyNoSport');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-copy">
        <h1 id="hero-title" className="hero-title">
          {isPlayer ? t('home.playerTitle') : t('home.guestTitle')}
        </h1>
        <p className="hero-body">{isPlayer ? t('home.playerBody') : guestBody}</p>
        <ul className="hero-points">
          <li>
            <ShieldCheck size={16} aria-hidden="true" />
            {t('home.pointSecure')}
          </li>
          {sport && (
            <li>
              <Trophy size={16} aria-hidden="true" />
              {t('home.pointSports')}
            </li>
          )}
        </ul>
      </div>
      <div className="hero-actions">
        {isPlayer ? (
          <>
            <Link to="/kisiselBilgiler/recharge" className="btn btn-primary">
              <Wallet size={18} aria-hidden="true" />
              {t('header.deposit')}
            </Link>
            <Link to="/promotions" className="btn btn-secondary">
              <Gift size={18} aria-hidden="true" />
              {t('route.promotions')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/login?type=register" className="btn btn-primary">
              {t('header.register')}
            </Link>
            <Link to="/login" className="btn btn-secondary">
              {t('header.login')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  const activeLabel = useUi((s) => s.activeLabel);
  const isPc = useUi((s) => s.isPc);
  const all = activeLabel === '';
  // The server's first paint lies over this page until it is drawn (lib/boot.ts).
  useEffect(() => removeBootShell(), []);
  // What lies below the first screen (the providers, the biggest wins, the grid) comes after it,
  // a piece at a time; the grid at once when a label's grid is the page's first screen.
  const below = useStagedCount(3, 0);
  return (
    <div className="home">
      <Welcome />
      <Banners />
      <LabelChips />
      {all && <LabelRows />}
      {all && isPc && below >= 1 && <ProviderStrip />}
      {all && below >= 2 && <BigWins />}
      {(!all || below >= 3) && <LabelGrid />}
    </div>
  );
}
