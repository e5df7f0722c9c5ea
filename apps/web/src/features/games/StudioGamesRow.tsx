// Home's "Talih Stüdyo" row: the sandbox studio's games as tiles.
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsPlayer } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { GameTile } from './GameTile.tsx';
import { gameCardPath } from './play-mode.ts';
import { STUDIO_GAMES, STUDIO_PROVIDER } from './studio-games.ts';
import './tiles.css';

export function StudioGamesRow() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  const set = useUi((s) => s.isPc) ? 'desktop' : 'mobile';
  return (
    <section className="game-row" aria-labelledby="row-studio">
      <header className="game-row-head">
        <h2 id="row-studio" className="game-row-title">
          <Sparkles size={20} aria-hidden="true" />
          {t('home.studioRow')}
        </h2>
        <p className="game-row-sub">{t('home.studioRowSub')}</p>
      </header>
      <div className="game-row-tiles">
        {STUDIO_GAMES.map((game) => (
          <GameTile
            key={game.gameId}
            game={game}
            provider={STUDIO_PROVIDER}
            to={gameCardPath(game, isPlayer, set)}
          />
        ))}
      </div>
    </section>
  );
}
