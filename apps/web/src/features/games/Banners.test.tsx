// The banners carousel: it advances on its own, pauses while hovered or focused, follows the
// dots, and never moves on its own when the player asked for reduced motion.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { BANNER_INTERVAL_MS, Banners } from './Banners.tsx';
import { renderAt, serve } from '../../testing/test-utils.tsx';

const banner = (bannerId: number, linkType = 'none', link = '') => ({
  bannerId,
  title: `Kampanya ${bannerId}`,
  subtitle: '',
  imageUrl: `/banner-art/${bannerId}.svg`,
  linkType,
  link,
});

function reducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: on, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 't' });
  useUi.setState({ isPc: true });
  serve({
    '/banner/list': [banner(1, 'route', '/promotions'), banner(2, 'game', '7'), banner(3)],
  });
  reducedMotion(false);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function load() {
  const view = renderAt(<Banners />);
  for (let i = 0; i < 5 && !screen.queryByText('Kampanya 1'); i++) {
    await act(async () => vi.advanceTimersByTimeAsync(10));
  }
  return view;
}

const current = () =>
  screen.getAllByRole('button', { name: /\/ 3/ }).findIndex((d) => d.getAttribute('aria-current'));

describe('Banners', () => {
  it('advances on its own and wraps around', async () => {
    await load();
    expect(current()).toBe(0);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(2);
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(0);
  });

  it('pauses while the pointer is over it', async () => {
    await load();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Kampanyalar' }));
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Kampanyalar' }));
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(current()).toBe(1);
  });

  it('never moves on its own with reduced motion, but the dots still work', async () => {
    reducedMotion(true);
    await load();
    await act(async () => vi.advanceTimersByTime(BANNER_INTERVAL_MS * 3));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '3 / 3' }));
    expect(current()).toBe(2);
  });

  it('links a route banner to its page and a game banner by the card rule (a tourist: login)', async () => {
    await load();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/promotions',
      '/login?redirect=%2FgamePlaying%2F7',
    ]);
  });
});
