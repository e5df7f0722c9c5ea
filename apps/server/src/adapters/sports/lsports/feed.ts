// SPORT_FEED=lsports: the TRADE360 consumer on every instance (the queue's single active
// consumer reads; the others wait to take over), and in the sandbox the simulator, run by the
// scheduler's leader so several instances publish one world: it keeps where it serves its
// Snapshot API in feed_simulators, where the active consumer, on any instance, finds it.
import os from 'node:os';
import type { Registry } from 'prom-client';
import type { Config } from '../../../config.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { OddsFeedHandlers } from '../port.ts';
import { FEED, createApplier } from './apply.ts';
import { createLsportsConsumer, type FeedState, type LsportsConsumer } from './consumer.ts';
import { createFeedMetrics, type FeedMetrics } from './metrics.ts';
import { queueOfPackage } from './protocol.ts';
import { createSnapshotClient, type SnapshotClient, type SnapshotSettings } from './snapshot.ts';

type Log = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

/** What the feed tells the sandbox's simulator when it starts one (its queue, its package). */
export interface FeedSimulatorOptions {
  amqpUrl: string;
  queue: string;
  packageId: number;
  username: string;
  password: string;
  /** The Snapshot API's port on 127.0.0.1 (0: a free one). */
  snapshotPort: number;
  tickMs: number;
  log?: { error(obj: unknown, msg?: string): void };
}

/**
 * The sandbox's TRADE360 simulator as the feed runs it. It plays the sport module's sandbox
 * engine, so the module hands it in (createSimulator): the adapter imports no module.
 */
export interface FeedSimulator {
  engine: { start(): Promise<void> };
  snapshotUrl(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface LsportsFeed<S extends FeedSimulator = FeedSimulator> {
  metrics: FeedMetrics;
  consumer(): LsportsConsumer | null;
  simulator(): S | null;
  /** Starts the simulator (sandbox) and the consumer. */
  start(): Promise<void>;
  /** The simulator alone, for the scheduler's leader. */
  startSimulator(): Promise<void>;
  stopSimulator(): Promise<void>;
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

export function createLsportsFeed<S extends FeedSimulator>(o: {
  config: Config;
  db: Kysely<DB>;
  book: OddsFeedHandlers;
  /** The book bound to a transaction (./apply.ts applies a message in one). */
  bookIn: (trx: Kysely<DB>, announceLater: (eventId: number) => void) => OddsFeedHandlers;
  announce: (eventIds: number[]) => Promise<void>;
  log: Log;
  registry?: Registry;
  /** The scheduler's leader runs the simulator (startSimulator); else start() runs it here. */
  simulatorLed?: boolean;
  /** Builds the sandbox's simulator (LSPORTS_SIMULATOR); not needed otherwise. */
  createSimulator?: (options: FeedSimulatorOptions) => Promise<S>;
}): LsportsFeed<S> {
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
  let simulator: S | null = null;
  let consumer: LsportsConsumer | null = null;

  async function startSimulator() {
    if (simulator) return;
    if (!o.createSimulator) throw new Error('LSPORTS_SIMULATOR is on but no simulator was given');
    const s = await o.createSimulator({
      amqpUrl: config.LSPORTS_AMQP_URL,
      queue,
      ...credentials,
      snapshotPort: 0,
      tickMs: config.SPORT_FEED_TICK_MS,
      log: o.log,
    });
    await s.start();
    await s.engine.start();
    const row = {
      instance: INSTANCE,
      snapshot_url: s.snapshotUrl(),
      ...simulatorCredentials(),
      updated_at: Date.now(),
    };
    await o.db
      .insertInto('feed_simulators')
      .values({ feed: FEED, ...row })
      .onConflict((oc) => oc.column('feed').doUpdateSet(row))
      .execute();
    simulator = s;
  }

  async function stopSimulator() {
    const s = simulator;
    if (!s) return;
    simulator = null;
    const url = s.snapshotUrl();
    await s.stop();
    await o.db
      .deleteFrom('feed_simulators')
      .where('feed', '=', FEED)
      .where('snapshot_url', '=', url)
      .execute();
  }

  const simulatorCredentials = () => ({
    package_id: credentials.packageId,
    username: credentials.username,
    password: credentials.password,
  });

  /** The sandbox's Snapshot API: the simulator's, wherever the leader runs it. */
  function simulatorSnapshot(s: SnapshotSettings): SnapshotClient {
    return {
      async fetch(fixtures) {
        const at = await o.db
          .selectFrom('feed_simulators')
          .selectAll()
          .where('feed', '=', FEED)
          .executeTakeFirst();
        if (!at) throw new Error('the simulator has not started on the leader yet');
        return createSnapshotClient({
          ...s,
          baseUrl: at.snapshot_url,
          packageId: Number(at.package_id),
          username: at.username,
          password: at.password,
        }).fetch(fixtures);
      },
    };
  }

  return {
    metrics,
    consumer: () => consumer,
    simulator: () => simulator,
    startSimulator,
    stopSimulator,
    async start() {
      if (sim && !o.simulatorLed) await startSimulator();
      const settings: SnapshotSettings = {
        baseUrl: config.LSPORTS_SNAPSHOT_URL,
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
        snapshot: sim ? simulatorSnapshot(settings) : createSnapshotClient(settings),
        metrics,
        log: o.log,
        report: (state) => reportHealth(o.db, metrics, state),
      });
      await consumer.start();
    },
    async stop() {
      await consumer?.stop();
      consumer = null;
      await stopSimulator();
    },
  };
}
