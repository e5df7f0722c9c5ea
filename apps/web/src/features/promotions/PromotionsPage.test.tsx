// Promotions: cards with the action each offers (claim, join, log in, deposit first), an empty
// and an error state, a claim that says what it paid, and the detail with its terms.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ActivitySummary } from '@talih/contracts/promotions.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useToasts } from '../../lib/toast.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import PromotionsPage from './PromotionsPage.tsx';

const promo = (activityId: number, extra: Partial<ActivitySummary>): ActivitySummary => ({
  activityId,
  title: `Promosyon ${activityId}`,
  summary: 'Özet',
  imageUrl: '',
  bannerId: null,
  action: 'none',
  requirement: 'none',
  reward: 0,
  startsAt: null,
  endsAt: null,
  state: 'open',
  ...extra,
});

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PromotionsPage', () => {
  it('shows each promotion with what the player can do, and pays a claim', async () => {
    let claimed = false;
    const list = () => [
      promo(1, { action: 'claim', reward: 10, state: claimed ? 'claimed' : 'open' }),
      promo(2, { action: 'claim', requirement: 'deposit', reward: 50, state: 'locked' }),
      promo(3, { action: 'join', state: 'joined' }),
      promo(4, {}),
    ];
    const calls = serve({
      '/activity/list': () => list(),
      '/activity/claim': () => {
        claimed = true;
        return { activity: list()[0], paid: 10, balance: 10 };
      },
    });
    renderAt(<PromotionsPage />, { path: '/promotions' });
    const claim = await screen.findByRole('button', { name: 'Ödülü Al · ₺10,00' });
    expect(screen.getByRole('link', { name: 'Önce para yatırın' })).toBeTruthy();
    expect(screen.getByText('Katıldınız')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Detaylar' })).toHaveLength(4);
    fireEvent.click(claim);
    expect(await screen.findByText('Alındı')).toBeTruthy();
    expect(useToasts.getState().toasts.map((t) => t.text)).toContain('₺10,00 bakiyenize eklendi.');
    expect(calls.find((c) => c.path === '/activity/claim')?.body.activityId).toBe(1);
    expect(useSession.getState().totalAssets).toBe(10);
  });

  it('asks a visitor to log in to claim', async () => {
    useSession.setState({ ...initialSession });
    serve({ '/activity/list': [promo(1, { action: 'claim', reward: 10, state: 'login' })] });
    renderAt(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByRole('link', { name: 'Giriş yapıp alın' })).toBeTruthy();
  });

  it('has an empty state and an error state with a retry', async () => {
    serve({ '/activity/list': [] });
    renderAt(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('Şu an açık bir promosyon yok')).toBeTruthy();
    cleanup();
    serve({ '/activity/list': { state: '500', msg: 'Bir sorun oluştu' } });
    renderAt(<PromotionsPage />, { path: '/promotions' });
    expect(await screen.findByText('Promosyonlar yüklenemedi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });

  it('shows one promotion with its terms at ?id=', async () => {
    serve({
      // A promotion has a `state` field of its own: the envelope is written out in full.
      '/activity/detail': {
        state: '200',
        msg: '',
        success: true,
        resultData: { ...promo(7, { reward: 50 }), terms: ['Birinci kural.', 'İkinci kural.'] },
      },
    });
    const { router } = renderAt(<PromotionsPage />, { path: '/promotions' });
    await router.navigate('/promotions?id=7');
    expect(await screen.findByRole('heading', { name: 'Promosyon 7' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Şartlar ve Koşullar' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Birinci kural.',
      'İkinci kural.',
    ]);
    expect(screen.getByRole('link', { name: 'Tüm promosyonlar' })).toBeTruthy();
  });
});
