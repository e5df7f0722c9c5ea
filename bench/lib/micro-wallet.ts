// In-process wallet cost per call (no HTTP, no load generator): for profiling the server side.
import { randomBytes } from 'node:crypto';
import { seedDemoData } from '../../apps/server/src/seed/demo.ts';
import { backends, openTestApp } from '../../apps/server/src/testing/backends.ts';
import { createPlayer, launchReal, studioClient } from '../../apps/server/src/testing/players.ts';

const N = Number(process.env.N ?? 4000);
const t = await openTestApp(backends()[process.env.PG ? 1 : 0]!);
await seedDemoData(t.app.talih.services);
const studio = studioClient(t);
const p = await createPlayer(t, 1_000_000_00);
const launch = await launchReal(t, p.token);
const playerId = String(p.userId);
const t0 = performance.now();
// CPU time too: on a shared machine the wall time includes waiting for the cores and the disk.
const cpu0 = process.cpuUsage();
for (let i = 0; i < N; i++) {
  const round = randomBytes(8).toString('hex');
  const base = { token: launch, playerId, roundId: round, gameId: 'slot' };
  await studio('bet', { ...base, transactionId: `b${round}`, amount: '1.00' });
  await studio('win', { ...base, transactionId: `w${round}`, amount: '0.50', roundClosed: true });
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${(ms / (2 * N)).toFixed(3)} ms per wallet call (${Math.round((2 * N) / (ms / 1000))} calls/s sequential, in-process), CPU ${(cpuMs / (2 * N)).toFixed(3)} ms per call`,
);
await t.dispose();
