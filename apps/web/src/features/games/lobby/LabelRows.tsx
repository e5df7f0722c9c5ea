// Home's rows: the house studio's games first, then a row per label that has games
// (favourites only when the player has some).
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HOUSE_STUDIO_CODE } from '../../../lib/lobby.ts';
import { useStagedCount } from '../../../lib/useStaged.ts';
import { TileSkeleton, useInfiniteGrid } from '../GameGrid.tsx';
import {
  ROW_SIZE,
  useCategoryGames,
  useLobby,
  type LobbyLabel,
  type LobbyProvider,
} from '../lobby-api.ts';
import { GameRow } from './GameRow.tsx';
import { LabelIcon, useLabelTitle, useShowLabel } from './labels.tsx';
import { providerPath } from './providers.tsx';
import '../lobby.css';

function LabelRow({ label }: { label: LobbyLabel }) {
  const title = useLabelTitle();
  const showLabel = useShowLabel();
  return (
    <GameRow
      id={label.labelId}
      title={title(label.labelId, label.labelName)}
      icon={<LabelIcon id={label.labelId} />}
      total={label.total}
      games={label.games}
      seeAll={{ onClick: () => showLabel(label.labelId) }}
    />
  );
}

/**
 * The house studio's games (Talih Stüdyo: the sandbox studio, real games with real rounds),
 * from the catalogue, first among the rows. Nothing when the catalogue has no such provider.
 */
function StudioRow({ provider }: { provider: LobbyProvider }) {
  const { t } = useTranslation();
  const query = useCategoryGames(0, provider.firmCode);
  const games = useInfiniteGrid(query).games;
  // Its place is held while its games load: appearing later would push every row down (CLS).
  if (query.isPending) return <RowsSkeleton sub />;
  if (games.length === 0) return null;
  return (
    <GameRow
      id="studio"
      title={provider.firmName}
      icon={<Sparkles size={20} aria-hidden="true" />}
      total={provider.gameCount}
      games={games.slice(0, ROW_SIZE)}
      sub={t('home.studioRowSub')}
      seeAll={{ to: providerPath(provider) }}
    />
  );
}

/** A row's stand-in; `sub` for a row with a line under its title (the studio's). */
function RowsSkeleton({ sub = false }: { sub?: boolean }) {
  return (
    <section className="game-row" aria-busy="true">
      <header className="game-row-head">
        <div className="skeleton" style={{ height: 24, width: 180 }} />
        {sub && <div className="game-row-sub skeleton" style={{ height: 20 }} />}
      </header>
      <div className="game-row-tiles">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="game-row-cell">
            <TileSkeleton />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Label rows drawn with the page: with the studio's, a phone's first screen (the rest follow
 * one at a time, lib/useStaged.ts: a dozen cards each).
 */
const FIRST_LABEL_ROWS = 1;

/** A row per label that has games (favourites only when the player has some). */
export function LabelRows() {
  const lobby = useLobby();
  const labels = (lobby.data?.labelList ?? []).filter((l) => l.games.length > 0);
  const shown = useStagedCount(labels.length, FIRST_LABEL_ROWS);
  // Two rows' room (the studio's and a label's; a lobby has at least those): what follows the
  // rows (the biggest wins) then starts below a phone's first screen and does not jump when they
  // arrive (CLS).
  if (lobby.isPending) {
    return (
      <>
        <RowsSkeleton sub />
        <RowsSkeleton />
      </>
    );
  }
  // The grid below shows the error state with a retry; the rows just step aside.
  const studio = lobby.data?.providerList.find((p) => p.firmCode === HOUSE_STUDIO_CODE);
  return (
    <>
      {studio && <StudioRow provider={studio} />}
      {labels.slice(0, shown).map((label) => (
        <LabelRow key={label.labelId} label={label} />
      ))}
    </>
  );
}
