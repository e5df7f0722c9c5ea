// The category filter of a grid (Home's label grid, gameAll): "Tümü" and one tab per category
// with games, as buttons or as links that keep the category in the URL.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { formatCount } from '../../../lib/format.ts';
import type { LobbyCategory } from '../lobby-api.ts';
import { useScrollEdges } from './useScrollEdges.ts';
import '../lobby.css';

/** A category tab: its id, its name and how many games it holds (there). */
export type CategoryTab = Pick<LobbyCategory, 'categoryId' | 'categoryName' | 'gameCount'>;

/** A tab's text: its name, and its count when the tabs show counts. */
function TabText({ tab, withCount }: { tab: CategoryTab; withCount: boolean }) {
  const lang = useSession((s) => s.lang);
  if (!withCount) return tab.categoryName;
  return (
    <>
      {tab.categoryName}{' '}
      <span className="category-tab-count amount">({formatCount(tab.gameCount, lang)})</span>
    </>
  );
}

/**
 * Category filter buttons: "Tümü" and one per category with games. With `allCount` each tab
 * says how many games it holds ("Tümü (250)", "Canlı Casino (221)"), so the counts of a page
 * and its tabs always add up.
 */
export function CategoryTabs(props: {
  categories: readonly CategoryTab[];
  active: number;
  onSelect?: (categoryId: number) => void;
  /** Links instead of buttons (gameAll keeps the category in its URL). */
  hrefOf?: (categoryId: number) => string;
  /** The count of "Tümü"; the tabs show counts only when it is given. */
  allCount?: number;
}) {
  const { t } = useTranslation();
  const tabs: CategoryTab[] = [
    { categoryId: 0, categoryName: t('lobby.allCategories'), gameCount: props.allCount ?? 0 },
    ...props.categories.filter((c) => c.gameCount > 0),
  ];
  const { ref: scroller, more, measure } = useScrollEdges<HTMLDivElement>([tabs.length]);
  const withCount = props.allCount !== undefined;
  return (
    <div
      ref={scroller}
      className="category-tabs"
      role="group"
      aria-label={t('lobby.categories')}
      onScroll={measure}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      {tabs.map((c) =>
        props.hrefOf ? (
          <Link
            key={c.categoryId}
            to={props.hrefOf(c.categoryId)}
            replace
            className="category-tab"
            aria-current={props.active === c.categoryId ? 'page' : undefined}
            data-testid="category-tab"
          >
            <TabText tab={c} withCount={withCount} />
          </Link>
        ) : (
          <button
            key={c.categoryId}
            type="button"
            className="category-tab"
            aria-pressed={props.active === c.categoryId}
            onClick={() => props.onSelect?.(c.categoryId)}
          >
            <TabText tab={c} withCount={withCount} />
          </button>
        ),
      )}
    </div>
  );
}
