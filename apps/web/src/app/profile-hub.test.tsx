// The Profile hub (S2.13) lists every account page and the mobile menu route (S2.19) offers
// the desktop side menu's entries, in the same order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initialSession, useSession } from '../lib/session.ts';
import { setLanguage } from '../lib/i18n.ts';
import ProfileHubPage from '../features/profile-hub/ProfileHubPage.tsx';
import MenuPage from './MenuPage.tsx';

function renderPage(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('tk');
  useSession.setState({
    ...initialSession,
    token: 't'.repeat(32),
    role: 'player',
    isLogin: true,
    isNewUserLogin: true,
    lastLoginAt: Date.now(),
    nikeName: 'Deniz',
    userid: 42,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Profile hub', () => {
  it('links to deposit, withdraw, history, limits, verification, account history and privacy', () => {
    renderPage(<ProfileHubPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deniz');
    const links = Object.fromEntries(
      screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      'Para Yatır': '/kisiselBilgiler/recharge',
      'Para Çek': '/kisiselBilgiler/withdrawl',
      'Oyun Geçmişi': '/kisiselBilgiler/oyunGecmisi',
      'Limitlerim ve Sorumlu Oyun': '/responsible-gaming',
      'Hesap Doğrulama': '/verification',
      'Hesap Geçmişi': '/account-history',
      'Gizlilik ve Verilerim': '/privacy',
    });
    expect(screen.getByRole('radiogroup', { name: 'Dil' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Tema' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeTruthy();
  });
});

describe('mobile menu route', () => {
  it("offers the desktop side menu's entries in its order", () => {
    renderPage(<MenuPage />);
    const top = [...document.querySelectorAll('.hub-menu > li > a')].map((a) => a.textContent);
    expect(top).toEqual([
      'Ana Sayfa',
      'Popüler',
      'Yeni',
      'Favoriler',
      'Son Oynananlar',
      'Bahislerim',
      'Spor',
      'Promosyonlar',
      'Bonuslarım',
      'Müşteri Hizmetleri',
      'Kişisel Bilgiler',
      'Profil',
      'Paylaş',
      'VIP',
      'Arkadaşını Davet Et',
      'Sorumlu Oyun',
    ]);
  });
});
