// RecentGameRecords: each game says when it was last played and, for a demo, "· Demo" after the
// time. The art has no "Demo" chip here: next to the marker it would read as the last mode,
// also for a game last played for real money.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import RecentGamesPage from './RecentGamesPage.tsx';
import { game, renderAt, serve } from '../../testing/test-utils.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useUi.setState({ isPc: true });
  window.innerWidth = 1024;
  window.innerHeight = 768;
  const now = Date.now();
  serve({
    '/labelGame/getRecentGames': {
      list: [
        { ...game(1, { gameName: 'Nazar Slot' }), lastPlayedAt: now - 60_000, lastMode: 'real' },
        { ...game(2, { gameName: 'Roket' }), lastPlayedAt: now - 120_000, lastMode: 'demo' },
      ],
      page: 1,
      pageSize: 48,
      total: 2,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentGamesPage', () => {
  it('says the last mode once, after the time, and puts no Demo chip on the art', async () => {
    renderAt(<RecentGamesPage />, { path: '/recentGameRecords' });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards).toHaveLength(2);
    const when = cards.map((c) => c.querySelector('time')!.textContent!);
    expect(when[0]).not.toMatch(/Demo/);
    expect(when[1]).toMatch(/ · Demo$/);
    // Both games have a demo, yet neither card says "Demo" anywhere but after the time.
    expect(cards.map((c) => c.querySelector('.game-tile-demo'))).toEqual([null, null]);
    expect(cards[0]!.textContent).not.toMatch(/Demo/);
  });
});
