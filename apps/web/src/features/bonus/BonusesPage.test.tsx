// Bonuslarım: a skeleton while loading, an error with a retry, the empty states, the active
// bonus's progress and limits, the history a page at a time, and the promo code form's errors
// (its own in the reader's language, the server's as sent).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bonusRules, type PlayerBonusView } from '@talih/contracts/bonus.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useToasts } from '../../lib/toast.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import BonusesPage from './BonusesPage.tsx';

const rules = bonusRules.parse({
  kind: 'deposit_match',
  trigger: 'first_deposit',
  percent: 100,
  capMinor: 100_000,
  minDepositMinor: 10_000,
  wageringMultiple: 10,
  maxBetMinor: 5_000,
  expiryDays: 7,
  contributionPct: { slot: 100, table: 10, live: 0, instant: 100 },
});

function bonus(over: Partial<PlayerBonusView>): PlayerBonusView {
  return {
    id: 1,
    templateCode: 'WELCOME',
    title: 'Hoş Geldin Bonusu',
    status: 'active',
    kind: 'deposit_match',
    grantedMinor: 50_000,
    balanceMinor: 31_250,
    wageringRequiredMinor: 500_000,
    wageredMinor: 212_500,
    grantedAt: Date.UTC(2026, 10, 20, 9),
    activatedAt: Date.UTC(2026, 10, 20, 9),
    expiresAt: Date.now() + (3 * 24 + 4) * 3_600_000 + 30 * 60_000,
    finishedAt: null,
    convertedMinor: 0,
    forfeitedMinor: 0,
    rules,
    ...over,
  };
}

const empty = {
  cashMinor: 0,
  bonusMinor: 0,
  active: null,
  pending: [],
  history: [],
  historyTotal: 0,
};

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p', userid: 5 });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BonusesPage', () => {
  it('shows a skeleton while loading, then an error with a retry that loads again', async () => {
    let answer: (v: unknown) => void = () => {};
    serve({ '/bonus/mine': () => new Promise((r) => (answer = r)) });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    expect(await screen.findByTestId('bonus-loading')).toBeTruthy();
    answer({ state: '500', msg: 'Sunucu yanıt vermedi.' });
    expect(await screen.findByText('Bonuslarınız yüklenemedi.')).toBeTruthy();
    expect(screen.getByText('Sunucu yanıt vermedi.')).toBeTruthy();
    serve({ '/bonus/mine': empty });
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Etkin bonusunuz yok')).toBeTruthy();
    expect(screen.getByText('Bekleyen bonusunuz yok.')).toBeTruthy();
    expect(screen.getByText('Henüz sona eren bir bonusunuz yok.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Para Yatır' }).getAttribute('href')).toBe(
      '/kisiselBilgiler/recharge',
    );
  });

  it('shows the active bonus: progress, money left, time left, max bet and what counts', async () => {
    serve({ '/bonus/mine': { ...empty, bonusMinor: 31_250, active: bonus({}) } });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    const card = await screen.findByTestId('bonus-active');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Hoş Geldin Bonusu');
    const bar = within(card).getByRole('progressbar', { name: 'Çevrim ilerlemesi' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(within(card).getByTestId('bonus-percent').textContent).toBe('%42');
    expect(within(card).getByTestId('bonus-wagered').textContent).toBe(
      '₺2.125,00 / ₺5.000,00 çevrildi · Tamamlanmasına ₺2.875,00 kaldı.',
    );
    expect(within(card).getByTestId('bonus-left').textContent).toBe('₺312,50');
    expect(within(card).getByTestId('bonus-time-left').textContent).toBe('3 gün 4 saat kaldı');
    expect(within(card).getByTestId('bonus-max-bet').textContent).toBe('₺50,00');
    const counts = [...card.querySelectorAll('.bn-counts > div')].map((d) => d.textContent);
    expect(counts).toEqual([
      'Slot%100',
      'Crash ve Anlık Oyunlar%100',
      'Masa Oyunları%10',
      'Canlı Casino%0',
      'Spor bahisleri%0',
      'Diğer oyunlar%0',
    ]);
    expect(
      within(card).getByText('₺500,00 bonusun 10 katı, yani ₺5.000,00 çevrim gerekir.'),
    ).toBeTruthy();
    // The page's answer is the header's bonus money too.
    expect(useSession.getState().bonusAssets).toBe(312.5);
  });

  it('lists pending bonuses and pages through the history with outcomes and amounts', async () => {
    const finished = (id: number, over: Partial<PlayerBonusView>) =>
      bonus({ id, balanceMinor: 0, finishedAt: Date.UTC(2026, 10, 21, 12), ...over });
    const calls = serve({
      '/bonus/mine': (body: Record<string, unknown>) => ({
        ...empty,
        pending: [bonus({ id: 9, status: 'pending', title: 'TALIH50', grantedMinor: 5_000 })],
        history:
          body.page === 2
            ? [finished(3, { status: 'expired', forfeitedMinor: 4_000 })]
            : [finished(2, { status: 'completed', convertedMinor: 45_000, forfeitedMinor: 5_000 })],
        historyTotal: 11,
      }),
    });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    const pending = await screen.findByTestId('bonus-pending');
    expect(within(pending).getByText('TALIH50')).toBeTruthy();
    expect(within(pending).getByText('₺50,00')).toBeTruthy();
    expect(within(pending).getByTestId('bonus-status').textContent).toBe('Bekliyor');
    const history = screen.getByTestId('bonus-history');
    expect(within(history).getByTestId('bonus-status').textContent).toBe('Tamamlandı');
    expect(within(history).getByText('Nakde dönen: ₺450,00')).toBeTruthy();
    expect(within(history).getByText('Silinen: ₺50,00')).toBeTruthy();
    expect(within(history).getByText('Sayfa 1 / 2')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Sonraki' }));
    expect(await within(history).findByText('Sayfa 2 / 2')).toBeTruthy();
    await waitFor(() =>
      expect(within(history).getByTestId('bonus-status').textContent).toBe('Süresi doldu'),
    );
    expect(within(history).getByText('Silinen: ₺40,00')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/bonus/mine').map((c) => c.body.page)).toEqual([1, 2]);
  });

  it("checks a code's shape in the reader's language and shows the server's refusal", async () => {
    let redeemed = 0;
    const calls = serve({
      '/bonus/mine': empty,
      '/bonus/redeemCode': (body: Record<string, unknown>) => {
        redeemed++;
        if (body.code === 'YANLIS') {
          return { state: '400', msg: 'Bu promosyon kodu geçerli değil.' };
        }
        return { bonus: bonus({ id: 4, status: 'pending', title: 'TALIH50' }) };
      },
    });
    renderAt(<BonusesPage />, { path: '/bonuses' });
    const field = await screen.findByLabelText('Kod');
    const submit = screen.getByRole('button', { name: 'Kodu Kullan' });
    fireEvent.click(submit);
    expect(await screen.findByText('Lütfen bir promosyon kodu girin.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'a b' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Kod 3 ile 32 arasında harf, rakam ya da tireden oluşur.'),
    ).toBeTruthy();
    expect(redeemed).toBe(0);

    fireEvent.change(field, { target: { value: 'yanlis' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('bonus-code-error')).textContent).toBe(
      'Bu promosyon kodu geçerli değil.',
    );
    fireEvent.change(field, { target: { value: 'talih50' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.text)).toContain(
        'TALIH50 hesabınıza eklendi.',
      ),
    );
    expect(calls.filter((c) => c.path === '/bonus/redeemCode').map((c) => c.body.code)).toEqual([
      'YANLIS',
      'TALIH50',
    ]);
    // The list is read again to show the new bonus.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/bonus/mine').length).toBeGreaterThan(1),
    );
  });
});
