// gameAll/:cid/:name/:id?: every game of a category (cid; 0 every category), optionally of one
// provider (id = firmCode). The title is the route's name. The category tabs filter within the
// provider and keep the choice in the URL, replacing the entry (Back leaves the page).
import { LayoutGrid } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { formatCount } from '../../lib/format.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { GameGrid, useInfiniteGrid } from './GameGrid.tsx';
import { CategoryTabs, ProviderMark } from './LobbySections.tsx';
import { useCategoryGames, useLobby } from './lobby-api.ts';
import './lobby.css';

/** A numeric cid is a category id; anything else is a category code or name. */
function parseCategory(cid: string | undefined): number | string {
  if (!cid || cid === '0') return 0;
  return /^\d{1,7}$/.test(cid) ? Number(cid) : cid;
}

export default function GameAllPage() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const params = useParams();
  const category = parseCategory(params.cid);
  const firmCode = params.id ?? '';
  const name = params.name ?? '';
  const lobby = useLobby();
  const provider = lobby.data?.providerList.find((p) => p.firmCode === firmCode);
  const grid = useInfiniteGrid(useCategoryGames(category, firmCode));
  const title = name || provider?.firmName || t('route.gameAll');
  const base = `/gameAll`;
  const tail = `${encodeURIComponent(name || '-')}${firmCode ? `/${encodeURIComponent(firmCode)}` : ''}`;

  return (
    <div className="lobby-page" data-testid="game-all-page">
      <header className="lobby-page-head">
        {firmCode && <ProviderMark name={provider?.firmName ?? title} />}
        <div>
          <h1 className="lobby-page-title">{title}</h1>
          {!grid.pending && (
            <p className="lobby-page-sub amount">
              {t('lobby.gameCount', { n: formatCount(grid.total, lang) })}
            </p>
          )}
        </div>
      </header>
      {typeof category === 'number' && (
        <CategoryTabs
          categories={lobby.data?.categoryList ?? []}
          active={category}
          hrefOf={(categoryId) => `${base}/${categoryId}/${tail}`}
        />
      )}
      <GameGrid
        {...grid}
        label={title}
        empty={
          <StatePanel
            icon={LayoutGrid}
            headingLevel={2}
            title={t('lobby.emptyTitle')}
            body={t('lobby.emptyBody')}
          />
        }
      />
    </div>
  );
}
