// The active label's games in a virtual grid, filtered by the category tabs. Favoriler for a
// visitor who is not logged in is a login prompt.
import { Heart, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsPlayer, useSession } from '../../../lib/session.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { LABEL_FAVORITES } from '../../../lib/lobby.ts';
import { formatCount } from '../../../lib/format.ts';
import { LoginPrompt } from '../../../components/ui/LoginPrompt.tsx';
import { StatePanel } from '../../../components/ui/StatePanel.tsx';
import { GameGrid, useInfiniteGrid } from '../GameGrid.tsx';
import { useLabelGames, useLobby } from '../lobby-api.ts';
import { CategoryTabs } from './CategoryTabs.tsx';
import { useLabelTitle } from './labels.tsx';
import '../lobby.css';

/** No games: no favourites yet, or nothing in the label (a way back to "Tümü" if filtered). */
function LabelGridEmpty({ favorites, filtered }: { favorites: boolean; filtered: boolean }) {
  const { t } = useTranslation();
  const setUi = useUi((s) => s.set);
  return (
    <StatePanel
      icon={favorites ? Heart : LayoutGrid}
      headingLevel={2}
      title={favorites ? t('lobby.noFavoritesTitle') : t('lobby.emptyTitle')}
      body={favorites ? t('lobby.noFavoritesBody') : t('lobby.emptyBody')}
      action={
        filtered ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setUi({ activeCategory: 0 })}
          >
            {t('lobby.allCategories')}
          </button>
        ) : undefined
      }
    />
  );
}

export function LabelGrid() {
  const { t } = useTranslation();
  const title = useLabelTitle();
  const lang = useSession((s) => s.lang);
  const isPlayer = useIsPlayer();
  const activeLabel = useUi((s) => s.activeLabel);
  const activeCategory = useUi((s) => s.activeCategory);
  const setUi = useUi((s) => s.set);
  const lobby = useLobby();
  const guestFavorites = activeLabel === LABEL_FAVORITES && !isPlayer;
  const query = useLabelGames(activeLabel, activeCategory, !guestFavorites);
  const grid = useInfiniteGrid(query);
  const label = lobby.data?.labelList.find((l) => l.labelId === activeLabel);
  const heading = title(activeLabel, label?.labelName);

  if (guestFavorites) {
    return (
      <section className="lobby-grid" aria-label={heading}>
        <LoginPrompt title={t('lobby.favoritesLoginTitle')} body={t('lobby.favoritesLoginBody')} />
      </section>
    );
  }
  return (
    <section className="lobby-grid" aria-labelledby="lobby-grid-title">
      <header className="lobby-grid-head">
        <h2 id="lobby-grid-title" className="game-row-title">
          {heading}
        </h2>
        {!grid.pending && (
          <span className="game-row-count amount">
            {t('lobby.gameCount', { n: formatCount(grid.total, lang) })}
          </span>
        )}
      </header>
      <CategoryTabs
        categories={lobby.data?.categoryList ?? []}
        active={activeCategory}
        onSelect={(categoryId) => setUi({ activeCategory: categoryId })}
      />
      <GameGrid
        {...grid}
        label={heading}
        empty={
          <LabelGridEmpty
            favorites={activeLabel === LABEL_FAVORITES}
            filtered={activeCategory !== 0}
          />
        }
      />
    </section>
  );
}
