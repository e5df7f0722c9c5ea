// SPORT_FEED=lsports: the TRADE360 consumer on every instance (the queue's single active
// consumer reads; the others wait to take over), and in the sandbox the simulator, run by the
// scheduler's leader so several instances publish one world.
import os from 'node:os';
import type { Registry } from 'prom-client';
import type { Config } from '../../../config.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { OddsFeedHandlers } from '../../../modules/sport/feed/types.ts';
import { FEED, createApplier } from './apply.ts';
import { createLsportsConsumer, type FeedState, type LsportsConsumer } from './consumer.ts';
import { createFeedMetrics, type FeedMetrics } from './metrics.ts';
import { queueOfPackage } from './protocol.ts';
import { createLsportsSimulator, type LsportsSimulator } from './simulator/simulator.ts';
import { createSnapshotClient, type SnapshotSettings } from './snapshot.ts';

type Log = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

export interface LsportsFeed {
  metrics: FeedMetrics;
  consumer(): LsportsConsumer | null;
  simulator(): LsportsSimulator | null;
  /** Starts the simulator (sandbox) and the consumer. */
  start(): Promise<void>;
  /** The simulator alone, for the scheduler's leader. */
  startSimulator(): Promise<void>;
  stop(): Promise<void>;
}

/** The simulator's own package: its credentials exist only in this process. */
export const SIMULATOR_PACKAGE_ID = 9001;

export function queueOf(config: Config) {
  return config.LSPORTS_QUEUE || queueOfPackage(config.LSPORTS_PACKAGE_ID || SIMULATOR_PACKAGE_ID);
}

const INSTANCE = `${os.hostname()}:${process.pid}`.slice(0, 64);

/** The active consumer's view of the feed, kept where every instance reads it. */
export async function reportHealth(db: Kysely<DB>, metrics: FeedMetrics, state: FeedState) {
  const h = metrics.snapshot();
  const row = {
    instance: INSTANCE,
    state,
    last_heartbeat_at: h.lastHeartbeatAt,
    last_lag_ms: h.lastLagMs === null ? null : Math.max(0, Math.round(h.lastLagMs)),
    suspended_markets: h.suspendedMarkets,
    recoveries: h.recoveries,
    recovery_failures: h.recoveryFailures,
    messages: Object.values(h.messages).reduce((a, b) => a + b, 0),
    updated_at: Date.now(),
  };
  await db
    .insertInto('feed_health')
    .values({ feed: FEED, ...row })
    .onConflict((oc) => oc.column('feed').doUpdateSet(row))
    .execute();
}

export function createLsportsFeed(o: {
  config: Config;
  db: Kysely<DB>;
  book: OddsFeedHandlers;
  /** The book bound to a transaction (./apply.ts applies a message in one). */
  bookIn: (trx: Kysely<DB>, announceLater: (eventId: number) => void) => OddsFeedHandlers;
  announce: (eventId: number) => Promise<void>;
  log: Log;
  registry?: Registry;
}): LsportsFeed {
  const { config } = o;
  const metrics = createFeedMetrics(o.registry);
  const sim = config.LSPORTS_SIMULATOR;
  const credentials = sim
    ? {
        packageId: SIMULATOR_PACKAGE_ID,
        username: 'simulator',
        password: `sim-${process.pid}-${Date.now()}`,
      }
    : {
        packageId: config.LSPORTS_PACKAGE_ID,
        username: config.LSPORTS_USERNAME,
        password: config.LSPORTS_PASSWORD,
      };
  const queue = queueOf(config);
  let simulator: LsportsSimulator | null = null;
  let consumer: LsportsConsumer | null = null;

  async function startSimulator() {
    if (simulator) return;
    simulator = await createLsportsSimulator({
      amqpUrl: config.LSPORTS_AMQP_URL,
      queue,
      ...credentials,
      snapshotPort: 0,
      tickMs: config.SPORT_FEED_TICK_MS,
      log: o.log,
    });
    await simulator.start();
    await simulator.engine.start();
  }

  return {
    metrics,
    consumer: () => consumer,
    simulator: () => simulator,
    startSimulator,
    async start() {
      if (sim) await startSimulator();
      const settings: SnapshotSettings = {
        baseUrl: sim && simulator ? simulator.snapshotUrl() : config.LSPORTS_SNAPSHOT_URL,
        ...credentials,
        timeoutMs: config.LSPORTS_SNAPSHOT_TIMEOUT_MS,
        retries: 3,
      };
      const applier = createApplier({
        db: o.db,
        book: o.book,
        bookIn: o.bookIn,
        announce: o.announce,
        metrics,
        log: o.log,
        now: Date.now,
      });
      consumer = createLsportsConsumer({
        url: config.LSPORTS_AMQP_URL,
        queue,
        declareQueue: sim,
        prefetch: config.LSPORTS_PREFETCH,
        heartbeatTimeoutMs: config.LSPORTS_HEARTBEAT_TIMEOUT_MS,
        applier,
        snapshot: createSnapshotClient(settings),
        metrics,
        log: o.log,
        report: (state) => reportHealth(o.db, metrics, state),
      });
      await consumer.start();
    },
    async stop() {
      await consumer?.stop();
      await simulator?.stop();
      consumer = null;
      simulator = null;
    },
  };
}
