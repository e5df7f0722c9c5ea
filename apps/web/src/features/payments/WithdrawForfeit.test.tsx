// A withdrawal with an active bonus: the dialog states exactly what is forfeited
// before anything is sent; "keep my bonus" sends nothing; "yes" sends acceptBonusForfeit.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  useUi.setState({ isPc: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info = withdrawInfoReady;

const order = withdrawOrder;

const quote = { bonusId: 7, title: 'Hoş Geldin Bonusu', forfeitMinor: 12_345, pendingCount: 2 };

async function fillAndSubmit() {
  fireEvent.change(await screen.findByLabelText('Tutar'), { target: { value: '150' } });
  fireEvent.change(screen.getByLabelText('Çekim şifresi'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' }));
}

describe('withdrawal with a bonus to forfeit', () => {
  it('asks first, sends nothing on cancel, and accepts the forfeit only after yes', async () => {
    const calls = serve({
      // The bonus's wagering left does not hide the form: withdrawing forfeits the bonus.
      '/withdraw/getWithdrawInfo': { ...info, wageringLeft: 200, bonusForfeit: quote },
      '/recharge/record': { total: 0, list: [] },
      '/withdraw/create': order,
    });
    renderAt(<WithdrawPage />, { path: '/kisiselBilgiler/withdrawl' });
    const creates = () => calls.filter((c) => c.path === '/withdraw/create');
    expect((await screen.findByTestId('forfeit-notice')).textContent).toBe(
      'Etkin bir bonusunuz var: para çekme talebi oluşturursanız ₺123,45 bonus silinir.',
    );

    await fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Bonusunuz silinecek' });
    expect(within(dialog).getByText(/etkin bonusunuz/).textContent).toBe(
      'Para çekme talebi oluşturursanız etkin bonusunuz (Hoş Geldin Bonusu) sona erer ve ₺123,45 bonus bakiyesi silinir.',
    );
    expect(within(dialog).getByTestId('forfeit-amount').textContent).toBe('−₺123,45');
    expect(within(dialog).getByText('Bekleyen bonuslarınız da iptal edilir (2).')).toBeTruthy();
    expect(creates()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bonusu koru' }));
    await waitFor(() => expect(screen.queryByText('Bonusunuz silinecek')).toBeNull());
    expect(creates()).toHaveLength(0);
    expect((screen.getByLabelText('Tutar') as HTMLInputElement).value).toBe('150');

    fireEvent.click(screen.getByRole('button', { name: 'Çekim Talebi Oluştur' }));
    const again = await screen.findByRole('dialog', { name: 'Bonusunuz silinecek' });
    fireEvent.click(within(again).getByRole('button', { name: 'Bonusu sil ve para çek' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toMatchObject({
      amount: 150,
      withdrawPassword: '123456',
      acceptBonusForfeit: true,
    });
    expect(await screen.findByText('another page')).toBeTruthy();
  });

  it('sends no acceptance and shows no dialog when there is nothing to forfeit', async () => {
    const calls = serve({
      '/withdraw/getWithdrawInfo': { ...info, bonusForfeit: null },
      '/recharge/record': { total: 0, list: [] },
      '/withdraw/create': order,
    });
    renderAt(<WithdrawPage />, { path: '/kisiselBilgiler/withdrawl' });
    await fillAndSubmit();
    await waitFor(() => expect(calls.some((c) => c.path === '/withdraw/create')).toBe(true));
    expect(screen.queryByTestId('forfeit-notice')).toBeNull();
    expect(screen.queryByText('Bonusunuz silinecek')).toBeNull();
    expect(calls.find((c) => c.path === '/withdraw/create')?.body).not.toHaveProperty(
      'acceptBonusForfeit',
    );
  });
});
