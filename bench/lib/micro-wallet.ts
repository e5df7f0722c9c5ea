// In-process wallet cost per call (no HTTP, no load generator): for profiling the server side,
// and the program bench/wallet-instructions.ts counts instructions in under callgrind.
// MICRO_WALLET=talih (default) or plain (bench/reference-wallet.ts); PG=1 for PostgreSQL (the
// test backends: TEST_DATABASE_URL, TEST_REDIS_URL), SQLite otherwise. WARM rounds first
// (caches, memos and the JIT settled), then N measured bet+win rounds between two
// os.getPriority() calls: the marks callgrind's --dump-before=getpriority cuts its count at,
// nothing else here calling it. Round and transaction ids are counters, not random, so each
// run sends the same requests.
import './no-loop-monitors.ts';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { signBody } from '../../apps/server/src/crypto/body-signature.ts';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { backends, openTestApp } from '../../apps/server/src/testing/backends.ts';
import { createPlayer, launchReal, studioClient } from '../../apps/server/src/testing/players.ts';
import type { ProviderAnswer } from '@talih/contracts/provider-wallet.ts';
import { buildReferenceApp, dropPgSchema, pgStore, sqliteStore } from '../reference-wallet.ts';

const N = Number(process.env.N ?? 4000);
const WARM = Number(process.env.WARM ?? 0);
const pgBackend = process.env.PG ? backends()[1] : undefined;
if (process.env.PG && !pgBackend?.databaseUrl) throw new Error('PG=1 needs TEST_DATABASE_URL');
const plain = process.env.MICRO_WALLET === 'plain';
const SECRET = 'micro-wallet-secret';

type Studio = (action: string, body: unknown) => Promise<ProviderAnswer>;

/** Talih's wallet, as the tests open it: a fresh database, the demo seed, a launched player. */
async function openTalih() {
  const t = await openTestApp(pgBackend ?? backends()[0]!);
  await seedDemoData(t.app.talih.services);
  const studio = studioClient(t);
  const p = await createPlayer(t, 1_000_000_00);
  const launch = await launchReal(t, p.token);
  return { studio: studio as Studio, playerId: String(p.userId), launch, close: t.dispose };
}

/** The plain wallet on a fresh file (FULL, like the tests' Talih) or a schema of its own. */
async function openPlain() {
  const schema = `talih_micro_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talih-micro-'));
  const store = pgBackend
    ? await pgStore(pgBackend.databaseUrl, schema)
    : sqliteStore(path.join(dir, 'reference.db'), 'FULL');
  await store.fund(1, 1_000_000_00);
  const app = buildReferenceApp(store, { sandbox: SECRET });
  const studio: Studio = async (action, body) => {
    const raw = JSON.stringify(body);
    const res = await app.inject({
      method: 'POST',
      url: `/provider/v1/sandbox/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(raw, SECRET) },
      payload: raw,
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
    return res.json() as ProviderAnswer;
  };
  const close = async () => {
    await app.close();
    await store.close();
    if (pgBackend) await dropPgSchema(pgBackend.databaseUrl, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { studio, playerId: '1', launch: 'plain-launch', close };
}

const w = plain ? await openPlain() : await openTalih();
let next = 0;
async function round() {
  const id = `r${String(next++).padStart(8, '0')}`;
  const base = { token: w.launch, playerId: w.playerId, roundId: id, gameId: 'slot' };
  const bet = await w.studio('bet', { ...base, transactionId: `b${id}`, amount: '1.00' });
  const win = await w.studio('win', {
    ...base,
    transactionId: `w${id}`,
    amount: '0.50',
    roundClosed: true,
  });
  if (bet.status !== 'OK' || win.status !== 'OK') throw new Error('a wallet call failed');
}

for (let i = 0; i < WARM; i++) await round();
os.getPriority();
const t0 = performance.now();
// CPU time too: on a shared machine the wall time includes waiting for the cores and the disk.
const cpu0 = process.cpuUsage();
for (let i = 0; i < N; i++) await round();
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
os.getPriority();
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${plain ? 'plain' : 'Talih'} wallet on ${pgBackend ? 'PostgreSQL' : 'SQLite'}: ${(ms / (2 * N)).toFixed(3)} ms per wallet call (${Math.round((2 * N) / (ms / 1000))} calls/s sequential, in-process), CPU ${(cpuMs / (2 * N)).toFixed(3)} ms per call`,
);
await w.close();
