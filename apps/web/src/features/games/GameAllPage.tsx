// gameAll/:cid/:name/:id?: every game of a category (cid; 0 every category), optionally of one
// provider (id = firmCode). The title is the route's name. The category tabs filter within the
// provider and keep the choice in the URL, replacing the entry (Back leaves the page). Each tab
// says how many games it holds: for a provider only its own categories ("Tümü (250) · Canlı
// Casino (221) · Masa Oyunları (29)"), so a provider opened on its main category (the seed's
// address) shows its total too, and no tab leads to an empty page.
import { LayoutGrid } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { formatCount } from '../../lib/format.ts';
import { StatePanel } from '../../components/ui/StatePanel.tsx';
import { GameGrid, useInfiniteGrid } from './GameGrid.tsx';
import { CategoryTabs, type CategoryTab } from './lobby/CategoryTabs.tsx';
import { ProviderMark } from './lobby/providers.tsx';
import { useCategoryGames, useLobby, type Lobby } from './lobby-api.ts';
import './lobby.css';

/** A numeric cid is a category id; anything else is a category code or name. */
function parseCategory(cid: string | undefined): number | string {
  if (!cid || cid === '0') return 0;
  return /^\d{1,7}$/.test(cid) ? Number(cid) : cid;
}

/**
 * The tabs of the page and the count of "Tümü": a provider's own categories with its counts in
 * them, or every category. None until the lobby is there, nor for an unknown provider.
 */
function tabsOf(lobby: Lobby | undefined, firmCode: string) {
  if (!lobby) return null;
  if (!firmCode) {
    const categories = lobby.categoryList;
    return { categories, allCount: categories.reduce((n, c) => n + c.gameCount, 0) };
  }
  const provider = lobby.providerList.find((p) => p.firmCode === firmCode);
  if (!provider) return null;
  const categories: CategoryTab[] = provider.categories.flatMap((own) => {
    const category = lobby.categoryList.find((c) => c.categoryId === own.categoryId);
    return category ? [{ ...own, categoryName: category.categoryName }] : [];
  });
  return { categories, allCount: provider.gameCount };
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
  const hrefOf = (categoryId: number) => `${base}/${categoryId}/${tail}`;
  const tabs = tabsOf(lobby.data, firmCode);

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
      {typeof category === 'number' && tabs && (
        <CategoryTabs
          categories={tabs.categories}
          allCount={tabs.allCount}
          active={category}
          hrefOf={hrefOf}
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
            action={
              category !== 0 ? (
                <Link to={hrefOf(0)} replace className="btn btn-secondary">
                  {t('lobby.allCategories')}
                </Link>
              ) : undefined
            }
          />
        }
      />
    </div>
  );
}
