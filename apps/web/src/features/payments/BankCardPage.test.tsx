// Banka Kartı Bilgileri: a bad IBAN says what is wrong, a good one shows its bank; without a
// withdrawal password the page sends the player to set one first.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import BankCardPage from './BankCardPage.tsx';

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

describe('BankCardPage', () => {
  it('checks the IBAN as typed and names its bank', async () => {
    useSession.getState().setUser({ withdrawPwdStatus: 1 });
    serve({
      '/user/bank': null,
      '/withdraw/getMangirPayBankList': [{ code: '00064', name: 'Türkiye İş Bankası' }],
    });
    renderAt(<BankCardPage />, { path: '/kisiselBilgiler/bankaKartiBilgiler' });
    const iban = await screen.findByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'TR12 3456' } });
    fireEvent.blur(iban);
    expect(await screen.findByText(/IBAN, TR ile başlayıp 24 rakamla/)).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'TR06 0006 4000 0001 1234 5678 92' } });
    fireEvent.blur(iban);
    expect(await screen.findByText(/kontrol basamakları tutmuyor/)).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'tr06 0006 4000 0001 1234 5678 91' } });
    fireEvent.blur(iban);
    expect(await screen.findByText('Banka: Türkiye İş Bankası')).toBeTruthy();
    // A valid IBAN of a bank the payout provider does not pay into (Akbank, 00046).
    fireEvent.change(iban, { target: { value: 'TR63 0004 6000 0000 0000 0000 01' } });
    fireEvent.blur(iban);
    expect(await screen.findByText(/bankaya ödeme yapamıyoruz/)).toBeTruthy();
  });

  it('asks for a withdrawal password first', async () => {
    serve({ '/user/bank': null });
    renderAt(<BankCardPage />, { path: '/kisiselBilgiler/bankaKartiBilgiler' });
    expect(await screen.findByText('Önce çekim şifresi belirleyin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Çekim Şifresi Belirle' })).toBeTruthy();
  });
});
