// Crash battery: players play bet/win rounds through studio clients that retry with the same
// transaction id, and other players place sport bet slips that retry with the same request id,
// while the real server is killed with SIGKILL at five random moments and started again.
// Prints movements and slips sent, acknowledged and retried, lost answers (and how many of
// them had committed), each kill's time to listen and to acknowledge again, the ledger and
// sport audits (every acknowledged movement and bet once, with the answer given) and
// `talih reconcile`'s exit, before and after the matches are settled. SQLite always; PostgreSQL (+ Redis) too when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a server we may create a database on. The short version runs in CI as
// apps/server/src/reliability/crash.test.ts.
import os from 'node:os';
import { describeFigures, runCrashBattery } from '../apps/server/src/reliability/crash-battery.ts';
import { auditIsClean } from '../apps/server/src/reliability/ledger-audit.ts';
import type { Backend } from '../apps/server/src/testing/backends.ts';

const PLAYERS = Number(process.env.BENCH_CRASH_PLAYERS ?? 16);
const SPORT_PLAYERS = Number(process.env.BENCH_CRASH_SPORT_PLAYERS ?? 16);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? '';
const list: Backend[] = [{ name: 'SQLite', databaseUrl: '', redisUrl: '' }];
if (databaseUrl) {
  list.push({ name: redisUrl ? 'PostgreSQL + Redis' : 'PostgreSQL', databaseUrl, redisUrl });
}

console.log(
  `crash: ${PLAYERS} wallet players and ${SPORT_PLAYERS} sport players (a slip every 2.5 s each) with one retrying client each, 5 SIGKILLs 1–4 s apart, server and clients on one ${os.cpus().length}-core machine`,
);
let failed = false;
for (const backend of list) {
  const figures = await runCrashBattery(backend, {
    players: PLAYERS,
    sportPlayers: SPORT_PLAYERS,
    kills: 5,
    upMs: [1000, 4000],
    tailMs: 1000,
  });
  console.log(describeFigures(figures));
  const clean =
    auditIsClean(figures.audit) &&
    figures.refused === 0 &&
    figures.acknowledged === figures.sent &&
    figures.reconcile.code === 0 &&
    auditIsClean(figures.sport.audit) &&
    auditIsClean(figures.sport.settledAudit) &&
    figures.sport.refused === 0 &&
    figures.sport.acknowledged === figures.sport.sent &&
    figures.sport.settledBets === figures.sport.bets &&
    figures.sport.settledReconcile.code === 0;
  const slowestRecoveryMs = Math.max(0, ...figures.kills.map((k) => k.recoverMs));
  console.log(
    `summary: crash on ${figures.backend}: ${figures.acknowledged} of ${figures.sent} movements and ${figures.sport.acknowledged} of ${figures.sport.sent} bet slips acknowledged over ${figures.kills.length} SIGKILLs, slowest recovery ${Math.round(slowestRecoveryMs)} ms, ${clean ? 'audits and reconcile clean' : 'BROKEN'}`,
  );
  if (!clean) {
    failed = true;
    console.log(figures.reconcile.output);
    console.log(figures.sport.settledReconcile.output);
  }
}
process.exitCode = failed ? 1 : 0;
