// The live balance: no stream for a tourist, one for a player whose events update the store,
// closed again on logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render as renderBare } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { initialSession, useSession } from '../../lib/session.ts';
import { useLiveBalance } from './useLiveBalance.ts';

function Probe() {
  useLiveBalance();
  return null;
}

let client: QueryClient;
const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);

const encoder = new TextEncoder();
let streams: { url: string; signal: AbortSignal; write: (s: string) => void }[] = [];

beforeEach(() => {
  streams = [];
  client = new QueryClient();
  useSession.setState({ ...initialSession });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.endsWith('/api/stream')) return Promise.reject(new TypeError('offline'));
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      const signal = init.signal!;
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted')));
      streams.push({ url, signal, write: (s) => controller.enqueue(encoder.encode(s)) });
      return new Response(body, { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useLiveBalance', () => {
  it('opens no stream for a tourist', async () => {
    useSession.setState({ token: 'tourist-token' });
    render(<Probe />);
    await act(async () => undefined);
    expect(streams).toHaveLength(0);
  });

  it('follows balance events for a player and closes the stream on logout', async () => {
    useSession.getState().loginAsPlayer({ token: 'player-token', totalAssets: 10 });
    render(<Probe />);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      streams[0]!.write(
        'event: balance\ndata: {"type":"balance","totalAssets":42.5,"reason":"game_win"}\n\n',
      );
    });
    await vi.waitFor(() => expect(useSession.getState().totalAssets).toBe(42.5));
    act(() => useSession.getState().logoutLocal());
    expect(streams[0]!.signal.aborted).toBe(true);
  });

  it('a support event reloads the open conversation, not the balance', async () => {
    useSession.getState().loginAsPlayer({ token: 'player-token', totalAssets: 10 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(<Probe />);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      streams[0]!.write('event: support\ndata: {"type":"support","messageId":7}\n\n');
    });
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['supportMessages'] }),
    );
    expect(useSession.getState().totalAssets).toBe(10);
  });
});
