// The invite page (/share): a guest is asked to log in; a player sees their invite link (with
// the QR code), the prize's honest progress and deadline, and the rebate totals, the claim only
// when something is waiting; a claim says what it paid.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useToasts } from '../../lib/toast.ts';
import { renderAt, serve } from '../../testing/test-utils.tsx';
import InvitePage from './InvitePage.tsx';

const agent = (pending: number) => ({
  inviteCode: 'ABCD2345',
  invitePath: '/login?type=register&inviteCode=ABCD2345',
  rateBps: 50,
  invitees: [{ nickname: 'A***', joinedAt: 0, state: 'playing' }],
  invitedCount: 1,
  pending,
  paid: 0,
  days: pending
    ? [{ day: '2026-11-22', turnover: 200, rateBps: 50, amount: 1, status: 'pending' }]
    : [],
});

const pdd = {
  config: { prize: 50, target: 3, durationDays: 7, rule: 'Kural metni.', terms: ['Şart 1.'] },
  prize: {
    prizeId: 1,
    status: 'active',
    prize: 50,
    target: 3,
    progress: 1,
    startedAt: Date.parse('2026-11-20T09:00:00Z'),
    deadlineAt: Date.parse('2026-11-27T09:00:00Z'),
    paidAt: null,
  },
};

beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitePage', () => {
  it('asks a guest to log in', async () => {
    serve({});
    renderAt(<InvitePage />, { path: '/share' });
    expect(
      await screen.findByText(
        'Davet bağlantınızı, ödüllerinizi ve iadelerinizi görmek için giriş yapın.',
      ),
    ).toBeTruthy();
  });

  it('shows the link with its QR code, the prize progress and the rebate, and claims it', async () => {
    useSession.getState().loginAsPlayer({ token: 'p' });
    let pending = 1;
    serve({
      '/invite/agent/info': () => agent(pending),
      '/pddPrizeConfig/getPrize': pdd,
      '/getInviteMsg': [{ nickname: 'A***', joinedAt: 0, counts: true }],
      '/invite/agent/receiveRebate': () => {
        pending = 0;
        return { paid: 1, days: 1, balance: 1 };
      },
    });
    renderAt(<InvitePage />, { path: '/share' });
    const link = (await screen.findByLabelText('Davet bağlantısı')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/login?type=register&inviteCode=ABCD2345`);
    expect(screen.getByRole('img', { name: 'Davet bağlantısının QR kodu' })).toBeTruthy();
    expect(await screen.findByText('1 / 3 arkadaş')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText(/Son tarih: /)).toBeTruthy();
    const claim = screen.getByRole('button', { name: 'İadeyi Al' }) as HTMLButtonElement;
    expect(claim.disabled).toBe(false);
    fireEvent.click(claim);
    await screen.findByText('Şu an alınacak iade yok.');
    expect(useToasts.getState().toasts.map((t) => t.text)).toContain(
      '₺1,00 iade bakiyenize eklendi.',
    );
    expect((screen.getByRole('button', { name: 'İadeyi Al' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
