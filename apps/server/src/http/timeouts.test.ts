// Node's HTTP server limits on a real listening server, spoken to over raw sockets: a POST
// that sends its headers and then nothing, headers that never finish, a body trickled byte by
// byte, and an idle keep-alive connection are all cut off; an event stream is not.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestApp, type TestApp } from '../testing/backends.ts';

interface Raw {
  socket: net.Socket;
  received: () => string;
  /** Milliseconds from connect until the server closed the socket. */
  closedAfter: Promise<number>;
}

async function connect(port: number): Promise<Raw> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((r) => socket.once('connect', () => r()));
  const start = Date.now();
  let received = '';
  socket.on('data', (d) => (received += d));
  socket.on('error', () => {});
  const closedAfter = new Promise<number>((r) => socket.once('close', () => r(Date.now() - start)));
  return { socket, received: () => received, closedAfter };
}

/** The close time, or null when the socket is still open after `ms`. */
function closedWithin(raw: Raw, ms: number): Promise<number | null> {
  return Promise.race([raw.closedAfter, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
}

const backend = backends()[0]!;

describe('HTTP server timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await openTestApp(backend, {
      HTTP_REQUEST_TIMEOUT_MS: '1000',
      HTTP_HEADERS_TIMEOUT_MS: '600',
      HTTP_CONNECTION_TIMEOUT_MS: '5000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '400',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.dispose());

  it('answers 408 and closes a POST that sends its headers and then nothing', async () => {
    const raw = await connect(port);
    raw.socket.write(
      'POST /user/checkOldUser HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const after = await closedWithin(raw, 4000);
    expect(after).not.toBeNull();
    expect(after!).toBeGreaterThanOrEqual(900);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish', async () => {
    const raw = await connect(port);
    raw.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const after = await closedWithin(raw, 4000);
    expect(after).not.toBeNull();
    expect(after!).toBeLessThan(1000);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a body trickled a byte at a time, though the connection never goes idle', async () => {
    const raw = await connect(port);
    raw.socket.write(
      'POST /user/checkOldUser HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    const trickle = setInterval(() => raw.socket.writable && raw.socket.write(' '), 100);
    const after = await closedWithin(raw, 4000);
    clearInterval(trickle);
    expect(after).not.toBeNull();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const raw = await connect(port);
    raw.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const after = await closedWithin(raw, 3000);
    expect(after).not.toBeNull();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('keeps an event stream open past the request timeout', async () => {
    const raw = await connect(port);
    raw.socket.write('GET /api/sport/stream HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closedWithin(raw, 2500)).toBeNull();
    expect(raw.received()).toMatch(/^HTTP\/1\.1 200/);
    raw.socket.destroy();
  });
});
