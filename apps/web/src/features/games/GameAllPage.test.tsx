// gameAll of a provider: the seed's address opens its main category, and the tabs show only
// the provider's own categories, each with the provider's count there, "Tümü" its total, so
// Home's "Evolution 250" and the page's "221 oyun" (Canlı Casino) read as one story. Without a
// provider the tabs are every category with its count.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import GameAllPage from './GameAllPage.tsx';
import { game, renderAt, serve, type Served } from '../../testing/test-utils.tsx';

const SLOT = 1;
const LIVE = 2;
const TABLE = 3;
const lobby = {
  labelList: [],
  categoryList: [
    { categoryId: SLOT, categoryName: 'Slot', code: 'slot', gameCount: 2700 },
    { categoryId: LIVE, categoryName: 'Canlı Casino', code: 'live', gameCount: 300 },
    { categoryId: TABLE, categoryName: 'Masa Oyunları', code: 'table', gameCount: 49 },
  ],
  providerList: [
    {
      firmCode: 'EVO',
      firmName: 'Evolution',
      categoryId: LIVE,
      gameCount: 250,
      categories: [
        { categoryId: LIVE, gameCount: 221 },
        { categoryId: TABLE, gameCount: 29 },
      ],
    },
  ],
};

let calls: Served[] = [];
beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 't' });
  useUi.setState({ isPc: true });
  calls = serve({
    '/labelGame/list': lobby,
    '/labelGame/getGameByCategoryAndPage': (body: Record<string, unknown>) => {
      const total = body.categoryId === LIVE ? 221 : body.categoryId === TABLE ? 29 : 250;
      return { list: [game(1, { firmCode: 'EVO' })], page: 1, pageSize: 48, total };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAt(path: string) {
  const view = renderAt(<p>Home</p>, {
    routes: [{ path: '/gameAll/:cid/:name/:id?', element: <GameAllPage /> }],
  });
  await act(async () => view.router.navigate(path));
  return view;
}

const tabs = () => within(screen.getByRole('group', { name: 'Oyun türleri' })).getAllByRole('link');

describe('GameAllPage', () => {
  it('opens a provider on its main category, with tabs of only its categories and its counts', async () => {
    await openAt('/gameAll/2/Evolution/EVO');
    await screen.findByText('221 oyun');
    await vi.waitFor(() => expect(tabs()).toHaveLength(3));
    expect(tabs().map((t) => t.textContent)).toEqual([
      'Tümü (250)',
      'Canlı Casino (221)',
      'Masa Oyunları (29)',
    ]);
    expect(tabs().map((t) => t.getAttribute('href'))).toEqual([
      '/gameAll/0/Evolution/EVO',
      '/gameAll/2/Evolution/EVO',
      '/gameAll/3/Evolution/EVO',
    ]);
    expect(tabs().map((t) => t.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    const asked = calls.find((c) => c.path === '/labelGame/getGameByCategoryAndPage');
    expect(asked?.body).toMatchObject({ categoryId: LIVE, firmCode: 'EVO' });
  });

  it('shows the provider’s total under "Tümü"', async () => {
    await openAt('/gameAll/0/Evolution/EVO');
    await screen.findByText('250 oyun');
    await vi.waitFor(() => expect(tabs()[0]!.getAttribute('aria-current')).toBe('page'));
  });

  it('without a provider, has every category with its count', async () => {
    await openAt(`/gameAll/0/${encodeURIComponent('Tüm Oyunlar')}`);
    await vi.waitFor(() => expect(tabs()).toHaveLength(4));
    expect(tabs().map((t) => t.textContent)).toEqual([
      'Tümü (3.049)',
      'Slot (2.700)',
      'Canlı Casino (300)',
      'Masa Oyunları (49)',
    ]);
  });
});
