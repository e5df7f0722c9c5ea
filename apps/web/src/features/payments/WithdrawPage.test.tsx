// The withdrawal form sends a client request id: one per withdrawal the player asks for, the
// same again when the answer was lost (so the server replays instead of withdrawing twice),
// a new one once an answer came.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import WithdrawPage from './WithdrawPage.tsx';
import { withdrawInfoReady, withdrawOrder } from './withdraw.fixtures.ts';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useUi.setState({ isPc: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info = withdrawInfoReady;

const order = withdrawOrder;

describe('WithdrawPage', () => {
  it('sends one requestId per withdrawal, the same again after a lost answer', async () => {
    let creates = 0;
    const calls = serve({
      '/withdraw/getWithdrawInfo': info,
      '/recharge/record': { total: 0, list: [] },
      '/withdraw/create': () => {
        creates++;
        if (creates === 1) throw new TypeError('Failed to fetch'); // the answer never came
        if (creates === 2) return { state: '500', msg: 'Günlük limit doldu.' };
        return order;
      },
    });
    renderAt(<WithdrawPage />, { path: '/kisiselBilgiler/withdrawl' });
    const submit = async (amount: string) => {
      fireEvent.change(await screen.findByLabelText('Tutar'), { target: { value: amount } });
      fireEvent.change(screen.getByLabelText('Çekim şifresi'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' }));
    };
    const sent = () =>
      calls.filter((c) => c.path === '/withdraw/create').map((c) => c.body.requestId);
    await submit('150');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await submit('150');
    await waitFor(() => expect(sent()).toHaveLength(2));
    const [first, retry] = sent();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(retry).toBe(first);
    // A definite answer (here a refusal) ends that request: the next submit is a new one.
    await submit('150');
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent()[2]).not.toBe(first);
  });

  it('pays to the paysafecard account: its e-mail, the verified details shown, a refusal on the form', async () => {
    let creates = 0;
    const calls = serve({
      '/withdraw/getWithdrawInfo': {
        ...info,
        hasBankCard: false,
        paysafecardPayout: {
          holderName: 'Deniz Yıldız',
          dateOfBirth: '1990-04-12',
          sandboxAccountUrl: '/sandbox/paysafecard/account',
        },
      },
      '/recharge/record': { total: 0, list: [] },
      '/withdraw/create': () => {
        creates++;
        return {
          state: '500',
          msg: 'Doğrulanmış profilinizdeki ad ve doğum tarihi paysafecard hesabınızla eşleşmiyor; paysafecard bu ödemeyi yapamıyor.',
        };
      },
    });
    renderAt(<WithdrawPage />, { path: '/kisiselBilgiler/withdrawl' });
    const choice = await screen.findByRole('radio', { name: /paysafecard hesabıma/ });
    expect((choice as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('psc-holder').textContent).toBe('Deniz Yıldız');
    expect(screen.getByTestId('psc-birth-date').textContent).toBe('12 Nisan 1990');
    expect(
      screen.getByRole('link', { name: 'my paysafecard hesabı aç' }).getAttribute('href'),
    ).toBe('/sandbox/paysafecard/account?return=%2FkisiselBilgiler%2Fwithdrawl');
    const email = screen.getByLabelText('paysafecard hesabınızın e-postası');
    fireEvent.change(screen.getByLabelText('Tutar'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Çekim şifresi'), { target: { value: '123456' } });
    const submit = screen.getByRole('button', { name: 'Çekim Talebi Oluştur' });
    fireEvent.click(submit);
    expect(await screen.findByText('paysafecard hesabınızın e-posta adresini girin.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'deniz@psc' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(creates).toBe(0);
    fireEvent.change(email, { target: { value: ' deniz@psc.example ' } });
    fireEvent.click(submit);
    const alert = await screen.findByTestId('psc-refusal');
    expect(alert.textContent).toBe(
      'Çekim talebi oluşturulamadıDoğrulanmış profilinizdeki ad ve doğum tarihi paysafecard hesabınızla eşleşmiyor; paysafecard bu ödemeyi yapamıyor.',
    );
    const sent = calls.filter((c) => c.path === '/withdraw/create').map((c) => c.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      amount: 150,
      method: 'paysafecard',
      paysafecardEmail: 'deniz@psc.example',
    });
  });
});
