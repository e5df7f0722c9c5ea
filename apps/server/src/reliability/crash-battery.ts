// The crash battery: players play bet/win rounds through retrying clients while the real
// server is killed with SIGKILL at random moments and started again; afterwards the ledger is
// audited against every answer the clients got, and `talih reconcile` runs on the database.
// The CI test (crash.test.ts) and the benchmark (bench/crash.ts) run it with different sizes.
import type { Backend } from '../testing/backends.ts';
import { ChildServer, freePort } from './child-server.ts';
import { auditLedger, type AuditResult } from './ledger-audit.ts';
import { CHILD_PROVIDER_SECRET, prepareServerBackend } from './server-backend.ts';
import { newStats, playRounds, preparePlayers, type TrafficStats } from './wallet-traffic.ts';

export interface CrashOptions {
  players: number;
  kills: number;
  /** The server runs a random time in this range (ms) between a restart and the next kill. */
  upMs: [number, number];
  /** Traffic after the last restart, before the clients stop. */
  tailMs: number;
}

export interface KillFigure {
  /** Movements in flight (sent, not yet answered) when the process died. */
  inFlight: number;
  /** From the kill until the restarted server listens. */
  restartMs: number;
  /** From the kill until the first movement is acknowledged again. */
  recoverMs: number;
}

export interface CrashFigures {
  backend: string;
  sent: number;
  acknowledged: number;
  refused: number;
  /** Requests sent again after an attempt got no answer. */
  retried: number;
  /** Movements whose first answer was lost (they needed more than one attempt). */
  lostAnswers: number;
  /** Lost answers whose movement had committed: the retry got the first result replayed. */
  committedBeforeLoss: number;
  kills: KillFigure[];
  audit: AuditResult;
  reconcile: { code: number; output: string };
  durationMs: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);

async function waitForAcknowledgement(stats: { acknowledged: number }, since: number) {
  const deadline = Date.now() + 30_000;
  while (stats.acknowledged === since) {
    if (Date.now() > deadline) throw new Error('no movement acknowledged after the restart');
    await pause(5);
  }
}

/** SIGKILL at a random moment, start again, wait for traffic to flow; `kills` times. */
async function killRepeatedly(server: ChildServer, stats: TrafficStats, options: CrashOptions) {
  const kills: KillFigure[] = [];
  for (let k = 0; k < options.kills; k++) {
    await pause(between(options.upMs));
    const killedAt = performance.now();
    const inFlight = stats.sent - stats.acknowledged - stats.refused;
    await server.kill();
    const acknowledged = stats.acknowledged;
    await server.start();
    const restartMs = performance.now() - killedAt;
    await waitForAcknowledgement(stats, acknowledged);
    kills.push({ inFlight, restartMs, recoverMs: performance.now() - killedAt });
  }
  return kills;
}

export async function runCrashBattery(backend: Backend, options: CrashOptions) {
  const started = performance.now();
  const serverBackend = await prepareServerBackend(backend);
  const server = new ChildServer(serverBackend.env, await freePort());
  const database = serverBackend.open();
  const stats = newStats();
  let stop = false;
  let clientFailure: unknown;
  try {
    await server.start();
    const players = await preparePlayers(database, server.base, options.players);
    // A client that gives up stops the run; its error is the test's failure.
    const loops = players.map((p) =>
      playRounds(server.base, CHILD_PROVIDER_SECRET, p, stats, () => stop).catch((error) => {
        clientFailure ??= error;
        stop = true;
      }),
    );
    const kills = await killRepeatedly(server, stats, options);
    await pause(options.tailMs);
    stop = true;
    await Promise.all(loops);
    if (clientFailure) throw clientFailure;
    await server.stop();
    const { problems, committedBeforeLoss } = await auditLedger(database, stats.movements);
    const figures: CrashFigures = {
      backend: backend.name,
      sent: stats.sent,
      acknowledged: stats.acknowledged,
      refused: stats.refused,
      retried: stats.retried,
      lostAnswers: stats.movements.filter((m) => m.attempts > 1).length,
      committedBeforeLoss,
      kills,
      audit: problems,
      reconcile: await server.cli(['reconcile']),
      durationMs: performance.now() - started,
    };
    return figures;
  } finally {
    stop = true;
    await server.kill();
    await database.close();
    await serverBackend.dispose();
  }
}

/** The figures on a few lines, for the benchmark and a failing test's message. */
export function describeFigures(f: CrashFigures): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  const kills = f.kills
    .map(
      (k, i) =>
        `  kill ${i + 1}: ${k.inFlight} in flight, listening again after ${ms(k.restartMs)}, first acknowledged movement after ${ms(k.recoverMs)}`,
    )
    .join('\n');
  const audit = Object.entries(f.audit)
    .map(([name, list]) => `${name} ${(list as string[]).length}`)
    .join(', ');
  return [
    `crash battery on ${f.backend}: ${f.sent} movements sent, ${f.acknowledged} acknowledged, ${f.refused} refused, ${f.retried} requests retried, ${f.lostAnswers} movements with a lost answer (${f.committedBeforeLoss} of them committed before the kill, replayed on retry), ${f.kills.length} SIGKILLs, ${ms(f.durationMs)} in all`,
    kills,
    `  ledger audit: ${audit}`,
    `  talih reconcile: exit ${f.reconcile.code}`,
  ].join('\n');
}
