// The mail panel opens a mail (marking it read) and claims its prize into the balance; the
// wheel's stop lands exactly on the segment the server drew, never braking harder than the
// seed's 2500 ms deceleration. (S4.6, the sign-in and prize loaded after getUserInfo: useStartup.test.ts.)
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import { MobileMailButton } from './Mail.tsx';
import { planStop, restingAngle } from './wheel/motion.ts';

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p' });
  useSession.getState().setUser({ userid: 7, totalAssets: 10 });
  useUi.setState({ isPc: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = {
  id: 5,
  title: 'Hoş geldiniz',
  content: 'Hediyeniz bu mesajda.',
  createTime: Date.UTC(2026, 10, 23, 12),
  isRead: 0,
  attaches: '{"amount":12.5}',
  amount: 12.5,
  attachesStatus: 0,
};

describe('mail', () => {
  it('shows the unread count, marks an opened mail read and claims its prize', async () => {
    const calls = serve({
      '/mail/list': { list: [mail], unread: 1 },
      '/mail/read': { ...mail, isRead: 1 },
      '/mail/receive': {
        mail: { ...mail, isRead: 1, attachesStatus: 1 },
        amount: 12.5,
        totalAssets: 22.5,
      },
    });
    renderAt(<MobileMailButton />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mesajlar: 1 okunmamış' }));
    fireEvent.click(await screen.findByRole('button', { name: /Hoş geldiniz/ }));
    expect(await screen.findByText('Hediyeniz bu mesajda.')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/mail/read'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/mail/read'))?.body.mailId).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Ödülü Al' }));
    expect(await screen.findByText('Alındı')).toBeTruthy();
    expect(useSession.getState().totalAssets).toBe(22.5);
  });

  it('says so when there is no mail', async () => {
    serve({ '/mail/list': { list: [], unread: 0 } });
    renderAt(<MobileMailButton />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mesajlar' }));
    expect(await screen.findByText('Henüz mesajınız yok.')).toBeTruthy();
  });
});

describe('the wheel stop', () => {
  const v0 = 1.2; // 20° a frame at 60 frames a second (docs/seed-spec.md S9)
  it('lands in the middle of the drawn segment, from any angle', () => {
    for (const count of [2, 6, 8, 12]) {
      for (let index = 0; index < count; index++) {
        for (const a0 of [0, 17.5, 359.9, 12_345.6]) {
          const target = restingAngle(index, count);
          const plan = planStop(a0, v0, target);
          const end = (((a0 + plan.distance) % 360) + 360) % 360;
          expect(Math.abs(end - target) < 1e-6 || Math.abs(end - target - 360) < 1e-6).toBe(true);
          // Under the pointer (angle 0), the wheel shows segment `index`.
          const under = (((360 - end) % 360) * count) / 360;
          expect(Math.floor(under)).toBe(index);
          expect(plan.duration).toBeGreaterThanOrEqual(2500 - 1e-6);
        }
      }
    }
  });
});
