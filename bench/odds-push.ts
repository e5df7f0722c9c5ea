// Live odds push: how many connected browsers one server instance keeps updated. A real server
// (sandbox feed off, Redis as its bus) holds N open SSE streams (GET /api/sport/stream, as the
// Sport page opens them); this process publishes one event change per second on the bus — a
// football event with all its markets, as the feed sends it — so each browser gets one odds
// change per second, and every stream measures the delay from publish to delivery. N grows in
// steps; a step passes when every browser got every change and the p99 delay stays under
// 1 s. Beside it, the server's own time to write each tick to every stream, scraped from its
// /metrics (talih_sport_stream_fanout_seconds): the part of the delay that is the server's.
// Needs Redis (BENCH_REDIS_URL, TEST_REDIS_URL or REDIS_URL); without it, it says so.
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startTalih } from './lib/server.ts';

const REDIS_URL =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? '';
const STEPS = (process.env.BENCH_ODDS_STEPS ?? '1000,2000,4000,6000,8000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CHANGES_PER_STEP = 10;
const P99_LIMIT_MS = 1000;
const CHANNEL = 'talih:sport:events';
/** When each change was published, by its sequence number. */
const sentAt = new Map<number, number>();

/** One football event with its markets, as the stream sends it (about 2 KB). */
function message(seq: number): string {
  const sel = (id: number, code: string) => ({ id, code, odds: 1.5 + ((seq + id) % 50) / 10 });
  const markets = [
    '1x2',
    'double_chance',
    'total',
    'total',
    'total',
    'asian_total',
    'btts',
    'handicap',
    'correct_score',
  ].map((type, i) => ({
    id: 100 + i,
    type,
    line: type === 'total' ? `${1.5 + i - 2}` : '',
    status: 'open',
    inPlay: true,
    selections: [sel(i * 10 + 1, '1'), sel(i * 10 + 2, 'X'), sel(i * 10 + 3, '2')],
  }));
  const event = {
    id: 1,
    sport: 'football',
    leagueId: 1,
    league: 'Trendyol Süper Lig',
    country: 'TR',
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    startAt: Date.now(),
    status: 'live',
    homeScore: 1,
    awayScore: 0,
    clock: `${seq % 90}'`,
    marketCount: markets.length,
    main: markets[0],
  };
  return JSON.stringify({ type: 'event', event, markets, benchSeq: seq });
}

const FRAME_END = Buffer.from('\n\n');
const SEQ_MARK = Buffer.from('"benchSeq":');

/** The decimal number at this position of the frame. */
function readSeq(data: Buffer, at: number): number {
  let n = 0;
  for (let i = at; data[i]! >= 48 && data[i]! <= 57; i++) n = n * 10 + data[i]! - 48;
  return n;
}

interface Stream {
  req: http.ClientRequest;
  received: Map<number, number>;
}

function openStream(base: URL, agent: http.Agent): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const received = new Map<number, number>();
    const req = http.get(
      { host: base.hostname, port: base.port, path: '/api/sport/stream', agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
        // Bytes, not text: a browser's work is done on its own machine, so this process (the
        // 10,000 browsers on the server's two cores) only finds each frame's end and its
        // sequence number, without decoding and copying every 2 KB frame as a string.
        let pending: Buffer | null = null;
        res.on('data', (chunk: Buffer) => {
          const at = Date.now();
          const data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
          let start = 0;
          let end = data.indexOf(FRAME_END, start);
          while (end !== -1) {
            const seqAt = data.lastIndexOf(SEQ_MARK, end);
            if (seqAt >= start) received.set(readSeq(data, seqAt + SEQ_MARK.length), at);
            start = end + FRAME_END.length;
            end = data.indexOf(FRAME_END, start);
          }
          pending = start < data.length ? data.subarray(start) : null;
        });
        resolve({ req, received });
      },
    );
    req.on('error', reject);
  });
}

/** The server's own fan-out histogram (talih_sport_stream_fanout_seconds), as scraped. */
interface FanoutFigures {
  count: number;
  sum: number;
  /** Ticks written to every browser within 250 ms. */
  within250: number;
}

async function serverFanout(base: URL): Promise<FanoutFigures> {
  const text = await (await fetch(new URL('/metrics', base))).text();
  const value = (series: string) =>
    Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  const name = 'talih_sport_stream_fanout_seconds';
  return {
    count: value(`${name}_count`),
    sum: value(`${name}_sum`),
    within250: value(`${name}_bucket\\{le="0\\.25"\\}`),
  };
}

/** The step's ticks from two scrapes: how many, their mean, how many took over 250 ms. */
function fanoutOf(before: FanoutFigures, after: FanoutFigures): string {
  const count = after.count - before.count;
  if (count === 0) return 'server fan-out not measured';
  const meanMs = ((after.sum - before.sum) / count) * 1000;
  const over = count - (after.within250 - before.within250);
  return `server fan-out ${count} ticks (odds and pings), mean ${meanMs.toFixed(0)} ms, ${over} over 250 ms`;
}

const p = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

async function main() {
  if (!REDIS_URL) {
    console.log('odds-push: skipped (set BENCH_REDIS_URL, TEST_REDIS_URL or REDIS_URL)');
    console.log('summary: odds-push skipped, no Redis');
    return 0;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-bench-odds-'));
  // Every simulated browser comes from this one address: lift the stream caps above the
  // largest step (BENCH_STREAM_MAX overrides).
  const streamMax = process.env.BENCH_STREAM_MAX ?? String(Math.max(...STEPS) + 1000);
  const talih = await startTalih({
    DATA_DIR: dataDir,
    REDIS_URL,
    SPORT_SANDBOX_FEED: 'false',
    STREAM_MAX_PER_IP: streamMax,
    STREAM_MAX_TOTAL: streamMax,
  });
  const publisher = new Redis(REDIS_URL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const base = new URL(talih.base.replace('localhost', '127.0.0.1'));
  const streams: Stream[] = [];
  let best = { browsers: 0, p99: 0, fanout: '' };
  let seq = 0;
  console.log(
    `odds-push: one server instance, Redis bus, ${CHANGES_PER_STEP} changes per step at 1/s to every browser; server and browsers on one ${os.cpus().length}-core machine`,
  );
  try {
    for (const target of STEPS) {
      // Connect up to the step's number of browsers, 200 at a time.
      while (streams.length < target) {
        const batch = Math.min(200, target - streams.length);
        const opened = await Promise.allSettled(
          Array.from({ length: batch }, () => openStream(base, agent)),
        );
        for (const o of opened) if (o.status === 'fulfilled') streams.push(o.value);
        if (opened.some((o) => o.status === 'rejected')) break;
      }
      if (streams.length < target) {
        console.log(`  ${target} browsers: only ${streams.length} could connect; stopping`);
        break;
      }
      const first = seq + 1;
      for (const st of streams) st.received.clear();
      const fanoutBefore = await serverFanout(base);
      for (let i = 0; i < CHANGES_PER_STEP; i++) {
        seq++;
        const text = message(seq);
        sentAt.set(seq, Date.now());
        await publisher.publish(CHANNEL, text);
        await new Promise((r) => setTimeout(r, 1000));
      }
      await new Promise((r) => setTimeout(r, 1500));
      let missing = 0;
      for (const st of streams) {
        for (let n = first; n <= seq; n++) if (!st.received.has(n)) missing++;
      }
      const delays = collect(streams, first, seq);
      delays.sort((a, b) => a - b);
      const p50 = p(delays, 0.5);
      const p99 = p(delays, 0.99);
      const ok = missing === 0 && p99 <= P99_LIMIT_MS;
      // The server's own time to write each tick to every socket, beside the browsers' delay:
      // the part of the delay that is the server's (the rest is the browsers' reading).
      const fanout = fanoutOf(fanoutBefore, await serverFanout(base));
      console.log(
        `  ${String(target).padStart(6)} browsers: ${delays.length} deliveries, ${missing} missing, delay p50 ${p50} ms, p99 ${p99} ms, max ${delays.at(-1) ?? 0} ms; ${fanout} ${ok ? 'ok' : 'FAIL'}`,
      );
      if (!ok) break;
      best = { browsers: target, p99, fanout };
    }
  } finally {
    for (const s of streams) s.req.destroy();
    agent.destroy();
    await publisher.quit();
    await talih.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `summary: odds-push: one instance keeps ${best.browsers} browsers updated at one odds change per second each, p99 delay ${best.p99} ms (Redis bus); ${best.fanout}`,
  );
  return 0;
}

/** Publish-to-delivery delays of changes first..last, from the arrival times each stream kept. */
function collect(streams: Stream[], first: number, last: number): number[] {
  const out: number[] = [];
  for (const s of streams) {
    for (let n = first; n <= last; n++) {
      const at = s.received.get(n);
      if (at !== undefined) out.push(at - (sentAt.get(n) ?? at));
    }
  }
  return out;
}

process.exitCode = await main();
