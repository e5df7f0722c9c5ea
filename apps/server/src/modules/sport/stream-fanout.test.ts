// The odds stream's fan-out (./stream-fanout.ts) over a real HTTP server: frames sent in one
// tick reach every browser in order as one chunk, later frames as the next, and the chunked
// framing written straight to the sockets is what an HTTP client decodes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamFanout, type FanoutDone } from './stream-fanout.ts';

describe('stream fan-out', () => {
  const flushes: FanoutDone[] = [];
  const fanout = createStreamFanout(1_000_000, (done) => flushes.push(done));
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ping\ndata: {}\n\n');
      fanout.add(res);
      req.on('close', () => {
        fanout.delete(res);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    for (const res of fanout.responses()) res.end();
    fanout.clear();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a stream and reads until the text holds `frames` frames. */
  async function open() {
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (frames: number) => {
      while (text.split('\n\n').length - 1 < frames) text += (await reader.read()).value ?? '';
      return text;
    };
    await until(1);
    return { until, close: () => controller.abort() };
  }

  it('sends one tick’s frames together and in order to every browser', async () => {
    const browsers = [await open(), await open(), await open()];
    expect(fanout.responses()).toHaveLength(3);
    fanout.send('event: sport\ndata: {"n":1}\n\n');
    fanout.send('event: sport\ndata: {"n":2}\n\n');
    fanout.send('event: sport\ndata: {"n":3,"name":"Fenerbahçe–Beşiktaş"}\n\n');
    await new Promise((r) => setTimeout(r, 20));
    fanout.send('event: ping\ndata: {"type":"ping"}\n\n');
    const expected =
      'event: ping\ndata: {}\n\n' +
      'event: sport\ndata: {"n":1}\n\n' +
      'event: sport\ndata: {"n":2}\n\n' +
      'event: sport\ndata: {"n":3,"name":"Fenerbahçe–Beşiktaş"}\n\n' +
      'event: ping\ndata: {"type":"ping"}\n\n';
    for (const b of browsers) expect(await b.until(5)).toBe(expected);
    for (const b of browsers) b.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(fanout.responses()).toHaveLength(0);
  });

  it('tells how long each tick took and to how many browsers, not a tick nobody got', async () => {
    flushes.length = 0;
    const browsers = [await open(), await open()];
    fanout.send('event: sport\ndata: {"n":1}\n\n');
    fanout.send('event: sport\ndata: {"n":2}\n\n');
    await new Promise((r) => setTimeout(r, 20));
    fanout.send('event: sport\ndata: {"n":3}\n\n');
    for (const b of browsers) await b.until(4);
    expect(flushes.map((f) => f.browsers)).toEqual([2, 2]);
    for (const f of flushes) expect(f.seconds).toBeGreaterThanOrEqual(0);
    for (const f of flushes) expect(f.seconds).toBeLessThan(1);
    for (const b of browsers) b.close();
    await new Promise((r) => setTimeout(r, 50));
    fanout.send('event: sport\ndata: {"n":4}\n\n');
    await new Promise((r) => setTimeout(r, 20));
    expect(flushes).toHaveLength(2);
  });
});
