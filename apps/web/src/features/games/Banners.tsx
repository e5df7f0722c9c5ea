// Home's banners (/banner/list): one slide at a time in a fixed-ratio frame, advancing on its
// own every few seconds, paused while the pointer is over it or focus is inside it, with dots,
// previous/next on desktop and a swipe on touch screens. With prefers-reduced-motion it never
// advances on its own and slides change without animation. A banner links to a game (by the
// card rule), to a page of the app, or nowhere. The parts live in ./banners/.
import { useTranslation } from 'react-i18next';
import { useBanners } from './lobby-api.ts';
import { BannerControls } from './banners/BannerControls.tsx';
import { BannerSlide } from './banners/BannerSlide.tsx';
import { useCarousel, useReducedMotion } from './banners/useCarousel.ts';
import './lobby.css';

export { BANNER_INTERVAL_MS } from './banners/useCarousel.ts';

export function Banners() {
  const { t } = useTranslation();
  const banners = useBanners();
  const reduced = useReducedMotion();
  const list = banners.data ?? [];
  const count = list.length;
  const { current, go, handlers } = useCarousel(count, reduced);

  if (banners.isPending) {
    return <div className="banners skeleton" aria-hidden="true" />;
  }
  // The banners are a bonus: without them Home simply starts with the games.
  if (count === 0) return null;

  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={t('lobby.banners')}
      data-reduced-motion={reduced || undefined}
      {...handlers}
    >
      <div className="banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {list.map((banner, i) => (
          <BannerSlide
            key={banner.bannerId}
            banner={banner}
            n={i + 1}
            count={count}
            current={i === current}
          />
        ))}
      </div>
      {count > 1 && <BannerControls list={list} current={current} go={go} />}
    </section>
  );
}
