// Previous/next (desktop) and a dot per slide, shown when there is more than one banner.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../lobby-api.ts';

export function BannerControls(props: {
  list: readonly Banner[];
  current: number;
  go: (i: number) => void;
}) {
  const { t } = useTranslation();
  const { list, current, go } = props;
  const count = list.length;
  return (
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
  );
}
