// Startup against a stubbed server: tourist login, the old-user redirect, and quiet failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartup } from './useStartup.ts';
import { initialSession, useSession } from '../lib/session.ts';
import { useToasts } from '../lib/toast.ts';

type Answers = Record<string, unknown>;

function stubServer(answers: Answers) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      if (!(url in answers)) return Promise.reject(new TypeError('Failed to fetch'));
      const body = { state: '200', msg: '', success: true, resultData: answers[url] };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return paths;
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ ...initialSession });
  useToasts.setState({ toasts: [] });
});
afterEach(() => vi.unstubAllGlobals());

describe('startup', () => {
  it('logs the device in as a tourist, then stays Home for a new device', async () => {
    const paths = stubServer({
      '/sso/v2/login': { token: 'tk-1', userid: 5, role: 'tourist', nikeName: 'Misafir1' },
      '/user/checkOldUser': false,
    });
    const goToLogin = vi.fn();
    await runStartup(goToLogin);
    expect(paths).toEqual(['/sso/v2/login', '/user/checkOldUser']);
    const s = useSession.getState();
    expect(s.token).toBe('tk-1');
    expect(s.role).toBe('tourist');
    expect(s.isNewUserLogin).toBe(false);
    expect(s.deviceNumber).toBeTruthy();
    expect(s.adid).toBeTruthy();
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('sends a logged-out returning device to login', async () => {
    stubServer({ '/sso/v2/login': { token: 'tk-2' }, '/user/checkOldUser': true });
    const goToLogin = vi.fn();
    await runStartup(goToLogin);
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  // S4.6: after getUserInfo succeeds the app also loads favourites, the sign-in config, today's
  // sign-in and the prize user info, into the session.
  it('refreshes a logged-in player, then loads favourites, sign-in and prize into the session', async () => {
    useSession.getState().loginAsPlayer({ token: 'p-1' });
    const prize = { prizeId: 3, status: 'active', prize: 50, target: 3, progress: 1 };
    const days = [{ day: 1, amount: 5 }];
    const paths = stubServer({
      '/user/getUserInfo': { totalAssets: 42.5, vipLevel: 3, userid: 11 },
      '/labelGame/getFavoriteGames': { list: [], page: 1, pageSize: 1, total: 2, gameIds: [7, 3] },
      '/signInConfig/getSignInConfig': { days, timezone: 'Europe/Istanbul' },
      '/signInRecord/getSignInRecord': { picksNew: 2, bsignInToday: true, nextDay: 3, days: [] },
      '/getPrizeUserMsg': prize,
    });
    const goToLogin = vi.fn();
    await runStartup(goToLogin);
    expect(paths[0]).toBe('/user/getUserInfo');
    expect(useSession.getState().totalAssets).toBe(42.5);
    await vi.waitFor(() => expect(useSession.getState().favoriteGameList).toEqual([7, 3]));
    await vi.waitFor(() => expect(useSession.getState().prize).toEqual(prize));
    await vi.waitFor(() => expect(useSession.getState().bSignInToday).toBe(true));
    expect(useSession.getState().signInData).toEqual({ picksNew: 2, bsignInToday: true, days });
    expect([...paths].sort()).toEqual([
      '/getPrizeUserMsg',
      '/labelGame/getFavoriteGames',
      '/signInConfig/getSignInConfig',
      '/signInRecord/getSignInRecord',
      '/user/getUserInfo',
    ]);
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('polls an Android shell for its ids every 500 ms, then logs in as a tourist', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const shell: { android: boolean; adid: string; gaid?: string } = { android: true, adid: 'a-1' };
    Object.assign(window, { talihShell: shell });
    const paths = stubServer({ '/sso/v2/login': { token: 'tk-9' }, '/user/checkOldUser': false });
    const done = runStartup(vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(paths).toEqual([]); // the first look found no gaid
    shell.gaid = 'g-1';
    await vi.advanceTimersByTimeAsync(499);
    expect(paths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1); // the second look, 500 ms after the first
    expect(paths[0]).toBe('/sso/v2/login');
    await done;
    expect(useSession.getState().gaid).toBe('g-1');
    Reflect.deleteProperty(window, 'talihShell');
    vi.useRealTimers();
  });

  it('treats an expired login as logged out', async () => {
    useSession.getState().loginAsPlayer({ token: 'old' }, Date.now() - 8 * 24 * 3600_000);
    stubServer({ '/sso/v2/login': { token: 'tk-3' }, '/user/checkOldUser': false });
    await runStartup(vi.fn());
    expect(useSession.getState().isNewUserLogin).toBe(false);
    expect(useSession.getState().token).toBe('tk-3');
  });

  it('degrades quietly when the server is unreachable: no throw, no toast', async () => {
    stubServer({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(runStartup(vi.fn())).resolves.toBeUndefined();
    expect(useToasts.getState().toasts).toEqual([]);
    warn.mockRestore();
  });
});
