// Home's banners (/banner/list): one slide at a time in a fixed-ratio frame, advancing on its
// own every few seconds, paused while the pointer is over it or focus is inside it, with dots,
// previous/next on desktop and a swipe on touch screens. With prefers-reduced-motion it never
// advances on its own and slides change without animation. A banner links to a game (by the
// card rule), to a page of the app, or nowhere.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { useBanners, type Banner } from './lobby-api.ts';
import { gameCardPath, viewerOf } from './play-mode.ts';
import './lobby.css';

export const BANNER_INTERVAL_MS = 6_000;
/** A horizontal move this long (px) is a swipe. */
const SWIPE_PX = 40;

function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function BannerLink(props: { banner: Banner; children: ReactNode; tabbable: boolean }) {
  const { banner } = props;
  const set = useUi((s) => s.isPc) ? 'desktop' : 'mobile';
  const viewer = useSession((s) => viewerOf(s));
  const tabIndex = props.tabbable ? undefined : -1;
  let to: string | null = null;
  if (banner.linkType === 'game' && /^\d{1,12}$/.test(banner.link)) {
    to = gameCardPath({ gameId: Number(banner.link) }, viewer, set);
  } else if (banner.linkType === 'route') {
    to = safeRedirect(banner.link);
  }
  if (!to) return <div className="banner-slide-inner">{props.children}</div>;
  return (
    <Link to={to} className="banner-slide-inner" tabIndex={tabIndex}>
      {props.children}
    </Link>
  );
}

function BannerArt({ banner }: { banner: Banner }) {
  const [failed, setFailed] = useState(false);
  if (failed || !banner.imageUrl) return <span className="banner-art banner-art-fallback" />;
  return (
    <img
      className="banner-art"
      src={banner.imageUrl}
      alt=""
      width={1600}
      height={500}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function Banners() {
  const { t } = useTranslation();
  const banners = useBanners();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const touchX = useRef<number | null>(null);
  const list = banners.data ?? [];
  const count = list.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (reduced || paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [reduced, paused, count, current]);

  if (banners.isPending) {
    return <div className="banners skeleton" aria-hidden="true" />;
  }
  // The banners are a bonus: without them Home simply starts with the games.
  if (count === 0) return null;

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={t('lobby.banners')}
      data-reduced-motion={reduced || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
        setPaused(true);
      }}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        setPaused(false);
        if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
        go(current + (end < start ? 1 : -1));
      }}
    >
      <div className="banner-track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {list.map((banner, i) => (
          <div
            key={banner.bannerId}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('lobby.bannerOf', { n: i + 1, count })}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            <BannerLink banner={banner} tabbable={i === current}>
              <BannerArt banner={banner} />
              <span className="banner-copy">
                <span className="banner-title">{banner.title}</span>
                {banner.subtitle && <span className="banner-sub">{banner.subtitle}</span>}
              </span>
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-nav banner-prev"
            onClick={() => go(current - 1)}
            aria-label={t('lobby.bannerPrev')}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="banner-nav banner-next"
            onClick={() => go(current + 1)}
            aria-label={t('lobby.bannerNext')}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <div className="banner-dots">
            {list.map((banner, i) => (
              <button
                key={banner.bannerId}
                type="button"
                className="banner-dot"
                aria-label={t('lobby.bannerOf', { n: i + 1, count })}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
