// The player list: a search asks the server for its rows from page 1 and lists the players; a
// failed list offers a retry; an empty list says so; a role without players.export gets no
// CSV button, one with it has it.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { PlayerRow } from '@talih/contracts/backoffice/players.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { SearchPage } from './SearchPage.tsx';

const player: PlayerRow = {
  userId: 7,
  nickname: 'kartal',
  realName: 'Ali Kartal',
  mobile: null,
  createdAt: Date.UTC(2026, 10, 1),
  lastLoginAt: Date.UTC(2026, 11, 5),
  cashMinor: 1_250_00,
  blocks: [],
  depositsMinor: 5_000_00,
  kycLevel: 'basic',
  country: 'TR',
  vipLevel: 2,
  tags: ['yüksek-hacim'],
  openAlerts: 1,
};
const tags = { tags: [] };
const page = (rows: PlayerRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('searches from page 1 and lists the players found', async () => {
  const calls = serveStaff({
    '/players/tags': tags,
    '/players/search': (body: Record<string, unknown>) =>
      page(body.query === 'kartal' ? [player] : []),
  });
  renderAs('support', <SearchPage />, { path: '/?page=3' });
  expect(await screen.findByText('Henüz kayıtlı oyuncu yok.')).toBeTruthy();
  const searches = () => calls.filter((c) => c.path === '/players/search');
  expect(searches()[0]?.body).toMatchObject({ query: '', page: 3, pageSize: 25, sort: 'id' });
  fireEvent.change(screen.getByLabelText('Oyuncu ara'), { target: { value: ' kartal ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
  expect(await screen.findByText('Ali Kartal')).toBeTruthy();
  expect(searches().at(-1)?.body).toMatchObject({
    query: 'kartal',
    page: 1,
    sort: 'id',
    dir: 'desc',
  });
  expect(screen.getByText('yüksek-hacim')).toBeTruthy();
});

it('offers a retry when the list fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/players/tags': tags, '/players/search': () => answer });
  renderAs('support', <SearchPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([player]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('Ali Kartal')).toBeTruthy();
});

it('says so when a search finds no one', async () => {
  serveStaff({ '/players/tags': tags, '/players/search': page([]) });
  renderAs('support', <SearchPage />, { path: '/?q=yok' });
  expect(
    await screen.findByText('Bu aramayla eşleşen oyuncu yok. Başka bir bilgiyle aramayı deneyin.'),
  ).toBeTruthy();
});

it('offers the CSV only to a role with players.export', async () => {
  serveStaff({ '/players/tags': tags, '/players/search': page([player]) });
  renderAs('support', <SearchPage />);
  expect(await screen.findByText('Ali Kartal')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'CSV indir' })).toBeNull();
  cleanup();
  renderAs('risk', <SearchPage />);
  expect(await screen.findByRole('button', { name: 'CSV indir' })).toBeTruthy();
});
