// Deposit bonus offers on Para Yatır: each offer with its key terms, "no bonus" by
// default, the chosen offer's id sent as bonusId, a deposit under its minimum explained.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bonusRules } from '@talih/contracts/bonus.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import RechargePage from './RechargePage.tsx';

const welcome = {
  id: 11,
  title: 'Hoş Geldin Bonusu',
  percent: 100,
  maxBonus: 1000,
  wageringMultiplier: 10,
  minDeposit: 100,
  rules: bonusRules.parse({
    kind: 'deposit_match',
    trigger: 'first_deposit',
    percent: 100,
    capMinor: 100_000,
    minDepositMinor: 10_000,
    wageringMultiple: 10,
    maxBetMinor: 5_000,
    expiryDays: 7,
  }),
};

const chargeInfo = {
  currency: 'TRY',
  methods: [
    { code: 'havale', minAmount: 50, maxAmount: 50000, enabled: true, validityMs: 1 },
    { code: 'crypto', minAmount: 50, maxAmount: 50000, enabled: true, validityMs: 1 },
  ],
  quickAmounts: [100, 500],
  bonusOffers: [welcome],
  balance: 0,
};

const order = { type: 'deposit', orderId: 'D261123ABCDEFGH', method: 'havale' };

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

describe('recharge bonus offers', () => {
  it('shows the offer with its key terms, no bonus chosen by default', async () => {
    serve({ '/recharge/getChargeInfo': chargeInfo });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    const card = await screen.findByTestId('offer-11');
    expect(within(card).getByText('Hoş Geldin Bonusu')).toBeTruthy();
    expect(within(card).getByText('%100 bonus, en fazla ₺1.000,00')).toBeTruthy();
    expect([...card.querySelectorAll('.bn-offer-terms li')].map((li) => li.textContent)).toEqual([
      '10 kat çevrim',
      'En az ₺100,00 yatırım',
      'Bahis başına en fazla ₺50,00',
      '7 gün geçerli',
    ]);
    expect((screen.getByTestId('offer-none') as HTMLInputElement).checked).toBe(true);
  });

  it('explains a deposit under the minimum, then sends the chosen offer as bonusId', async () => {
    const calls = serve({
      '/recharge/getChargeInfo': chargeInfo,
      '/recharge/createRechargeOrder': order,
    });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    fireEvent.click(await screen.findByRole('radio', { name: /Hoş Geldin Bonusu/ }));
    const amount = screen.getByLabelText('Tutar');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.blur(amount);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu bonus için en az ₺100,00 yatırmanız gerekir. Tutarı artırın ya da başka bir seçenek seçin.',
    );
    expect(screen.queryByTestId('offer-preview')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    expect(calls.some((c) => c.path === '/recharge/createRechargeOrder')).toBe(false);

    fireEvent.change(amount, { target: { value: '250' } });
    expect((await screen.findByTestId('offer-preview')).textContent).toBe(
      '₺250,00 yatırırsanız ₺250,00 bonus alırsınız; ₺2.500,00 çevrim gerekir.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/recharge/createRechargeOrder')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/recharge/createRechargeOrder')?.body).toMatchObject({
      amount: 250,
      method: 'havale',
      bonusId: 11,
    });
  });

  it('sends no bonusId when the player keeps "no bonus"', async () => {
    const calls = serve({
      '/recharge/getChargeInfo': chargeInfo,
      '/recharge/createRechargeOrder': order,
    });
    renderAt(<RechargePage />, { path: '/kisiselBilgiler/recharge' });
    fireEvent.click(await screen.findByRole('button', { name: '₺500,00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Devam Et' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/recharge/createRechargeOrder')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/recharge/createRechargeOrder')?.body).not.toHaveProperty(
      'bonusId',
    );
  });
});
