// RecentGameRecords (/recentGameRecords): the games this session launched, newest first, each
// with when it was last played and in which mode. Tourists have recent demos too. The mode is
// said once, after the time ("· Demo" for a demo): the art carries no "Demo" chip here, which
// would read as the last mode even for a game last played for real money.
import { Clock, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { formatAgo, formatDateTime } from '../../lib/format.ts';
import { BrowseGamesPanel, GameGrid, useInfiniteGrid } from './GameGrid.tsx';
import type { TileGame } from './GameTile.tsx';
import { useRecentGames, type RecentGame } from './lobby-api.ts';
import './lobby.css';

export default function RecentGamesPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  const grid = useInfiniteGrid(useRecentGames(token !== ''));
  const metaOf = (game: TileGame) => {
    const recent = game as RecentGame;
    return (
      <time
        className="game-tile-when"
        dateTime={new Date(recent.lastPlayedAt).toISOString()}
        title={formatDateTime(recent.lastPlayedAt, lang)}
      >
        <Clock size={12} aria-hidden="true" />
        <span className="sr-only">{t('lobby.lastPlayedLabel')} </span>
        {formatAgo(recent.lastPlayedAt, lang)}
        {recent.lastMode === 'demo' && ` · ${t('game.demo')}`}
      </time>
    );
  };
  return (
    <div className="lobby-page" data-testid="recent-games-page">
      <header className="lobby-page-head">
        <h1 className="lobby-page-title">{t('route.recentGameRecords')}</h1>
        <p className="lobby-page-sub">{t('lobby.recentSub')}</p>
      </header>
      <GameGrid
        {...grid}
        pending={grid.pending && token !== ''}
        label={t('route.recentGameRecords')}
        metaOf={metaOf}
        demoChip={false}
        empty={
          <BrowseGamesPanel
            icon={History}
            title={t('lobby.noRecentTitle')}
            body={t('lobby.noRecentBody')}
          />
        }
      />
    </div>
  );
}
