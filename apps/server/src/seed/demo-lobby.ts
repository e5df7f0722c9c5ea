// The demo lobby: categories, the seed's twelve providers plus Talih Stüdyo, the labels, and
// the banners. The games themselves come from ./demo-catalogue.ts.
import type { Insertable } from 'kysely';
import type { BannersTable, LobbyLabelsTable } from '../db/schema.ts';
import { STUDIO_FIRM_CODE } from './demo-games.ts';

export type CategoryCode = 'slot' | 'live' | 'table' | 'instant' | 'fishing' | 'jackpot';

export const DEMO_CATEGORIES: {
  code: CategoryCode;
  tk: string;
  en: string;
  zh: string;
}[] = [
  { code: 'slot', tk: 'Slot', en: 'Slots', zh: '老虎机' },
  { code: 'live', tk: 'Canlı Casino', en: 'Live Casino', zh: '真人娱乐' },
  { code: 'table', tk: 'Masa Oyunları', en: 'Table Games', zh: '桌面游戏' },
  { code: 'instant', tk: 'Crash ve Anlık Oyunlar', en: 'Crash & Instant', zh: '即时游戏' },
  { code: 'fishing', tk: 'Balık Avı', en: 'Fishing', zh: '捕鱼游戏' },
  { code: 'jackpot', tk: 'Jackpot', en: 'Jackpots', zh: '奖池游戏' },
];

export interface DemoProvider {
  firmCode: string;
  name: string;
  main: CategoryCode;
  /** Generated games, and the share of them per category (weights, not percentages). */
  games: number;
  mix: Partial<Record<CategoryCode, number>>;
}

const provider = (
  firmCode: string,
  name: string,
  main: CategoryCode,
  games: number,
  mix: DemoProvider['mix'],
): DemoProvider => ({ firmCode, name, main, games, mix });

/** The seed's providers (docs/seed-spec.md S1.7), in the drawer's order, then the house studio. */
export const DEMO_PROVIDERS: DemoProvider[] = [
  provider('PP', 'Pragmatic Play', 'slot', 420, {
    slot: 74,
    jackpot: 8,
    live: 10,
    table: 4,
    instant: 4,
  }),
  provider('TADA', 'TADA', 'fishing', 200, { fishing: 40, slot: 45, instant: 10, table: 5 }),
  provider('VIVO', 'Vivo', 'live', 130, { live: 85, table: 15 }),
  provider('PG', 'PG', 'slot', 260, { slot: 90, jackpot: 5, instant: 5 }),
  provider('BGAMING', 'Bgaming', 'slot', 260, { slot: 70, instant: 15, table: 10, fishing: 5 }),
  provider('WAZDAN', 'WAZDAN', 'slot', 260, { slot: 78, jackpot: 12, instant: 10 }),
  provider('MG', 'Microgaming', 'slot', 320, { slot: 70, jackpot: 15, table: 15 }),
  provider('NETENT', 'NetEnt', 'slot', 260, { slot: 80, jackpot: 8, table: 12 }),
  provider('PNG', 'PlayNGo', 'slot', 300, { slot: 85, table: 10, instant: 5 }),
  provider('PLAYSON', 'Playson', 'slot', 220, { slot: 80, jackpot: 15, instant: 5 }),
  provider('EVO', 'Evolution', 'live', 250, { live: 85, table: 15 }),
  provider('EZUGI', 'Ezugi', 'live', 140, { live: 90, table: 10 }),
  provider(STUDIO_FIRM_CODE, 'Talih Stüdyo', 'slot', 0, {}),
];

/** The house studio's real games (ids 1-3) by their studio game. */
export const STUDIO_GAME_CATEGORIES: Record<string, CategoryCode> = {
  slot: 'slot',
  mines: 'instant',
  crash: 'instant',
};

const label = (
  label_id: string,
  [name_tk, name_en, name_zh]: [string, string, string],
  kind: 'system' | 'operator',
  sort: number,
): Insertable<LobbyLabelsTable> => ({ label_id, name_tk, name_en, name_zh, kind, sort });

export const DEMO_LABELS: Insertable<LobbyLabelsTable>[] = [
  label('hot', ['Popüler', 'Hot', '热门'], 'system', 1),
  label('new', ['Yeni', 'New', '新游戏'], 'system', 2),
  label('favoriler', ['Favoriler', 'Favourites', '收藏'], 'system', 3),
  label('jackpot', ['Jackpot Oyunları', 'Jackpot Games', '奖池游戏'], 'operator', 4),
  label('megaways', ['Megaways', 'Megaways', 'Megaways'], 'operator', 5),
  label('live', ['Canlı Masalar', 'Live Tables', '真人桌台'], 'operator', 6),
];

/** Home banners; image_url is filled in with the banner's id once it has one. */
export function demoBanners(liveCategoryId: number): Insertable<BannersTable>[] {
  const base = { image_url: '', starts_at: null, ends_at: null };
  return [
    {
      ...base,
      title_tk: "Talih'e hoş geldiniz",
      title_en: 'Welcome to Talih',
      title_zh: '欢迎来到 Talih',
      subtitle_tk:
        'Size uygun promosyonları ve kurallarını Promosyonlar sayfasında bulabilirsiniz.',
      subtitle_en: 'Find the promotions that suit you, and their terms, on the Promotions page.',
      subtitle_zh: '在优惠活动页面查看适合您的优惠及其条款。',
      link_type: 'route',
      link: '/promotions',
      sort: 1,
    },
    {
      ...base,
      title_tk: 'Nazar Slot',
      title_en: 'Nazar Slot',
      title_zh: 'Nazar 老虎机',
      subtitle_tk: 'Talih Stüdyo imzalı: 5×3 makara, 20 hat ve doğrulanabilir adil sonuçlar.',
      subtitle_en: 'From Talih Stüdyo: 5×3 reels, 20 lines and provably fair results.',
      subtitle_zh: 'Talih Stüdyo 出品：5×3 转轴、20 条线，结果可验证公平。',
      link_type: 'game',
      link: '1',
      sort: 2,
    },
    {
      ...base,
      title_tk: 'Canlı Casino masaları açık',
      title_en: 'Live Casino tables are open',
      title_zh: '真人娱乐桌台已开放',
      subtitle_tk: 'Rulet, blackjack ve bakara; canlı krupiyelerle, Türkçe masalarda.',
      subtitle_en: 'Roulette, blackjack and baccarat with live dealers, Turkish tables included.',
      subtitle_zh: '轮盘、二十一点和百家乐，真人荷官，含土耳其语桌台。',
      link_type: 'route',
      link: `/gameAll/${liveCategoryId}/${encodeURIComponent('Canlı Casino')}`,
      sort: 3,
    },
    {
      ...base,
      title_tk: 'Roket kalkışa hazır',
      title_en: 'Roket is ready for take-off',
      title_zh: 'Roket 即将起飞',
      subtitle_tk: 'Çarpan yükselirken zamanında inin. Önce demo modda ücretsiz deneyebilirsiniz.',
      subtitle_en: 'Cash out while the multiplier climbs. Try it free in demo mode first.',
      subtitle_zh: '在倍数攀升时及时兑现。可先在试玩模式中免费体验。',
      link_type: 'game',
      link: '3',
      sort: 4,
    },
  ];
}
