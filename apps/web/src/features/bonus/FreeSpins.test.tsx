// Bedava dönüşlerim on the bonuses page: each award's rounds left, spin value, what its wins
// become and a link that launches its game; no card when there are none or the list fails.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useUi } from '../../lib/ui-store.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import BonusesPage from './BonusesPage.tsx';

const empty = {
  cashMinor: 0,
  bonusMinor: 0,
  active: null,
  pending: [],
  history: [],
  historyTotal: 0,
};

const award = {
  id: 7,
  title: 'Cuma Dönüşleri',
  gameId: 12,
  gameName: 'Nazar',
  spinsTotal: 10,
  spinsLeft: 7,
  spinValueMinor: 20,
  winsMinor: 350,
  winsAs: 'bonus',
  wageringMultiple: 20,
  expiresAt: Date.UTC(2026, 11, 4, 9),
};

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p', userid: 5 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('free spins on the bonuses page', () => {
  it('shows rounds left, the spin value, the bonus wins rule and a launch link', async () => {
    useUi.setState({ isPc: true });
    serve({ '/bonus/mine': empty, '/bonus/freeSpins': { list: [award] } });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    const card = await screen.findByTestId('free-spins');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Bedava dönüşlerim');
    expect(within(card).getByText('Cuma Dönüşleri')).toBeTruthy();
    expect(within(card).getByText('7 / 10 dönüş kaldı')).toBeTruthy();
    expect(
      within(card).getByText('Kazançlar son dönüşten sonra bonus olur; 20 katı çevrilmelidir.'),
    ).toBeTruthy();
    expect(within(card).getByText('Şimdiye kadar kazanılan: ₺3,50')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Nazar oyununu aç' });
    expect(link.getAttribute('href')).toBe('/gamePlaying/12');
  });

  it('links the mobile route with isReal 1 and says cash wins are paid at once', async () => {
    useUi.setState({ isPc: false });
    serve({
      '/bonus/mine': empty,
      '/bonus/freeSpins': { list: [{ ...award, winsAs: 'cash', winsMinor: 0 }] },
    });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    const card = await screen.findByTestId('free-spins');
    expect(within(card).getByText('Kazançlar doğrudan nakit bakiyenize eklenir.')).toBeTruthy();
    expect(within(card).queryByText(/Şimdiye kadar/)).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/gamePlaying/12/1');
  });

  it('shows no card when there are no free spins or the list fails', async () => {
    serve({ '/bonus/mine': empty, '/bonus/freeSpins': { list: [] } });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    expect(await screen.findByText('Etkin bonusunuz yok')).toBeTruthy();
    expect(screen.queryByTestId('free-spins')).toBeNull();
    cleanup();
    serve({ '/bonus/mine': empty, '/bonus/freeSpins': { state: '500', msg: 'Hata' } });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    expect(await screen.findByText('Etkin bonusunuz yok')).toBeTruthy();
    expect(screen.queryByTestId('free-spins')).toBeNull();
  });
});
