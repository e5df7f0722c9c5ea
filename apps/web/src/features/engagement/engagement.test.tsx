// The mail panel opens a mail (marking it read) and claims its prize into the balance; the
// wheel's stop lands exactly on the segment the server drew, never braking harder than the
// seed's 2500 ms deceleration. The bell also loads the player's invite-to-unlock prize (S4.6).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { WHEEL_DECELERATION_MS, WHEEL_SPEED } from '@talih/contracts/engagement.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { useUi } from '../../lib/ui-store.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { renderAt, serve } from '../games/test-utils.tsx';
import { MobileMailButton } from './Mail.tsx';
import { planStop, restingAngle } from './WheelPage.tsx';

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

const prize = {
  prizeId: 3,
  status: 'active',
  prize: 50,
  target: 3,
  progress: 1,
  startedAt: Date.UTC(2026, 10, 20),
  deadlineAt: Date.UTC(2026, 10, 27),
  paidAt: null,
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
      '/signInConfig/getSignInConfig': { days: [], timezone: 'Europe/Istanbul' },
      '/signInRecord/getSignInRecord': {
        picksNew: 0,
        bsignInToday: false,
        nextDay: 1,
        today: '2026-11-23',
        days: [],
        records: [],
      },
      '/getPrizeUserMsg': prize,
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
    expect(useSession.getState().bSignInToday).toBe(false);
    // S4.6: the invite-to-unlock prize of the player loads with the header too.
    expect(calls.find((c) => c.path.endsWith('/getPrizeUserMsg'))?.body.userId).toBe(7);
    expect(useSession.getState().prize).toEqual(prize);
  });

  it('says so when there is no mail', async () => {
    serve({ '/mail/list': { list: [], unread: 0 } });
    renderAt(<MobileMailButton />, { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mesajlar' }));
    expect(await screen.findByText('Henüz mesajınız yok.')).toBeTruthy();
  });
});

describe('the wheel stop', () => {
  const v0 = WHEEL_SPEED / (1000 / 60);
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
          expect(plan.duration).toBeGreaterThanOrEqual(WHEEL_DECELERATION_MS - 1e-6);
        }
      }
    }
  });
});
