// The OTP button (docs/seed-spec.md S4.7): idle, a countdown from the answered seconds ticking each
// second, idle again at 0; nothing while counting or with an empty phone; silent errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OtpButton } from './OtpButton.tsx';
import { setLanguage } from '../../lib/i18n.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';

const button = () => screen.getByRole('button');

async function click() {
  await act(async () => {
    fireEvent.click(button());
  });
}

beforeEach(async () => {
  await setLanguage('tk');
  useSession.setState({ ...initialSession });
  useToasts.setState({ toasts: [] });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OtpButton', () => {
  it('counts down from the answered seconds, one tick a second, then is idle again', async () => {
    const send = vi.fn(async () => 3);
    render(<OtpButton phone="5321234567" validatePhone={async () => true} send={send} />);
    expect(button().textContent).toBe('Kod Gönder');

    await click();
    expect(send).toHaveBeenCalledWith('5321234567');
    expect(button().textContent).toBe('3 sn sonra tekrar gönder');

    // Pressing while counting does nothing.
    await click();
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(999));
    expect(button().textContent).toBe('3 sn sonra tekrar gönder');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('2 sn sonra tekrar gönder');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('1 sn sonra tekrar gönder');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Kod Gönder');

    await click();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the phone is empty', async () => {
    const send = vi.fn(async () => 60);
    const validatePhone = vi.fn(async () => false);
    render(<OtpButton phone="  " validatePhone={validatePhone} send={send} />);
    await click();
    expect(validatePhone).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Kod Gönder');
  });

  it('does not send when the phone fails its rules', async () => {
    const send = vi.fn(async () => 60);
    render(<OtpButton phone="12" validatePhone={async () => false} send={send} />);
    await click();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends POST /sms/send with the 90-prefixed phone and counts from 60', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ state: '200', msg: '', success: true, resultData: 60 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<OtpButton phone="5321234567" validatePhone={async () => true} />);
    await click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/sms\/send$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ tel: '905321234567' });
    expect(button().textContent).toBe('60 sn sonra tekrar gönder');
  });

  it('counts from 60 s when the server answers no seconds (docs/seed-spec.md S9)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ state: '200', msg: '', success: true, resultData: null })),
    );
    render(<OtpButton phone="5321234567" validatePhone={async () => true} />);
    await click();
    expect(button().textContent).toBe('60 sn sonra tekrar gönder');
    // Each tick schedules the next after a render: one second at a time.
    for (let s = 0; s < 59; s++) await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('1 sn sonra tekrar gönder');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Kod Gönder');
  });

  it('stays idle and shows no message when the send fails (S8.5)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ state: '500', msg: 'Lütfen bekleyin', success: false, resultData: null }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<OtpButton phone="5321234567" validatePhone={async () => true} />);
    await click();
    expect(button().textContent).toBe('Kod Gönder');
    expect(useToasts.getState().toasts).toEqual([]);
    warn.mockRestore();
  });
});
