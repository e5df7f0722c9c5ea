// The sport area's main flow: the live events list (with the feed's health) asks the server
// again for a filter; a trader opens an event and suspends it with a reason (the call, the
// toast and a fresh read); a failed list offers a retry; an empty filter says so; a trader
// without sport.settle gets no settle or void buttons.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { TradingEventRow, TradingMarket } from '@talih/contracts/backoffice/sport.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { EventPage } from './EventPage.tsx';
import { EventsPage } from './EventsPage.tsx';

const event: TradingEventRow = {
  id: 41,
  sport: 'football',
  leagueId: 3,
  league: 'Süper Lig',
  home: 'Galata',
  away: 'Kadıköy',
  startAt: Date.UTC(2026, 11, 6, 17, 0),
  status: 'live',
  homeScore: 1,
  awayScore: 0,
  clock: "63'",
  traderSuspended: false,
  settleHeld: false,
  marketCount: 4,
  suspendedMarkets: 0,
  openBets: 12,
  stakesMinor: 150_000,
  maxLiabilityMinor: 420_000,
};
const sel = (id: number, code: string) => ({
  id,
  code,
  oddsX100: 210,
  feedOddsX100: null,
  overridden: false,
  result: null,
  openBets: 4,
  stakesMinor: 50_000,
  potentialMinor: 105_000,
  liabilityMinor: -45_000,
});
const market: TradingMarket = {
  id: 5,
  type: '1x2',
  line: '',
  status: 'open',
  feedStatus: 'open',
  traderSuspended: false,
  traderSettled: false,
  settleHeld: false,
  inPlay: true,
  settleVersion: 0,
  openBets: 12,
  stakesMinor: 150_000,
  selections: [sel(1, '1'), sel(2, 'X'), sel(3, '2')],
};
const page = (rows: TradingEventRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });
const lists = {
  '/trading/leagues': {
    leagues: [{ id: 3, name: 'Süper Lig', sport: 'football', country: 'TR' }],
    marketTypes: ['1x2'],
  },
  '/trading/feed-health': { feed: 'sandbox', health: null },
};

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderEvent(role: Parameters<typeof renderAs>[0]) {
  return renderAs(
    role,
    <Routes>
      <Route path="/sport/events/:eventId" element={<EventPage />} />
    </Routes>,
    { path: '/sport/events/41' },
  );
}

it('lists the live events and asks again for a sport', async () => {
  const calls = serveStaff({ ...lists, '/trading/events': page([event]) });
  renderAs('trader', <EventsPage />);
  expect(await screen.findByRole('link', { name: 'Galata – Kadıköy' })).toBeTruthy();
  expect(screen.getByText('Oran beslemesi: sandbox (bu sunucuda, uydurma maçlar)')).toBeTruthy();
  expect(calls.find((c) => c.path === '/trading/events')?.body).toEqual({
    status: 'live',
    query: '',
    withBets: false,
    page: 1,
    pageSize: 25,
  });
  fireEvent.change(screen.getByLabelText('Spor'), { target: { value: 'football' } });
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/trading/events').at(-1)?.body).toEqual({
      sport: 'football',
      status: 'live',
      query: '',
      withBets: false,
      page: 1,
      pageSize: 25,
    }),
  );
});

it('suspends an event with a reason and reads it again', async () => {
  const calls = serveStaff({
    '/trading/event': { event, markets: [market] },
    '/trading/suspend': { ok: true },
  });
  renderEvent('trader');
  fireEvent.click(await screen.findByRole('button', { name: 'Karşılaşmayı askıya al' }));
  fireEvent.change(screen.getByLabelText('Gerekçe'), { target: { value: 'kırmızı kart' } });
  const dialog = within(screen.getByRole('dialog', { hidden: true }));
  fireEvent.click(dialog.getByRole('button', { name: 'Askıya al', hidden: true }));
  expect(await screen.findByText('Karşılaşma askıya alındı.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/trading/suspend')?.body).toEqual({
    target: 'event',
    id: 41,
    suspend: true,
    reason: 'kırmızı kart',
  });
  await waitFor(() => expect(calls.filter((c) => c.path === '/trading/event')).toHaveLength(2));
});

it('offers a retry when the events fail', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ ...lists, '/trading/events': () => answer });
  renderAs('trader', <EventsPage />);
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([event]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByRole('link', { name: 'Galata – Kadıköy' })).toBeTruthy();
});

it('says so when no event fits the filter', async () => {
  serveStaff({ ...lists, '/trading/events': page([]) });
  renderAs('trader', <EventsPage />);
  expect(await screen.findByText('Bu filtreye uyan karşılaşma yok.')).toBeTruthy();
});

it('shows no settle or void buttons without sport.settle', async () => {
  serveStaff({ '/trading/event': { event, markets: [market] } });
  renderEvent(['sport.read', 'sport.trade']);
  expect(await screen.findByRole('button', { name: 'Karşılaşmayı askıya al' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Askıya al' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sonuçlandır' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'İade et' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Karşılaşmayı iade et' })).toBeNull();
});
