// Odds feed lag: LSports market updates published to RabbitMQ at 1,000 price changes a second
// (BENCH_FEED_CHANGES_PER_S; 200 messages of 5 bets each, over BENCH_FEED_FIXTURES fixtures, 20 by
// default: a message's fixture is seldom in the same delivery run as the last at 200) for
// BENCH_FEED_SECONDS, consumed by the real TRADE360 consumer into the sportsbook (SQLite file,
// or PostgreSQL with BENCH_DATABASE_URL). Lag is when a message's prices are stored minus its
// server timestamp, as talih_feed_lag_seconds measures it. Needs RabbitMQ (BENCH_AMQP_URL or
// TEST_AMQP_URL); without it, it says so.
import { randomBytes } from 'node:crypto';
import amqp from 'amqplib';
import { createLsportsSimulator } from '../apps/server/src/modules/sport/feed/lsports-simulator/simulator.ts';
import { consumerFor } from '../apps/server/src/testing/lsports.ts';
import type { LsMessage } from '../apps/server/src/adapters/sports/lsports/protocol.ts';
import { openTestApp } from '../apps/server/src/testing/backends.ts';

const URL = process.env.BENCH_AMQP_URL ?? process.env.TEST_AMQP_URL ?? '';
const CHANGES_PER_S = Number(process.env.BENCH_FEED_CHANGES_PER_S ?? 1000);
const SECONDS = Number(process.env.BENCH_FEED_SECONDS ?? 10);
const FIXTURES = Number(process.env.BENCH_FEED_FIXTURES ?? 20);
const BETS_PER_MESSAGE = 5;

if (!URL) {
  console.log('feed-lag: no RabbitMQ (set BENCH_AMQP_URL or TEST_AMQP_URL); skipped');
  console.log('summary: skipped (no RabbitMQ)');
  process.exit(0);
}

const t = await openTestApp({
  name: 'bench',
  databaseUrl: process.env.BENCH_DATABASE_URL ?? '',
  redisUrl: '',
});
const queue = `talih-bench-${randomBytes(4).toString('hex')}`;
const credentials = { packageId: 1, username: 'bench', password: randomBytes(8).toString('hex') };
const sim = await createLsportsSimulator({
  amqpUrl: URL,
  queue,
  ...credentials,
  snapshotPort: 0,
  tickMs: 60_000,
  heartbeatMs: 1_000,
  keepAliveMs: 3_600_000,
});
await sim.start();

const lags: number[] = [];
let changesApplied = 0;
const stored = (msg: LsMessage) => {
  if (msg.Header.Type !== 3) return;
  lags.push(Date.now() - Number(msg.Header.ServerTimestamp));
  changesApplied += BETS_PER_MESSAGE;
};
const {
  consumer,
  applier: inner,
  metrics,
} = consumerFor(t, {
  url: URL,
  queue,
  snapshotUrl: sim.snapshotUrl(),
  credentials,
  prefetch: 50,
  wrap: (a) => ({
    ...a,
    async apply(msg, raw) {
      const r = await a.apply(msg, raw);
      stored(msg);
      return r;
    },
    async applyMany(list) {
      const r = await a.applyMany(list);
      for (const { msg } of list) stored(msg);
      return r;
    },
  }),
});

// The fixtures and their markets, applied before the clock starts.
const fixtureIds = Array.from({ length: FIXTURES }, (_, i) => 900_000 + i);
let stamp = Date.now();
const bets = (id: number, price: (k: number) => string) => [
  {
    Id: 1,
    Name: '1X2',
    Bets: ['1', 'X', '2'].map((n, k) => ({
      Id: `${id}1${k}`,
      Name: n,
      Status: 1,
      Price: price(k),
      LastUpdate: ++stamp,
    })),
  },
  {
    Id: 2,
    Name: 'Under/Over',
    Bets: ['Over', 'Under'].map((n, k) => ({
      Id: `${id}2${k}`,
      Name: n,
      Line: '2.5',
      BaseLine: '2.5',
      Status: 1,
      Price: price(k + 3),
      LastUpdate: ++stamp,
    })),
  },
];
const wrap = (type: number, body: unknown, seq: number): LsMessage => ({
  Header: {
    Type: type,
    MsgGuid: randomBytes(16).toString('hex'),
    ServerTimestamp: Date.now(),
    MsgSeq: seq,
  },
  Body: body as LsMessage['Body'],
});
for (const [i, id] of fixtureIds.entries()) {
  const fixture = {
    Sport: { Id: 6046, Name: 'Football' },
    Location: { Id: 1, Name: 'Turkey' },
    League: { Id: 77, Name: 'Bench Ligi' },
    StartDate: new Date(Date.now() + 3_600_000).toISOString().slice(0, 19),
    Status: 1,
    Participants: [
      { Id: 1, Name: `Ev ${i}`, Position: '1' },
      { Id: 2, Name: `Dep ${i}`, Position: '2' },
    ],
  };
  const f = wrap(1, { Events: [{ FixtureId: id, Fixture: fixture }] }, i + 1);
  await inner.apply(f, JSON.stringify(f));
  const m = wrap(3, { Events: [{ FixtureId: id, Markets: bets(id, () => '2.00') }] }, i + 1);
  await inner.apply(m, JSON.stringify(m));
}

await consumer.start();
await sim.heartbeat();

const messagesPerS = CHANGES_PER_S / BETS_PER_MESSAGE;
const total = Math.round(messagesPerS * SECONDS);
const started = Date.now();
let sent = 0;
while (sent < total) {
  // Publish what is due by now, then yield for the next 10 ms slot.
  const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * messagesPerS));
  for (; sent < due; sent++) {
    const id = fixtureIds[sent % FIXTURES]!;
    await sim.publish(3, {
      Events: [
        { FixtureId: id, Markets: bets(id, (k) => (1.5 + ((sent + k) % 40) / 10).toFixed(2)) },
      ],
    });
  }
  await new Promise((r) => setTimeout(r, 10));
}
const publishedIn = (Date.now() - started) / 1000;
for (let i = 0; i < 6000 && lags.length < total; i++) await new Promise((r) => setTimeout(r, 10));
const drainedIn = (Date.now() - started) / 1000;
await consumer.stop();
await sim.stop();
const conn = await amqp.connect(URL);
await (await conn.createChannel()).deleteQueue(queue);
await conn.close();
await t.dispose();

lags.sort((a, b) => a - b);
const pct = (p: number) =>
  lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] ?? NaN;
const applied = lags.length;
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; published ${sent} market updates (${sent * BETS_PER_MESSAGE} price changes) in ${publishedIn.toFixed(1)} s; applied ${applied} (${changesApplied} price changes) by ${drainedIn.toFixed(1)} s`,
);
console.log(
  `lag ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${lags.at(-1)}; throughput ${(changesApplied / drainedIn).toFixed(0)} price changes/s; recoveries ${metrics.snapshot().recoveries}`,
);
console.log(
  `summary: ${CHANGES_PER_S} price changes/s over ${FIXTURES} fixtures for ${SECONDS} s: lag p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${lags.at(-1)} ms; ${applied}/${sent} applied`,
);
process.exitCode = applied === sent ? 0 : 1;
