// After every login the web app sends /user/uploadLoginLog with the mobile without its first
// two digits (docs/seed-spec.md S7.36), and a failure there changes nothing for the player (S8.7).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSession, useSession } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';
import { serve } from '../../testing/test-utils.tsx';
import { loginWithPassword } from './api.ts';

beforeEach(() => {
  useSession.setState({ ...initialSession, token: 'tourist' });
  useToasts.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('login log', () => {
  it('uploads the mobile without its first two digits after a login', async () => {
    const calls = serve({
      '/sso/loginNew': { token: 'p-1', userid: 5, nikeName: 'Ali' },
      '/user/uploadLoginLog': null,
      '/user/getUserInfo': { userid: 5 },
    });
    await loginWithPassword('5321234567', 'Talih2024ok');
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/user/uploadLoginLog')).toHaveLength(1),
    );
    const log = calls.find((c) => c.path === '/user/uploadLoginLog');
    expect(log?.body.mobile).toBe('5321234567');
    expect(useSession.getState().mobile).toBe('905321234567');
  });

  it('ignores a failed upload: still logged in, no message', async () => {
    const calls = serve({
      '/sso/loginNew': { token: 'p-2', userid: 6 },
      '/user/uploadLoginLog': { state: '500', msg: 'boom', success: false, resultData: null },
    });
    await loginWithPassword('5321234567', 'Talih2024ok');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/user/uploadLoginLog')).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(useSession.getState().token).toBe('p-2');
    expect(useSession.getState().isNewUserLogin).toBe(true);
    expect(useToasts.getState().toasts).toEqual([]);
  });
});
