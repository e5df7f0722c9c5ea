// refreshUserInfo against a stubbed server: a balance the live stream heard while the call was
// on its way is newer than the one the call answers, and stays (a deposit credited as the page
// loaded showed the old balance in the header until the next focus).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshUserInfo } from './session-api.ts';
import { initialSession, noteLiveBalance, useSession } from './session.ts';

/** The server answers getUserInfo once `answer` is called; other calls fail quietly. */
function stubUserInfo(user: Record<string, unknown>) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/user/getUserInfo') return Promise.reject(new TypeError('Failed to fetch'));
      await answered;
      const body = { state: '200', msg: '', success: true, resultData: user };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return answer;
}

/** What the live stream does with a balance event (features/wallet/useLiveBalance). */
function streamSays(totalAssets: number) {
  noteLiveBalance();
  useSession.getState().setUser({ totalAssets });
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ ...initialSession, token: 'tk-1', role: 'player', totalAssets: 50 });
});
afterEach(() => vi.unstubAllGlobals());

describe('refreshUserInfo', () => {
  it('keeps a balance the stream heard while the call was on its way', async () => {
    const answer = stubUserInfo({ totalAssets: 50, nikeName: 'Ayşe', vipLevel: 2 });
    const refreshed = refreshUserInfo();
    streamSays(100);
    answer();
    await refreshed;
    const s = useSession.getState();
    expect(s.totalAssets).toBe(100);
    expect(s.nikeName).toBe('Ayşe');
    expect(s.vipLevel).toBe(2);
  });

  it('takes the answer’s balance when the stream spoke before the call was sent', async () => {
    streamSays(100);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const answer = stubUserInfo({ totalAssets: 75, nikeName: 'Ayşe' });
    const refreshed = refreshUserInfo();
    answer();
    await refreshed;
    expect(useSession.getState().totalAssets).toBe(75);
  });
});
