// Favorite (mobile /favorite): the player's favourites, newest first. A heart taken off here
// takes the game off the page at once; a visitor who is not logged in sees the login prompt.
import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../lib/session.ts';
import { formatCount } from '../../lib/format.ts';
import { LoginPrompt } from '../../components/ui/LoginPrompt.tsx';
import { BrowseGamesPanel, GameGrid, useInfiniteGrid } from './GameGrid.tsx';
import { useFavoriteGames } from './lobby-api.ts';
import './lobby.css';

function Favorites() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const ids = useSession((s) => s.favoriteGameList);
  const grid = useInfiniteGrid(useFavoriteGames(true));
  // The session's ids are the truth between a toggle and the list's refetch.
  const games = useMemo(() => grid.games.filter((g) => ids.includes(g.gameId)), [grid.games, ids]);
  const hidden = grid.games.length - games.length;
  return (
    <>
      {!grid.pending && (
        <p className="lobby-page-sub amount">
          {t('lobby.gameCount', { n: formatCount(Math.max(0, grid.total - hidden), lang) })}
        </p>
      )}
      <GameGrid
        {...grid}
        games={games}
        total={Math.max(0, grid.total - hidden)}
        label={t('route.favorite')}
        empty={
          <BrowseGamesPanel
            icon={Heart}
            title={t('lobby.noFavoritesTitle')}
            body={t('lobby.noFavoritesBody')}
          />
        }
      />
    </>
  );
}

export default function FavoritePage() {
  const { t } = useTranslation();
  const isPlayer = useIsPlayer();
  return (
    <div className="lobby-page" data-testid="favorite-page">
      <header className="lobby-page-head">
        <h1 className="lobby-page-title">{t('route.favorite')}</h1>
      </header>
      {isPlayer ? (
        <Favorites />
      ) : (
        <LoginPrompt title={t('lobby.favoritesLoginTitle')} body={t('lobby.favoritesLoginBody')} />
      )}
    </div>
  );
}
