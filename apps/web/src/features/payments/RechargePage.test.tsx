// Para Yatır: limits of the chosen method in the player's language, the order created with the
// typed amount and the player taken to it, and an error state with a retry.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import RechargePage from './RechargePage.tsx';

const chargeInfo = {
  currency: 'TRY',
  methods: [
    { code: 'havale', minAmount: 50, maxAmount: 50000, enabled: true, validityMs: 1 },
    { code: 'crypto', minAmount: 50, maxAmount: 50000, enabled: true, validityMs: 1 },
    { code: 'card', minAmount: 100, maxAmount: 20000, enabled: true, validityMs: 1 },
  ],
  quickAmounts: [100, 500],
  bonusOffers: [],
  balance: 0,
};

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useUi.setState({ isPc: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RechargePage', () => {
  it('checks the amount against the chosen method and says why', async () => {
    serve({ '/recharge/getChargeInfo': chargeInfo });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    const amount = await screen.findByLabelText('Tutar');
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.blur(amount);
    expect(await screen.findByText('En az ₺50,00 girebilirsiniz.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Kredi\/Banka Kartı/ }));
    fireEvent.change(amount, { target: { value: '25.000' } });
    fireEvent.blur(amount);
    expect(await screen.findByText('En fazla ₺20.000,00 girebilirsiniz.')).toBeTruthy();
    expect(
      screen.getByText('Şu an bu yatırıma uygulanabilecek bir bonus teklifi yok.'),
    ).toBeTruthy();
  });

  it('creates the order with the amount and opens its page', async () => {
    const calls = serve({
      '/recharge/getChargeInfo': chargeInfo,
      '/recharge/createRechargeOrder': {
        type: 'deposit',
        orderId: 'D261123ABCDEFGH',
        method: 'havale',
      },
    });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    fireEvent.click(await screen.findByRole('button', { name: '₺500,00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByText('another page')).toBeTruthy();
    const create = calls.find((c) => c.path === '/recharge/createRechargeOrder');
    expect(create?.body).toMatchObject({ amount: 500, method: 'havale' });
  });

  it('shows an error with a retry when the methods cannot load', async () => {
    serve({ '/recharge/getChargeInfo': { state: '500', msg: 'Bir sorun oluştu.' } });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    expect(await screen.findByText('Bilgiler yüklenemedi')).toBeTruthy();
    serve({ '/recharge/getChargeInfo': chargeInfo });
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.getByLabelText('Tutar')).toBeTruthy());
  });
});
