// One banner: its art (a plain fill when the image fails), title and subtitle, linked to a
// game (by the card rule), to a page of the app, or nowhere. Only the current slide is
// reachable; the others are hidden and inert.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import type { Banner } from '../lobby-api.ts';
import { gameCardPath, viewerOf } from '../play-mode.ts';

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

/**
 * The first slide's art is the home's largest paint: fetched at once and first. The others wait
 * until they are near (they sit beside it, off screen, in the track).
 */
function BannerArt({ banner, first }: { banner: Banner; first: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !banner.imageUrl) return <span className="banner-art banner-art-fallback" />;
  return (
    <img
      className="banner-art"
      src={banner.imageUrl}
      alt=""
      width={1600}
      height={500}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function BannerSlide(props: { banner: Banner; n: number; count: number; current: boolean }) {
  const { t } = useTranslation();
  const { banner, current } = props;
  return (
    <div
      className="banner-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('lobby.bannerOf', { n: props.n, count: props.count })}
      aria-hidden={!current}
      inert={!current}
    >
      <BannerLink banner={banner} tabbable={current}>
        <BannerArt banner={banner} first={props.n === 1} />
        <span className="banner-copy">
          <span className="banner-title">{banner.title}</span>
          {banner.subtitle && <span className="banner-sub">{banner.subtitle}</span>}
        </span>
      </BannerLink>
    </div>
  );
}
