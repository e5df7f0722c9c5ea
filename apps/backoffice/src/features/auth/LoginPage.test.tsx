// Sign-in: the first sign-in enrols TOTP (QR and the secret by hand) and lands on the page the
// member came for; a wrong password and a wrong code show the server's message; empty fields
// keep the button off; a disabled member is refused; the enrolment link sets a password.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { ME_KEY } from '../../lib/session.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { EnrolPage } from './EnrolPage.tsx';
import { LoginPage } from './LoginPage.tsx';

const staff = {
  id: 5,
  name: 'mehmet',
  role: 'support',
  permissions: ['players.read'],
  lang: 'tk',
  csrfToken: 'c',
  sandbox: false,
  currency: 'TRY',
};
const enrol = {
  step: 'enrol',
  challenge: 'c'.repeat(32),
  otpauthUri: 'otpauth://totp/Talih:mehmet?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
};

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin() {
  return renderAs(
    [],
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/" element={<p>ana sayfa</p>} />
    </Routes>,
    { path: '/login' },
  );
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('enrols TOTP at the first sign-in and lands signed in', async () => {
  let codes = 0;
  const calls = serveStaff({
    '/auth/login': enrol,
    '/auth/totp': () => (++codes === 1 ? fail('401', 'Kod hatalı.') : staff),
  });
  const { client } = renderLogin();
  type('Kullanıcı adı', 'mehmet');
  type('Şifre', 'uzun-bir-sifre');
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
  type('6 haneli kod', '12a3456');
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Kod hatalı.');
  expect((screen.getByLabelText('6 haneli kod') as HTMLInputElement).value).toBe('');
  type('6 haneli kod', '654321');
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  expect(await screen.findByText('ana sayfa')).toBeTruthy();
  expect(client.getQueryData(ME_KEY)).toEqual(staff);
  expect(calls.map((c) => c.body)).toEqual([
    { name: 'mehmet', password: 'uzun-bir-sifre' },
    { challenge: enrol.challenge, code: '123456' },
    { challenge: enrol.challenge, code: '654321' },
  ]);
});

it("shows a wrong password's message and keeps the first step", async () => {
  serveStaff({ '/auth/login': fail('401', 'Kullanıcı adı veya şifre hatalı.') });
  renderLogin();
  type('Kullanıcı adı', 'mehmet');
  type('Şifre', 'yanlis');
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Kullanıcı adı veya şifre hatalı.');
  expect(screen.getByRole('heading', { name: 'Personel girişi' })).toBeTruthy();
});

it('keeps the button off while a field is empty', () => {
  serveStaff({});
  renderLogin();
  const button = screen.getByRole('button', { name: 'Devam' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  type('Kullanıcı adı', 'mehmet');
  expect(button.disabled).toBe(true);
  type('Şifre', 'x');
  expect(button.disabled).toBe(false);
});

it('refuses a disabled member', async () => {
  serveStaff({ '/auth/login': fail('403', 'Hesabınız devre dışı.') });
  renderLogin();
  type('Kullanıcı adı', 'eski');
  type('Şifre', 'uzun-bir-sifre');
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Hesabınız devre dışı.');
  expect(screen.queryByLabelText('6 haneli kod')).toBeNull();
});

it('sets the password from the enrolment link, after checking the two copies', async () => {
  window.location.hash = '#tok123';
  const calls = serveStaff({ '/auth/set-password': { name: 'mehmet' } });
  renderAs([], <EnrolPage />, { path: '/enrol' });
  type('Yeni şifre', 'uzun-bir-sifre');
  type('Yeni şifre (tekrar)', 'uzun-bir-sifreX');
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(screen.getByRole('alert').textContent).toBe('Şifreler aynı değil.');
  type('Yeni şifre (tekrar)', 'uzun-bir-sifre');
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect((await screen.findByText(/Şifreniz kaydedildi, mehmet/)).getAttribute('role')).toBe(
    'status',
  );
  expect(calls.map((c) => c.body)).toEqual([{ token: 'tok123', password: 'uzun-bir-sifre' }]);
  expect(window.location.hash).toBe('');
});
