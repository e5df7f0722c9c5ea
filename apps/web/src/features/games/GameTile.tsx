// A game tile (BRAND "Game tiles"): 3:4 art, the name, the provider under it, a "Demo" chip
// when the game has a demo. A player's tile opens real money, a tourist's the demo.
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudioGame } from './studio-games.ts';

/** A stable hue per game for its placeholder. */
function hueOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Gradient and initials while the art loads or when it fails: never a broken-image icon. */
function Placeholder({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr'))
    .join('');
  return (
    <span
      className="tile-placeholder"
      aria-hidden="true"
      style={{ '--hue': hueOf(name) } as React.CSSProperties}
    >
      {initials}
    </span>
  );
}

export function GameTile(props: { game: StudioGame; provider: string; to: string }) {
  const { t } = useTranslation();
  const { game } = props;
  const [failed, setFailed] = useState(false);
  return (
    <Link to={props.to} className="game-tile">
      <span className="game-tile-art">
        {failed ? (
          <Placeholder name={game.gameName} />
        ) : (
          <img
            src={game.imageUrlLobby}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
        {game.haveDemo && <span className="game-tile-demo">{t('game.demo')}</span>}
        <span className="game-tile-play" aria-hidden="true">
          <Play size={22} fill="currentColor" />
        </span>
      </span>
      <span className="game-tile-name">{game.gameName}</span>
      <span className="game-tile-provider">{props.provider}</span>
    </Link>
  );
}
