// The studio's game page in a full-size iframe. Same origin (/studio/...); `allow` is kept to
// what a game needs: sound without a tap (autoplay) and fullscreen. The studio sets its own
// content; a skeleton covers the frame until its page has loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function GameSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="game-skeleton skeleton" aria-busy="true">
      <span className="game-skeleton-text">{t('game.loading')}</span>
    </div>
  );
}

/** Give it `key={url}`: a new URL is a new game page, with its own loading state. */
export function GameFrame({ url, title }: { url: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="game-frame-wrap">
      {!loaded && <GameSkeleton />}
      <iframe
        className="game-frame"
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-loaded={loaded || undefined}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}
