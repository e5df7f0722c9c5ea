// Home: a welcome hero, the lobby labels, the Talih Stüdyo games and the biggest recent wins.
// The lobby issue adds the label rows from /labelGame/list.
import { Flame, Gift, LayoutGrid, ShieldCheck, Sparkles, Star, Trophy, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { StudioGamesRow } from '../games/StudioGamesRow.tsx';
import { BigWins } from '../big-wins/BigWins.tsx';
import './home.css';

const labels = [
  { id: '', title: 'home.allGames', icon: LayoutGrid },
  { id: 'hot', title: 'menu.hot', icon: Flame },
  { id: 'new', title: 'menu.new', icon: Sparkles },
  { id: 'favoriler', title: 'menu.favorites', icon: Star },
];

export default function HomePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const activeLabel = useUi((s) => s.activeLabel);
  const setUi = useUi((s) => s.set);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-copy">
          <p className="hero-eyebrow">{t('app.tagline')}</p>
          <h1 id="hero-title" className="hero-title">
            {t('home.heroTitle')}
          </h1>
          <p className="hero-body">{t('home.heroBody')}</p>
          <div className="hero-actions">
            {isPlayer ? (
              <>
                <Link to="/kisiselBilgiler/recharge" className="btn btn-primary btn-lg">
                  <Wallet size={18} aria-hidden="true" />
                  {t('header.deposit')}
                </Link>
                <Link to="/promotions" className="btn btn-secondary btn-lg">
                  <Gift size={18} aria-hidden="true" />
                  {t('route.promotions')}
                </Link>
              </>
            ) : (
              <>
                <Link to="/login?type=register" className="btn btn-primary btn-lg">
                  {t('header.register')}
                </Link>
                <Link to="/login" className="btn btn-secondary btn-lg">
                  {t('header.login')}
                </Link>
              </>
            )}
          </div>
          <ul className="hero-points">
            <li>
              <ShieldCheck size={16} aria-hidden="true" />
              {t('home.pointSecure')}
            </li>
            <li>
              <Trophy size={16} aria-hidden="true" />
              {t('home.pointSports')}
            </li>
          </ul>
        </div>
        <div className="hero-art" aria-hidden="true">
          <div className="hero-card hero-card-1" />
          <div className="hero-card hero-card-2" />
          <div className="hero-card hero-card-3" />
        </div>
      </section>

      <nav className="labels" aria-label={t('home.labels')}>
        {labels.map(({ id, title, icon: Icon }) => (
          <button
            key={id || 'all'}
            type="button"
            className="label-chip"
            aria-pressed={activeLabel === id}
            onClick={() => setUi({ activeLabel: id })}
          >
            <Icon size={16} aria-hidden="true" />
            {t(title)}
          </button>
        ))}
      </nav>

      <StudioGamesRow />
      <BigWins />
    </div>
  );
}
