// The dropdown's content: searching, failed, nothing found, or the result cards (a listbox)
// and "see all" on the search page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameArt, useGameCardLink, type TileGame } from '../GameTile.tsx';
import { searchPagePath, searchState } from './search-paths.ts';
import type { SearchBox } from './useSearchBox.ts';

function ResultOption(props: { game: TileGame; id: string; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const { game } = props;
  const link = useGameCardLink(game);
  return (
    <li role="presentation" className="search-option">
      <Link
        role="option"
        id={props.id}
        aria-selected={props.active}
        to={link.to}
        replace={link.replace}
        tabIndex={-1}
        className="search-result"
        data-testid="search-result"
        onClick={() => {
          link.onClick();
          props.onPick();
        }}
      >
        <span className="search-result-art">
          <GameArt game={game} />
        </span>
        <span className="search-result-text">
          <span className="search-result-name">{game.gameName}</span>
          <span className="search-result-provider">{game.firmName}</span>
        </span>
        {game.haveDemo && <span className="search-result-demo">{t('game.demo')}</span>}
      </Link>
    </li>
  );
}

function ResultList({ box }: { box: SearchBox }) {
  const { t } = useTranslation();
  const { results, active, q } = box;
  return (
    <ul id={box.listId} role="listbox" aria-label={t('lobby.resultsFor', { words: q })}>
      {results.map((game, i) => (
        <ResultOption
          key={game.gameId}
          game={game}
          id={box.optionId(i)}
          active={active === i}
          onPick={box.pick}
        />
      ))}
      <li role="presentation" className="search-option">
        <Link
          role="option"
          id={box.optionId(results.length)}
          aria-selected={active === results.length}
          to={searchPagePath(q)}
          state={searchState()}
          tabIndex={-1}
          className="search-all"
          data-testid="search-see-all"
          onClick={box.pick}
        >
          {t('lobby.seeAllResults')}
        </Link>
      </li>
    </ul>
  );
}

export function SearchResults({ box }: { box: SearchBox }) {
  const { t } = useTranslation();
  if (box.waiting) {
    return (
      <p className="search-state" aria-live="polite">
        {t('lobby.searching')}
      </p>
    );
  }
  if (box.search.isError) {
    return (
      <p className="search-state" role="alert">
        {t('lobby.searchFailed')}
      </p>
    );
  }
  if (box.results.length === 0) {
    return (
      <p className="search-state" aria-live="polite">
        {t('drawer.noResults')}
      </p>
    );
  }
  return <ResultList box={box} />;
}
