// The personal information form: loads the profile, sends only what changed (the nickname by
// /user/rename, the name and e-mail by /user/editprofile), refuses a bad e-mail before sending.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initialSession, useSession } from '../../lib/session.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { useToasts } from '../../lib/toast.ts';
import { renderAt, serve, type Served } from '../../testing/test-utils.tsx';
import { ProfileForm } from './ProfileForm.tsx';

const profile = {
  nikeName: 'Deniz',
  name: 'Deniz Yıldız',
  email: '',
  mobile: '905321234567',
  inviteUUID: 'u',
  registeredAt: 0,
  lastLoginAt: null,
  withdrawPwdStatus: 0,
};

let calls: Served[];
beforeAll(async () => {
  await setLanguage('tk');
});
beforeEach(() => {
  useSession.setState({ ...initialSession });
  useSession.getState().loginAsPlayer({ token: 'p', userid: 7, nikeName: 'Deniz' });
  useToasts.setState({ toasts: [] });
  calls = serve({
    '/user/profile': profile,
    '/user/rename': (b: Record<string, unknown>) => ({ nikeName: b.nikeName }),
    '/user/editprofile': () => ({ nikeName: 'Deniz' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
async function change(name: string, value: string) {
  await act(async () => {
    fireEvent.change(field(name), { target: { value } });
    fireEvent.blur(field(name));
  });
}
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' })));

describe('personal information form', () => {
  it('renames with /user/rename only when just the nickname changed', async () => {
    renderAt(<ProfileForm />);
    await waitFor(() => expect(field('Ad soyad').value).toBe('Deniz Yıldız'));
    await change('Takma ad', 'Şanslı Deniz');
    await save();
    await waitFor(() => expect(sent('/user/rename')).toHaveLength(1));
    expect(sent('/user/rename')[0]).toMatchObject({ nikeName: 'Şanslı Deniz' });
    expect(sent('/user/editprofile')).toEqual([]);
    expect(useSession.getState().nikeName).toBe('Şanslı Deniz');
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Bilgileriniz kaydedildi.']);
  });

  it('sends the name and e-mail with /user/editprofile', async () => {
    renderAt(<ProfileForm />);
    await waitFor(() => expect(field('Ad soyad').value).toBe('Deniz Yıldız'));
    await change('E-posta', 'deniz@example.com');
    await save();
    await waitFor(() => expect(sent('/user/editprofile')).toHaveLength(1));
    expect(sent('/user/editprofile')[0]).toMatchObject({
      name: 'Deniz Yıldız',
      email: 'deniz@example.com',
    });
    expect(sent('/user/rename')).toEqual([]);
  });

  it('refuses a bad e-mail and a one-letter nickname under their fields, sending nothing', async () => {
    renderAt(<ProfileForm />);
    await waitFor(() => expect(field('Ad soyad').value).toBe('Deniz Yıldız'));
    await change('E-posta', 'deniz@');
    await change('Takma ad', 'D');
    await save();
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(screen.getByText('Takma ad 2 ile 24 karakter arasında olmalıdır.')).toBeTruthy();
    expect(sent('/user/rename')).toEqual([]);
    expect(sent('/user/editprofile')).toEqual([]);
  });
});
