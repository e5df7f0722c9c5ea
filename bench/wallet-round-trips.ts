// What one wallet bet and one win cost PostgreSQL, counted rather than timed (the machine is
// shared, so a rate is noisy; a count is not): the statements each sends, each a network round
// trip (COMMIT included; a transaction's BEGIN goes with its first statement, so it is none),
// counted at the pg client; then N bet+win pairs one after
// the other, in process (no HTTP load), with the CPU time they took in this process and in
// PostgreSQL's backends serving them. Runs when BENCH_DATABASE_URL or TEST_DATABASE_URL names
// a server (a schema of its own there, dropped after).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seedDemoData } from '../apps/server/src/seed/demo.ts';
import { openTestApp, secondBackend } from '../apps/server/src/testing/backends.ts';
import { createPlayer, launchReal, studioClient } from '../apps/server/src/testing/players.ts';
import { processCpu, TICKS_PER_SECOND } from '../e2e/lib/machine-activity.ts';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 1000);
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';

let statements = 0;
const backendPids = new Set<number>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (
  this: pg.Client & { processID?: number },
  ...args: unknown[]
) {
  statements++;
  if (this.processID) backendPids.add(this.processID);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** CPU ms (user + system) of a process; a backend we can't read (another machine) counts nothing. */
function cpuMsOf(pid: number): number {
  return ((processCpu(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND;
}

if (!url) {
  console.log('wallet-round-trips: no BENCH_DATABASE_URL or TEST_DATABASE_URL, nothing to count');
} else {
  const t = await openTestApp(secondBackend(url, ''));
  try {
    await seedDemoData(t.app.talih.services);
    const studio = studioClient(t);
    const p = await createPlayer(t, 1_000_000_00);
    const launch = await launchReal(t, p.token);
    const pair = async () => {
      const round = randomBytes(8).toString('hex');
      const base = { token: launch, playerId: String(p.userId), roundId: round, gameId: 'slot' };
      const before = statements;
      const bet = await studio('bet', { ...base, transactionId: `b${round}`, amount: '1.00' });
      const betStatements = statements - before;
      const win = await studio('win', {
        ...base,
        transactionId: `w${round}`,
        amount: '0.50',
        roundClosed: true,
      });
      if (bet.status !== 'OK' || win.status !== 'OK') throw new Error('a wallet call failed');
      return { bet: betStatements, win: statements - before - betStatements };
    };
    for (let i = 0; i < 20; i++) await pair(); // warm: accounts known, caches filled
    const counted = await pair();
    const pids = [...backendPids];
    const pgBefore = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    const nodeBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < PAIRS; i++) await pair();
    const wallMs = performance.now() - started;
    const node = process.cpuUsage(nodeBefore);
    const pgMs = [...backendPids].reduce((sum, pid) => sum + cpuMsOf(pid), 0) - pgBefore;
    const perPair = (ms: number) => (ms / PAIRS).toFixed(2);
    console.log(
      `summary: wallet on PostgreSQL: a bet ${counted.bet} round trips, a win ${counted.win}; per bet+win pair (${PAIRS} in turn, in process) ${perPair(wallMs)} ms, CPU ${perPair((node.user + node.system) / 1000)} ms in Node, ${perPair(pgMs)} ms in PostgreSQL`,
    );
  } finally {
    await t.dispose();
  }
}
