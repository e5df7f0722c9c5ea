// The header's bonus money: shown (and linked to Bonuslarım) only while there is some; set by
// /bonus/mine on load and then by the balance stream through the session.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import { HeaderBonusChip, HeaderBonusLine } from './HeaderBonus.tsx';

const mine = (bonusMinor: number) => ({
  cashMinor: 10_000,
  bonusMinor,
  active: null,
  pending: [],
  history: [],
  historyTotal: 0,
});

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p', userid: 7 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header bonus money', () => {
  it('shows the bonus from /bonus/mine as a link to Bonuslarım, and hides it at zero', async () => {
    serve({ '/bonus/mine': mine(12_550) });
    renderAt(<HeaderBonusChip />);
    const chip = await screen.findByTestId('header-bonus');
    expect(chip.textContent).toBe('₺125,50');
    expect(chip.getAttribute('href')).toBe('/bonuses');
    expect(chip.getAttribute('aria-label')).toBe('Bonus bakiyesi: ₺125,50. Bonuslarım');
    // A balance event saying the bonus money is gone (the stream writes the session).
    act(() => useSession.getState().setUser({ bonusAssets: 0 }));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
  });

  it('shows nothing without bonus money, and nothing to a visitor', async () => {
    const calls = serve({ '/bonus/mine': mine(0) });
    renderAt(<HeaderBonusLine />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/bonus/mine')).toBe(true));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
    cleanup();
    useSession.getState().logoutLocal();
    useSession.getState().setUser({ bonusAssets: 10 });
    const visitor = serve({});
    renderAt(<HeaderBonusLine />);
    expect(screen.queryByTestId('header-bonus')).toBeNull();
    expect(visitor).toEqual([]);
  });

  it('writes a small line under the cash on the phone', async () => {
    serve({ '/bonus/mine': mine(5_000) });
    renderAt(<HeaderBonusLine />);
    expect((await screen.findByTestId('header-bonus')).textContent).toBe('+₺50,00');
  });
});
