// The support inbox: a waiting conversation opens beside the player's 360, a canned answer goes
// into the reply box and is sent (the inbox and the conversation read again); a failed inbox
// offers a retry; an empty filter says so; without support.reply there is no reply box, and
// without players.read no player 360.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ConversationRow } from '@talih/contracts/backoffice/support.ts';
import { initI18n } from '../../lib/i18n.ts';
import { fail, renderAs, serveStaff } from '../../testing/render.tsx';
import { InboxPage } from './InboxPage.tsx';

const now = Date.now();
const row: ConversationRow = {
  userId: 7,
  nickname: 'kartal',
  lang: 'tk',
  state: 'open',
  assignee: null,
  waitingSince: now - 10 * 60_000,
  lastMessageAt: now,
  lastAuthor: 'player',
  lastPreview: 'Çekimim ne zaman gelir?',
  messageCount: 1,
};
const conversation = {
  conversation: row,
  messages: [
    { messageId: 1, from: 'player', staffName: null, content: row.lastPreview, createdAt: now },
  ],
  notes: [],
};
const page = (rows: ConversationRow[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });
const canned = {
  rows: [
    {
      cannedId: 3,
      lang: 'tk',
      title: 'Çekim süresi',
      body: '24 saat içinde.',
      updatedBy: 'ayse',
      updatedAt: 0,
    },
  ],
};

beforeAll(() => initI18n('tk'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInbox(role: Parameters<typeof renderAs>[0], path = '/support/inbox/7') {
  return renderAs(
    role,
    <Routes>
      <Route path="/support/inbox/:userId?" element={<InboxPage />} />
    </Routes>,
    { path },
  );
}

it('opens a waiting conversation and sends a canned answer', async () => {
  const calls = serveStaff({
    '/support/inbox': page([row]),
    '/support/conversation': conversation,
    '/support/canned/list': canned,
    '/support/reply': { ok: true },
    '/players/get': fail('403', 'Yetkiniz yok'),
  });
  renderInbox(['support.read', 'support.reply']);
  expect(await screen.findByText('10 dk bekliyor')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'kartal #7' })).toBeTruthy();
  const picker = await screen.findByRole('combobox', { name: 'Hazır yanıt ekle' });
  await waitFor(() => expect((picker as HTMLSelectElement).disabled).toBe(false));
  fireEvent.change(picker, { target: { value: '3' } });
  expect((screen.getByLabelText('Yanıtınız') as HTMLTextAreaElement).value).toBe('24 saat içinde.');
  fireEvent.click(screen.getByRole('button', { name: 'Gönder' }));
  expect(await screen.findByText('Yanıt gönderildi.')).toBeTruthy();
  expect(calls.find((c) => c.path === '/support/reply')?.body).toEqual({
    userId: 7,
    content: '24 saat içinde.',
    close: false,
  });
  expect((screen.getByLabelText('Yanıtınız') as HTMLTextAreaElement).value).toBe('');
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/support/conversation')).toHaveLength(2),
  );
  expect(screen.getByText(/Oyuncu bilgilerini görme yetkiniz yok/)).toBeTruthy();
});

it('offers a retry when the inbox fails', async () => {
  let answer: unknown = fail('500', 'Sunucu hatası');
  serveStaff({ '/support/inbox': () => answer });
  renderInbox('support', '/support/inbox');
  expect((await screen.findByRole('alert')).textContent).toContain('Sunucu hatası');
  answer = page([row]);
  fireEvent.click(screen.getByRole('button', { name: 'Yeniden dene' }));
  expect(await screen.findByText('kartal')).toBeTruthy();
});

it('says so when no conversation fits the filter', async () => {
  serveStaff({ '/support/inbox': page([]) });
  renderInbox('support', '/support/inbox');
  expect(await screen.findByText('Bu filtreye uyan konuşma yok.')).toBeTruthy();
  expect(screen.getByText('Soldan bir konuşma seçin.')).toBeTruthy();
});

it('shows no reply box or actions without support.reply', async () => {
  serveStaff({
    '/support/inbox': page([row]),
    '/support/conversation': conversation,
  });
  renderInbox(['support.read']);
  expect(await screen.findByRole('heading', { name: 'kartal #7' })).toBeTruthy();
  expect(screen.queryByLabelText('Yanıtınız')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();
});
