// The TRADE360 consumer against a real RabbitMQ (TEST_AMQP_URL; skipped without it, refused
// under CI) on both databases, fed by the simulator's sandbox matches: a player bets on a live
// match and is settled from the feed; a redelivered stream changes nothing; a lost message (a
// gap) suspends every market and a snapshot recovers them; the broker connection lost
// mid-match suspends everything at once, no bet is accepted meanwhile, and the reconnected
// consumer recovers; a silent feed (no heartbeat) suspends; of two consumers one reads and the
// other takes over when it dies.
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { myBets, placeBet, sportEvent } from '@talih/contracts/sport.ts';
import { backends, openTestApp, testAmqpUrl, type TestApp } from '../../../testing/backends.ts';
import { answer, call, totalAssetsOf } from '../../../testing/calls.ts';
import { expectReconciled } from '../../../testing/ledger.ts';
import { createPlayer } from '../../../testing/players.ts';
import type { LsportsConsumer } from './consumer.ts';
import {
  createLsportsSimulator,
  type LsportsSimulator,
} from '../../../modules/sport/feed/lsports-simulator/simulator.ts';
import { consumerFor } from '../../../testing/lsports.ts';

const url = testAmqpUrl();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CREDENTIALS = { packageId: 4242, username: 'test-package', password: 'test-password' };

for (const backend of backends()) {
  describe.skipIf(!url)(`LSports over RabbitMQ on ${backend.name}`, () => {
    let t: TestApp;
    let sim: LsportsSimulator;
    let queue: string;
    const consumers: LsportsConsumer[] = [];
    beforeAll(async () => {
      t = await openTestApp(backend, { SPORT_LIVE_DELAY_MS: '0' });
    });
    afterAll(() => t.dispose());
    afterEach(async () => {
      for (const c of consumers.splice(0)) await c.stop();
      await sim.stop();
      const conn = await amqp.connect(url!);
      const ch = await conn.createChannel();
      await ch.deleteQueue(queue);
      await conn.close();
    });

    async function startSimulator() {
      queue = `talih-test-${randomBytes(4).toString('hex')}`;
      sim = await createLsportsSimulator({
        amqpUrl: url!,
        queue,
        ...CREDENTIALS,
        snapshotPort: 0,
        tickMs: 60_000,
        heartbeatMs: 3_600_000,
        keepAliveMs: 3_600_000,
        livePerSport: 1,
        upcomingPerLeague: 1,
        seed: 7,
      });
      await sim.start();
    }

    /** The consumer's clock stands still unless a test moves it: no heartbeat is late by itself. */
    function consumer(o: { now?: () => number } = {}) {
      const frozen = Date.now();
      const now = o.now ?? (() => frozen);
      const { consumer: c, metrics } = consumerFor(t, {
        url: url!,
        queue,
        snapshotUrl: sim.snapshotUrl(),
        credentials: CREDENTIALS,
        now,
        reconnectMaxMs: 400,
      });
      consumers.push(c);
      return { c, metrics };
    }

    /** Until the queue is empty and every consumer has applied what it received. */
    async function drain(...cs: LsportsConsumer[]) {
      for (let i = 0; i < 1000; i++) {
        for (const c of cs) await c.idle();
        if ((await sim.waiting()) === 0) {
          await sleep(25);
          for (const c of cs) await c.idle();
          if ((await sim.waiting()) === 0) return;
        }
        await sleep(10);
      }
      throw new Error('the queue did not drain');
    }

    const tick = async (...cs: LsportsConsumer[]) => {
      await sim.engine.tick();
      await drain(...cs);
    };

    /** The live football match of the feed and its first open market's first selection. */
    async function liveFootball() {
      const row = await t.database.db
        .selectFrom('sport_events as e')
        .innerJoin('sport_leagues as l', 'l.id', 'e.league_id')
        .innerJoin('sport_sports as s', 's.id', 'l.sport_id')
        .select(['e.id', 'e.feed_ref'])
        .where('s.code', '=', 'football')
        .where('e.status', '=', 'live')
        .where('e.feed_ref', 'like', 'ls:%')
        .orderBy('e.id', 'desc')
        .executeTakeFirstOrThrow();
      const view = (await answer(t, sportEvent, { eventId: row.id })).resultData;
      return { id: row.id, ref: row.feed_ref, view };
    }

    const statuses = async (eventId: number) =>
      (await answer(t, sportEvent, { eventId })).resultData.markets.map((m) => m.status);

    it('a player bets on a live match and is settled from the feed; a redelivery changes nothing', async () => {
      await startSimulator();
      const { c, metrics } = consumer();
      await c.start();
      await tick(c);
      const p = await createPlayer(t, 100_000);
      let live = await liveFootball();
      for (
        let i = 0;
        i < 5 && !live.view.markets.some((m) => m.type === '1x2' && m.status === 'open');
        i++
      ) {
        await tick(c);
        live = await liveFootball();
      }
      const s = live.view.markets.find((m) => m.type === '1x2')!.selections[0]!;
      const placed = await answer(
        t,
        placeBet,
        {
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake: 100,
          oddsPolicy: 'any',
        },
        { session: p.token },
      );
      expect(placed.state, placed.msg).toBe('200');
      const ref = live.ref;
      for (let i = 0; i < 200; i++) {
        const e = await t.database.db
          .selectFrom('sport_events')
          .select('status')
          .where('feed_ref', '=', ref)
          .executeTakeFirstOrThrow();
        if (e.status === 'ended') break;
        await tick(c);
      }
      const bets = await call(t, myBets, { status: 'settled' }, { session: p.token });
      expect(bets.list).toHaveLength(1);
      const bet = bets.list[0]!;
      expect(await totalAssetsOf(t, p.token)).toBe(900 + bet.payout);
      const h = metrics.snapshot();
      expect(Object.keys(h.messages).sort()).toEqual([
        'fixture_metadata',
        'livescore',
        'market_update',
        'settlement',
      ]);
      expect(h.recoveries).toBe(1);
      // Every message again, as a broker redelivers: nothing changes.
      const before = await totalAssetsOf(t, p.token);
      for (const m of sim.sent()) await sim.publishRaw(m);
      await drain(c);
      expect(await totalAssetsOf(t, p.token)).toBe(before);
      await expectReconciled(t);
    });

    it('a lost message (a gap) suspends every market; the snapshot reopens them before live resumes', async () => {
      await startSimulator();
      const { c, metrics } = consumer();
      await c.start();
      await tick(c);
      await tick(c);
      const live = await liveFootball();
      sim.loseNext(2);
      await tick(c);
      expect(metrics.snapshot().recoveries).toBe(2);
      expect(c.state()).toBe('live');
      const open = (await statuses(live.id)).filter((x) => x === 'open').length;
      expect(open).toBeGreaterThan(0);
    });

    it('the broker connection lost mid-match suspends every market at once; no bet is taken until the consumer reconnects and recovers', async () => {
      await startSimulator();
      const { c, metrics } = consumer();
      await c.start();
      await tick(c);
      await tick(c);
      const p = await createPlayer(t, 100_000);
      const live = await liveFootball();
      await c.dropConnection();
      await c.idle();
      expect(c.state()).not.toBe('live');
      expect(new Set(await statuses(live.id))).toEqual(new Set(['suspended']));
      const s = live.view.markets.find((m) => m.type === '1x2')!.selections[0]!;
      const refused = await answer(
        t,
        placeBet,
        {
          kind: 'single',
          selections: [{ selectionId: s.id, odds: s.odds }],
          stake: 10,
          oddsPolicy: 'any',
        },
        { session: p.token },
      );
      expect(refused.state).toBe('500');
      expect(await totalAssetsOf(t, p.token)).toBe(1000);
      for (let i = 0; i < 500 && c.state() !== 'standby'; i++) await sleep(10);
      await tick(c);
      expect(c.state()).toBe('live');
      expect(metrics.snapshot().recoveries).toBe(2);
      expect(await statuses(live.id)).toContain('open');
    });

    it('a silent feed (no heartbeat within the timeout) suspends every market; the next heartbeat recovers', async () => {
      await startSimulator();
      let clock = Date.now();
      const { c, metrics } = consumer({ now: () => clock });
      await c.start();
      await tick(c);
      await sim.heartbeat();
      await drain(c);
      const live = await liveFootball();
      clock += 15_001;
      await c.checkHeartbeat();
      expect(c.state()).toBe('stale');
      expect(new Set(await statuses(live.id))).toEqual(new Set(['suspended']));
      await sim.heartbeat();
      await drain(c);
      expect(c.state()).toBe('live');
      expect(metrics.snapshot().recoveries).toBe(2);
      expect(await statuses(live.id)).toContain('open');
    });

    it('of two consumers on the queue one reads; when it dies the other takes over and recovers', async () => {
      await startSimulator();
      const a = consumer();
      const b = consumer();
      await a.c.start();
      await b.c.start();
      await tick(a.c, b.c);
      expect(a.metrics.snapshot().messages.fixture_metadata).toBeGreaterThan(0);
      expect(b.metrics.snapshot().messages).toEqual({});
      await a.c.stop();
      await tick(b.c);
      expect(b.metrics.snapshot().recoveries).toBe(1);
      expect(b.metrics.snapshot().messages.market_update).toBeGreaterThan(0);
      expect(b.c.state()).toBe('live');
    });
  });
}
