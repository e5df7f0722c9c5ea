// The bind-phone dialog rules (docs/seed-spec.md S2, S4.9, S4.10, S5.2-S5.5).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BindPhoneDialog } from './BindPhoneDialog.tsx';
import { setLanguage } from '../../lib/i18n.ts';
import { initialSession, useSession } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';

const user = {
  userid: 7,
  id: 7,
  role: 'player',
  nikeName: 'Deniz',
  mobile: '905321234567',
  totalAssets: 10,
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

function calledPaths() {
  return fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').pathname);
}

const phoneInput = () => screen.getByLabelText('Telefon numarası');
const codeInput = () => screen.getByLabelText('Doğrulama kodu');
const passwordInput = () => screen.getByLabelText('Mevcut şifre');

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.input(input, { target: { value } });
  });
}

beforeEach(async () => {
  await setLanguage('tk');
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'tok', mobile: '905550000000' });
  useToasts.setState({ toasts: [] });
  fetchMock = vi.fn(async (url: string) => {
    const result = url.endsWith('/sso/loginNew') ? { ...user, token: 'new-token' } : user;
    return Response.json({ state: '200', msg: '', success: true, resultData: result });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BindPhoneDialog', () => {
  it('has the title of its mode, the fixed +90 prefix and a 6-digit code field', () => {
    const { unmount } = render(<BindPhoneDialog mode="bind" onClose={() => undefined} />);
    screen.getByRole('dialog', { name: 'Telefon Numarası Bağla' });
    screen.getByText('+90');
    expect(codeInput().getAttribute('maxLength')).toBe('6');
    unmount();
    render(<BindPhoneDialog mode="login" onClose={() => undefined} />);
    screen.getByRole('dialog', { name: 'Hesap Değiştir' });
  });

  it('keeps the confirm button disabled while the code is empty', async () => {
    render(<BindPhoneDialog mode="bind" onClose={() => undefined} />);
    const confirm = screen.getByRole('button', { name: 'Numarayı Bağla' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await type(phoneInput(), '5321234567');
    expect(confirm.disabled).toBe(true);
    await type(codeInput(), '12');
    expect(confirm.disabled).toBe(false);
    await type(codeInput(), '   ');
    expect(confirm.disabled).toBe(true);
  });

  it('sends nothing when the submit fails validation, and shows the rule messages', async () => {
    render(<BindPhoneDialog mode="bind" onClose={() => undefined} />);
    await type(phoneInput(), '12');
    await type(codeInput(), '12');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Numarayı Bağla' }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    screen.getByText('Telefon numarası 7 ile 11 hane arasında olmalıdır.');
    screen.getByText('Doğrulama kodu 4 ile 6 hane arasında olmalıdır.');
    screen.getByText('Lütfen şifrenizi girin.');
  });

  it('validates a field on blur', async () => {
    render(<BindPhoneDialog mode="bind" onClose={() => undefined} />);
    await act(async () => {
      fireEvent.blur(phoneInput());
    });
    screen.getByText('Lütfen telefon numaranızı girin.');
  });

  it('bind: posts the phone, code and password, closes, stores the 90-prefixed mobile, emits success', async () => {
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    render(<BindPhoneDialog mode="bind" onClose={onClose} onSuccess={onSuccess} />);
    await type(phoneInput(), '5321234567');
    await type(codeInput(), '123456');
    await type(passwordInput(), 'gizli1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Numarayı Bağla' }));
    });
    expect(calledPaths()[0]).toBe('/user/bind-phone');
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body).toMatchObject({
      mobile: '905321234567',
      verificationCode: '123456',
      password: 'gizli1234',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(useSession.getState().mobile).toBe('905321234567');
    expect(calledPaths()).toContain('/user/getUserInfo');
  });

  it("bind: a server refusal shows the server's message and keeps the dialog open", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ state: '500', msg: 'Kod hatalı', success: false, resultData: null }),
    );
    const onClose = vi.fn();
    render(<BindPhoneDialog mode="bind" onClose={onClose} />);
    await type(phoneInput(), '5321234567');
    await type(codeInput(), '123456');
    await type(passwordInput(), 'gizli1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Numarayı Bağla' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    // docs/brand.md "Voice": errors say what happened (the seed swallowed bind errors, S8.5).
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Kod hatalı']);
  });

  it('login: logs in with the code, merges the new mobile and token, closes and toasts', async () => {
    const onClose = vi.fn();
    render(<BindPhoneDialog mode="login" onClose={onClose} />);
    expect(screen.queryByLabelText('Mevcut şifre')).toBeNull();
    await type(phoneInput(), '5321234567');
    await type(codeInput(), '1234');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    });
    expect(calledPaths()[0]).toBe('/sso/loginNew');
    expect(onClose).toHaveBeenCalledTimes(1);
    const s = useSession.getState();
    expect(s.token).toBe('new-token');
    expect(s.mobile).toBe('905321234567');
    expect(s.isNewUserLogin).toBe(true);
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['İşlem başarılı']);
  });

  it('closing emits onClose (button and Escape)', async () => {
    const onClose = vi.fn();
    render(<BindPhoneDialog mode="bind" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
