// A TRADE360 simulator for the sandbox and the tests: today's sandbox match engine plays in a
// world of its own (an in-memory database of the simulator's, as LSports has its own), and
// everything it tells its book is published to a RabbitMQ queue as LSports messages in the
// documented shapes (docs.lsports.eu "Message structure": fixture metadata 1, livescore 2,
// market update 3, keep alive 31 every 30 s, heartbeat 32 every 5 s, settlement 35), with a
// sequence per message type, and served by a Snapshot API (POST /Inplay/GetFixtures,
// /Inplay/GetScores, /Inplay/GetFixtureMarkets with the package's credentials). Written from
// the documentation, not from the adapter. It can misbehave as the documentation allows:
// duplicates, out-of-order and skipped sequences, silence, a settlement changed afterwards.
// Sandbox only: production refuses LSPORTS_SIMULATOR.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryCache } from '../../../../cache/cache.ts';
import { openDatabase, type Database } from '../../../../db/database.ts';
import { migrateToLatest } from '../../../../db/migrate.ts';
import { createSportBook } from '../../book/book.ts';
import { createSandboxFeed, type SandboxFeed } from '../sandbox.ts';
import type {
  FeedEventState,
  FeedFixture,
  FeedMarket,
  FeedMarketKey,
  FeedResult,
  OddsFeedHandlers,
} from '../../../../adapters/sports/port.ts';
import type { FeedSimulatorOptions } from '../../../../adapters/sports/lsports/feed.ts';
import { state as worldState, type World } from './world.ts';

/** The feed's options (the queue, the package, the tick) and what tests and benches add. */
export interface SimulatorOptions extends FeedSimulatorOptions {
  heartbeatMs?: number;
  keepAliveMs?: number;
  seed?: number;
  livePerSport?: number;
  upcomingPerLeague?: number;
  now?: () => number;
}

export interface LsportsSimulator {
  /** The sandbox engine: tests tick it; a server runs it on its timer. */
  engine: SandboxFeed;
  snapshotUrl(): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Publishes a message as is (tests: unknown types, hand-made shapes). */
  publishRaw(message: unknown): Promise<void>;
  /** Publishes the next message of a type with its sequence; answers it. */
  publish(
    type: number,
    body: unknown,
    o?: { seq?: number; at?: number },
  ): Promise<Record<string, unknown>>;
  /** Sends a heartbeat now. */
  heartbeat(): Promise<void>;
  /** Stops sending heartbeats (silence) or starts again. */
  silence(on: boolean): void;
  /** Skips a sequence number of the type (a message lost on the way: a gap). */
  loseNext(type: number): void;
  /** The last messages published (tests replay and reorder them). */
  sent(): Record<string, unknown>[];
  /** Messages waiting in the queue (not yet delivered to a consumer). */
  waiting(): Promise<number>;
  /** The simulator's fixture id of a sandbox event ref. */
  fixtureIdOf(ref: string): number;
  world: World;
}

export async function createLsportsSimulator(o: SimulatorOptions): Promise<LsportsSimulator> {
  const now = o.now ?? Date.now;
  const shadow: Database = openDatabase({ url: '', sqlitePath: ':memory:' });
  await migrateToLatest(shadow);
  const silentLog = {
    warn() {},
    error() {},
    info() {},
    debug() {},
  } as unknown as FastifyBaseLogger;
  const book = createSportBook({ db: shadow.db, cache: createMemoryCache(), log: silentLog });
  const world = worldState(now);
  let conn: ChannelModel | null = null;
  let channel: Channel | null = null;
  const seqs = new Map<number, number>();
  const lose = new Set<number>();
  const sent: Record<string, unknown>[] = [];
  let silent = false;
  let lastStamp = 0;

  /** Bet LastUpdate: the simulator's clock, strictly increasing. */
  const stamp = () => (lastStamp = Math.max(now(), lastStamp + 1));

  async function publishRaw(message: unknown) {
    if (!channel) return;
    channel.sendToQueue(o.queue, Buffer.from(JSON.stringify(message)), {
      persistent: true,
      contentType: 'application/json',
    });
  }

  async function publish(type: number, body: unknown, p: { seq?: number; at?: number } = {}) {
    let seq = p.seq;
    if (seq === undefined && type !== 32) {
      seq = (seqs.get(type) ?? 0) + 1;
      if (lose.delete(type)) seq++;
      seqs.set(type, seq);
    }
    const message: Record<string, unknown> = {
      Header: {
        Type: type,
        MsgGuid: randomUUID(),
        ServerTimestamp: p.at ?? now(),
        ...(seq !== undefined ? { MsgSeq: seq } : {}),
      },
      ...(body === undefined ? {} : { Body: body }),
    };
    sent.push(message);
    if (sent.length > 1000) sent.shift();
    await publishRaw(message);
    return message;
  }

  const fixtureBody = (f: FeedFixture, status: number) => ({
    Events: [{ FixtureId: world.fixtureId(f.ref), Fixture: world.fixtureOf(f, status) }],
  });

  const handlers: OddsFeedHandlers = {
    async fixtureChange(f) {
      await book.fixtureChange(f);
      world.fixtures.set(f.ref, f);
      await publish(1, fixtureBody(f, world.statusOf(f.ref)));
    },
    async oddsChange(ref, markets: FeedMarket[], state?: FeedEventState) {
      await book.oddsChange(ref, markets, state);
      if (state) {
        const ls = world.livescoreOf(ref, state);
        await publish(2, { Events: [{ FixtureId: world.fixtureId(ref), Livescore: ls }] });
      }
      if (markets.length > 0) {
        const at = stamp();
        const lsMarkets = markets.map((m) => world.marketOf(ref, m, at)).filter((m) => m !== null);
        if (lsMarkets.length > 0)
          await publish(3, { Events: [{ FixtureId: world.fixtureId(ref), Markets: lsMarkets }] });
      }
    },
    async oddsChanges(changes) {
      for (const ch of changes) await handlers.oddsChange(ch.eventRef, ch.markets);
    },
    async betStop(ref, markets?: FeedMarketKey[]) {
      await book.betStop(ref, markets);
      const at = stamp();
      const lsMarkets = world.suspendedMarkets(ref, markets, at);
      if (lsMarkets.length > 0)
        await publish(3, { Events: [{ FixtureId: world.fixtureId(ref), Markets: lsMarkets }] });
    },
    async settlement(ref, key, results: FeedResult[]) {
      const n = await book.settlement(ref, key, results);
      const market = world.settledMarket(ref, key, results, stamp());
      if (market)
        await publish(35, { Events: [{ FixtureId: world.fixtureId(ref), Markets: [market] }] });
      return n;
    },
    async rollbackSettlement(ref, key) {
      await book.rollbackSettlement(ref, key);
    },
    suspendAll: (prefix) => book.suspendAll(prefix),
  };

  const engine = createSandboxFeed({
    handlers,
    db: shadow.db,
    tickMs: o.tickMs,
    seed: o.seed ?? 20261205,
    ...(o.livePerSport !== undefined ? { livePerSport: o.livePerSport } : {}),
    ...(o.upcomingPerLeague !== undefined ? { upcomingPerLeague: o.upcomingPerLeague } : {}),
    ...(o.log ? { log: o.log } : {}),
    ...(o.now ? { now: o.now } : {}),
  });

  const server = http.createServer((req, res) => void answerSnapshot(req, res));
  let beat: ReturnType<typeof setInterval> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  async function answerSnapshot(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const reply = (status: number, body: unknown[]) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Header: { HttpStatusCode: status }, Body: body }));
    };
    let q: { PackageId?: number; UserName?: string; Password?: string; Fixtures?: number[] };
    try {
      q = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof q;
    } catch {
      return reply(400, []);
    }
    if (q.PackageId !== o.packageId || q.UserName !== o.username || q.Password !== o.password) {
      return reply(401, []);
    }
    const only = q.Fixtures && q.Fixtures.length > 0 ? new Set(q.Fixtures) : null;
    const events = world.snapshotEvents(only);
    const path = (req.url ?? '').split('?')[0];
    if (path === '/Inplay/GetFixtures')
      return reply(
        200,
        events.map((e) => ({ FixtureId: e.FixtureId, Fixture: e.Fixture })),
      );
    if (path === '/Inplay/GetScores')
      return reply(
        200,
        events.map((e) => ({ FixtureId: e.FixtureId, Livescore: e.Livescore })),
      );
    if (path === '/Inplay/GetFixtureMarkets')
      return reply(
        200,
        events.map((e) => ({ FixtureId: e.FixtureId, Markets: e.Markets })),
      );
    res.writeHead(404).end();
  }

  const sim: LsportsSimulator = {
    engine,
    world,
    snapshotUrl() {
      const a = server.address() as AddressInfo | null;
      return a ? `http://127.0.0.1:${a.port}` : '';
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(o.snapshotPort, '127.0.0.1', resolve));
      conn = await amqp.connect(o.amqpUrl, { timeout: 5_000 });
      conn.on('error', () => {});
      channel = await conn.createChannel();
      channel.on('error', () => {});
      await channel.assertQueue(o.queue, {
        durable: true,
        arguments: { 'x-single-active-consumer': true },
      });
      beat = setInterval(() => void sim.heartbeat().catch(() => {}), o.heartbeatMs ?? 5_000);
      beat.unref();
      keepAlive = setInterval(
        () =>
          void publish(31, { KeepAlive: { ActiveEvents: world.liveIds(engine) } }).catch(() => {}),
        o.keepAliveMs ?? 30_000,
      );
      keepAlive.unref();
    },
    async stop() {
      if (beat) clearInterval(beat);
      if (keepAlive) clearInterval(keepAlive);
      await engine.stop();
      await conn?.close().catch(() => {});
      conn = null;
      channel = null;
      // A consumer's kept-alive Snapshot API connection would hold close() for seconds.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await shadow.close();
    },
    publishRaw,
    publish,
    async heartbeat() {
      if (!silent) await publish(32, undefined);
    },
    silence(on) {
      silent = on;
    },
    loseNext(type) {
      lose.add(type);
    },
    sent: () => [...sent],
    fixtureIdOf: (ref) => world.fixtureId(ref),
    async waiting() {
      if (!channel) return 0;
      return (await channel.checkQueue(o.queue)).messageCount;
    },
  };
  return sim;
}
