// The LSports TRADE360 consumer: reads the package's RabbitMQ queue with amqplib (prefetch,
// manual acks, single-active-consumer so several instances keep one reader), applies each
// message through ./apply.ts one at a time, and acknowledges it only after it is stored.
// Feed health protects the house: a gap in a message type's sequence, a lost connection or a
// silent feed (no heartbeat within the timeout, three of the documented 5 s intervals by
// default) suspends every market of the feed at once; recovery then applies the Snapshot
// API's fixtures, scores and markets before any further live message.
import amqp, { type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { Applier } from './apply.ts';
import type { FeedMetrics } from './metrics.ts';
import { MessageType, type LsMessage } from './protocol.ts';
import type { SnapshotClient } from './snapshot.ts';

export interface ConsumerOptions {
  url: string;
  queue: string;
  /** Declare the queue with single-active-consumer (the simulator's broker); else check it. */
  declareQueue: boolean;
  prefetch: number;
  heartbeatTimeoutMs: number;
  applier: Applier;
  snapshot: SnapshotClient;
  metrics: FeedMetrics;
  log: {
    info(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
    error(obj: unknown, msg?: string): void;
  };
  now?: () => number;
  /** Tells where the feed's health is shown (the database): on each change and heartbeat. */
  report?: (state: FeedState) => Promise<void>;
  /** Longest wait between reconnect attempts (ms). */
  reconnectMaxMs?: number;
}

export type FeedState = 'connecting' | 'standby' | 'live' | 'stale';

export interface LsportsConsumer {
  start(): Promise<void>;
  stop(): Promise<void>;
  state(): FeedState;
  /** Resolves once every delivery received so far is applied (tests wait on it). */
  idle(): Promise<void>;
  /** Drops the connection as a broker restart would (tests). */
  dropConnection(): Promise<void>;
  /** Runs the silent-feed check now (tests; the timer runs it every quarter timeout). */
  checkHeartbeat(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Deliveries taken at once; runs of plain messages among them share a transaction. */
const BATCH_MAX = 100;
/** How often the active consumer forgets old message ids and bet updates (./apply.ts prune). */
const PRUNE_EVERY_MS = 10 * 60_000;

export function createLsportsConsumer(o: ConsumerOptions): LsportsConsumer {
  const now = o.now ?? Date.now;
  let conn: ChannelModel | null = null;
  let stopping = false;
  let state: FeedState = 'connecting';
  /** Set by a gap, a reconnect or silence: the next delivery recovers first. */
  let mustRecover = true;
  let lastBeatAt = now();
  const lastSeq = new Map<number, number>();
  let chain: Promise<void> = Promise.resolve();
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let pruner: ReturnType<typeof setInterval> | undefined;
  let reconnecting: Promise<void> | null = null;

  async function report() {
    await o
      .report?.(state)
      .catch((error: unknown) => o.log.warn({ err: error }, 'lsports feed health not stored'));
  }

  const serial = (job: () => Promise<void>) => {
    chain = chain
      .then(job)
      .catch((error: unknown) => o.log.error({ err: error }, 'lsports feed job failed'));
    return chain;
  };

  async function goStale(why: string) {
    if (state === 'stale' && mustRecover) return;
    state = 'stale';
    mustRecover = true;
    const markets = await o.applier.suspendAll();
    o.metrics.suspended(markets);
    o.log.warn({ why, markets }, 'lsports feed stale: every market suspended');
    await report();
  }

  async function recover() {
    const at = now();
    const markets = await o.applier.suspendAll();
    o.metrics.suspended(markets);
    try {
      const snap = await o.snapshot.fetch();
      await o.applier.applySnapshot(snap, at);
      o.metrics.recovery('ok');
      o.metrics.suspended(0);
      mustRecover = false;
      lastSeq.clear();
      state = 'live';
      await report();
      o.log.info(
        { fixtures: snap.fixtures.length, markets: snap.markets.length },
        'lsports feed recovered from the snapshot',
      );
    } catch (error) {
      o.metrics.recovery('failed');
      throw error;
    }
  }

  /** A gap: a message type's sequence jumped past the next number. */
  function gapIn(msg: LsMessage) {
    const seq = Number(msg.Header.MsgSeq);
    const type = Number(msg.Header.Type);
    if (!Number.isSafeInteger(seq)) return false;
    const last = lastSeq.get(type);
    if (last === undefined || seq > last) lastSeq.set(type, seq);
    return last !== undefined && seq > last + 1;
  }

  /** Deliveries not yet taken by the worker, in the order they came. */
  const inbox: { ch: Channel; m: ConsumeMessage }[] = [];
  let draining = false;

  const settle = (ch: Channel, m: ConsumeMessage, ok: boolean) => {
    // The channel may be gone already; the broker then redelivers what was not acked.
    try {
      if (ok) ch.ack(m);
      else ch.nack(m, false, true);
    } catch {
      // nothing to do
    }
  };

  function parse(m: ConsumeMessage): { msg: LsMessage; raw: string } | null {
    const raw = m.content.toString('utf8');
    try {
      const msg = JSON.parse(raw) as LsMessage;
      if (!msg || typeof msg.Header !== 'object' || msg.Header === null) return null;
      return { msg, raw };
    } catch {
      return null;
    }
  }

  /** One message on its own: a gap or a pending recovery first, then the message. */
  async function handleOne(
    ch: Channel,
    m: ConsumeMessage,
    msg: LsMessage,
    raw: string,
    gap: boolean,
  ) {
    try {
      if (gap) {
        o.log.warn({ type: msg.Header.Type, seq: msg.Header.MsgSeq }, 'lsports feed gap');
        await goStale('gap');
      }
      if (mustRecover) await recover();
      gapIn(msg);
      await o.applier.apply(msg, raw);
      settle(ch, m, true);
    } catch (error) {
      o.log.error(
        { err: error, guid: msg.Header.MsgGuid },
        'lsports message not applied; redelivered',
      );
      await sleep(500);
      settle(ch, m, false);
    }
  }

  /**
   * Takes what arrived, in order: runs of plain messages (fixtures, livescores, prices) are
   * applied in one transaction each; a gap, a recovery, a heartbeat, a keep-alive or a
   * settlement is handled on its own, in its place.
   */
  async function drain() {
    // Stopping leaves the rest unacknowledged: the broker redelivers it to the next consumer.
    for (let round = 0; inbox.length > 0 && !stopping && round < 1_000_000; round++) {
      const batch = inbox.splice(0, BATCH_MAX);
      const group: { ch: Channel; m: ConsumeMessage; msg: LsMessage; raw: string }[] = [];
      const flush = async () => {
        if (group.length === 0) return;
        const g = group.splice(0);
        try {
          await o.applier.applyMany(g.map((x) => ({ msg: x.msg, raw: x.raw })));
          for (const x of g) settle(x.ch, x.m, true);
        } catch (error) {
          o.log.error({ err: error, messages: g.length }, 'lsports batch not applied; redelivered');
          await sleep(500);
          for (const x of g) settle(x.ch, x.m, false);
        }
      };
      for (const { ch, m } of batch) {
        if (stopping) break;
        const parsed = parse(m);
        if (!parsed) {
          o.metrics.skipped('malformed');
          settle(ch, m, true);
          continue;
        }
        const { msg, raw } = parsed;
        if (state === 'standby' || state === 'connecting') state = 'live';
        if (Number(msg.Header.Type) === MessageType.Heartbeat) {
          lastBeatAt = now();
          o.metrics.heartbeat(lastBeatAt);
          await report();
        }
        const gap = gapIn(msg);
        if (gap || mustRecover || !o.applier.batchable(msg)) {
          await flush();
          await handleOne(ch, m, msg, raw, gap);
        } else {
          group.push({ ch, m, msg, raw });
        }
      }
      await flush();
    }
  }

  function received(ch: Channel, m: ConsumeMessage) {
    inbox.push({ ch, m });
    if (draining) return;
    draining = true;
    void serial(async () => {
      try {
        await drain();
      } finally {
        draining = false;
      }
    });
  }

  async function connect() {
    const c = await amqp.connect(o.url, { timeout: 5_000 });
    c.on('error', (error: unknown) =>
      o.log.warn({ err: error }, 'lsports broker connection error'),
    );
    c.on('close', () => {
      if (conn !== c) return;
      conn = null;
      if (stopping) return;
      void serial(() => goStale('connection lost'));
      scheduleReconnect();
    });
    const ch = await c.createChannel();
    ch.on('error', () => {});
    await ch.prefetch(o.prefetch);
    if (o.declareQueue) {
      await ch.assertQueue(o.queue, {
        durable: true,
        arguments: { 'x-single-active-consumer': true },
      });
    } else {
      await ch.checkQueue(o.queue);
    }
    conn = c;
    mustRecover = true;
    lastSeq.clear();
    state = 'standby';
    lastBeatAt = now();
    await ch.consume(
      o.queue,
      (m) => {
        if (m) received(ch, m);
      },
      { noAck: false },
    );
  }

  function scheduleReconnect() {
    if (reconnecting || stopping) return;
    reconnecting = (async () => {
      for (let attempt = 0; !stopping; attempt++) {
        const wait = Math.min(o.reconnectMaxMs ?? 30_000, 250 * 2 ** attempt);
        await sleep(wait * (0.5 + Math.random() / 2));
        if (stopping) break;
        try {
          await connect();
          o.log.info({ attempt }, 'lsports broker reconnected');
          break;
        } catch (error) {
          o.log.warn({ err: error, attempt }, 'lsports broker reconnect failed');
        }
      }
      reconnecting = null;
    })();
  }

  async function checkHeartbeat() {
    if (state !== 'live') return;
    if (now() - lastBeatAt <= o.heartbeatTimeoutMs) return;
    await serial(() => goStale('no heartbeat'));
  }

  return {
    async start() {
      stopping = false;
      try {
        await connect();
      } catch (error) {
        // Nobody can vouch for the prices left from before this start: they wait for recovery.
        o.log.warn({ err: error }, 'lsports broker not reachable; retrying');
        await serial(() => goStale('broker not reachable at start'));
        scheduleReconnect();
      }
      watchdog = setInterval(() => void checkHeartbeat(), Math.max(50, o.heartbeatTimeoutMs / 4));
      watchdog.unref();
      pruner = setInterval(() => {
        if (state !== 'live') return;
        void serial(async () => {
          await o.applier.prune(now());
        });
      }, PRUNE_EVERY_MS);
      pruner.unref();
    },
    async stop() {
      stopping = true;
      if (watchdog) clearInterval(watchdog);
      if (pruner) clearInterval(pruner);
      await chain;
      const c = conn;
      conn = null;
      await c?.close().catch(() => {});
      await reconnecting;
    },
    state: () => state,
    idle: async () => {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    async dropConnection() {
      await conn?.close().catch(() => {});
    },
    checkHeartbeat,
  };
}
