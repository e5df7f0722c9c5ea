// The lobby area's main flow: the games catalogue lists a game, an editor changes its sort
// weight and saves it (the call, the toast and a fresh read of the list); a failed list offers
// a retry; an empty filter says so; a role that may only read sees no edit or Hub88 button.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { GameRow } from '@talih/contracts/backoffice/lobby.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { GamesPage } from './GamesPage.tsx';

const game: GameRow = {
  gameId: 12,
  name: 'Sweet Lokum Bonanza',
  externalId: 'vs20lokum',
  firmCode: 'PP',
  providerEnabled: true,
  categoryId: 1,
  enabled: true,
  haveDemo: true,
  sortWeight: 900,
  labels: ['hot'],
  imageUrl: '/art/vs20lokum.svg',
  createdAt: Date.UTC(2026, 11, 1),
};
const page = (rows: GameRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });
const lookups = {
  providers: [{ firmCode: 'PP', name: 'Pragmatic Play' }],
  categories: [{ categoryId: 1, code: 'slot' }],
  labels: [{ labelId: 'hot', nameTk: 'Popüler', nameEn: 'Hot' }],
};

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('saves a game with a new sort weight and reads the list again', async () => {
  const calls = serveStaff({
    '/content/lookups': lookups,
    '/content/games': page([game]),
    '/content/games/save': { ...game, sortWeight: 950 },
  });
  renderAs('content', <GamesPage />);
  fireEvent.click(
    await screen.findByRole('button', { name: 'Sweet Lokum Bonanza oyununu düzenle' }),
  );
  fireEvent.change(screen.getByLabelText('Sıralama ağırlığı'), { target: { value: '950' } });
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Sweet Lokum Bonanza kaydedildi.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/content/games/save')?.body).toEqual({
    gameId: 12,
    enabled: true,
    haveDemo: true,
    sortWeight: 950,
    categoryId: 1,
    labels: ['hot'],
    reason: '',
  });
  await waitFor(() => expect(calls.filter((c) => c.path === '/content/games')).toHaveLength(2));
  expect(screen.queryByRole('form', { name: 'Sweet Lokum Bonanza oyununu düzenle' })).toBeNull();
});

it('offers a retry when the games fail', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/content/lookups': lookups, '/content/games': () => answer });
  renderAs('content', <GamesPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([game]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('Sweet Lokum Bonanza')).toBeTruthy();
});

it('says so when no game fits the filters', async () => {
  serveStaff({ '/content/lookups': lookups, '/content/games': page([]) });
  renderAs('content', <GamesPage />);
  expect(await screen.findByText('Bu filtrelere uyan oyun yok.')).toBeTruthy();
});

it('shows no edit or Hub88 button to a role that may only read', async () => {
  serveStaff({ '/content/lookups': lookups, '/content/games': page([game]) });
  renderAs(['content.read'], <GamesPage />);
  expect(await screen.findByText('Sweet Lokum Bonanza')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sweet Lokum Bonanza oyununu düzenle' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Hub88 oyun listesini şimdi eşitle' })).toBeNull();
});
