// Customer service: the channels for anyone, a login prompt for the conversation of a guest,
// and for a player the conversation, an empty message refused in Turkish, a message sent.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import CustomerServicePage from './CustomerServicePage.tsx';

const channels = [
  {
    kind: 'email',
    label: 'E-posta',
    value: 'destek@talih.example',
    href: 'mailto:destek@talih.example',
    hours: '24 saat içinde yanıt',
  },
];

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CustomerServicePage', () => {
  it('shows the channels to a guest and asks them to log in to chat', async () => {
    serve({ '/support/channels': channels });
    renderAt(<CustomerServicePage />, { path: '/customerService' });
    const link = await screen.findByRole('link', { name: /destek@talih\.example/ });
    expect(link.getAttribute('href')).toBe('mailto:destek@talih.example');
    expect(screen.getByText('Destek ekibiyle yazışmak için giriş yapın.')).toBeTruthy();
  });

  it('refuses an empty message and sends a written one', async () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    const sent: string[] = [];
    const calls = serve({
      '/support/channels': channels,
      '/support/messages': () =>
        sent.map((content, i) => ({
          messageId: i + 1,
          from: 'player',
          staffName: null,
          content,
          createdAt: 0,
        })),
      '/support/send': (body: Record<string, unknown>) => {
        sent.push(String(body.content));
        return {
          messageId: sent.length,
          from: 'player',
          staffName: null,
          content: body.content,
          createdAt: 0,
        };
      },
    });
    renderAt(<CustomerServicePage />, { path: '/customerService' });
    expect(await screen.findByText(/Henüz bir mesajınız yok/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lütfen bir mesaj yazın.');
    expect(calls.some((c) => c.path === '/support/send')).toBe(false);
    fireEvent.change(screen.getByPlaceholderText('Mesajınızı yazın…'), {
      target: { value: 'Merhaba' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Merhaba', { selector: 'p' })).toBeTruthy();
    expect((screen.getByPlaceholderText('Mesajınızı yazın…') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });
});
