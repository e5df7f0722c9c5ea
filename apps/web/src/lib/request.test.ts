// The request client against a stubbed fetch (the browser side only): envelope handling,
// headers and body stamping, 401 local logout, timeout, network failure, silent calls.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, RequestError } from './request.ts';
import { initialSession, useSession } from './session.ts';
import { useToasts } from './toast.ts';
import { setLanguage } from './i18n.ts';

interface Captured {
  url: string;
  init: RequestInit;
}

function stubFetch(answer: unknown): Captured[] {
  const calls: Captured[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const toastTexts = () => useToasts.getState().toasts.map((t) => t.text);

beforeAll(async () => {
  await setLanguage('tk');
});

beforeEach(() => {
  localStorage.clear();
  useSession.setState({
    ...initialSession,
    token: 'tok-123',
    deviceNumber: 'dev-9',
    adid: 'ad-1',
    gaid: 'ga-1',
    uid: 'u-1',
    sign: 's-1',
  });
  useToasts.setState({ toasts: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request client', () => {
  it('POSTs JSON with the common fields, the token headers and the language', async () => {
    const calls = stubFetch({ state: '200', msg: '', success: true, resultData: { a: 1 } });
    const data = await request<{ a: number }>('/user/getUserInfo', { x: 2 });
    expect(data).toEqual({ a: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/user/getUserInfo');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('tok-123');
    expect(headers.token).toBe('tok-123');
    expect(headers['Accept-Language']).toBe('tr');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      appId: 2020,
      sign: 's-1',
      uid: 'u-1',
      deviceNumber: 'dev-9',
      adid: 'ad-1',
      gaid: 'ga-1',
      x: 2,
    });
  });

  it('sends no token headers without a stored token, and English as en', async () => {
    useSession.setState({ token: '' });
    await setLanguage('en');
    const calls = stubFetch({ state: '200', msg: '', success: true, resultData: null });
    await request('/tracking/uploadTrack', {});
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers.token).toBeUndefined();
    expect(headers['Accept-Language']).toBe('en');
    await setLanguage('tk');
  });

  it("toasts the server's message on state 500 and rejects", async () => {
    stubFetch({ state: '500', msg: 'Bakiye yetersiz.', success: false, resultData: null });
    await expect(request('/x')).rejects.toMatchObject({
      kind: 'server',
      message: 'Bakiye yetersiz.',
    });
    expect(toastTexts()).toEqual(['Bakiye yetersiz.']);
  });

  it('stays quiet on state 500 for silent calls', async () => {
    stubFetch({ state: '500', msg: 'Kod hatalı.', success: false, resultData: null });
    await expect(request('/sms/send', {}, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(toastTexts()).toEqual([]);
  });

  it('logs out locally on state 401', async () => {
    useSession.getState().loginAsPlayer({ token: 'tok-123', nikeName: 'Ali' });
    stubFetch({ state: '401', msg: 'Oturum kapandı', success: false, resultData: null });
    await expect(request('/user/getUserInfo')).rejects.toMatchObject({ kind: 'unauthorized' });
    const s = useSession.getState();
    expect(s.token).toBe('');
    expect(s.isNewUserLogin).toBe(false);
    expect(s.lastLoginAt).toBeNull();
    expect(s.nikeName).toBe('');
    expect(s.deviceNumber).toBe('dev-9');
  });

  it('rejects with a translated timeout after the time limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    await expect(request('/slow', {}, { timeoutMs: 30 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(toastTexts()).toEqual(['İstek zaman aşımına uğradı. Lütfen tekrar deneyin.']);
  });

  it('uses the 6 s default timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const pending = request('/slow', {}, { silent: true });
    const outcome = pending.then(
      () => 'resolved',
      (e: RequestError) => e.kind,
    );
    let settled = '';
    void outcome.then((kind) => (settled = kind));
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).toBe(''); // still waiting a millisecond before 6 s (docs/seed-spec.md S9)
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timeout');
  });

  it('rejects on a network failure with a translated message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(toastTexts()[0]).toMatch(/Sunucuya ulaşılamadı/);
  });

  it('treats an answer that is not an envelope as an error', async () => {
    stubFetch({ statusCode: 404, error: 'Not Found' });
    await expect(request('/missing', {}, { silent: true })).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it('does not repeat the same toast (no toast storms)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(toastTexts()).toHaveLength(1);
  });
});
