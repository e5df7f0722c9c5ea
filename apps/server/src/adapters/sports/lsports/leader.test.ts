// The sandbox's TRADE360 simulator publishes one world however many instances run: two apps on
// one PostgreSQL database (one schema) with SPORT_FEED=lsports and scheduled work on; only the
// scheduler's leader runs the simulator, the other instance's consumer recovers from the
// leader's Snapshot API (found in feed_simulators), and when the leader stops the other runs
// it. Needs RabbitMQ (TEST_AMQP_URL) and PostgreSQL: SQLite has one instance per file.
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { describe, expect, it } from 'vitest';
import { buildApp, type TalihApp } from '../../../app.ts';
import { sportOf } from '../../../modules/sport/routes.ts';
import { backends, openTestEnv, testAmqpUrl } from '../../../testing/backends.ts';
import { secondInstance } from '../../../testing/instances.ts';

const url = testAmqpUrl();
const pg = backends().find((b) => b.databaseUrl);

async function until(what: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 1200 && !(await what()); i++) await new Promise((r) => setTimeout(r, 25));
  expect(await what()).toBe(true);
}

describe.skipIf(!url || !pg)('the sandbox simulator on the scheduler leader only', () => {
  it('publishes from one of two instances; the other recovers from it and takes over', async () => {
    const queue = `talih-test-${randomBytes(4).toString('hex')}`;
    const settings = {
      SCHEDULED_WORK: 'on',
      LEADER_RETRY_MS: '50',
      SCHEDULER_FIRST_RUN_DELAY_MS: '600000',
      SPORT_FEED: 'lsports',
      LSPORTS_AMQP_URL: url!,
      LSPORTS_QUEUE: queue,
      SPORT_FEED_TICK_MS: '600000',
    };
    const env = await openTestEnv(pg!, settings);
    const a = await buildApp({ config: env.config, database: env.database, cache: env.cache });
    let b: TalihApp | undefined;
    const second = secondInstance(env, pg!.databaseUrl, settings);
    try {
      await a.ready();
      const lsA = sportOf(a).lsports!;
      await until(() => lsA.simulator() !== null);
      b = await second.build();
      await b.ready();
      const lsB = sportOf(b).lsports!;
      // b keeps trying to lead every 50 ms; twenty tries while a leads.
      await new Promise((r) => setTimeout(r, 1000));
      expect(lsB.simulator()).toBe(null);
      expect(b.talih.services.scheduler!.leading()).toEqual([]);
      // b's consumer subscribes first, so it is the queue's active one: it recovers from the
      // snapshot of a's simulator and applies a's world.
      await lsB.start();
      await lsA.start();
      expect(lsB.simulator()).toBe(null);
      await lsA.simulator()!.heartbeat();
      await until(() => lsB.metrics.snapshot().recoveries === 1);
      expect(lsB.consumer()!.state()).toBe('live');
      expect(lsA.consumer()!.state()).toBe('standby');
      expect(lsA.metrics.snapshot().recoveries).toBe(0);
      const events = await env.database.db
        .selectFrom('sport_events')
        .select('feed_ref')
        .where('feed_ref', 'like', 'ls:%')
        .execute();
      expect(events.length).toBeGreaterThan(0);
      const row = await env.database.db.selectFrom('feed_simulators').selectAll().execute();
      expect(row.map((r) => r.snapshot_url)).toEqual([lsA.simulator()!.snapshotUrl()]);
      // a stops: b leads and runs the simulator, and says where it serves its snapshot.
      await a.close();
      await until(() => lsB.simulator() !== null);
      const moved = await env.database.db.selectFrom('feed_simulators').selectAll().execute();
      expect(moved.map((r) => r.snapshot_url)).toEqual([lsB.simulator()!.snapshotUrl()]);
    } finally {
      await a.close();
      await b?.close();
      await second.close();
      const conn = await amqp.connect(url!);
      await (await conn.createChannel()).deleteQueue(queue);
      await conn.close();
      await env.dispose();
    }
  }, 120_000);
});
