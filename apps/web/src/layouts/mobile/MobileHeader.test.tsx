// The guest's header buttons send the seed's tracking events (docs/seed-spec.md S9: eventType 2,
// eventId 3 for the login click and 2 for the register click), then open their page.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import { MobileHeader } from './MobileHeader.tsx';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession, token: 'tourist' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tracked = (calls: { path: string; body: Record<string, unknown> }[]) =>
  calls
    .filter((c) => c.path === '/tracking/uploadTrack')
    .map((c) => [c.body.eventType, c.body.eventId]);

describe('mobile header tracking', () => {
  it('sends eventType 2 with eventId 3 for the login click', async () => {
    const calls = serve({ '/tracking/uploadTrack': null });
    renderAt(<MobileHeader onMenu={() => {}} menuOpen={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(tracked(calls)).toEqual([[2, 3]]));
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('sends eventType 2 with eventId 2 for the register click', async () => {
    const calls = serve({ '/tracking/uploadTrack': null });
    renderAt(<MobileHeader onMenu={() => {}} menuOpen={false} />, {
      routes: [{ path: '/register', element: <p>register page</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydol' }));
    await waitFor(() => expect(tracked(calls)).toEqual([[2, 2]]));
  });
});
