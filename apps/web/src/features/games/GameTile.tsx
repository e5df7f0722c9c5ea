// A game tile (docs/brand.md "Game tiles"): 3:4 art that never shifts the layout, the name, the
// provider under it, a "Demo" chip when the game has a demo, the real "playing now" count only when
// it is above 0 (docs/design.md "Deliberate differences from the seed": never a made-up number),
// and a favourite heart. Where a click goes is play-mode.ts's rule; the game is remembered for the
// game page (the seed's "store it").
import { Heart, Play } from 'lucide-react';
import { memo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { initialsOf, nameHue, type LobbyGame } from '../../lib/lobby.ts';
import { formatCount } from '../../lib/format.ts';
import { useRouteHandle } from '../../lib/useRouteHandle.ts';
import { useFavoriteToggle, useIsFavorite } from './favorites.ts';
import { GAME_ROUTE_NAMES, gameCardPath, viewerOf } from './play-mode.ts';
import './tiles.css';

/** The fields a tile shows; search results, rows and grids all carry them. */
export type TileGame = Pick<
  LobbyGame,
  'gameId' | 'gameName' | 'imageUrlLobby' | 'haveDemo' | 'firmName' | 'playingNow'
> &
  Partial<LobbyGame>;

/** Gradient and initials while there is no art or it fails: never a broken-image icon. */
export function Placeholder({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={className ?? 'tile-placeholder'}
      aria-hidden="true"
      style={{ '--hue': nameHue(name) } as React.CSSProperties}
    >
      {initialsOf(name)}
    </span>
  );
}

/** The lobby art, lazily loaded, or the placeholder. */
export function GameArt({ game }: { game: Pick<TileGame, 'gameName' | 'imageUrlLobby'> }) {
  const [failed, setFailed] = useState(false);
  if (failed || !game.imageUrlLobby) return <Placeholder name={game.gameName} />;
  return (
    <img
      src={game.imageUrlLobby}
      alt=""
      width={300}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Where a card goes and whether it replaces the page it is clicked on. `realOnly` is the
 * drawer's rule (real money, or login).
 */
export function useGameCardLink(game: TileGame, realOnly = false) {
  const set = useUi((s) => s.isPc) ? 'desktop' : 'mobile';
  const viewer = useSession((s) => viewerOf(s));
  const onGamePage = GAME_ROUTE_NAMES.includes(useRouteHandle()?.name ?? '');
  return {
    to: gameCardPath(game, viewer, set, { realOnly }),
    replace: onGamePage,
    // The seed's "store it": the game page shows this game's name and provider at once.
    onClick: () => useSession.getState().setUser({ haveDemoInfo: game }),
  };
}

export function FavoriteButton({ game }: { game: Pick<TileGame, 'gameId' | 'gameName'> }) {
  const { t } = useTranslation();
  const on = useIsFavorite(game.gameId);
  const toggle = useFavoriteToggle();
  return (
    <button
      type="button"
      className="game-tile-fav"
      aria-pressed={on}
      aria-label={t('lobby.favoriteOf', { name: game.gameName })}
      title={on ? t('lobby.favoriteRemove') : t('lobby.favoriteAdd')}
      data-testid="favorite-button"
      onClick={() => toggle(game.gameId)}
    >
      <Heart size={16} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

export const GameTile = memo(function GameTile(props: {
  game: TileGame;
  /** The drawer's cards: real money or login (so no "Demo" chip either). */
  realOnly?: boolean;
  /** Replaces the "playing now" line (the recent games page's "last played"). */
  meta?: ReactNode;
  favorite?: boolean;
  /** false: no "Demo" chip on the art (the recent games page says the last mode instead). */
  demoChip?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const { game } = props;
  const link = useGameCardLink(game, props.realOnly);
  const meta =
    props.meta ??
    (game.playingNow > 0 ? (
      <span className="game-tile-live" title={t('lobby.playingNowTitle')}>
        <span className="live-dot" aria-hidden="true" />
        {t('lobby.playingNow', { n: formatCount(game.playingNow, lang) })}
      </span>
    ) : null);
  return (
    <div className="game-tile" data-testid="game-card" data-game-id={game.gameId}>
      <Link to={link.to} replace={link.replace} onClick={link.onClick} className="game-tile-link">
        <span className="game-tile-art">
          <GameArt game={game} />
          {game.haveDemo && !props.realOnly && props.demoChip !== false && (
            <span className="game-tile-demo">{t('game.demo')}</span>
          )}
          <span className="game-tile-play" aria-hidden="true">
            <Play size={22} fill="currentColor" />
          </span>
        </span>
        <span className="game-tile-name">{game.gameName}</span>
        <span className="game-tile-provider">{game.firmName}</span>
        <span className="game-tile-meta">{meta}</span>
      </Link>
      {props.favorite !== false && <FavoriteButton game={game} />}
    </div>
  );
});
