// The balance stream over real HTTP: a logged-in browser hears its balance on connect and
// after each movement (through Redis pub/sub on the postgres+redis backend); strangers get 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, loginTourist, openTestApp, type TestApp } from '../../testing/backends.ts';
import { createPlayer, credit } from '../../testing/players.ts';

for (const backend of backends()) {
  describe(`balance stream on ${backend.name}`, () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await openTestApp(backend);
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.dispose());

    it('refuses a request without a token with 401', async () => {
      const res = await fetch(`${base}/api/stream`);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { state: string }).state).toBe('401');
    });

    it('sends the balance on connect and after every movement', async () => {
      const p = await createPlayer(t, 10_00);
      const abort = new AbortController();
      const res = await fetch(`${base}/api/stream`, {
        headers: { authorization: p.token, token: p.token },
        signal: abort.signal,
      });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      const nextEvent = async () => {
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split('\n').find((l) => l.startsWith('data: '));
            return JSON.parse(data!.slice(6)) as {
              type: string;
              totalAssets: number;
              reason: string;
            };
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += value;
        }
      };
      expect(await nextEvent()).toEqual({ type: 'balance', totalAssets: 10, reason: 'hello' });
      await credit(t, p.userId, 2_50);
      expect(await nextEvent()).toEqual({
        type: 'balance',
        totalAssets: 12.5,
        reason: 'test_credit',
      });
      abort.abort();
    });

    it('a tourist may connect and hears a zero balance', async () => {
      const tourist = await loginTourist(t);
      const abort = new AbortController();
      const res = await fetch(`${base}/api/stream`, {
        // The dev web app (Vite on :5173) reads the stream cross-origin.
        headers: { token: tourist.token, origin: 'http://localhost:5173' },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      const { value } = await reader.read();
      expect(value).toContain('"totalAssets":0');
      abort.abort();
    });
  });
}
