// `talih doctor` with SPORT_FEED=lsports reaches the broker and the Snapshot API with the
// package's credentials: both named when they fail, both reported when they answer (against
// the simulator and TEST_AMQP_URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testAmqpUrl } from '../../../testing/backends.ts';
import { doctorLsports } from './doctor.ts';
import { createLsportsSimulator } from '../../../modules/sport/feed/lsports-simulator/simulator.ts';

const url = testAmqpUrl();

const env = (o: Record<string, string>) => ({
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/talih-doctor-lsports',
  SPORT_FEED: 'lsports',
  LSPORTS_PACKAGE_ID: '4242',
  LSPORTS_USERNAME: 'test-package',
  LSPORTS_PASSWORD: 'test-password',
  ...o,
});

describe('talih doctor: the LSports feed', () => {
  it('names an unreachable broker and refused credentials', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Header: { HttpStatusCode: 401 }, Body: [] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const lines: string[] = [];
    const ok = await doctorLsports(
      env({
        LSPORTS_AMQP_URL: 'amqp://user:pass@127.0.0.1:1',
        LSPORTS_SNAPSHOT_URL: `http://127.0.0.1:${port}/`,
      }),
      (l) => lines.push(l),
    );
    server.close();
    expect(ok).toBe(false);
    expect(lines[0]).toBe('lsports feed:');
    expect(lines[1]).toMatch(
      /^ {2}broker: FAILED \(.+\); check LSPORTS_AMQP_URL and LSPORTS_QUEUE$/,
    );
    expect(lines[2]).toBe(
      '  snapshot API: FAILED (snapshot /Inplay/GetFixtures answered 401); check LSPORTS_SNAPSHOT_URL and the credentials',
    );
  });

  it.skipIf(!url)('reports the queue and the fixtures when both answer', async () => {
    const queue = `talih-doctor-${randomBytes(4).toString('hex')}`;
    const sim = await createLsportsSimulator({
      amqpUrl: url!,
      queue,
      packageId: 4242,
      username: 'test-package',
      password: 'test-password',
      snapshotPort: 0,
      tickMs: 60_000,
      heartbeatMs: 3_600_000,
      keepAliveMs: 3_600_000,
    });
    await sim.start();
    const lines: string[] = [];
    const ok = await doctorLsports(
      env({
        LSPORTS_AMQP_URL: url!,
        LSPORTS_QUEUE: queue,
        LSPORTS_SNAPSHOT_URL: sim.snapshotUrl(),
      }),
      (l) => lines.push(l),
    );
    await sim.stop();
    expect(ok).toBe(true);
    expect(lines).toEqual([
      'lsports feed:',
      `  broker: reached; queue ${queue} holds 0 message(s), 0 consumer(s)`,
      '  snapshot API: credentials accepted; 0 in-play fixture(s)',
    ]);
  });
});
