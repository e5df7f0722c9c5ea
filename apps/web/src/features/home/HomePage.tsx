// Home: a welcome hero and the lobby's shape (labels and rows of game tiles as skeletons).
// The lobby issue fills the rows from /labelGame/list.
import { Flame, Gift, LayoutGrid, ShieldCheck, Sparkles, Star, Trophy, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import './home.css';

const labels = [
  { id: '', title: 'home.allGames', icon: LayoutGrid },
  { id: 'hot', title: 'menu.hot', icon: Flame },
  { id: 'new', title: 'menu.new', icon: Sparkles },
  { id: 'favoriler', title: 'menu.favorites', icon: Star },
];

const rows = [
  { id: 'hot', title: 'menu.hot', icon: Flame },
  { id: 'new', title: 'menu.new', icon: Sparkles },
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
          <div className="hero-card hero-card-3">
            <Sparkles size={40} />
          </div>
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

      {rows.map(({ id, title, icon: Icon }) => (
        <section key={id} className="game-row" aria-labelledby={`row-${id}`} aria-busy="true">
          <header className="game-row-head">
            <h2 id={`row-${id}`} className="game-row-title">
              <Icon size={20} aria-hidden="true" />
              {t(title)}
            </h2>
          </header>
          <div className="game-row-tiles">
            {Array.from({ length: 7 }, (_, i) => (
              <div key={i} className="tile-skeleton">
                <div className="skeleton tile-art" />
                <div className="skeleton tile-line" />
                <div className="skeleton tile-line tile-line-short" />
              </div>
            ))}
          </div>
          <p className="sr-only">{t('base.loading')}</p>
        </section>
      ))}
    </div>
  );
}
