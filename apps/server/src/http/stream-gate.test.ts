// Caps on open server-sent event streams over real HTTP: per player, per client IP and in
// total, across the balance stream and the sport stream; a refused stream answers 429 with the
// envelope, and a closed stream gives its place back.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';
import { createPlayer } from '../testing/players.ts';

interface Opened {
  status: number;
  body: string;
  close: () => Promise<void>;
}

/** GETs a stream from a chosen local address; answers once the status line is in. */
function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Promise<Opened> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: url.hostname, port: url.port, path, headers, localAddress, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        const closed = new Promise<void>((r) => res.socket.once('close', () => r()));
        const ready = () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            close: async () => {
              req.destroy();
              await closed;
            },
          });
        if (res.statusCode !== 200) {
          res.on('data', (d: string) => (body += d));
          res.on('end', ready);
        } else {
          res.once('data', (d: string) => {
            body += d;
            ready();
          });
        }
      },
    );
    req.on('error', reject);
  });
}

/** Waits until the server has seen the closed streams go (their close event runs async). */
const settle = () => new Promise((r) => setTimeout(r, 100));

for (const backend of backends()) {
  describe(`stream caps on ${backend.name}`, () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await openTestApp(backend, {
        STREAM_MAX_PER_IP: '4',
        STREAM_MAX_PER_PLAYER: '2',
        STREAM_MAX_TOTAL: '6',
      });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.dispose());

    it('refuses a player a third stream with 429 and the envelope, and lets one in after a close', async () => {
      const p = await createPlayer(t, 5_00);
      const auth = { token: p.token, 'accept-language': 'en' };
      const first = await openStream(base, '/api/stream', auth);
      const second = await openStream(base, '/api/sport/stream', auth);
      expect([first.status, second.status]).toEqual([200, 200]);
      const third = await openStream(base, '/api/stream', auth);
      expect(third.status).toBe(429);
      expect(JSON.parse(third.body)).toEqual({
        state: '500',
        msg: 'Too many open live connections. Close some tabs and try again shortly.',
        success: false,
        resultData: null,
      });
      await first.close();
      await settle();
      const again = await openStream(base, '/api/stream', auth);
      expect(again.status).toBe(200);
      await Promise.all([second.close(), again.close()]);
      await settle();
    });

    it('refuses a fifth stream from one IP, tokens or not, and counts other IPs apart', async () => {
      const streams = [];
      for (let i = 0; i < 4; i++) streams.push(await openStream(base, '/api/sport/stream'));
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      const p = await createPlayer(t);
      expect((await openStream(base, '/api/stream', { token: p.token })).status).toBe(429);
      expect((await openStream(base, '/api/sport/stream')).status).toBe(429);
      // Another loopback address is another client.
      const other = await openStream(base, '/api/sport/stream', {}, '127.0.0.2');
      expect(other.status).toBe(200);
      await streams[0]!.close();
      await settle();
      const next = await openStream(base, '/api/sport/stream');
      expect(next.status).toBe(200);
      await Promise.all([...streams.slice(1), other, next].map((s) => s.close()));
      await settle();
    });

    it('refuses any stream once the process holds its total, whatever the address', async () => {
      const streams = [];
      for (let i = 0; i < 6; i++) {
        streams.push(await openStream(base, '/api/sport/stream', {}, `127.0.1.${i + 1}`));
      }
      expect(streams.every((s) => s.status === 200)).toBe(true);
      expect((await openStream(base, '/api/sport/stream', {}, '127.0.2.1')).status).toBe(429);
      await streams[5]!.close();
      await settle();
      const next = await openStream(base, '/api/sport/stream', {}, '127.0.2.1');
      expect(next.status).toBe(200);
      await Promise.all([...streams.slice(0, 5), next].map((s) => s.close()));
    });
  });
}
