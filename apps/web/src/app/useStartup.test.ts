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

  // The lobby issue added the favourites (SEED-SPEC S4: after getUserInfo succeeds the app
  // also loads favourites), so a player's startup now makes two calls.
  it('refreshes a logged-in player (then the favourites) instead of asking about the device', async () => {
    useSession.getState().loginAsPlayer({ token: 'p-1' });
    const paths = stubServer({
      '/user/getUserInfo': { totalAssets: 42.5, vipLevel: 3 },
      '/labelGame/getFavoriteGames': { list: [], page: 1, pageSize: 1, total: 2, gameIds: [7, 3] },
    });
    const goToLogin = vi.fn();
    await runStartup(goToLogin);
    expect(paths).toEqual(['/user/getUserInfo', '/labelGame/getFavoriteGames']);
    expect(useSession.getState().totalAssets).toBe(42.5);
    await vi.waitFor(() => expect(useSession.getState().favoriteGameList).toEqual([7, 3]));
    expect(goToLogin).not.toHaveBeenCalled();
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
