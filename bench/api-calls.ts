// API throughput and latency of the request pipeline (envelope, validation, token check, one
// database read) on the embedded defaults: a real server on loopback, real HTTP, a bounded
// number of requests. Prints per-call figures and one summary line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const root = path.resolve(import.meta.dirname, '..');

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      BACKOFFICE_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(name: string, send: (i: number) => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const t0 = performance.now();
        const res = await send(i);
        const body = (await res.json()) as { state?: string; status?: string };
        if (res.status !== 200 || (body.state !== undefined && body.state !== '200')) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const rps = Math.round(REQUESTS / seconds);
  console.log(
    `${name.padEnd(24)} ${String(rps).padStart(6)} req/s  p50 ${pct(0.5).toFixed(2)} ms  p99 ${pct(0.99).toFixed(2)} ms  failures ${failures}`,
  );
  return { rps, p99: pct(0.99), failures };
}

const server = await startServer();
try {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(server.base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  const login = (await (
    await post('/sso/v2/login', { deviceNumber: 'bench-device-0001' })
  ).json()) as {
    resultData: { token: string };
  };
  const token = login.resultData.token;
  console.log(
    `api-calls: ${REQUESTS} requests per call, ${CONCURRENCY} concurrent, SQLite + memory cache`,
  );
  const health = await measure('GET /healthz', () => fetch(`${server.base}/healthz`));
  const info = await measure('POST /user/getUserInfo', () => post('/user/getUserInfo', {}, token));
  const old = await measure('POST /user/checkOldUser', (i) =>
    post('/user/checkOldUser', { deviceNumber: `bench-device-${i % 500}` }),
  );
  const failures = health.failures + info.failures + old.failures;
  console.log(
    `summary: getUserInfo ${info.rps} req/s (p99 ${info.p99.toFixed(1)} ms), healthz ${health.rps} req/s, failures ${failures}`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  await server.stop();
}
