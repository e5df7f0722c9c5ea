// The balance stream against a fake fetch: events reach onBalance across chunk splits, a
// dropped stream reconnects with backoff, a 401 is reported, and stop ends everything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, balanceOf, startBalanceStream } from './balance-stream.ts';

const encoder = new TextEncoder();

/** A streamed response whose body the test writes into. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('backoff', () => {
  it('doubles from the base up to the cap, with jitter between half and all of it', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(1, 1000, 30_000, () => 1)).toBe(2000);
    expect(backoffDelay(3, 1000, 30_000, () => 0)).toBe(4000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(1000, 1000, 30_000, () => 1)).toBe(30_000);
  });
});

describe('balance event data', () => {
  it('reads totalAssets and reason, refusing junk', () => {
    expect(balanceOf('{"type":"balance","totalAssets":12.5,"reason":"game_win"}')).toEqual({
      totalAssets: 12.5,
      reason: 'game_win',
    });
    expect(balanceOf('{"totalAssets":"x"}')).toBeUndefined();
    expect(balanceOf('{"totalAssets":-1}')).toBeUndefined();
    expect(balanceOf('not json')).toBeUndefined();
  });
});

describe('balance stream', () => {
  it('sends the token headers and delivers balance events, ignoring pings', async () => {
    const s = streamResponse();
    const fetchImpl = vi.fn(async () => s.response);
    const seen: number[] = [];
    const stop = startBalanceStream({
      url: '/api/stream',
      headers: () => ({ Authorization: 'tok', token: 'tok' }),
      onBalance: (v) => seen.push(v),
      fetchImpl,
    });
    await tick();
    s.write('event: balance\ndata: {"type":"balance","totalAssets":10,"reason":"hello"}\n\n');
    s.write('event: ping\ndata: {"type":"ping","time":1}\n\nevent: bal');
    s.write('ance\ndata: {"type":"balance","totalAssets":9.5,"reason":"game_bet"}\n\n');
    await vi.waitFor(() => expect(seen).toEqual([10, 9.5]));
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Authorization: 'tok', token: 'tok' });
    stop();
  });

  it('reconnects after the stream ends, and stops for good when stopped', async () => {
    vi.useFakeTimers();
    const streams: ReturnType<typeof streamResponse>[] = [];
    const fetchImpl = vi.fn(async () => {
      const s = streamResponse();
      streams.push(s);
      return s.response;
    });
    const stop = startBalanceStream({
      url: '/api/stream',
      headers: () => ({}),
      onBalance: () => undefined,
      fetchImpl,
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    streams[0]!.write('event: balance\ndata: {"totalAssets":1}\n\n');
    streams[0]!.close();
    // It had delivered an event, so the next try comes after the base delay.
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('backs off longer after each failed attempt and reports a 401', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }));
    const stop = startBalanceStream({
      url: '/api/stream',
      headers: () => ({}),
      onBalance: () => undefined,
      onUnauthorized,
      fetchImpl,
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000); // 2nd try after 2 s
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999); // 3rd after 4 s more
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    stop();
  });

  it('drops a silent connection after the idle timeout and makes a new one', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const s = streamResponse();
      init?.signal?.addEventListener('abort', () => s.close());
      return s.response;
    });
    const stop = startBalanceStream({
      url: '/api/stream',
      headers: () => ({}),
      onBalance: () => undefined,
      fetchImpl,
      idleTimeoutMs: 5_000,
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000 + 2_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
  });
});
